/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */
/**
 * The errors the client raises. Each is a real Error subclass with a distinct `name`, so callers
 * can tell "the server said no" (ApiError) from "we never got an answer" (NetworkError,
 * RequestTimeoutError) from "this call was wrong before it left" (RequestInputError).
 */
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
 * The server answered with a non-2xx status. `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status and `e.body` to its schema.
 */
export declare class ApiError<E extends ErrorShape = ErrorShape> extends Error {
    readonly name = "ApiError";
    readonly status: E['status'];
    /** The body's machine code where the document's error schema keeps it; `undefined` when it has none. */
    readonly code: E['code'];
    /** The parsed body (JSON when it parsed, text otherwise, `undefined` when empty). */
    readonly body: E extends {
        readonly body: infer B;
    } ? B : unknown;
    /** The operationId exactly as in the document. */
    readonly operationId: string;
    readonly response: Response;
    constructor(operationId: string, response: Response, body: unknown, at?: ErrorLocation);
}
/** The call's `timeoutMs` elapsed before the server answered (retries included). */
export declare class RequestTimeoutError extends Error {
    readonly name = "RequestTimeoutError";
    readonly timeoutMs: number;
    constructor(timeoutMs: number);
}
/** No response at all (connection refused, reset, DNS) after the last allowed attempt. */
export declare class NetworkError extends Error {
    readonly name = "NetworkError";
    readonly operationId: string;
    readonly attempts: number;
    constructor(operationId: string, attempts: number, cause: unknown);
}
/** The call's input was refused before anything was sent (e.g. a path parameter of `..`). */
export declare class RequestInputError extends Error {
    readonly name = "RequestInputError";
    readonly operationId: string;
    constructor(operationId: string, message: string, cause?: unknown);
}
