/**
 * TypeScript type expressions for one operation, pointing into the openapi-typescript output
 * (`paths[path][method]`). Every piece of spec text (paths, media types, error codes) enters
 * only as a string literal made by the one escaper.
 */
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { codeKind } from '../../model/error-fields.js';
import { stringLiteral } from '../../print/escape.js';
import { sortedByCodeUnits } from '../../print/order.js';
import { errorResponses } from '../../model/outcomes.js';
import { isBodiless, isJsonMediaType, readSuccesses, type Reading, type ReadSuccess } from './responses.js';

/** `paths["/v1/movie/{id}/playback"]["get"]`: the operation object type. */
export function operationTypeRef(operation: OperationModel): string {
  return `paths[${stringLiteral(operation.path)}][${stringLiteral(operation.method)}]`;
}

/** How openapi-typescript keys a response: numeric statuses as numbers, `2XX`/`default` as strings. */
function statusKey(status: ResponseModel['status']): string {
  return typeof status === 'number' ? String(status) : stringLiteral(status);
}

/**
 * The type the client method resolves with: the union over every 2xx answer of what the call
 * resolves it with, as the runtime reads it (`readSuccesses`: the success response's way, or the
 * answer's own). A JSON body as the document declares it (without writeOnly members when
 * `readable`), an envelope's `data`, text as `string`, an event stream as events, any other media
 * type as a Blob, whatever its schema says; undefined, '' or an empty Blob for no body. Until
 * 2026-11-28 it was the first 2xx's alone, so a 202's body was typed as the 200's.
 */
export function dataTypeExpression(operation: OperationModel, readable = false): string {
  const read = readSuccesses(operation);
  if (read.length === 0) return 'unknown';
  return [...new Set(read.map(({ response, reading }) => readType(operation, response, reading, readable)))].join(' | ');
}

/** One answer's part of the data type. */
function readType(operation: OperationModel, response: ResponseModel, reading: Reading, readable: boolean): string {
  if (isBodiless(operation, response)) return noBodyType(reading);
  if (response.contentType === undefined) return 'unknown';
  switch (reading.parseAs) {
    case 'text':
      return 'string';
    case 'blob':
      return 'Blob';
    case 'stream':
      return 'AsyncIterable<ServerSentEvent>';
    case 'json':
      break;
  }
  const body = jsonBodyType(operation, response.status, response.contentType, readable);
  return reading.result === 'envelope' ? `EnvelopeData<${body}>` : body;
}

/** What the runtime's resultOf makes of an answer without a body: '' read as text, an empty Blob, else undefined. */
function noBodyType(reading: Reading): string {
  if (reading.result !== 'body') return 'undefined';
  return reading.parseAs === 'text' ? 'string' : reading.parseAs === 'blob' ? 'Blob' : 'undefined';
}

function jsonBodyType(operation: OperationModel, status: ResponseModel['status'], contentType: string, readable: boolean): string {
  const declared = `ResponseBody<${operationTypeRef(operation)}, ${statusKey(status)}, ${stringLiteral(contentType)}>`;
  return readable ? `Readable<${declared}>` : declared;
}

/** The 2xx answers the call resolves with a JSON body, as read (`readSuccesses`). */
function jsonReads(operation: OperationModel): ReadSuccess[] {
  return readSuccesses(operation).filter(({ response, reading }) => reading.result !== 'empty' && !isBodiless(operation, response) && response.contentType !== undefined && reading.parseAs === 'json');
}

/** True when the data type expression or an error's body type uses ResponseBody (for imports). */
export function usesResponseBody(operation: OperationModel): boolean {
  return jsonReads(operation).length > 0 || errorResponses(operation).some((error) => error.contentType !== undefined && isJsonMediaType(error.contentType));
}

export function usesEnvelopeData(operation: OperationModel): boolean {
  return jsonReads(operation).some(({ reading }) => reading.result === 'envelope');
}

/** True when the operation resolves with server-sent events (for imports). */
export function usesServerSentEvents(operation: OperationModel): boolean {
  return readSuccesses(operation).some(({ response, reading }) => reading.result !== 'empty' && !isBodiless(operation, response) && reading.parseAs === 'stream');
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
