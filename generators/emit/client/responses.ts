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

/** How the runtime reads a success body of this media type. */
export function parseAsFor(contentType: string | undefined): 'json' | 'text' | 'blob' {
  if (contentType === undefined) return 'json';
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (essence === 'application/json' || essence.endsWith('+json')) return 'json';
  if (essence.startsWith('text/')) return 'text';
  return 'blob';
}

/** What the client method resolves with: `data` of an envelope, the body as-is, or nothing. */
export function resultKind(response: ResponseModel | undefined): 'envelope' | 'body' | 'empty' {
  if (response === undefined) return 'body';
  if (response.shape === 'success-envelope') return 'envelope';
  return response.shape === 'empty' ? 'empty' : 'body';
}
