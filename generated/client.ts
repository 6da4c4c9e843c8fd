/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

import {
  createRuntime,
  defineOperation,
  fillClientHeaders,
  isDeclaredError,
  loginSession,
  logoutSession,
  operationMethods,
  unwrap,
} from './runtime/client-runtime.js';
import type {
  ApiError,
  ClientCore,
  ClientOptions as RuntimeClientOptions,
  ContractInfo,
  ErrorShape,
  InputArgs,
  Operation,
  OperationInput,
  WithDefaultedHeaders,
} from './runtime/client-runtime.js';
import type {
  LoginData,
  GetContinueWatchingData,
  GetPlaybackProgressData,
  SavePlaybackProgressData,
  GetSeasonDetailsData,
  ListCommentsData,
  PostCommentData,
  ListMediaFilesData,
  LogoutData,
  ListUsersData,
  CreateUserData,
  DeleteUserData,
  ResetUserPasswordData,
  ListApiKeysData,
  CreateApiKeyData,
  RevokeApiKeyData,
  OperationErrors,
} from './envelope.js';
import type { paths } from './types.js';

export {
  ApiError,
  NetworkError,
  RequestInputError,
  RequestTimeoutError,
  ResponseBodyError,
  memoryTokenStore,
} from './runtime/client-runtime.js';
export type {
  BasicCredentials,
  CallOptions,
  ClientCore,
  Operation,
  RetryOptions,
  TokenStore,
} from './runtime/client-runtime.js';
export type {
  LoginData,
  GetContinueWatchingData,
  GetPlaybackProgressData,
  SavePlaybackProgressData,
  GetSeasonDetailsData,
  ListCommentsData,
  PostCommentData,
  ListMediaFilesData,
  LogoutData,
  ListUsersData,
  CreateUserData,
  DeleteUserData,
  ResetUserPasswordData,
  ListApiKeysData,
  CreateApiKeyData,
  RevokeApiKeyData,
  OperationErrors,
} from './envelope.js';

/** Credentials for the security schemes of the document, by scheme name. */
export type Auth = {
  /** API key, sent as the header `X-Api-Key`. */
  readonly apiKeyAuth?: string | undefined;
  /** HTTP bearer token, sent as `Authorization: Bearer`. */
  readonly bearerAuth?: string | undefined;
  /** API key, sent as the cookie `token`. */
  readonly cookieAuth?: string | undefined;
};
/** Values for the headers the document marks `x-client-header`, sent wherever an operation declares them. */
export type ClientHeaders = {
  /** Sent as `X-Client-Id`. */
  readonly clientId?: string | undefined;
  /** Sent as `X-Device-Id`. */
  readonly deviceId?: string | undefined;
  /** Sent as `X-Client-Platform`. */
  readonly platform?: string | undefined;
};
/** The options of `createApiClient`. */
export type ClientOptions = RuntimeClientOptions<Auth, ClientHeaders>;

/** The first argument of `login`: `{ params, body }` as the document declares them. */
export type LoginInput = OperationInput<
  WithDefaultedHeaders<
    paths['/api/v1/auth/login']['post'],
    'X-Client-Id' | 'X-Client-Platform' | 'X-Device-Id'
  >
>;
/** The first argument of `getContinueWatching`: `{ params, body }` as the document declares them. */
export type GetContinueWatchingInput = OperationInput<
  paths['/api/v1/movie/{id}/continue_watching']['get']
>;
/** The first argument of `getPlaybackProgress`: `{ params, body }` as the document declares them. */
export type GetPlaybackProgressInput = OperationInput<paths['/v1/movie/{id}/playback']['get']>;
/** The first argument of `savePlaybackProgress`: `{ params, body }` as the document declares them. */
export type SavePlaybackProgressInput = OperationInput<paths['/v1/movie/{id}/playback']['post']>;
/** The first argument of `getSeasonDetails`: `{ params, body }` as the document declares them. */
export type GetSeasonDetailsInput = OperationInput<
  paths['/v1/tv/{id}/season/{seasonNumber}']['get']
