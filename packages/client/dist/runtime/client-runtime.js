/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
/**
 * The client runtime: what every generated client method calls. Hand-written and tested; the
 * runtime emitter copies it (with ./client/ and ./envelope.ts) into generated/runtime/.
 *
 * It sits on openapi-fetch's serialisers (URL building, parameters, JSON bodies; client/request.ts) and adds what
 * the document declares: credentials by its security schemes and the session its `x-session`
 * operations keep, its `x-client-header` headers, timeouts and cancellation, retries,
 * path parameters written by their declared styles and checked for safety, envelope unwrapping, errors read in its error shape, bodies read by
 * media type (JSON, text, Blob, server-sent events), cookie parameters sent, query parameters
 * written by their declared styles where openapi-fetch's default would not, and parameters
 * described by `content` written as their media type's text.
 * Browser-safe: fetch, AbortController, setTimeout, TextDecoder only; no Node APIs.
 */
import { ApiError, messageOf, NetworkError, RequestInputError, ResponseBodyError, } from './client/errors.js';
import { credentialsFor, memoryTokenStore, NO_CREDENTIALS, NO_TOKEN_STORE } from './client/auth.js';
import { writtenPath } from './client/path-params.js';
import { buildRequest, readOutcome, withoutTrailingSlash } from './client/request.js';
import { retryPolicy, retryingFetch } from './client/retry.js';
import { abortReason, callSignal } from './client/signals.js';
import { hasOwn } from './own-property.js';
import { printable } from './quoted-text.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError, ResponseBodyError, } from './client/errors.js';
export { memoryTokenStore } from './client/auth.js';
export { bodyEncoder, formEncoder, jsonEncoder, multipartEncoder, rawEncoder, textEncoder, } from './client/body.js';
export { fillClientHeaders } from './client/client-headers.js';
export { contentParameters } from './client/content-params.js';
export { cookiePairs, joinedCookies } from './client/cookies.js';
export { eventStream } from './client/events.js';
export { textByCharset } from './client/text-answer.js';
export { styledPath } from './client/path-styles.js';
export { styledHeaders } from './client/header-styles.js';
export { styledQuery } from './client/query-styles.js';
export { loginSession, logoutSession } from './client/session.js';
export { unwrap } from './envelope.js';
export { DEFAULT_RETRY } from './client/retry.js';
/**
 * The function of one operation. Free of side effects, so a bundler drops every operation an app
 * does not import (client.ts also marks each call `@__PURE__`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation(descriptor) {
    const call = (client, input, options) => client.call(descriptor, input, options);
    return Object.assign(call, { descriptor });
}
/**
 * The client object: for each operation function, a method of the same name bound to `core`.
 * `Client` is the generated ApiClient interface, which types each method's input and result.
 */
