import { expect } from 'vitest';
import { ApiError } from '../../../generated/client.js';

/** The call rejects with the house error body carrying this status and code; returns the message. */
export async function expectApiError(call: Promise<unknown>, status: number, code: string): Promise<string> {
  const error = await call.then(
    (value) => {
      throw new Error(`expected HTTP ${status} ${code}, got success: ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect({ status: apiError.status, code: apiError.code }).toEqual({ status, code });
  return apiError.message;
}