>;
/** The first argument of `listComments`: `{ params, body }` as the document declares them. */
export type ListCommentsInput = OperationInput<paths['/api/v1/movie/{id}/comments']['get']>;
/** The first argument of `postComment`: `{ params, body }` as the document declares them. */
export type PostCommentInput = OperationInput<paths['/api/v1/movie/{id}/comments']['post']>;
/** The first argument of `listMediaFiles`: `{ params, body }` as the document declares them. */
export type ListMediaFilesInput = OperationInput<paths['/api/v1/media_files']['get']>;
/** The first argument of `logout`: `{ params, body }` as the document declares them. */
export type LogoutInput = OperationInput<paths['/api/v1/auth/logout']['post']>;
/** The first argument of `listUsers`: `{ params, body }` as the document declares them. */
export type ListUsersInput = OperationInput<paths['/api/v1/users']['get']>;
/** The first argument of `createUser`: `{ params, body }` as the document declares them. */
export type CreateUserInput = OperationInput<paths['/api/v1/users']['post']>;
/** The first argument of `deleteUser`: `{ params, body }` as the document declares them. */
export type DeleteUserInput = OperationInput<paths['/api/v1/users/{id}']['delete']>;
/** The first argument of `resetUserPassword`: `{ params, body }` as the document declares them. */
export type ResetUserPasswordInput = OperationInput<paths['/api/v1/users/{id}/password']['post']>;
/** The first argument of `listApiKeys`: `{ params, body }` as the document declares them. */
export type ListApiKeysInput = OperationInput<paths['/api/v1/api_keys']['get']>;
/** The first argument of `createApiKey`: `{ params, body }` as the document declares them. */
export type CreateApiKeyInput = OperationInput<paths['/api/v1/api_keys']['post']>;
/** The first argument of `revokeApiKey`: `{ params, body }` as the document declares them. */
export type RevokeApiKeyInput = OperationInput<paths['/api/v1/api_keys/{id}']['delete']>;
/** The name of a client method (the operation identifier). */
export type OperationId = keyof OperationErrors;

/**
 * Log in
 *
 * Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in `data.token` and also set as the `token` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with `Retry-After` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.
 *
 * `POST /api/v1/auth/login`
 *
 * Headers X-Client-Id, X-Client-Platform, X-Device-Id default to the client's `clientHeaders` option.
 *
 * On success the result's `token` is kept and sent for `bearerAuth` on later calls.
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 413, 429, 500, 503); narrow with `isOperationError(error, 'login')`.
 */
export const login: Operation<LoginInput, LoginData> = /* @__PURE__ */ defineOperation<
  LoginInput,
  LoginData
>({
  name: 'login',
  operationId: 'login',
  method: 'post',
  path: '/api/v1/auth/login',
  result: 'envelope',
  parseAs: 'json',
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
  unwrap,
  fillClientHeaders,
  session: /* @__PURE__ */ loginSession('token'),
});

/**
 * Next watch action of a movie
 *
 * What the caller should play next for this movie: `resume` with the saved progress when there is some. `data` is null when the caller has no progress on the movie (nothing to continue).
 *
 * `GET /api/v1/movie/{id}/continue_watching`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'getContinueWatching')`.
 */
export const getContinueWatching: Operation<GetContinueWatchingInput, GetContinueWatchingData> =
  /* @__PURE__ */ defineOperation<GetContinueWatchingInput, GetContinueWatchingData>({
    name: 'getContinueWatching',
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
    unwrap,
  });

/**
 * Playback progress of a movie
 *
 * The caller's saved progress on this movie. `data` is null when the caller has no progress on it (never watched, or completed and cleared). Published under `/v1` without `/api`.
 *
 * `GET /v1/movie/{id}/playback`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'getPlaybackProgress')`.
 */
