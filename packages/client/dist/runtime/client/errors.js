/**
 * Generated from generators/runtime/client/errors.ts by npm run generate. Do not edit.
 */
/**
 * The server answered with a non-2xx status. `E` is the operation's documented error union
 * (from the generated `OperationErrors`), so after `isOperationError(e, 'login')` a check of
 * `e.status` narrows `e.code` to the codes documented for that status and `e.body` to its schema.
 */
export class ApiError extends Error {
    name = 'ApiError';
    status;
    /** The body's machine code where the document's error schema keeps it; `undefined` when it has none. */
    code;
    /** The parsed body (JSON when it parsed, text otherwise, `undefined` when empty). */
    body;
    /** The operationId exactly as in the document. */
    operationId;
    response;
    constructor(operationId, response, body, at = {}) {
        super(errorMessage(operationId, response, body, at));
        this.status = response.status;
        this.code = codeAt(body, at.code);
        this.body = body;
        this.operationId = operationId;
        this.response = response;
    }
}
function memberAt(body, path) {
    if (path === undefined)
        return undefined;
    let current = body;
    for (const name of path) {
        if (typeof current !== 'object' ||
            current === null ||
            Array.isArray(current) ||
            !Object.hasOwn(current, name))
            return undefined;
        current = current[name];
    }
    return current;
}
function codeAt(body, path) {
    const code = memberAt(body, path);
    return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}
/** The body's message where the document keeps it, else a message naming the status. */
function errorMessage(operationId, response, body, at) {
    const message = memberAt(body, at.message);
    if (typeof message === 'string' && message !== '')
        return message;
    const statusText = response.statusText === '' ? '' : ` ${response.statusText}`;
    return `${operationId} failed with HTTP ${response.status}${statusText}`;
}
/** The call's `timeoutMs` elapsed before the server answered (retries included). */
export class RequestTimeoutError extends Error {
    name = 'RequestTimeoutError';
    timeoutMs;
    constructor(timeoutMs) {
        super(`Request timed out after ${timeoutMs} ms (the timeout covers every retry of the call)`);
        this.timeoutMs = timeoutMs;
    }
}
/** No response at all (connection refused, reset, DNS) after the last allowed attempt. */
export class NetworkError extends Error {
    name = 'NetworkError';
    operationId;
    attempts;
    constructor(operationId, attempts, cause) {
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
    name = 'RequestInputError';
    operationId;
    constructor(operationId, message, cause) {
        super(`${operationId}: ${message}`, cause === undefined ? undefined : { cause });
        this.operationId = operationId;
    }
}
