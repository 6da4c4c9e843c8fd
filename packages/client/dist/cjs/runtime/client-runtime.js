"use strict";
/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_RETRY = exports.unwrap = exports.logoutSession = exports.loginSession = exports.styledQuery = exports.styledHeaders = exports.styledPath = exports.textByCharset = exports.eventStream = exports.joinedCookies = exports.cookiePairs = exports.contentParameters = exports.fillClientHeaders = exports.textEncoder = exports.rawEncoder = exports.multipartEncoder = exports.jsonEncoder = exports.formEncoder = exports.bodyEncoder = exports.memoryTokenStore = exports.ResponseBodyError = exports.RequestTimeoutError = exports.RequestInputError = exports.NetworkError = exports.ApiError = void 0;
exports.defineOperation = defineOperation;
exports.operationMethods = operationMethods;
exports.createRuntime = createRuntime;
exports.isDeclaredError = isDeclaredError;
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
const errors_js_1 = require("./client/errors.js");
const auth_js_1 = require("./client/auth.js");
const path_params_js_1 = require("./client/path-params.js");
const request_js_1 = require("./client/request.js");
const retry_js_1 = require("./client/retry.js");
const signals_js_1 = require("./client/signals.js");
const own_property_js_1 = require("./own-property.js");
const quoted_text_js_1 = require("./quoted-text.js");
var errors_js_2 = require("./client/errors.js");
Object.defineProperty(exports, "ApiError", { enumerable: true, get: function () { return errors_js_2.ApiError; } });
Object.defineProperty(exports, "NetworkError", { enumerable: true, get: function () { return errors_js_2.NetworkError; } });
Object.defineProperty(exports, "RequestInputError", { enumerable: true, get: function () { return errors_js_2.RequestInputError; } });
Object.defineProperty(exports, "RequestTimeoutError", { enumerable: true, get: function () { return errors_js_2.RequestTimeoutError; } });
Object.defineProperty(exports, "ResponseBodyError", { enumerable: true, get: function () { return errors_js_2.ResponseBodyError; } });
var auth_js_2 = require("./client/auth.js");
Object.defineProperty(exports, "memoryTokenStore", { enumerable: true, get: function () { return auth_js_2.memoryTokenStore; } });
var body_js_1 = require("./client/body.js");
Object.defineProperty(exports, "bodyEncoder", { enumerable: true, get: function () { return body_js_1.bodyEncoder; } });
Object.defineProperty(exports, "formEncoder", { enumerable: true, get: function () { return body_js_1.formEncoder; } });
Object.defineProperty(exports, "jsonEncoder", { enumerable: true, get: function () { return body_js_1.jsonEncoder; } });
Object.defineProperty(exports, "multipartEncoder", { enumerable: true, get: function () { return body_js_1.multipartEncoder; } });
Object.defineProperty(exports, "rawEncoder", { enumerable: true, get: function () { return body_js_1.rawEncoder; } });
Object.defineProperty(exports, "textEncoder", { enumerable: true, get: function () { return body_js_1.textEncoder; } });
var client_headers_js_1 = require("./client/client-headers.js");
Object.defineProperty(exports, "fillClientHeaders", { enumerable: true, get: function () { return client_headers_js_1.fillClientHeaders; } });
var content_params_js_1 = require("./client/content-params.js");
Object.defineProperty(exports, "contentParameters", { enumerable: true, get: function () { return content_params_js_1.contentParameters; } });
var cookies_js_1 = require("./client/cookies.js");
Object.defineProperty(exports, "cookiePairs", { enumerable: true, get: function () { return cookies_js_1.cookiePairs; } });
Object.defineProperty(exports, "joinedCookies", { enumerable: true, get: function () { return cookies_js_1.joinedCookies; } });
var events_js_1 = require("./client/events.js");
Object.defineProperty(exports, "eventStream", { enumerable: true, get: function () { return events_js_1.eventStream; } });
var text_answer_js_1 = require("./client/text-answer.js");
Object.defineProperty(exports, "textByCharset", { enumerable: true, get: function () { return text_answer_js_1.textByCharset; } });
var path_styles_js_1 = require("./client/path-styles.js");
Object.defineProperty(exports, "styledPath", { enumerable: true, get: function () { return path_styles_js_1.styledPath; } });
var header_styles_js_1 = require("./client/header-styles.js");
Object.defineProperty(exports, "styledHeaders", { enumerable: true, get: function () { return header_styles_js_1.styledHeaders; } });
var query_styles_js_1 = require("./client/query-styles.js");
Object.defineProperty(exports, "styledQuery", { enumerable: true, get: function () { return query_styles_js_1.styledQuery; } });
var session_js_1 = require("./client/session.js");
Object.defineProperty(exports, "loginSession", { enumerable: true, get: function () { return session_js_1.loginSession; } });
Object.defineProperty(exports, "logoutSession", { enumerable: true, get: function () { return session_js_1.logoutSession; } });
var envelope_js_1 = require("./envelope.js");
Object.defineProperty(exports, "unwrap", { enumerable: true, get: function () { return envelope_js_1.unwrap; } });
var retry_js_2 = require("./client/retry.js");
Object.defineProperty(exports, "DEFAULT_RETRY", { enumerable: true, get: function () { return retry_js_2.DEFAULT_RETRY; } });
/**
 * The function of one operation. Free of side effects, so a bundler drops every operation an app
 * does not import (client.ts also marks each call `@__PURE__`).
 */
