/**
 * Generated from generators/runtime/client/types.ts by npm run generate. Do not edit.
 */

/**
 * Type-level helpers the generated client uses to derive each method's input and result from the
 * openapi-typescript output (`paths[path][method]`), so a wrong parameter, a wrong body field or
 * reading a field that does not exist is a compile error in the caller's code.
 */
import type { ParamsOption, RequestBodyOption } from 'openapi-fetch';
import type { RetryOptions } from './retry.js';

/** Per-call options, the second argument of every generated method. */
export interface CallOptions {
  /** Aborts the call (every retry included); the call rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /** Overrides the client's timeout for this call; rejects with RequestTimeoutError. */
  readonly timeoutMs?: number | undefined;
  /** Overrides the client's retry settings for this call; `false` sends exactly once. */
  readonly retry?: RetryOptions | false | undefined;
  /** Extra request headers for this call (they win over the client's own). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * `{ params, body }` as openapi-fetch types them for one operation object, but an optional
 * parameter (and an optional location: `query`, `header`, `cookie`) also takes `undefined`, which
 * the runtime writes as nothing. Under exactOptionalPropertyTypes, `{ query: { limit } }` with a
 * `limit` the app may not have was TS2375 (`number | undefined` is not `number`), as client options
 * were before (decisions/0028), and an app had to build the object conditionally. A body is
 * left as the document types it: its type is the schema's own, which apps also use for what they
 * read back, where an optional member is never `undefined`.
 */
export type OperationInput<Operation> = LooseParams<ParamsOption<Operation>> &
  RequestBodyOption<Operation>;

/** The optional members of `T` also take `undefined` (a homomorphic map: which are optional is kept). */
type UndefinedWhenOptional<T> = { [K in keyof T]: {} extends Pick<T, K> ? T[K] | undefined : T[K] };

type LooseLocations<Parameters> = Parameters extends object
  ? UndefinedWhenOptional<{ [L in keyof Parameters]: UndefinedWhenOptional<Parameters[L]> }>
  : Parameters;

type LooseParams<Option> = {
  [K in keyof Option]: K extends 'params' ? LooseLocations<Option[K]> : Option[K];
};

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The method's arguments: the input may be left out when nothing in it is required. */
export type InputArgs<Input> = [RequiredKeys<Input>] extends [never]
  ? [input?: Input, options?: CallOptions]
  : [input: Input, options?: CallOptions];

type RelaxKeys<T, Names extends PropertyKey> = Omit<T, Names> &
  Partial<Pick<T, Extract<keyof T, Names>>>;

type RelaxHeaderParameters<Parameters, Names extends PropertyKey> = Parameters extends {
  header?: infer Header;
}
  ? Omit<Parameters, 'header'> & { header?: RelaxKeys<NonNullable<Header>, Names> }
  : Parameters;

/**
 * The operation with the named header parameters made optional: the client fills them in from
 * its configuration (`x-client-header` headers, `clientHeaders`), so callers need not repeat them on every call.
 */
export type WithDefaultedHeaders<Operation, Names extends PropertyKey> = Operation extends {
  parameters: infer Parameters;
}
  ? Omit<Operation, 'parameters'> & { parameters: RelaxHeaderParameters<Parameters, Names> }
  : Operation;

/**
 * The body type of one response of an operation object: `undefined` when the response has no
 * content, `unknown` when the status or media type is not found (never a guess).
 */
export type ResponseBody<
  Operation,
  Status extends PropertyKey,
  Media extends string,
> = Operation extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: infer Content }
      ? Media extends keyof Content
        ? Content[Media]
        : unknown
      : undefined
    : unknown
  : unknown;
