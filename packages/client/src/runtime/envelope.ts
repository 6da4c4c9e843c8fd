/**
 * Generated from generators/runtime/envelope.ts by npm run generate. Do not edit.
 */

/**
 * The house response envelope: every success body is `{ status: 'success', data }` and every
 * error body is `{ status: 'error', error, code }`. Hand-written; the runtime emitter copies this
 * file verbatim into generated/runtime/, so it must stay dependency-free and browser-safe.
 */

/** A success body: `data` carries the operation's payload (it may be `null`). */
export interface SuccessEnvelope<T> {
  readonly status: 'success';
  readonly data: T;
}

/** An error body: `error` is for people, `code` is the stable word clients branch on. */
export interface ErrorBody<Code extends string = string> {
  readonly status: 'error';
  readonly error: string;
  readonly code: Code;
}

/** The `data` type of an enveloped body type (as openapi-typescript writes it). */
export type EnvelopeData<Body> = Body extends { readonly data?: infer Data }
  ? Exclude<Data, undefined>
  : never;

function isPlainObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `body` has the success envelope's shape (`data` present, even if `null`). */
export function isSuccessEnvelope(body: unknown): body is SuccessEnvelope<unknown> {
  return isPlainObject(body) && body['status'] === 'success' && Object.hasOwn(body, 'data');
}

/** True when `body` is the house error body: all three members, `error` and `code` strings. */
export function isErrorBody(body: unknown): body is ErrorBody {
  return (
    isPlainObject(body) &&
    body['status'] === 'error' &&
    typeof body['error'] === 'string' &&
    typeof body['code'] === 'string'
  );
}

/** Raised by `unwrap` when a body that should be enveloped is not. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly body: unknown;

  constructor(message: string, body: unknown) {
    super(message);
    this.body = body;
  }
}

function describe(body: unknown): string {
  if (body === null) return 'null';
  if (Array.isArray(body)) return 'an array';
  if (isPlainObject(body)) {
    const keys = Object.keys(body)
      .slice(0, 5)
      .map((key) => JSON.stringify(key));
    return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
  }
  return `a ${typeof body}`;
}

/**
 * The `data` of a success envelope. Throws `EnvelopeError` for an error body (quoting its code
 * and message) and for anything that is not an envelope, so a server that drifted from the
 * contract fails loudly instead of handing `undefined` to the caller.
 */
export function unwrap<T>(body: SuccessEnvelope<T>): T;
export function unwrap(body: unknown): unknown;
export function unwrap(body: unknown): unknown {
  if (isSuccessEnvelope(body)) return body.data;
  if (isErrorBody(body)) {
    throw new EnvelopeError(
      `Expected a success envelope but got error body ${body.code}: ${body.error}`,
      body,
    );
  }
  throw new EnvelopeError(
    `Expected a success envelope {"status":"success","data":...} but got ${describe(body)}; ` +
      'the server does not follow the contract, or this operation is not enveloped (x-envelope: false).',
    body,
  );
}
