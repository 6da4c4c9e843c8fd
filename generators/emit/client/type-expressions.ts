/**
 * TypeScript type expressions for one operation, pointing into the openapi-typescript output
 * (`paths[path][method]`). Every piece of spec text (paths, media types, error codes) enters
 * only as a string literal made by the one escaper.
 */
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { codeKind } from '../../model/error-fields.js';
import { stringLiteral } from '../../print/escape.js';
import { sortedByCodeUnits } from '../../print/order.js';
import { errorResponses, successResponse } from '../../model/outcomes.js';

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

/** True when the data type expression or an error's body type uses ResponseBody (for imports). */
export function usesResponseBody(operation: OperationModel): boolean {
  const response = successResponse(operation);
  return (response !== undefined && response.shape !== 'empty' && response.contentType !== undefined) || errorResponses(operation).some((error) => error.contentType !== undefined);
}

export function usesEnvelopeData(operation: OperationModel): boolean {
  const response = successResponse(operation);
  return response?.shape === 'success-envelope' && response.contentType !== undefined;
}

/**
 * The run-time code check for one error response: the listed codes, any code of the type the
 * body keeps it as (a string code, or the pet store's integer `code`), or anything.
 */
export function declaredCodes(response: ResponseModel): readonly string[] | 'string' | 'number' | 'any' {
  if (response.shape === 'error-body') return response.errorCodes.length === 0 ? 'string' : sortedByCodeUnits(response.errorCodes);
  return (response.errorFields === undefined ? undefined : codeKind(response.errorFields)) ?? 'any';
}

function codeType(response: ResponseModel): string {
  const codes = declaredCodes(response);
  if (codes === 'any') return 'string | number | undefined';
  if (codes === 'string' || codes === 'number') return codes;
  return codes.map(stringLiteral).join(' | ');
}

/** The body type of an error response, as the document declares it. */
function bodyType(operation: OperationModel, response: ResponseModel): string {
  if (response.contentType === undefined) return 'undefined';
  return `ResponseBody<${operationTypeRef(operation)}, ${statusKey(response.status)}, ${stringLiteral(response.contentType)}>`;
}

function statusType(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : 'number';
}

/** `{ status: 400; code: "invalid_request"; body: ... } | ...`, or `never` when no error is documented. */
export function errorUnionExpression(operation: OperationModel): string {
  const members = errorResponses(operation).map(
    (response) => `{ readonly status: ${statusType(response.status)}; readonly code: ${codeType(response)}; readonly body: ${bodyType(operation, response)} }`,
  );
  const unique = [...new Set(members)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}
