/**
 * Which response of an operation is its success and which are its errors, as the client sees
 * them: openapi-fetch (like fetch's `response.ok`) treats 2xx as success and anything else as an
 * error, so that is the split used here.
 */
import type { OperationModel, ResponseModel } from '../../model/types.js';

function isSuccessStatus(status: ResponseModel['status']): boolean {
  return typeof status === 'number' ? status >= 200 && status <= 299 : status === '2XX';
}

/** The documented success response: the first 2xx (numeric before `2XX`, as the model sorts them). */
export function successResponse(operation: OperationModel): ResponseModel | undefined {
  return operation.responses.find((response) => isSuccessStatus(response.status));
}

/** Every documented response that makes the client throw ApiError, in the model's order. */
export function errorResponses(operation: OperationModel): ResponseModel[] {
  return operation.responses.filter((response) => !isSuccessStatus(response.status));
}

function essenceOf(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON (`application/json`, `*+json`), or no media type at all (nothing to encode). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const essence = essenceOf(contentType);
  return essence === 'application/json' || essence.endsWith('+json');
}

/**
 * How the runtime reads a success body of this media type: JSON; server-sent events
 * (`text/event-stream`) as a stream of events; other text as a string; anything else (a wildcard,
 * `image/png`, `application/octet-stream`) as a Blob.
 */
export function parseAsFor(contentType: string | undefined): 'json' | 'text' | 'blob' | 'stream' {
  if (isJsonMediaType(contentType)) return 'json';
  const essence = essenceOf(contentType ?? '');
  if (essence === 'text/event-stream') return 'stream';
  return essence.startsWith('text/') ? 'text' : 'blob';
}

/** What the client method resolves with: `data` of an envelope, the body as-is, or nothing. */
export function resultKind(response: ResponseModel | undefined): 'envelope' | 'body' | 'empty' {
  if (response === undefined) return 'body';
  if (response.shape === 'success-envelope') return 'envelope';
  return response.shape === 'empty' ? 'empty' : 'body';
}
