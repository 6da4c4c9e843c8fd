/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
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
 * The server answered with a non-2xx status (or, as its subclass ResponseBodyError, with a 2xx
 * body that cannot be read as declared). `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status and `e.body` to its schema.
 */
export declare class ApiError<E extends ErrorShape = ErrorShape> extends Error {
    /** `'ApiError'`, or `'ResponseBodyError'` for that subclass. */
    readonly name: string;
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
/** What a caught value says, to quote in a message of ours: an Error's message, else the value as text. */
export declare function messageOf(error: unknown): string;
/**
 * The call's `timeoutMs` elapsed before the server answered (retries included). It names the
 * operation as every other error of a call does, so a log of it says which call was slow.
 */
export declare class RequestTimeoutError extends Error {
    readonly name = "RequestTimeoutError";
    readonly timeoutMs: number;
    readonly operationId: string;
    constructor(timeoutMs: number, operationId: string);
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
/**
 * The server answered 2xx, but with a body that cannot be read as the operation declares: JSON
 * that does not parse (a proxy's HTML error page, a body cut short), or an event stream with an
 * event longer than the client's `maxEventLength`. An ApiError whose `body` is the text as it
 * came (for an event stream, the event's text so far) and whose `code` is undefined; the message
 * adds the Content-Type and the start of the text. Not retried: the server did answer.
 */
export declare class ResponseBodyError extends ApiError {
    readonly name: string;
    /** `problem` says what is wrong with the body, after "its \"<Content-Type>\" body". */
    constructor(operationId: string, response: Response, text: string, problem?: string, cause?: unknown);
}
