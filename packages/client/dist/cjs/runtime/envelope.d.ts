/**
 * Generated from generators/runtime/envelope.ts by npm run generate. Do not edit.
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
export type EnvelopeData<Body> = Body extends {
    readonly data?: infer Data;
} ? Exclude<Data, undefined> : never;
/** True when `body` has the success envelope's shape (`data` present, even if `null`). */
export declare function isSuccessEnvelope(body: unknown): body is SuccessEnvelope<unknown>;
/** True when `body` is the house error body: all three members, `error` and `code` strings. */
export declare function isErrorBody(body: unknown): body is ErrorBody;
/** Raised by `unwrap` when a body that should be enveloped is not. */
export declare class EnvelopeError extends Error {
    readonly name = "EnvelopeError";
    readonly body: unknown;
    constructor(message: string, body: unknown);
}
/**
 * The `data` of a success envelope. Throws `EnvelopeError` for an error body (quoting its code
 * and message) and for anything that is not an envelope, so a server that drifted from the
 * contract fails loudly instead of handing `undefined` to the caller.
 */
export declare function unwrap<T>(body: SuccessEnvelope<T>): T;
export declare function unwrap(body: unknown): unknown;
