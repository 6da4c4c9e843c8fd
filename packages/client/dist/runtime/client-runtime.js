/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
/**
 * The client runtime: what every generated client method calls. Hand-written and tested; the
 * runtime emitter copies it (with ./client/ and ./envelope.ts) into generated/runtime/.
 *
 * It sits on openapi-fetch (URL building, parameter serialisation, body parsing) and adds what
 * the contract needs: credentials and the login session, the login client headers, timeouts and
 * cancellation, retries, path-parameter safety, envelope unwrapping and typed errors.
 * Browser-safe: fetch, AbortController, setTimeout only.
 */
import createClient from 'openapi-fetch';
import { unwrap } from './envelope.js';
import { ApiError, NetworkError, RequestInputError } from './client/errors.js';
import { authHeaders, credentialsMode, loginHeaders, memoryTokenStore, tokenOf, } from './client/auth.js';
import { assertPathParameters } from './client/path-params.js';
import { retryPolicy, retryingFetch } from './client/retry.js';
import { abortReason, callSignal } from './client/signals.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError } from './client/errors.js';
export { memoryTokenStore, LOGIN_HEADER_NAMES } from './client/auth.js';
export { bodyEncoder } from './client/body.js';
export { DEFAULT_RETRY } from './client/retry.js';
/**
 * The client object: for each descriptor, a method of the same name that calls it. `Client` is
 * the generated ApiClient interface, which types each method's input and result from the document.
 */
