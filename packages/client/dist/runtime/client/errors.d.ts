/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */
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
export declare class ApiError<E extends ErrorShape = ErrorShape> extends Error {
    readonly name = "ApiError";
    readonly status: E['status'];
    /** The error body's machine `code`; `undefined` when the body is not the house error body. */
    readonly code: E['code'];
    /** The parsed body (JSON when it parsed, text otherwise, `undefined` when empty). */
    readonly body: unknown;
    /** The operationId exactly as in the document. */
    readonly operationId: string;
    readonly response: Response;
    constructor(operationId: string, response: Response, body: unknown);
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