export const getPlaybackProgress: Operation<GetPlaybackProgressInput, GetPlaybackProgressData> =
  /* @__PURE__ */ defineOperation<GetPlaybackProgressInput, GetPlaybackProgressData>({
    name: 'getPlaybackProgress',
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
    unwrap,
  });

/**
 * Save playback progress of a movie
 *
 * Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; `client_platform` comes from the session (the login's X-Client-Platform; `api` when the call is made with an API key, which has no session) and `last_watched_at` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers `data` = `{ "watched": true }`; otherwise `data` is the saved record. A user keeps progress on at most 500 movies and 16 MiB (the record's text in UTF-8 and 48 bytes each): saving past either ends the progress saved longest ago, never the one just saved (it never refuses), and at most the 1,000 latest watches are kept.
 *
 * `POST /v1/movie/{id}/playback`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 413, 500, 503); narrow with `isOperationError(error, 'savePlaybackProgress')`.
 */
export const savePlaybackProgress: Operation<SavePlaybackProgressInput, SavePlaybackProgressData> =
  /* @__PURE__ */ defineOperation<SavePlaybackProgressInput, SavePlaybackProgressData>({
    name: 'savePlaybackProgress',
    operationId: 'savePlaybackProgress',
    method: 'post',
    path: '/v1/movie/{id}/playback',
    result: 'envelope',
    parseAs: 'json',
    security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
    errors: [
      { status: 400, codes: ['invalid_request'] },
      { status: 401, codes: ['unauthenticated'] },
      { status: 403, codes: ['forbidden'] },
      { status: 413, codes: ['payload_too_large'] },
      { status: 500, codes: ['internal'] },
      { status: 503, codes: ['unavailable'] },
    ],
    unwrap,
  });

/**
 * Details of a TV season
 *
 * Details of one season of a TV show, with its episodes and credits. The show is named by a string media id (`tmdb-1396`). Published under `/v1` without `/api`.
 *
 * `GET /v1/tv/{id}/season/{seasonNumber}`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 404, 500, 503); narrow with `isOperationError(error, 'getSeasonDetails')`.
 */
export const getSeasonDetails: Operation<GetSeasonDetailsInput, GetSeasonDetailsData> =
  /* @__PURE__ */ defineOperation<GetSeasonDetailsInput, GetSeasonDetailsData>({
    name: 'getSeasonDetails',
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
    unwrap,
  });

/**
 * List comments of a movie
 *
 * Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first by `created_at` (comments of the same instant, the one posted last first), one page at a time. Paged with `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than `limit` is the last one. No comments (or an offset past the end) is `[]`, never null. `limit` and `offset` are additions to the published operation, which lists only `type`; a client that sends neither gets the newest 50.
 *
 * `GET /api/v1/movie/{id}/comments`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listComments')`.
 */
export const listComments: Operation<ListCommentsInput, ListCommentsData> =
  /* @__PURE__ */ defineOperation<ListCommentsInput, ListCommentsData>({
    name: 'listComments',
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
    unwrap,
  });

/**
 * Post a comment on a movie
 *
 * Creates a comment by the caller on this movie. Documented exception to the envelope: the 200 body is a bare JSON string, the new comment's `comment_id`, not `{status, data}`. Error responses keep the usual error body. A review needs a `score` (0 to 100). Each user may post at most 300 comments an hour (counted from their first in the hour); past that the answer is 429 with `Retry-After`.
 *
 * `POST /api/v1/movie/{id}/comments`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 413, 429, 500, 503); narrow with `isOperationError(error, 'postComment')`.
 */
export const postComment: Operation<PostCommentInput, PostCommentData> =
  /* @__PURE__ */ defineOperation<PostCommentInput, PostCommentData>({
    name: 'postComment',
    operationId: 'postComment',
    method: 'post',
    path: '/api/v1/movie/{id}/comments',
    result: 'body',
    parseAs: 'json',
    security: [['bearerAuth'], ['cookieAuth'], ['apiKeyAuth']],
    errors: [
      { status: 400, codes: ['invalid_request'] },
      { status: 401, codes: ['unauthenticated'] },
      { status: 403, codes: ['forbidden'] },
      { status: 413, codes: ['payload_too_large'] },
      { status: 429, codes: ['rate_limited'] },
      { status: 500, codes: ['internal'] },
      { status: 503, codes: ['unavailable'] },
    ],
  });

