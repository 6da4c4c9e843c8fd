"use strict";
/**
 * Generated from generators/runtime/client/request.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.withoutTrailingSlash = withoutTrailingSlash;
exports.buildRequest = buildRequest;
exports.readOutcome = readOutcome;
/**
 * One request and its answer as openapi-fetch's client makes them (its URL, query and body
 * serialisation, header merge, and reading of the body by `parseAs`; the path comes written, by
 * path-params.ts), assembled from the
 * serialisers openapi-fetch exports instead of through `createClient`. The runtime never used
 * that client's middleware, per-call option copies or method wrappers, which were half of an
 * app's bundle and a share of each call (decision 0031). The behaviour kept is openapi-fetch
 * 0.17's: test/client/request.test.ts compares the two request for request.
 */
const openapi_fetch_1 = require("openapi-fetch");
const default_query_js_1 = require("./default-query.js");
const errors_js_1 = require("./errors.js");
const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };
function withoutTrailingSlash(url) {
    return url.endsWith('/') ? url.slice(0, -1) : url;
}
/**
 * openapi-fetch's `defaultBodySerializer` for the Headers buildRequest always passes: FormData as
 * it is, form-encoded when the headers given say so, else JSON (written here: its reading of a
 * plain object's headers too was bytes in every app for a case that never comes).
 */
function defaultBody(body, headers) {
    if (body instanceof FormData)
        return body;
    return headers.get('Content-Type') === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(body).toString()
        : JSON.stringify(body);
}
/**
 * The Request openapi-fetch would send. Precedence of headers, lowest first: its JSON
 * Content-Type (only with a body that is not FormData), the operation's Accept, the given
 * headers, header parameters (merged as Headers, so `accept` replaces `Accept`).
 */
function buildRequest(parts) {
    const params = (parts.params ?? {});
    const body = parts.body === undefined
        ? undefined
        : (parts.bodySerializer ?? defaultBody)(parts.body, (0, openapi_fetch_1.mergeHeaders)(parts.headers, params.header));
    const headers = (0, openapi_fetch_1.mergeHeaders)(body === undefined || body instanceof FormData ? undefined : JSON_CONTENT_TYPE, { Accept: parts.accept }, parts.headers, params.header);
    // openapi-fetch's createFinalURL, less its path serialiser (the path comes written): a `?` the
    // query text starts with is dropped (a parameter named `?a`), and an empty query adds nothing.
    const query = (parts.querySerializer ?? default_query_js_1.defaultQuery)(params.query ?? {}).replace(/^\?/, '');
    const url = `${parts.baseUrl}${parts.path}${query && `?${query}`}`;
    const init = { method: parts.method, headers };
    // Only what is set: a Request follows any signal it is given (decision 0008). Typed through
    // RequestInit: a Node service's lib has no DOM, so no global BodyInit.
    if (body !== undefined)
        init.body = body;
    if (parts.credentials !== undefined)
        init.credentials = parts.credentials;
    // Unset is fetch's default, 'follow' (openapi-fetch's); 'manual' when the call's credentials must not follow one.
    if (parts.redirect !== undefined)
        init.redirect = parts.redirect;
    if (parts.signal !== undefined)
        init.signal = parts.signal;
    try {
        return new Request(url, init);
    }
    catch (error) {
        // A relative base URL where no page resolves it: fetch's message quotes the whole URL, the
        // query (an API key, the call's values) with it; said with the base URL and path alone.
        throw new TypeError(error.message.replace(url, `${parts.baseUrl}${parts.path}`));
    }
}
/**
 * The answer read as openapi-fetch reads it: no body for 204, HEAD or an empty length; a 2xx body
 * by `parseAs` (JSON of an empty body is `undefined`); an error body as JSON when it parses, else
 * text, and `undefined` when empty.
 * Unlike openapi-fetch, a 2xx body that is not JSON where JSON is declared rejects with
 * ResponseBodyError (naming `operationId`), not with JSON.parse's bare SyntaxError, and a text
 * body is read by `readText` when the operation names one (its charset: client/text-answer.ts).
 */
async function readOutcome(response, method, parseAs, operationId, readText) {
    const length = response.headers.get('Content-Length');
    if (response.status === 204 ||
        method === 'HEAD' ||
        (length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))) {
        return response.ok ? { data: undefined, response } : { error: undefined, response };
    }
    if (response.ok) {
        if (parseAs === 'stream')
            return { data: response.body, response };
        if (parseAs !== 'json')
            return {
                data: await (readText && parseAs === 'text' ? readText(response) : response[parseAs]()),
                response,
            };
        // Read as text even with a length (openapi-fetch calls response.json() then): the error quotes it.
        const raw = await response.text();
        try {
            return { data: raw ? JSON.parse(raw) : undefined, response };
        }
        catch (error) {
            throw new errors_js_1.ResponseBodyError(operationId, response, raw, undefined, error);
        }
    }
    // An empty body without a length (chunked) is no body, as with one: `undefined`, which the
    // declared type of a response without content says (openapi-fetch gives '' here).
    let error = (await response.text()) || undefined;
    try {
        error = JSON.parse(error);
    }
    catch {
        // Not JSON: the text as it came.
    }
    return { error, response };
}
