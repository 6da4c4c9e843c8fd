/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */
import { createRuntime, isDeclaredError, operationMethods } from './runtime/client-runtime.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError, memoryTokenStore, } from './runtime/client-runtime.js';
/** What the runtime needs to know about each operation. */
const OPERATIONS = {
    login: {
        operationId: 'login',
        method: 'post',
        path: '/api/v1/auth/login',
        result: 'envelope',
        parseAs: 'json',
        session: 'login',
        tokenProperty: 'token',
        clientHeaders: [
            { name: 'X-Client-Id', required: true },
            { name: 'X-Client-Platform', required: true },
            { name: 'X-Device-Id', required: true },
        ],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 429, codes: ['rate_limited'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    getContinueWatching: {
        operationId: 'getContinueWatching',
        method: 'get',
        path: '/api/v1/movie/{id}/continue_watching',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    getPlaybackProgress: {
        operationId: 'getPlaybackProgress',
        method: 'get',
        path: '/v1/movie/{id}/playback',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    savePlaybackProgress: {
        operationId: 'savePlaybackProgress',
        method: 'post',
        path: '/v1/movie/{id}/playback',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    getSeasonDetails: {
        operationId: 'getSeasonDetails',
        method: 'get',
        path: '/v1/tv/{id}/season/{seasonNumber}',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 404, codes: ['not_found'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    listComments: {
        operationId: 'listComments',
        method: 'get',
        path: '/api/v1/movie/{id}/comments',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    postComment: {
        operationId: 'postComment',
        method: 'post',
        path: '/api/v1/movie/{id}/comments',
        result: 'body',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 429, codes: ['rate_limited'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    listMediaFiles: {
        operationId: 'listMediaFiles',
        method: 'get',
        path: '/api/v1/media_files',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    logout: {
        operationId: 'logout',
        method: 'post',
        path: '/api/v1/auth/logout',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        session: 'logout',
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    listUsers: {
        operationId: 'listUsers',
        method: 'get',
        path: '/api/v1/users',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 403, codes: ['forbidden'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    createUser: {
        operationId: 'createUser',
        method: 'post',
        path: '/api/v1/users',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 403, codes: ['forbidden'] },
            { status: 409, codes: ['conflict'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    deleteUser: {
        operationId: 'deleteUser',
        method: 'delete',
        path: '/api/v1/users/{id}',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 403, codes: ['forbidden'] },
            { status: 404, codes: ['not_found'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    resetUserPassword: {
        operationId: 'resetUserPassword',
        method: 'post',
        path: '/api/v1/users/{id}/password',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 403, codes: ['forbidden'] },
            { status: 404, codes: ['not_found'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    listApiKeys: {
        operationId: 'listApiKeys',
        method: 'get',
        path: '/api/v1/api_keys',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    createApiKey: {
        operationId: 'createApiKey',
        method: 'post',
        path: '/api/v1/api_keys',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 409, codes: ['conflict'] },
            { status: 413, codes: ['payload_too_large'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
    revokeApiKey: {
        operationId: 'revokeApiKey',
        method: 'delete',
        path: '/api/v1/api_keys/{id}',
        result: 'envelope',
        parseAs: 'json',
        security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
        errors: [
            { status: 400, codes: ['invalid_request'] },
            { status: 401, codes: ['unauthenticated'] },
            { status: 404, codes: ['not_found'] },
            { status: 500, codes: ['internal'] },
            { status: 503, codes: ['unavailable'] },
        ],
    },
};
const CONTRACT = {
    securitySchemes: [
        { key: 'apiKeyAuth', kind: 'apiKey', in: 'header', name: 'X-Api-Key' },
        { key: 'bearerAuth', kind: 'bearer' },
        { key: 'cookieAuth', kind: 'apiKey', in: 'cookie', name: 'token' },
    ],
    sessionScheme: 'bearerAuth',
    clientHeaders: {
        clientId: 'X-Client-Id',
        deviceId: 'X-Device-Id',
        platform: 'X-Client-Platform',
    },
    errorFormat: { code: ['code'], message: ['error'] },
};
/**
 * True when `error` is an ApiError thrown by `operation` whose status and code the document declares
 * (checked at run time, so the narrowed type is never a guess).
 */
export function isOperationError(error, operation) {
    return isDeclaredError(error, OPERATIONS[operation]);
}
/**
 * A client for every operation of the document.
 *
 * `baseUrl` is the server URL the paths are appended to: the document's server is `/`
 * (a relative URL means the origin the API is served from).
 * Paths keep the prefixes the document writes, e.g. `/api/v1/auth/login` and `/v1/movie/{id}/playback`.
 * `auth` takes one credential per security scheme; each call sends those of its first requirement they complete:
 * - `apiKeyAuth`: API key, sent as the header `X-Api-Key`.
 * - `bearerAuth`: token, sent as `Authorization: Bearer`.
 * - `cookieAuth`: API key, sent as the cookie `token` (in browsers, pass `credentials: "include"` and let the browser send it).
 * `login` keeps the token it returns for `bearerAuth`.
 * `clientHeaders` sets `clientId` (X-Client-Id), `deviceId` (X-Device-Id), `platform` (X-Client-Platform) once for every call that declares them.
 * Retries idempotent calls on network errors, 429 and 503 (honouring Retry-After); `retry: false` turns that off.
 */
export function createApiClient(options) {
    return operationMethods(createRuntime(options, CONTRACT), OPERATIONS);
}