/* @__NO_SIDE_EFFECTS__ */
function defineOperation(descriptor) {
    const call = (client, input, options) => client.call(descriptor, input, options);
    return Object.assign(call, { descriptor });
}
/**
 * The client object: for each operation function, a method of the same name bound to `core`.
 * `Client` is the generated ApiClient interface, which types each method's input and result.
 */
function operationMethods(core, operations) {
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
function createRuntime(options, contract) {
    const auth = (options.auth ?? {});
    const session = contract.sessionScheme;
    const given = session !== undefined && (0, own_property_js_1.hasOwn)(auth, session) ? auth[session] : undefined;
    const tokens = options.tokenStore === false
        ? auth_js_1.NO_TOKEN_STORE
        : (options.tokenStore ?? (0, auth_js_1.memoryTokenStore)(typeof given === 'string' ? given : undefined));
    const clientPolicy = (0, retry_js_1.retryPolicy)(options.retry);
    // Resolved per call and called unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
    const baseFetch = options.fetch ?? ((request) => globalThis.fetch(request));
    const context = {
        options,
        contract,
        tokens,
        clientPolicy,
        baseFetch,
        baseUrl: (0, request_js_1.withoutTrailingSlash)(checkedBaseUrl(options.baseUrl)),
        schemes: new Map((contract.securitySchemes ?? []).map((scheme) => [scheme.key, scheme])),
        given: (scheme) => (scheme !== session && (0, own_property_js_1.hasOwn)(auth, scheme) ? auth[scheme] : undefined),
        // The session scheme's credential is whatever the token store holds now (login fills it, logout empties it).
        credentialOf: (scheme) => scheme === session ? tokens.get() : (0, own_property_js_1.hasOwn)(auth, scheme) ? auth[scheme] : undefined,
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
    const path = (0, path_params_js_1.writtenPath)(operation, input.params?.['path']);
    const sent = sentCredentials(context, operation);
    const params = requestParams(context, operation, input, sent);
    const encoder = encoderOf(operation, input);
    const signal = (0, signals_js_1.callSignal)(callOptions.signal, callOptions.timeoutMs ?? context.options.timeoutMs, operation.operationId);
    const attempts = { count: 0 };
    let streaming = false;
    try {
        const send = (0, retry_js_1.retryingFetch)({
            fetch: context.baseFetch,
            policy: callOptions.retry === undefined
                ? context.clientPolicy
                : (0, retry_js_1.retryPolicy)(callOptions.retry, context.clientPolicy),
            signal: signal.signal,
            attempts,
        });
        // How the answer is read, by its status (readingOf), for the settling below too.
        let reading = operation;
        const outcome = await sendOrExplain(operation, attempts, signal.signal, async () => {
            const method = operation.method.toUpperCase();
            const request = (0, request_js_1.buildRequest)({
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
            return (0, request_js_1.readOutcome)(response, method, reading.parseAs, operation.operationId, operation.textByCharset);
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
        return auth_js_1.NO_CREDENTIALS;
    return ((0, auth_js_1.credentialsFor)(operation.security, context.schemes, context.given) ??
        (0, auth_js_1.credentialsFor)(operation.security, context.schemes, context.credentialOf) ??
        auth_js_1.NO_CREDENTIALS);
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
    return new errors_js_1.RequestInputError(operation.operationId, `its descriptor lacks OperationDescriptor.${member}, which this call needs (regenerate client.ts)`);
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
            throw (0, signals_js_1.abortReason)(signal);
        if (error instanceof errors_js_1.ResponseBodyError)
            throw error; // the server answered: not a network problem
        // Nothing was sent: building the request failed (a lone surrogate in a parameter, a body JSON cannot encode).
        // Made printable: fetch's refusal of a header value quotes it, CR/LF and all, and a header
        // parameter or credential holding a user's text would otherwise forge a line in the app's log.
        if (attempts.count === 0)
            throw new errors_js_1.RequestInputError(operation.operationId, `the request could not be built: ${(0, quoted_text_js_1.printable)((0, errors_js_1.messageOf)(error))}`, error);
        throw new errors_js_1.NetworkError(operation.operationId, attempts.count, error);
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
        const error = new errors_js_1.ApiError(operation.operationId, response, outcome.error, errorLocation(context.contract, operation, response));
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
                throw new errors_js_1.ResponseBodyError(operation.operationId, response, '', 'is empty');
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
function isDeclaredError(error, name) {
    const operation = error instanceof errors_js_1.ApiError ? thrownBy.get(error) : undefined;
    if (operation === undefined || operation.name !== name)
        return false;
    const { status, code, body } = error;
    const kind = body === null ? 'null' : Array.isArray(body) ? 'array' : typeof body;
    return operation.errors.some((declared) => statusMatches(declared.status, status) &&
        codeMatches(declared.codes, code) &&
        (declared.body?.includes(kind) ?? true));
}