/**
 * List media file records
 *
 * One page of the media files the server knows, ordered by `file_id`. Paged with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`.
 *
 * `GET /api/v1/media_files`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listMediaFiles')`.
 */
export const listMediaFiles: Operation<ListMediaFilesInput, ListMediaFilesData> =
  /* @__PURE__ */ defineOperation<ListMediaFilesInput, ListMediaFilesData>({
    name: 'listMediaFiles',
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
    unwrap,
  });

/**
 * Log out
 *
 * Addition to the published interface (a client cannot end a session without it). Ends the session whose token authenticated the call and clears the `token` cookie. Called with an API key, it ends no session and leaves the key valid (revoke keys with revokeApiKey).
 *
 * `POST /api/v1/auth/logout`
 *
 * Forgets the kept token once the server answers (success or 401).
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 500, 503); narrow with `isOperationError(error, 'logout')`.
 */
export const logout: Operation<LogoutInput, LogoutData> = /* @__PURE__ */ defineOperation<
  LogoutInput,
  LogoutData
>({
  name: 'logout',
  operationId: 'logout',
  method: 'post',
  path: '/api/v1/auth/logout',
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
  unwrap,
  session: logoutSession,
});

/**
 * List users
 *
 * Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. One page of the accounts, ordered by `id`, without password material. Paged as listMediaFiles is, with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`; an offset past the end answers `users: []` with the total. To read every account, page until `offset` plus the number of `users` reaches `total_records`.
 *
 * `GET /api/v1/users`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 500, 503); narrow with `isOperationError(error, 'listUsers')`.
 */
export const listUsers: Operation<ListUsersInput, ListUsersData> = /* @__PURE__ */ defineOperation<
  ListUsersInput,
  ListUsersData
>({
  name: 'listUsers',
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
  unwrap,
});

/**
 * Create a user
 *
 * Addition to the published interface (accounts must come from somewhere). Admin-only. Creates an account with the role `user`. A username already taken answers 409.
 *
 * `POST /api/v1/users`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 409, 413, 500, 503); narrow with `isOperationError(error, 'createUser')`.
 */
export const createUser: Operation<CreateUserInput, CreateUserData> =
  /* @__PURE__ */ defineOperation<CreateUserInput, CreateUserData>({
    name: 'createUser',
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
    unwrap,
  });

/**
 * Delete a user
 *
 * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once. An admin cannot delete their own account (400 `invalid_request`; another admin can), so the service is not left without an admin by accident.
 *
 * `DELETE /api/v1/users/{id}`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 500, 503); narrow with `isOperationError(error, 'deleteUser')`.
 */
export const deleteUser: Operation<DeleteUserInput, DeleteUserData> =
  /* @__PURE__ */ defineOperation<DeleteUserInput, DeleteUserData>({
    name: 'deleteUser',
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
    unwrap,
  });

/**
 * Reset another user's password
 *
 * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Sets a new password for the account and ends all its sessions; its API keys stay valid.
 *
 * `POST /api/v1/users/{id}/password`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 413, 500, 503); narrow with `isOperationError(error, 'resetUserPassword')`.
 */
export const resetUserPassword: Operation<ResetUserPasswordInput, ResetUserPasswordData> =
  /* @__PURE__ */ defineOperation<ResetUserPasswordInput, ResetUserPasswordData>({
    name: 'resetUserPassword',
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
    unwrap,
  });

/**
 * List the caller's API keys
 *
 * Addition to the published interface (the description's web portal lists keys). The caller's own keys, ordered by `id`, as metadata only: secrets are never shown after creation.
 *
 * `GET /api/v1/api_keys`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listApiKeys')`.
 */
