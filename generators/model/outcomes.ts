/**
 * Which response of an operation is its success and which are its errors: 2xx (a numeric status
 * or `2XX`) is success and anything else an error, as fetch's `response.ok` and openapi-fetch
 * see it. One rule for every emitter (the client's result and ApiError, envelope.ts's types).
 */
import type { OperationModel, ResponseModel } from './types.js';

export function isSuccessStatus(status: ResponseModel['status']): boolean {
  return typeof status === 'number' ? status >= 200 && status <= 299 : status === '2XX';
}

/**
 * The documented success response a call resolves with: the first 2xx that has a body (numeric
 * before `2XX`, as the model sorts them), else the first 2xx. Until a red-team pass (2026-11-27)
 * it was the first 2xx alone, so `200: none, 201: JSON` was typed `undefined` and the client
 * dropped the 201's JSON.
 */
export function successResponse(operation: OperationModel): ResponseModel | undefined {
  const successes = operation.responses.filter((response) => isSuccessStatus(response.status));
  return successes.find((response) => response.shape !== 'empty') ?? successes[0];
}

/** Every documented response that is not a success, in the model's order. */
export function errorResponses(operation: OperationModel): ResponseModel[] {
  return operation.responses.filter((response) => !isSuccessStatus(response.status));
}
