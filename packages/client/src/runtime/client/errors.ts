/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */

/**
 * The errors the client raises. Each is a real Error subclass with a distinct `name`, so callers
 * can tell "the server said no" (ApiError) and "the server said yes in a form we cannot read"
 * (ResponseBodyError, an ApiError) from "we never got an answer" (NetworkError,
 * RequestTimeoutError) from "this call was wrong before it left" (RequestInputError).
 *
 * Fields assigned in a constructor are `declare`d: a declared field is no code, where a class
 * field would add its name once more to every app's bundle (decision 0031's budget; same
 * properties, in the same order).
 */
import { printable, quoted } from '../quoted-text.js';
import { hasOwn } from '../own-property.js';

/** One documented error response of an operation: its status, the code its body carries and the body. */
export interface ErrorShape {
  readonly status: number;
  readonly code: string | number | undefined;
  readonly body?: unknown;
}

/**
 * Where an error body keeps its machine code and its message for people, as paths of member
 * names (`['code']`, `['error', 'message']`); from the document's error schema (decisions/0021).
 */
export interface ErrorLocation {
  readonly code?: readonly string[];
  readonly message?: readonly string[];
}

/**
 * The server answered with a non-2xx status (or, as its subclass ResponseBodyError, with a 2xx
 * body that cannot be read as declared). `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status and `e.body` to its schema.
 */
export class ApiError<E extends ErrorShape = ErrorShape> extends Error {
  /** `'ApiError'`, or `'ResponseBodyError'` for that subclass. */
  override readonly name: string = 'ApiError';
  declare readonly status: E['status'];
  /** The body's machine code where the document's error schema keeps it; `undefined` when it has none. */
  declare readonly code: E['code'];
  /** The parsed body (JSON when it parsed, text otherwise, `undefined` when empty). */
  declare readonly body: E extends { readonly body: infer B } ? B : unknown;
  /** The operationId exactly as in the document. */
  declare readonly operationId: string;
  declare readonly response: Response;

  constructor(operationId: string, response: Response, body: unknown, at: ErrorLocation = {}) {
    super(errorMessage(operationId, response, body, at));
    this.status = response.status;
    this.code = codeAt(body, at.code) as E['code'];
    this.body = body as ApiError<E>['body'];
    this.operationId = operationId;
    this.response = response;
  }
}

function memberAt(body: unknown, path: readonly string[] | undefined): unknown {
  if (path === undefined) return undefined;
  let current = body;
  for (const name of path) {
    if (
      typeof current !== 'object' ||
      current === null ||
      Array.isArray(current) ||
      !hasOwn(current, name)
    )
      return undefined;
    current = (current as { readonly [key: string]: unknown })[name];
  }
  return current;
}

function codeAt(body: unknown, path: readonly string[] | undefined): string | number | undefined {
  const code = memberAt(body, path);
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

/** The body's message where the document keeps it (made printable), else a message naming the status. */
function errorMessage(
  operationId: string,
  response: Response,
  body: unknown,
  at: ErrorLocation,
): string {
  const message = memberAt(body, at.message);
  if (typeof message === 'string' && message !== '') return printable(message);
  const statusText = response.statusText === '' ? '' : ` ${response.statusText}`;
  return `${operationId} failed with HTTP ${response.status}${statusText}`;
}

/** What a caught value says, to quote in a message of ours: an Error's message, else the value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The call's `timeoutMs` elapsed before the server answered (retries included). It names the
 * operation as every other error of a call does, so a log of it says which call was slow.
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  declare readonly timeoutMs: number;
  declare readonly operationId: string;

  constructor(timeoutMs: number, operationId: string) {
    super(
      `${operationId} timed out after ${timeoutMs} ms (the timeout covers every retry of the call)`,
    );
    this.timeoutMs = timeoutMs;
    this.operationId = operationId;
  }
}

/** No response at all (connection refused, reset, DNS) after the last allowed attempt. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  declare readonly operationId: string;
  declare readonly attempts: number;

  constructor(operationId: string, attempts: number, cause: unknown) {
    super(
      `${operationId} could not reach the server after ${attempts} attempt(s): ${messageOf(cause)}${reasonOf(cause)}`,
    );
    (this as WithCause).cause = cause;
    this.operationId = operationId;
    this.attempts = attempts;
  }
}

/**
 * The system's reason that fetch gives as its error's `cause` (` (connect ECONNREFUSED 127.0.0.1:9)`,
 * ` (other side closed)`), since fetch's own message is only "fetch failed"; its code where it has
 * no message (an AggregateError of every address tried); '' when there is none (browsers).
 */
function reasonOf(error: unknown): string {
  const reason = (error as { cause?: { message?: string; code?: string } } | undefined)?.cause;
  const text = reason?.message || reason?.code;
  return text ? ` (${text})` : '';
}

/** The call's input was refused before anything was sent (e.g. a path parameter of `..`). */
export class RequestInputError extends Error {
  override readonly name = 'RequestInputError';
  declare readonly operationId: string;

  constructor(operationId: string, message: string, cause?: unknown) {
    super(`${operationId}: ${message}`);
    if (cause !== undefined) (this as WithCause).cause = cause;
    this.operationId = operationId;
  }
}

/**
 * The server answered 2xx, but with a body that cannot be read as the operation declares: JSON
 * that does not parse (a proxy's HTML error page, a body cut short), or an event stream with an
 * event longer than the client's `maxEventLength`. An ApiError whose `body` is the text as it
 * came (for an event stream, the event's text so far) and whose `code` is undefined; the message
 * adds the Content-Type and the start of the text. Not retried: the server did answer.
 */
export class ResponseBodyError extends ApiError {
  override readonly name: string = 'ResponseBodyError';

  /** `problem` says what is wrong with the body, after "its \"<Content-Type>\" body". */
  constructor(
    operationId: string,
    response: Response,
    text: string,
    problem = 'is not JSON',
    cause?: unknown,
  ) {
    super(operationId, response, text);
    this.message += `: its ${quoted(response.headers.get('content-type') ?? '')} body ${problem}: ${quoted(text)}`;
    if (cause !== undefined) (this as WithCause).cause = cause;
  }
}

/**
 * An error's `cause`, set by assignment rather than by `new Error(message, { cause })`: that
 * option and the property are in TypeScript's ES2022 lib only, which apps compiling the client may
 * not have (`lib: ["ES2020", "DOM"]`, decisions/0028). Unlike the native one it is enumerable; a
 * defined non-enumerable property cost every app's bundle about 60 bytes, a 1 % of its budget
 * (decisions/0031).
 */
type WithCause = { cause?: unknown };