export const listApiKeys: Operation<ListApiKeysInput, ListApiKeysData> =
  /* @__PURE__ */ defineOperation<ListApiKeysInput, ListApiKeysData>({
    name: 'listApiKeys',
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
    unwrap,
  });

/**
 * Create an API key
 *
 * Addition to the published interface (the description's web portal creates keys). Creates a key for one application of the caller. The secret is in `data.api_key` in this response only; the server keeps a hash. A second key with the same name for the same user answers 409, and so does a new key for a user who already has 25 (revoke one first). A key gives full access to its user's data and never more than its user's role.
 *
 * `POST /api/v1/api_keys`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 409, 413, 500, 503); narrow with `isOperationError(error, 'createApiKey')`.
 */
export const createApiKey: Operation<CreateApiKeyInput, CreateApiKeyData> =
  /* @__PURE__ */ defineOperation<CreateApiKeyInput, CreateApiKeyData>({
    name: 'createApiKey',
    operationId: 'createApiKey',
    method: 'post',
    path: '/api/v1/api_keys',
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
    unwrap,
  });

/**
 * Revoke an API key
 *
 * Addition to the published interface (the description says each key can be revoked). Revokes one of the caller's own keys; it stops working at once. An id that is unknown or belongs to someone else answers 404 (the same answer, so ids of other users' keys are not revealed).
 *
 * `DELETE /api/v1/api_keys/{id}`
 *
 * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 500, 503); narrow with `isOperationError(error, 'revokeApiKey')`.
 */
export const revokeApiKey: Operation<RevokeApiKeyInput, RevokeApiKeyData> =
  /* @__PURE__ */ defineOperation<RevokeApiKeyInput, RevokeApiKeyData>({
    name: 'revokeApiKey',
    operationId: 'revokeApiKey',
    method: 'delete',
    path: '/api/v1/api_keys/{id}',
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
    unwrap,
  });