export function operationMethods(runtime, operations) {
    return Object.fromEntries(Object.entries(operations).map(([name, operation]) => [
        name,
        (input, options) => runtime.call(operation, input, options),
    ]));
}
export function createRuntime(options, contract) {
    const tokens = options.tokenStore ??
        memoryTokenStore(options.auth?.type === 'bearer' ? options.auth.token : undefined);
    const auth = options.auth ?? { type: 'bearer' };
    const clientPolicy = retryPolicy(options.retry);
    // Resolved per call and called unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
    const baseFetch = options.fetch ?? ((request) => globalThis.fetch(request));
    const client = createClient({ baseUrl: options.baseUrl });
    const context = {
        options,
        contract,
        auth,
        tokens,
        clientPolicy,
        baseFetch,
        client,
        credentials: credentialsMode(auth),
    };
    return {
        tokens,
        call: (operation, input, callOptions = {}) => callOperation(context, operation, input, callOptions),
    };
}
async function callOperation(context, operation, rawInput, callOptions) {
    const input = (rawInput ?? {});
    assertPathParameters(operation.operationId, operation.path, input.params?.['path']);
    const params = operation.clientHeaders === undefined
        ? input.params
        : { ...input.params, header: requestHeaderParams(context, operation, input) };
    const encoder = encoderOf(context.contract, operation, input);
    const signal = callSignal(callOptions.signal, callOptions.timeoutMs ?? context.options.timeoutMs);
    const attempts = { count: 0 };
    try {
        // Only what is set: openapi-fetch copies this object twice per call, and a Request follows any signal it is given.
        const init = {
            params,
            headers: requestHeaders(context, encoder, input, callOptions),
            parseAs: operation.parseAs,
            fetch: retryingFetch({
                fetch: context.baseFetch,
                policy: callOptions.retry === undefined
                    ? context.clientPolicy
                    : retryPolicy(callOptions.retry, context.clientPolicy),
                signal: signal.signal,
                attempts,
            }),
        };
        if (input.body !== undefined)
            init['body'] = input.body;
        if (encoder.bodySerializer !== undefined)
            init['bodySerializer'] = encoder.bodySerializer;
        if (context.credentials !== undefined)
            init['credentials'] = context.credentials;
        if (signal.signal !== undefined)
            init['signal'] = signal.signal;
        const outcome = await sendOrExplain(context.client, operation, init, signal.signal, attempts);
        return settle(context.tokens, operation, outcome);
    }
    finally {
        signal.dispose();
    }
}
const JSON_BODY = {};
/** openapi-fetch's JSON by default; the contract's encoder for a body of another media type. */
function encoderOf(contract, operation, input) {
    const contentType = operation.requestContentType;
    if (contentType === undefined || input.body === undefined)
        return JSON_BODY;
    if (contract.bodyEncoder === undefined) {
        throw new RequestInputError(operation.operationId, `${contentType} request body needs ContractInfo.bodyEncoder (regenerate client.ts)`);
    }
    return contract.bodyEncoder(contentType);
}
/** Precedence, lowest first: client headers, Content-Type, credentials, per-call headers. */
function requestHeaders(context, encoder, input, callOptions) {
    return {
        ...context.options.headers,
        ...(encoder.contentType !== undefined && input.body !== undefined
            ? { 'Content-Type': encoder.contentType }
            : {}),
        ...authHeaders(context.auth, context.tokens, context.contract.apiKeyHeader),
        ...callOptions.headers,
    };
}
/** The operation's header parameters plus, where it declares them, the configured login client headers. */
function requestHeaderParams(context, operation, input) {
    const given = (input.params?.['header'] ?? {});
    const declared = operation.clientHeaders ?? [];
    if (declared.length === 0)
        return given;
    const configured = loginHeaders(context.options.clientHeaders);
    const merged = { ...pick(configured, declared), ...given };
    const missing = declared.filter((name) => merged[name] === undefined || merged[name] === '');
    if (missing.length > 0) {
        throw new RequestInputError(operation.operationId, `required header(s) ${missing.join(', ')} missing: set clientHeaders (clientId, platform, deviceId) in the client options or pass params.header`);
    }
    return merged;
}
/** The configured values for the declared names, matched case-insensitively and keyed as the document spells them. */
function pick(values, names) {
    const byLowerName = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
    return Object.fromEntries(names.flatMap((name) => {
        const value = byLowerName.get(name.toLowerCase());
        return value === undefined ? [] : [[name, value]];
    }));
}
/** Sends the request; an abort surfaces as its reason, any other failure as NetworkError. */
async function sendOrExplain(client, operation, init, signal, attempts) {
    try {
        return await client.request(operation.method, operation.path, init);
    }
    catch (error) {
        if (signal?.aborted)
            throw abortReason(signal);
        if (error instanceof SyntaxError)
            throw error; // a success body that is not JSON: not a network problem
        // Nothing was sent: building the request failed (a lone surrogate in a parameter, a body JSON cannot encode).
        if (attempts.count === 0)
            throw new RequestInputError(operation.operationId, `the request could not be built: ${messageOf(error)}`, error);
        throw new NetworkError(operation.operationId, attempts.count, error);
    }
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** Turns the response into the method's result, or throws ApiError; keeps the session in step. */
function settle(tokens, operation, outcome) {
    const { response } = outcome;
    if (!response.ok) {
        if (operation.session === 'logout' && response.status === 401)
            tokens.clear();
        throw new ApiError(operation.operationId, response, outcome.error);
    }
    const result = resultOf(operation, outcome.data);
    if (operation.session === 'login') {
        const token = tokenOf(result);
        if (token !== undefined)
            tokens.set(token);
    }
    if (operation.session === 'logout')
        tokens.clear();
    return result;
}
function resultOf(operation, data) {
    switch (operation.result) {
        case 'envelope':
            return unwrap(data);
        case 'body':
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
    if (declared === 'string')
        return code !== undefined;
    return code !== undefined && declared.includes(code);
}
/**
 * True when `error` is an ApiError of this operation whose status and code the document declares.
 * The check is made at run time, so the narrowed type never claims more than the server sent.
 */
export function isDeclaredError(error, operation) {
    if (!(error instanceof ApiError) || error.operationId !== operation.operationId)
        return false;
    const { status, code } = error;
    return operation.errors.some((declared) => statusMatches(declared.status, status) && codeMatches(declared.codes, code));
}
