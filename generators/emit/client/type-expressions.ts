/**
 * TypeScript type expressions for one operation, pointing into the openapi-typescript output
 * (`paths[path][method]`). Every piece of spec text (paths, media types, error codes) enters
 * only as a string literal made by the one escaper.
 */
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { stringLiteral } from '../../print/escape.js';
import { sortedByCodeUnits } from '../../print/order.js';
import { errorResponses, successResponse } from './responses.js';

/** `paths["/v1/movie/{id}/playback"]["get"]`: the operation object type. */
export function operationTypeRef(operation: OperationModel): string {
  return `paths[${stringLiteral(operation.path)}][${stringLiteral(operation.method)}]`;
}

/** How openapi-typescript keys a response: numeric statuses as numbers, `2XX`/`default` as strings. */
function statusKey(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : stringLiteral(status);
}

/** The type the client method resolves with. */
export function dataTypeExpression(operation: OperationModel): string {
  const response = successResponse(operation);
  if (response === undefined) return 'unknown';
  if (response.shape === 'empty') return 'undefined';
  if (response.contentType === undefined) return 'unknown';
  const body = `ResponseBody<${operationTypeRef(operation)}, ${statusKey(response.status)}, ${stringLiteral(response.contentType)}>`;
  return response.shape === 'success-envelope' ? `EnvelopeData<${body}>` : body;
}

/** True when the data type expression uses EnvelopeData / ResponseBody (for imports). */
export function usesResponseBody(operation: OperationModel): boolean {
  const response = successResponse(operation);
  return response !== undefined && response.shape !== 'empty' && response.contentType !== undefined;
}

export function usesEnvelopeData(operation: OperationModel): boolean {
  return usesResponseBody(operation) && successResponse(operation)?.shape === 'success-envelope';
}

/** The run-time code check for one error response: listed codes, any string code, or anything. */
export function declaredCodes(response: ResponseModel): readonly string[] | 'string' | 'any' {
  if (response.shape !== 'error-body') return 'any';
  return response.errorCodes.length === 0 ? 'string' : sortedByCodeUnits(response.errorCodes);
}

function codeType(response: ResponseModel): string {
  const codes = declaredCodes(response);
  if (codes === 'any') return 'string | undefined';
  if (codes === 'string') return 'string';
  return codes.map(stringLiteral).join(' | ');
}

function statusType(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : 'number';
}

/** `{ status: 400; code: "invalid_request" } | ...`, or `never` when no error is documented. */
export function errorUnionExpression(operation: OperationModel): string {
  const members = errorResponses(operation).map(
    (response) => `{ readonly status: ${statusType(response.status)}; readonly code: ${codeType(response)} }`,
  );
  const unique = [...new Set(members)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}