/** Every operation function, by method name. */
const OPERATIONS = {
  login,
  getContinueWatching,
  getPlaybackProgress,
  savePlaybackProgress,
  getSeasonDetails,
  listComments,
  postComment,
  listMediaFiles,
  logout,
  listUsers,
  createUser,
  deleteUser,
  resetUserPassword,
  listApiKeys,
  createApiKey,
  revokeApiKey,
};
const CONTRACT: ContractInfo = {
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

/** An ApiError of operation `K` with a documented status and code; check `status` to narrow `code`. */
export type OperationError<K extends OperationId> = OperationErrors[K] extends infer E
  ? E extends ErrorShape
    ? ApiError<E>
    : never
  : never;

/**
 * True when `error` is an ApiError thrown by `operation` whose status and code the document declares
 * (checked at run time, so the narrowed type is never a guess).
 */
export function isOperationError<K extends OperationId>(
  error: unknown,
  operation: K,
): error is OperationError<K> {
  return isDeclaredError(error, operation);
}

/** One method per operation of the document. Every method rejects with ApiError on a non-2xx answer. */
export interface ApiClient {
  /**
   * Log in
   *
   * Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in `data.token` and also set as the `token` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with `Retry-After` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.
   *
   * `POST /api/v1/auth/login`
   *
   * Headers X-Client-Id, X-Client-Platform, X-Device-Id default to the client's `clientHeaders` option.
   *
   * On success the result's `token` is kept and sent for `bearerAuth` on later calls.
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 413, 429, 500, 503); narrow with `isOperationError(error, 'login')`.
   */
  login(...args: InputArgs<LoginInput>): Promise<LoginData>;
  /**
   * Next watch action of a movie
   *
   * What the caller should play next for this movie: `resume` with the saved progress when there is some. `data` is null when the caller has no progress on the movie (nothing to continue).
   *
   * `GET /api/v1/movie/{id}/continue_watching`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'getContinueWatching')`.
   */
  getContinueWatching(
    ...args: InputArgs<GetContinueWatchingInput>
  ): Promise<GetContinueWatchingData>;
  /**
   * Playback progress of a movie
   *
   * The caller's saved progress on this movie. `data` is null when the caller has no progress on it (never watched, or completed and cleared). Published under `/v1` without `/api`.
   *
   * `GET /v1/movie/{id}/playback`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'getPlaybackProgress')`.
   */
  getPlaybackProgress(
    ...args: InputArgs<GetPlaybackProgressInput>
  ): Promise<GetPlaybackProgressData>;
  /**
   * Save playback progress of a movie
   *
   * Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; `client_platform` comes from the session (the login's X-Client-Platform; `api` when the call is made with an API key, which has no session) and `last_watched_at` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers `data` = `{ "watched": true }`; otherwise `data` is the saved record. A user keeps progress on at most 500 movies and 16 MiB (the record's text in UTF-8 and 48 bytes each): saving past either ends the progress saved longest ago, never the one just saved (it never refuses), and at most the 1,000 latest watches are kept.
   *
   * `POST /v1/movie/{id}/playback`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 413, 500, 503); narrow with `isOperationError(error, 'savePlaybackProgress')`.
   */
  savePlaybackProgress(
    ...args: InputArgs<SavePlaybackProgressInput>
  ): Promise<SavePlaybackProgressData>;
  /**
   * Details of a TV season
   *
   * Details of one season of a TV show, with its episodes and credits. The show is named by a string media id (`tmdb-1396`). Published under `/v1` without `/api`.
   *
   * `GET /v1/tv/{id}/season/{seasonNumber}`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 404, 500, 503); narrow with `isOperationError(error, 'getSeasonDetails')`.
   */
  getSeasonDetails(...args: InputArgs<GetSeasonDetailsInput>): Promise<GetSeasonDetailsData>;
  /**
   * List comments of a movie
   *
   * Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first by `created_at` (comments of the same instant, the one posted last first), one page at a time. Paged with `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than `limit` is the last one. No comments (or an offset past the end) is `[]`, never null. `limit` and `offset` are additions to the published operation, which lists only `type`; a client that sends neither gets the newest 50.
   *
   * `GET /api/v1/movie/{id}/comments`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listComments')`.
   */
  listComments(...args: InputArgs<ListCommentsInput>): Promise<ListCommentsData>;
  /**
   * Post a comment on a movie
   *
   * Creates a comment by the caller on this movie. Documented exception to the envelope: the 200 body is a bare JSON string, the new comment's `comment_id`, not `{status, data}`. Error responses keep the usual error body. A review needs a `score` (0 to 100). Each user may post at most 300 comments an hour (counted from their first in the hour); past that the answer is 429 with `Retry-After`.
   *
   * `POST /api/v1/movie/{id}/comments`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 413, 429, 500, 503); narrow with `isOperationError(error, 'postComment')`.
   */
  postComment(...args: InputArgs<PostCommentInput>): Promise<PostCommentData>;
  /**
   * List media file records
   *
   * One page of the media files the server knows, ordered by `file_id`. Paged with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`.
   *
   * `GET /api/v1/media_files`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listMediaFiles')`.
   */
  listMediaFiles(...args: InputArgs<ListMediaFilesInput>): Promise<ListMediaFilesData>;
  /**
   * Log out
   *
   * Addition to the published interface (a client cannot end a session without it). Ends the session whose token authenticated the call and clears the `token` cookie. Called with an API key, it ends no session and leaves the key valid (revoke keys with revokeApiKey).
   *
   * `POST /api/v1/auth/logout`
   *
   * Forgets the kept token once the server answers (success or 401).
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 500, 503); narrow with `isOperationError(error, 'logout')`.
   */
  logout(...args: InputArgs<LogoutInput>): Promise<LogoutData>;
  /**
   * List users
   *
   * Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. One page of the accounts, ordered by `id`, without password material. Paged as listMediaFiles is, with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`; an offset past the end answers `users: []` with the total. To read every account, page until `offset` plus the number of `users` reaches `total_records`.
   *
   * `GET /api/v1/users`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 500, 503); narrow with `isOperationError(error, 'listUsers')`.
   */
  listUsers(...args: InputArgs<ListUsersInput>): Promise<ListUsersData>;
  /**
   * Create a user
   *
   * Addition to the published interface (accounts must come from somewhere). Admin-only. Creates an account with the role `user`. A username already taken answers 409.
   *
   * `POST /api/v1/users`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 409, 413, 500, 503); narrow with `isOperationError(error, 'createUser')`.
   */
  createUser(...args: InputArgs<CreateUserInput>): Promise<CreateUserData>;
  /**
   * Delete a user
   *
   * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once. An admin cannot delete their own account (400 `invalid_request`; another admin can), so the service is not left without an admin by accident.
   *
   * `DELETE /api/v1/users/{id}`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 500, 503); narrow with `isOperationError(error, 'deleteUser')`.
   */
  deleteUser(...args: InputArgs<DeleteUserInput>): Promise<DeleteUserData>;
  /**
   * Reset another user's password
   *
   * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Sets a new password for the account and ends all its sessions; its API keys stay valid.
   *
   * `POST /api/v1/users/{id}/password`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 413, 500, 503); narrow with `isOperationError(error, 'resetUserPassword')`.
   */
  resetUserPassword(...args: InputArgs<ResetUserPasswordInput>): Promise<ResetUserPasswordData>;
  /**
   * List the caller's API keys
   *
   * Addition to the published interface (the description's web portal lists keys). The caller's own keys, ordered by `id`, as metadata only: secrets are never shown after creation.
   *
   * `GET /api/v1/api_keys`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 500, 503); narrow with `isOperationError(error, 'listApiKeys')`.
   */
  listApiKeys(...args: InputArgs<ListApiKeysInput>): Promise<ListApiKeysData>;
  /**
   * Create an API key
   *
   * Addition to the published interface (the description's web portal creates keys). Creates a key for one application of the caller. The secret is in `data.api_key` in this response only; the server keeps a hash. A second key with the same name for the same user answers 409, and so does a new key for a user who already has 25 (revoke one first). A key gives full access to its user's data and never more than its user's role.
   *
   * `POST /api/v1/api_keys`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 409, 413, 500, 503); narrow with `isOperationError(error, 'createApiKey')`.
   */
  createApiKey(...args: InputArgs<CreateApiKeyInput>): Promise<CreateApiKeyData>;
  /**
   * Revoke an API key
   *
   * Addition to the published interface (the description says each key can be revoked). Revokes one of the caller's own keys; it stops working at once. An id that is unknown or belongs to someone else answers 404 (the same answer, so ids of other users' keys are not revealed).
   *
   * `DELETE /api/v1/api_keys/{id}`
   *
   * Rejects with ApiError on a non-2xx answer (documented: 400, 401, 403, 404, 500, 503); narrow with `isOperationError(error, 'revokeApiKey')`.
   */
  revokeApiKey(...args: InputArgs<RevokeApiKeyInput>): Promise<RevokeApiKeyData>;
}

/**
 * The state one client keeps (options, credentials, the session token), without its methods: pass it to the
 * operation functions exported here, e.g. `await someOperation(core, input)`. An app that calls only those
 * functions bundles only the operations it imports; `createApiClient` takes the same options.
 */
export function createClientCore(options: ClientOptions): ClientCore {
  return createRuntime(options, CONTRACT);
}

/**
 * A client for every operation of the document (each method is also exported as a function of `createClientCore`;
 * an app that imports only those it calls keeps the others out of its bundle).
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
export function createApiClient(options: ClientOptions): ApiClient {
  return operationMethods<ApiClient>(createClientCore(options), OPERATIONS);
}