export function operationMethods(core, operations) {
    // Defined as Object.fromEntries would (ES2019's lib, which apps on ES2018 lack): an own data
    // property even for a name such as `__proto__`, which an assignment would take as the prototype.
    const methods = {};
    for (const [name, { descriptor }] of Object.entries(operations)) {
        const method = (input, options) => core.call(descriptor, input, options);
        Object.defineProperty(methods, name, {
            value: method,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return methods;
}
export function createRuntime(options, contract) {
    const auth = (options.auth ?? {});
    const session = contract.sessionScheme;
    const given = session !== undefined && hasOwn(auth, session) ? auth[session] : undefined;
    const tokens = options.tokenStore === false
        ? NO_TOKEN_STORE
        : (options.tokenStore ?? memoryTokenStore(typeof given === 'string' ? given : undefined));
    const clientPolicy = retryPolicy(options.retry);
    // Resolved per call and called unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
    const baseFetch = options.fetch ?? ((request) => globalThis.fetch(request));
    const context = {
        options,
        contract,
        tokens,
        clientPolicy,
        baseFetch,
        baseUrl: withoutTrailingSlash(checkedBaseUrl(options.baseUrl)),
        schemes: new Map((contract.securitySchemes ?? []).map((scheme) => [scheme.key, scheme])),
        given: (scheme) => (scheme !== session && hasOwn(auth, scheme) ? auth[scheme] : undefined),
        // The session scheme's credential is whatever the token store holds now (login fills it, logout empties it).
        credentialOf: (scheme) => scheme === session ? tokens.get() : hasOwn(auth, scheme) ? auth[scheme] : undefined,
    };
    return {
        tokens,
        call: (operation, input, callOptions = {}) => callOperation(context, operation, input, callOptions),
    };
}
/**
 * Each call appends its path to the base URL's text: after a `?` the path would be sent as query,
 * after a `#` not at all (a fragment), and the call would resolve with another resource's answer.
 * It must also be a URL: an absolute one, or one relative to the page (empty, `/v2`, `./api`),
 * which a browser resolves. Anything else (`api.example.com`, no scheme) failed every call with
 * fetch's "Failed to parse URL from ...", quoting the call's query into the app's logs. A relative
 * one is taken wherever the client is made: a server rendering an app's pages makes its clients
 * too, and calls only from the browser (buildRequest says it without the query where one is called).
 */
function checkedBaseUrl(baseUrl) {
    // Neither refusal quotes a password: `https://alice:s3cret@host` was taken, and every call then
    // failed (fetch refuses a URL with credentials) with a message quoting it into the app's logs.
    // User info is an `@` before the authority ends: after any scheme and slashes (`https:alice@host`
    // is read as `https://alice@host`), after two slashes (`//alice@host`, relative), or before any
    // slash (`alice@host`, no URL, refused without quoting it), whether or not the rest parses.
    const userInfo = /^([^/\\?#]*:[/\\]*|[/\\]{2})?[^/\\?#]*@/.test(baseUrl);
    try {
        if (!userInfo &&
            !/[?#]/.test(baseUrl) &&
            (/^[a-z][a-z\d+.-]*:/i.test(baseUrl) ? new URL(baseUrl) : /^($|[/.])/.test(baseUrl)))
            return baseUrl;
    }
    catch {
        // An absolute URL that does not parse: refused below, as one with a query or fragment is.
    }
    throw new TypeError(`baseUrl must be a URL, without ${userInfo ? 'username or password: send them by auth or an Authorization header' : `"?" or "#" (paths are appended to it): ${baseUrl}`}`);
}
async function callOperation(context, operation, rawInput, callOptions) {
    // Started with the call: a logout notes the token it is sent with, and forgets only that one.
    // A descriptor written for an older runtime names the rule as text (`session: 'login'`).
    const rule = operation.session;
    if (rule && typeof rule !== 'function')
        throw needs(operation, 'session as a function');
    const session = rule?.(context.tokens);
    const input = (operation.contentSerializer?.(rawInput, operation) ??
        rawInput ??
        {});
    const path = writtenPath(operation, input.params?.['path']);
    const sent = sentCredentials(context, operation);
    const params = requestParams(context, operation, input, sent);
    const encoder = encoderOf(operation, input);
    const signal = callSignal(callOptions.signal, callOptions.timeoutMs ?? context.options.timeoutMs, operation.operationId);
    const attempts = { count: 0 };
    let streaming = false;
    try {
        const send = retryingFetch({
            fetch: context.baseFetch,
            policy: callOptions.retry === undefined
                ? context.clientPolicy
                : retryPolicy(callOptions.retry, context.clientPolicy),
            signal: signal.signal,
            attempts,
        });
        // How the answer is read, by its status (readingOf), for the settling below too.
        let reading = operation;
        const outcome = await sendOrExplain(operation, attempts, signal.signal, async () => {
            const method = operation.method.toUpperCase();
            const request = buildRequest({
                baseUrl: context.baseUrl,
                method,
                path,
                params,
                querySerializer: operation.querySerializer,
                accept: operation.accept,
                headers: requestHeaders(context, operation, encoder, input, callOptions, sent),
                body: input.body,
                bodySerializer: encoder.bodySerializer,
                credentials: context.options.credentials,
                // A login's body holds the password, and its answer the session: neither may cross to where a 307 points (decisions/0036).
                redirect: rule?.redirect ?? sent.redirect,
                signal: signal.signal,
            });
            const response = await send(request);
            reading = readingOf(operation, response.status);
            return readOutcome(response, method, reading.parseAs, operation.operationId, operation.textByCharset);
        });
        const result = settle(context, operation, outcome, reading, session);
        if (reading.parseAs !== 'stream')
            return result;
        const read = operation.eventStream;
        if (read === undefined)
            throw needs(operation, 'eventStream');
        streaming = true;
        return read(outcome.response, operation.operationId, signal, attempts, context.options);
    }
    finally {
        if (!streaming)
            signal.dispose();
    }
}
const JSON_BODY = {};
/** openapi-fetch's JSON by default; the operation's encoder for a body of another media type. */
function encoderOf(operation, input) {
    const contentType = operation.requestContentType;
    if (contentType === undefined || input.body === undefined)
        return JSON_BODY;
    if (operation.bodyEncoder === undefined)
        throw needs(operation, 'bodyEncoder');
    return operation.bodyEncoder(contentType);
}
/** The app's own credentials first, then alternatives that need the kept session token. */
function sentCredentials(context, operation) {
    if (operation.security === undefined)
        return NO_CREDENTIALS;
    return (credentialsFor(operation.security, context.schemes, context.given) ??
        credentialsFor(operation.security, context.schemes, context.credentialOf) ??
        NO_CREDENTIALS);
}
/** Precedence, lowest first: client headers, Content-Type, credentials, per-call headers (after the operation's Accept: request.ts). */
function requestHeaders(context, operation, encoder, input, callOptions, sent) {
    // A null Content-Type (multipart) deletes the client-wide one in the header merge (request.ts).
    const headers = {
        ...context.options.headers,
        // encoderOf gives a contentType only with a body.
        ...(encoder.contentType === undefined
            ? {}
            : {
                'Content-Type': (typeof encoder.contentType === 'function'
                    ? encoder.contentType(input.body)
                    : encoder.contentType),
            }),
        ...sent.headers,
        ...callOptions.headers,
    };
    // The app's own Cookie header first, then the call's cookie parameters, then credentials (see client/cookies.ts on browsers).
    const cookieParameters = input.params?.['cookie'];
    if (cookieParameters !== undefined && operation.cookiePairs !== undefined)
        addCookies(headers, operation.cookiePairs(cookieParameters));
    if (sent.cookies !== undefined)
        addCookies(headers, sent.cookies);
    return headers;
}
/** Cookie pairs join any Cookie header already set (any spelling of its name), after it. */
function addCookies(headers, cookies) {
    if (cookies.length === 0)
        return;
    const existing = Object.keys(headers).find((name) => name.toLowerCase() === 'cookie');
    const before = existing === undefined ? [] : [headers[existing]];
    if (existing !== undefined)
        delete headers[existing];
    headers['Cookie'] = [...before, ...cookies].join('; ');
}
/** The call's parameters plus an API key in the query and the `x-client-header` headers, where they apply, lists and objects in headers written as text. */
function requestParams(context, operation, input, sent) {
    const params = input.params;
    if (operation.clientHeaders === undefined &&
        operation.headerWriter === undefined &&
        sent.query === undefined)
        return params;
    let header = operation.clientHeaders === undefined
        ? params?.['header']
        : requestHeaderParams(context, operation, input);
    if (header !== undefined && operation.headerWriter !== undefined)
        header = operation.headerWriter(header, operation.operationId);
    // A query or header left undefined is read as none by buildRequest, as an absent one is.
    return {
        ...params,
        query: sent.query === undefined
            ? params?.['query']
            : { ...params?.['query'], ...sent.query },
        header,
    };
}
/** The operation's header parameters, with its `x-client-header` headers filled in from the client's options. */
function requestHeaderParams(context, operation, input) {
    if (operation.fillClientHeaders === undefined)
        throw needs(operation, 'fillClientHeaders');
    return operation.fillClientHeaders(operation, input.params?.['header'], context.options.clientHeaders, context.contract.clientHeaders);
}
/** A descriptor (hand-written, or from an older client.ts) without a runtime function its operation needs. */
function needs(operation, member) {
    return new RequestInputError(operation.operationId, `its descriptor lacks OperationDescriptor.${member}, which this call needs (regenerate client.ts)`);
}
/** Sends the request; an abort surfaces as its reason, any other failure as NetworkError. */
async function sendOrExplain(operation, attempts, signal, send) {
    try {
        // Raced against the signal, not only handed to fetch: an app's own fetch that drops the
        // Request's signal would otherwise let a hung server hang the call past its timeout. The race
        // rejects with the abort event; the catch below turns any failure after an abort into its
        // reason. (Written inline and short: every app's bundle carries it.)
        return await (signal
            ? Promise.race([
                send(),
                new Promise((_, reject) => signal.addEventListener('abort', reject)),
            ])
            : send());
    }
    catch (error) {
        if (signal?.aborted)
            throw abortReason(signal);
        if (error instanceof ResponseBodyError)
            throw error; // the server answered: not a network problem
        // Nothing was sent: building the request failed (a lone surrogate in a parameter, a body JSON cannot encode).
        // Made printable: fetch's refusal of a header value quotes it, CR/LF and all, and a header
        // parameter or credential holding a user's text would otherwise forge a line in the app's log.
        if (attempts.count === 0)
            throw new RequestInputError(operation.operationId, `the request could not be built: ${printable(messageOf(error))}`, error);
        throw new NetworkError(operation.operationId, attempts.count, error);
    }
}
/**
 * Turns the response into the method's result, or throws ApiError; keeps the session in step
 * (`session`, started with the call): a logout sees the answer before it becomes the result, a login the result.
 */
function settle(context, operation, outcome, reading, session) {
    const { response } = outcome;
    const keep = session?.(response);
    if (!response.ok) {
        const error = new ApiError(operation.operationId, response, outcome.error, errorLocation(context.contract, operation, response));
        thrownBy.set(error, operation);
        throw error;
    }
    const result = resultOf(operation, reading, outcome);
    keep?.(result);
    return result;
}
const PROBLEM_DETAILS = { code: ['code'], message: ['detail'] };
/** Where this error's body keeps its code and message: the declared response's, the document's, or RFC 9457's. */
function errorLocation(contract, operation, response) {
    const declared = operation.errors.find((error) => statusMatches(error.status, response.status));
    if (declared?.at !== undefined)
        return declared.at;
    const type = response.headers.get('content-type') ?? '';
    if (/^application\/problem\+json\b/i.test(type))
        return PROBLEM_DETAILS;
    return contract.errorFormat;
}
/** How the answer with this status is read: its own way when the document gives it one (`successes`), else the operation's. */
function readingOf(operation, status) {
    return operation.successes?.[status] ?? operation.successes?.['2XX'] ?? operation;
}
function resultOf(operation, reading, { data, response }) {
    switch (reading.result) {
        case 'envelope':
            if (operation.unwrap === undefined)
                throw needs(operation, 'unwrap');
            return operation.unwrap(data);
        case 'body':
            // openapi-fetch reads no body from a 204 or an empty answer; a method typed Blob or string still gets one.
            if (data === undefined && reading.parseAs === 'blob')
                return new Blob([]);
            if (data === undefined && reading.parseAs === 'text')
                return '';
            // No JSON value is empty, so none the method's type allows (a documented empty answer is read as `empty`).
            if (data === undefined && reading.parseAs === 'json')
                throw new ResponseBodyError(operation.operationId, response, '', 'is empty');
            return data;
        case 'empty':
            return undefined;
    }
}
function statusMatches(declared, status) {
    if (declared === 'default')
        return true;
    if (typeof declared === 'number')
        return declared === status;
    return Math.floor(status / 100) === Number(declared.charAt(0));
}
function codeMatches(declared, code) {
    if (declared === 'any')
        return true;
    if (declared === 'string' || declared === 'number')
        return typeof code === declared;
    return typeof code === 'string' && declared.includes(code);
}
/**
 * The operation that threw each ApiError, recorded when it is thrown: `isOperationError` then
 * needs no table of every operation, which would keep them all in an app's bundle.
 */
const thrownBy = new WeakMap();
/**
 * True when `error` is an ApiError thrown by the operation named `name` (its client method) whose
 * status and code the document declares, and whose body is of a kind the declared JSON schema
 * allows. Checked against what the server sent, so the narrowed type never claims more.
 */
export function isDeclaredError(error, name) {
    const operation = error instanceof ApiError ? thrownBy.get(error) : undefined;
    if (operation === undefined || operation.name !== name)
        return false;
    const { status, code, body } = error;
    const kind = body === null ? 'null' : Array.isArray(body) ? 'array' : typeof body;
    return operation.errors.some((declared) => statusMatches(declared.status, status) &&
        codeMatches(declared.codes, code) &&
        (declared.body?.includes(kind) ?? true));
}
