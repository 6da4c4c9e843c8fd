"use strict";
/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.ResponseBodyError = exports.RequestInputError = exports.NetworkError = exports.RequestTimeoutError = exports.ApiError = void 0;
exports.messageOf = messageOf;
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
const quoted_text_js_1 = require("../quoted-text.js");
const own_property_js_1 = require("../own-property.js");
/**
 * The server answered with a non-2xx status (or, as its subclass ResponseBodyError, with a 2xx
 * body that cannot be read as declared). `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status and `e.body` to its schema.
 */
class ApiError extends Error {
    /** `'ApiError'`, or `'ResponseBodyError'` for that subclass. */
    name = 'ApiError';
    constructor(operationId, response, body, at = {}) {
        super(errorMessage(operationId, response, body, at));
        this.status = response.status;
        this.code = codeAt(body, at.code);
        this.body = body;
        this.operationId = operationId;
        this.response = response;
    }
}
exports.ApiError = ApiError;
function memberAt(body, path) {
    if (path === undefined)
        return undefined;
    let current = body;
    for (const name of path) {
        if (typeof current !== 'object' ||
            current === null ||
            Array.isArray(current) ||
            !(0, own_property_js_1.hasOwn)(current, name))
            return undefined;
        current = current[name];
    }
    return current;
}
function codeAt(body, path) {
    const code = memberAt(body, path);
    return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}
/** The body's message where the document keeps it (made printable), else a message naming the status. */
function errorMessage(operationId, response, body, at) {
    const message = memberAt(body, at.message);
    if (typeof message === 'string' && message !== '')
        return (0, quoted_text_js_1.printable)(message);
    const statusText = response.statusText === '' ? '' : ` ${response.statusText}`;
    return `${operationId} failed with HTTP ${response.status}${statusText}`;
}
/** What a caught value says, to quote in a message of ours: an Error's message, else the value as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * The call's `timeoutMs` elapsed before the server answered (retries included). It names the
 * operation as every other error of a call does, so a log of it says which call was slow.
 */
class RequestTimeoutError extends Error {
    name = 'RequestTimeoutError';
    constructor(timeoutMs, operationId) {
        super(`${operationId} timed out after ${timeoutMs} ms (the timeout covers every retry of the call)`);
        this.timeoutMs = timeoutMs;
        this.operationId = operationId;
    }
}
exports.RequestTimeoutError = RequestTimeoutError;
/** No response at all (connection refused, reset, DNS) after the last allowed attempt. */
class NetworkError extends Error {
    name = 'NetworkError';
    constructor(operationId, attempts, cause) {
        super(`${operationId} could not reach the server after ${attempts} attempt(s): ${messageOf(cause)}${reasonOf(cause)}`);
        this.cause = cause;
        this.operationId = operationId;
        this.attempts = attempts;
    }
}
exports.NetworkError = NetworkError;
/**
 * The system's reason that fetch gives as its error's `cause` (` (connect ECONNREFUSED 127.0.0.1:9)`,
 * ` (other side closed)`), since fetch's own message is only "fetch failed"; its code where it has
 * no message (an AggregateError of every address tried); '' when there is none (browsers).
 */
function reasonOf(error) {
    const reason = error?.cause;
    const text = reason?.message || reason?.code;
    return text ? ` (${text})` : '';
}
/** The call's input was refused before anything was sent (e.g. a path parameter of `..`). */
class RequestInputError extends Error {
    name = 'RequestInputError';
    constructor(operationId, message, cause) {
        super(`${operationId}: ${message}`);
        if (cause !== undefined)
            this.cause = cause;
        this.operationId = operationId;
    }
}
exports.RequestInputError = RequestInputError;
/**
 * The server answered 2xx, but with a body that cannot be read as the operation declares: JSON
 * that does not parse (a proxy's HTML error page, a body cut short), or an event stream with an
 * event longer than the client's `maxEventLength`. An ApiError whose `body` is the text as it
 * came (for an event stream, the event's text so far) and whose `code` is undefined; the message
 * adds the Content-Type and the start of the text. Not retried: the server did answer.
 */
class ResponseBodyError extends ApiError {
    name = 'ResponseBodyError';
    /** `problem` says what is wrong with the body, after "its \"<Content-Type>\" body". */
    constructor(operationId, response, text, problem = 'is not JSON', cause) {
        super(operationId, response, text);
        this.message += `: its ${(0, quoted_text_js_1.quoted)(response.headers.get('content-type') ?? '')} body ${problem}: ${(0, quoted_text_js_1.quoted)(text)}`;
        if (cause !== undefined)
            this.cause = cause;
    }
}
exports.ResponseBodyError = ResponseBodyError;
