/**
 * TypeScript type expressions for one operation, pointing into the openapi-typescript output
 * (`paths[path][method]`). Every piece of spec text (paths, media types, error codes) enters
 * only as a string literal made by the one escaper.
 */
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { codeKind } from '../../model/error-fields.js';
import { stringLiteral } from '../../print/escape.js';
import { sortedByCodeUnits } from '../../print/order.js';
import { errorResponses, isSuccessStatus, mayResolveWithoutBody, successResponse } from '../../model/outcomes.js';
import { isJsonMediaType, parseAsFor } from './responses.js';

/** `paths["/v1/movie/{id}/playback"]["get"]`: the operation object type. */
export function operationTypeRef(operation: OperationModel): string {
  return `paths[${stringLiteral(operation.path)}][${stringLiteral(operation.method)}]`;
}

/** How openapi-typescript keys a response: numeric statuses as numbers, `2XX`/`default` as strings. */
function statusKey(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : stringLiteral(status);
}

/**
 * The type the client method resolves with, as the runtime reads the body (`parseAsFor`): a
 * JSON body as the document declares it (without writeOnly members when `readable`), text as
 * `string`, an event stream as events, any other media type as a Blob, whatever its schema says.
 */
export function dataTypeExpression(operation: OperationModel, readable = false): string {
  const type = successBodyType(operation, readable);
  // A JSON body read as-is resolves with undefined when the answer has none (a documented 204);
  // text and Blob results resolve with '' and an empty Blob, and an envelope is unwrapped.
  const plainJson = jsonSuccess(operation) && successResponse(operation)?.shape !== 'success-envelope';
  return plainJson && mayResolveWithoutBody(operation) ? `${type} | undefined` : type;
}

/** The type of the success response's body, as the runtime reads it. */
function successBodyType(operation: OperationModel, readable: boolean): string {
  const response = successResponse(operation);
  if (response === undefined) return 'unknown';
  if (response.shape === 'empty') return 'undefined';
  if (response.contentType === undefined) return 'unknown';
  switch (parseAsFor(response.contentType)) {
    case 'text':
      return 'string';
    case 'blob':
      return 'Blob';
    case 'stream':
      return 'AsyncIterable<ServerSentEvent>';
    case 'json':
      break;
  }
  const enveloped = response.shape === 'success-envelope';
  const resolvedWith = [{ status: response.status, contentType: response.contentType }, ...otherJsonSuccesses(operation, response, enveloped)];
  return resolvedWith
    .map((resolved) => {
      const body = jsonBodyType(operation, resolved.status, resolved.contentType, readable);
      return enveloped ? `EnvelopeData<${body}>` : body;
    })
    .join(' | ');
}

function jsonBodyType(operation: OperationModel, status: ResponseModel['status'], contentType: string, readable: boolean): string {
  const declared = `ResponseBody<${operationTypeRef(operation)}, ${statusKey(status)}, ${stringLiteral(contentType)}>`;
  return readable ? `Readable<${declared}>` : declared;
}

/**
 * The other 2xx answers whose JSON body the call resolves with, as it does the success
 * response's (`200: Movie, 202: Job`): the data type is their union, as openapi-fetch's is.
 * Until 2026-11-28 it was the first one's alone, so a 202's body was typed as the 200's. A call
 * read as-is resolves every JSON body whole, an envelope too; an enveloped call (`enveloped`)
 * unwraps every 2xx, so only its envelopes resolve (unwrap refuses a plain body).
 */
function otherJsonSuccesses(operation: OperationModel, success: ResponseModel, enveloped: boolean): (ResponseModel & { readonly contentType: string })[] {
  return operation.responses.filter(
    (response): response is ResponseModel & { readonly contentType: string } =>
      response !== success &&
      isSuccessStatus(response.status) &&
      response.shape !== 'empty' &&
      (!enveloped || response.shape === 'success-envelope') &&
      response.contentType !== undefined &&
      parseAsFor(response.contentType) === 'json',
  );
}

/** A success body read as JSON: its type comes from types.ts. */
function jsonSuccess(operation: OperationModel): boolean {
  const response = successResponse(operation);
  return response !== undefined && response.shape !== 'empty' && response.contentType !== undefined && parseAsFor(response.contentType) === 'json';
}

/** True when the data type expression or an error's body type uses ResponseBody (for imports). */
export function usesResponseBody(operation: OperationModel): boolean {
  return jsonSuccess(operation) || errorResponses(operation).some((error) => error.contentType !== undefined && isJsonMediaType(error.contentType));
}

export function usesEnvelopeData(operation: OperationModel): boolean {
  return jsonSuccess(operation) && successResponse(operation)?.shape === 'success-envelope';
}

/** True when the operation resolves with server-sent events (for imports). */
export function usesServerSentEvents(operation: OperationModel): boolean {
  const response = successResponse(operation);
  return response !== undefined && response.shape !== 'empty' && parseAsFor(response.contentType) === 'stream';
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

/**
 * The body type of an error response, as the document declares it when it is JSON. Any other
 * error body reaches ApiError as text, or as JSON when the text happens to parse: `unknown`.
 */
function bodyType(operation: OperationModel, response: ResponseModel, readable: boolean): string {
  if (response.contentType === undefined) return 'undefined';
  if (!isJsonMediaType(response.contentType)) return 'unknown';
  return jsonBodyType(operation, response.status, response.contentType, readable);
}

function statusType(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : 'number';
}

/** `{ status: 400; code: "invalid_request"; body: ... } | ...`, or `never` when no error is documented. */
export function errorUnionExpression(operation: OperationModel, readable = false): string {
  const members = errorResponses(operation).map(
    (response) => `{ readonly status: ${statusType(response.status)}; readonly code: ${codeType(response)}; readonly body: ${bodyType(operation, response, readable)} }`,
  );
  const unique = [...new Set(members)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}
