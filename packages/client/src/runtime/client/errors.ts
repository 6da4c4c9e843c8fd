/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */

/**
 * The errors the client raises. Each is a real Error subclass with a distinct `name`, so callers
 * can tell "the server said no" (ApiError) from "we never got an answer" (NetworkError,
 * RequestTimeoutError) from "this call was wrong before it left" (RequestInputError).
 */
import { isErrorBody } from '../envelope.js';

/** One documented error response of an operation: its status and the codes it may carry. */
export interface ErrorShape {
  readonly status: number;
  readonly code: string | undefined;
}

/**
 * The server answered with a non-2xx status. `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status.
 */
export class ApiError<E extends ErrorShape = ErrorShape> extends Error {
  override readonly name = 'ApiError';
  readonly status: E['status'];
  /** The error body's machine `code`; `undefined` when the body is not the house error body. */
  readonly code: E['code'];
  /** The parsed body (JSON when it parsed, text otherwise, `undefined` when empty). */
  readonly body: unknown;
  /** The operationId exactly as in the document. */
  readonly operationId: string;
  readonly response: Response;

  constructor(operationId: string, response: Response, body: unknown) {
    super(errorMessage(operationId, response, body));
    this.status = response.status;
    this.code = isErrorBody(body) ? body.code : undefined;
    this.body = body;
    this.operationId = operationId;
    this.response = response;
  }
}

/** The body's `error` text when it is the house error body, else a message naming the status. */
function errorMessage(operationId: string, response: Response, body: unknown): string {
  if (isErrorBody(body)) return body.error;
  const statusText = response.statusText === '' ? '' : ` ${response.statusText}`;
  return `${operationId} failed with HTTP ${response.status}${statusText}`;
}

/** The call's `timeoutMs` elapsed before the server answered (retries included). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms (the timeout covers every retry of the call)`);
    this.timeoutMs = timeoutMs;
  }
}

/** No response at all (connection refused, reset, DNS) after the last allowed attempt. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly operationId: string;
  readonly attempts: number;

  constructor(operationId: string, attempts: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${operationId} could not reach the server after ${attempts} attempt(s): ${reason}`, {
      cause,
    });
    this.operationId = operationId;
    this.attempts = attempts;
  }
}

/** The call's input was refused before anything was sent (e.g. a path parameter of `..`). */
export class RequestInputError extends Error {
  override readonly name = 'RequestInputError';
  readonly operationId: string;

  constructor(operationId: string, message: string, cause?: unknown) {
    super(`${operationId}: ${message}`, cause === undefined ? undefined : { cause });
    this.operationId = operationId;
  }
}
