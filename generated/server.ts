/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { paths } from './types.js';
import { registerRoutes } from './runtime/server-runtime.js';
import { documentSchemas } from './runtime/server/document.js';
import { bundledDocument } from './server-schemas.js';
import type {
  ApiDefinition,
  Authenticate,
  DataResult,
  DeclaredHeaders,
  EnvelopeData,
  ErrorResult,
  HandlerRequest,
  PrincipalBase,
  RouteDefinition,
  RuntimeOptions,
  WithDefaults,
} from './runtime/server-runtime.js';

type LoginOperation = paths['/api/v1/auth/login']['post'];
/** What the login handler receives (POST /api/v1/auth/login). */
export type LoginRequest = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  NonNullable<LoginOperation['parameters']['header']>,
  NonNullable<LoginOperation['requestBody']>['content']['application/json'],
  undefined
>;
/** Every response login may give: exactly the statuses and codes the document declares. */
export type LoginResponse =
  | (DataResult<
      200,
      EnvelopeData<LoginOperation['responses'][200]['content']['application/json']>
    > &
      DeclaredHeaders<LoginOperation['responses'][200]['headers']>)
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<413, 'payload_too_large'>
  | (ErrorResult<429, 'rate_limited'> &
      DeclaredHeaders<LoginOperation['responses'][429]['headers']>)
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<LoginOperation['responses'][503]['headers']>);

type GetContinueWatchingOperation = paths['/api/v1/movie/{id}/continue_watching']['get'];
/** What the getContinueWatching handler receives (GET /api/v1/movie/{id}/continue_watching). */
export type GetContinueWatchingRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<GetContinueWatchingOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response getContinueWatching may give: exactly the statuses and codes the document declares. */
export type GetContinueWatchingResponse =
  | DataResult<
      200,
      EnvelopeData<GetContinueWatchingOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<GetContinueWatchingOperation['responses'][503]['headers']>);

type GetPlaybackProgressOperation = paths['/v1/movie/{id}/playback']['get'];
/** What the getPlaybackProgress handler receives (GET /v1/movie/{id}/playback). */
export type GetPlaybackProgressRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<GetPlaybackProgressOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response getPlaybackProgress may give: exactly the statuses and codes the document declares. */
export type GetPlaybackProgressResponse =
  | DataResult<
      200,
      EnvelopeData<GetPlaybackProgressOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<GetPlaybackProgressOperation['responses'][503]['headers']>);

type SavePlaybackProgressOperation = paths['/v1/movie/{id}/playback']['post'];
/** What the savePlaybackProgress handler receives (POST /v1/movie/{id}/playback). */
export type SavePlaybackProgressRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<SavePlaybackProgressOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  NonNullable<SavePlaybackProgressOperation['requestBody']>['content']['application/json'],
  P
>;
/** Every response savePlaybackProgress may give: exactly the statuses and codes the document declares. */
export type SavePlaybackProgressResponse =
  | DataResult<
      200,
      EnvelopeData<SavePlaybackProgressOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<SavePlaybackProgressOperation['responses'][503]['headers']>);

type GetSeasonDetailsOperation = paths['/v1/tv/{id}/season/{seasonNumber}']['get'];
/** What the getSeasonDetails handler receives (GET /v1/tv/{id}/season/{seasonNumber}). */
export type GetSeasonDetailsRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<GetSeasonDetailsOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response getSeasonDetails may give: exactly the statuses and codes the document declares. */
export type GetSeasonDetailsResponse =
  | DataResult<
      200,
      EnvelopeData<GetSeasonDetailsOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<404, 'not_found'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<GetSeasonDetailsOperation['responses'][503]['headers']>);

type ListCommentsOperation = paths['/api/v1/movie/{id}/comments']['get'];
/** What the listComments handler receives (GET /api/v1/movie/{id}/comments). */
export type ListCommentsRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<ListCommentsOperation['parameters']['path']>,
  WithDefaults<NonNullable<ListCommentsOperation['parameters']['query']>, 'limit' | 'offset'>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response listComments may give: exactly the statuses and codes the document declares. */
export type ListCommentsResponse =
  | DataResult<
      200,
      EnvelopeData<ListCommentsOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<ListCommentsOperation['responses'][503]['headers']>);

type PostCommentOperation = paths['/api/v1/movie/{id}/comments']['post'];
/** What the postComment handler receives (POST /api/v1/movie/{id}/comments). */
export type PostCommentRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<PostCommentOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  NonNullable<PostCommentOperation['requestBody']>['content']['application/json'],
  P
>;
/** Every response postComment may give: exactly the statuses and codes the document declares. */
export type PostCommentResponse =
  | DataResult<200, PostCommentOperation['responses'][200]['content']['application/json']>
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<413, 'payload_too_large'>
  | (ErrorResult<429, 'rate_limited'> &
      DeclaredHeaders<PostCommentOperation['responses'][429]['headers']>)
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<PostCommentOperation['responses'][503]['headers']>);

type ListMediaFilesOperation = paths['/api/v1/media_files']['get'];
/** What the listMediaFiles handler receives (GET /api/v1/media_files). */
export type ListMediaFilesRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  WithDefaults<NonNullable<ListMediaFilesOperation['parameters']['query']>, 'limit' | 'offset'>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response listMediaFiles may give: exactly the statuses and codes the document declares. */
export type ListMediaFilesResponse =
  | DataResult<
      200,
      EnvelopeData<ListMediaFilesOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<ListMediaFilesOperation['responses'][503]['headers']>);

type LogoutOperation = paths['/api/v1/auth/logout']['post'];
/** What the logout handler receives (POST /api/v1/auth/logout). */
export type LogoutRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response logout may give: exactly the statuses and codes the document declares. */
export type LogoutResponse =
  | (DataResult<
      200,
      EnvelopeData<LogoutOperation['responses'][200]['content']['application/json']>
    > &
      DeclaredHeaders<LogoutOperation['responses'][200]['headers']>)
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<LogoutOperation['responses'][503]['headers']>);

type ListUsersOperation = paths['/api/v1/users']['get'];
/** What the listUsers handler receives (GET /api/v1/users). */
export type ListUsersRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  WithDefaults<NonNullable<ListUsersOperation['parameters']['query']>, 'limit' | 'offset'>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response listUsers may give: exactly the statuses and codes the document declares. */
export type ListUsersResponse =
  | DataResult<
      200,
      EnvelopeData<ListUsersOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<ListUsersOperation['responses'][503]['headers']>);

type CreateUserOperation = paths['/api/v1/users']['post'];
/** What the createUser handler receives (POST /api/v1/users). */
export type CreateUserRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  NonNullable<CreateUserOperation['requestBody']>['content']['application/json'],
  P
>;
/** Every response createUser may give: exactly the statuses and codes the document declares. */
export type CreateUserResponse =
  | DataResult<
      200,
      EnvelopeData<CreateUserOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<409, 'conflict'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<CreateUserOperation['responses'][503]['headers']>);

type DeleteUserOperation = paths['/api/v1/users/{id}']['delete'];
/** What the deleteUser handler receives (DELETE /api/v1/users/{id}). */
export type DeleteUserRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<DeleteUserOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response deleteUser may give: exactly the statuses and codes the document declares. */
export type DeleteUserResponse =
  | DataResult<
      200,
      EnvelopeData<DeleteUserOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<404, 'not_found'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<DeleteUserOperation['responses'][503]['headers']>);

type ResetUserPasswordOperation = paths['/api/v1/users/{id}/password']['post'];
/** What the resetUserPassword handler receives (POST /api/v1/users/{id}/password). */
export type ResetUserPasswordRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<ResetUserPasswordOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  NonNullable<ResetUserPasswordOperation['requestBody']>['content']['application/json'],
  P
>;
/** Every response resetUserPassword may give: exactly the statuses and codes the document declares. */
export type ResetUserPasswordResponse =
  | DataResult<
      200,
      EnvelopeData<ResetUserPasswordOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<404, 'not_found'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<ResetUserPasswordOperation['responses'][503]['headers']>);

type ListApiKeysOperation = paths['/api/v1/api_keys']['get'];
/** What the listApiKeys handler receives (GET /api/v1/api_keys). */
export type ListApiKeysRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response listApiKeys may give: exactly the statuses and codes the document declares. */
export type ListApiKeysResponse =
  | DataResult<
      200,
      EnvelopeData<ListApiKeysOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<ListApiKeysOperation['responses'][503]['headers']>);

type CreateApiKeyOperation = paths['/api/v1/api_keys']['post'];
/** What the createApiKey handler receives (POST /api/v1/api_keys). */
export type CreateApiKeyRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  NonNullable<CreateApiKeyOperation['requestBody']>['content']['application/json'],
  P
>;
/** Every response createApiKey may give: exactly the statuses and codes the document declares. */
export type CreateApiKeyResponse =
  | DataResult<
      200,
      EnvelopeData<CreateApiKeyOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<409, 'conflict'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<CreateApiKeyOperation['responses'][503]['headers']>);

type RevokeApiKeyOperation = paths['/api/v1/api_keys/{id}']['delete'];
/** What the revokeApiKey handler receives (DELETE /api/v1/api_keys/{id}). */
export type RevokeApiKeyRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<RevokeApiKeyOperation['parameters']['path']>,
  Record<string, never>,
  Record<string, never>,
  undefined,
  P
>;
/** Every response revokeApiKey may give: exactly the statuses and codes the document declares. */
export type RevokeApiKeyResponse =
  | DataResult<
      200,
      EnvelopeData<RevokeApiKeyOperation['responses'][200]['content']['application/json']>
    >
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<403, 'forbidden'>
  | ErrorResult<404, 'not_found'>
  | ErrorResult<500, 'internal'>
  | (ErrorResult<503, 'unavailable'> &
      DeclaredHeaders<RevokeApiKeyOperation['responses'][503]['headers']>);

/** One method per operation. Return data and codes only: the runtime applies the envelope and the error body. */
export interface Handlers<P extends PrincipalBase = PrincipalBase> {
  /**
   * Log in
   *
   * Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in `data.token` and also set as the `token` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with `Retry-After` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.
   *
   * POST /api/v1/auth/login
   */
  login(request: LoginRequest): LoginResponse | Promise<LoginResponse>;
  /**
   * Next watch action of a movie
   *
   * What the caller should play next for this movie: `resume` with the saved progress when there is some. `data` is null when the caller has no progress on the movie (nothing to continue).
   *
   * GET /api/v1/movie/{id}/continue_watching
   */
  getContinueWatching(
    request: GetContinueWatchingRequest<P>,
  ): GetContinueWatchingResponse | Promise<GetContinueWatchingResponse>;
  /**
   * Playback progress of a movie
   *
   * The caller's saved progress on this movie. `data` is null when the caller has no progress on it (never watched, or completed and cleared). Published under `/v1` without `/api`.
   *
   * GET /v1/movie/{id}/playback
   */
  getPlaybackProgress(
    request: GetPlaybackProgressRequest<P>,
  ): GetPlaybackProgressResponse | Promise<GetPlaybackProgressResponse>;
  /**
   * Save playback progress of a movie
   *
   * Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; `client_platform` comes from the session (the login's X-Client-Platform; `api` when the call is made with an API key, which has no session) and `last_watched_at` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers `data` = `{ "watched": true }`; otherwise `data` is the saved record. A user keeps progress on at most 500 movies and 16 MiB (the record's text in UTF-8 and 48 bytes each): saving past either ends the progress saved longest ago, never the one just saved (it never refuses), and at most the 1,000 latest watches are kept.
   *
   * POST /v1/movie/{id}/playback
   */
  savePlaybackProgress(
    request: SavePlaybackProgressRequest<P>,
  ): SavePlaybackProgressResponse | Promise<SavePlaybackProgressResponse>;
  /**
   * Details of a TV season
   *
   * Details of one season of a TV show, with its episodes and credits. The show is named by a string media id (`tmdb-1396`). Published under `/v1` without `/api`.
   *
   * GET /v1/tv/{id}/season/{seasonNumber}
   */
  getSeasonDetails(
    request: GetSeasonDetailsRequest<P>,
  ): GetSeasonDetailsResponse | Promise<GetSeasonDetailsResponse>;
  /**
   * List comments of a movie
   *
   * Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first by `created_at` (comments of the same instant, the one posted last first), one page at a time. Paged with `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than `limit` is the last one. No comments (or an offset past the end) is `[]`, never null. `limit` and `offset` are additions to the published operation, which lists only `type`; a client that sends neither gets the newest 50.
   *
   * GET /api/v1/movie/{id}/comments
   */
  listComments(
    request: ListCommentsRequest<P>,
  ): ListCommentsResponse | Promise<ListCommentsResponse>;
  /**
   * Post a comment on a movie
   *
   * Creates a comment by the caller on this movie. Documented exception to the envelope: the 200 body is a bare JSON string, the new comment's `comment_id`, not `{status, data}`. Error responses keep the usual error body. A review needs a `score` (0 to 100). Each user may post at most 300 comments an hour (counted from their first in the hour); past that the answer is 429 with `Retry-After`.
   *
   * POST /api/v1/movie/{id}/comments
   */
  postComment(request: PostCommentRequest<P>): PostCommentResponse | Promise<PostCommentResponse>;
  /**
   * List media file records
   *
   * One page of the media files the server knows, ordered by `file_id`. Paged with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`.
   *
   * GET /api/v1/media_files
   */
  listMediaFiles(
    request: ListMediaFilesRequest<P>,
  ): ListMediaFilesResponse | Promise<ListMediaFilesResponse>;
  /**
   * Log out
   *
   * Addition to the published interface (a client cannot end a session without it). Ends the session whose token authenticated the call and clears the `token` cookie. Called with an API key, it ends no session and leaves the key valid (revoke keys with revokeApiKey).
   *
   * POST /api/v1/auth/logout
   */
  logout(request: LogoutRequest<P>): LogoutResponse | Promise<LogoutResponse>;
  /**
   * List users
   *
   * Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. One page of the accounts, ordered by `id`, without password material. Paged as listMediaFiles is, with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`; an offset past the end answers `users: []` with the total. To read every account, page until `offset` plus the number of `users` reaches `total_records`.
   *
   * GET /api/v1/users
   * Roles: admin.
   */
  listUsers(request: ListUsersRequest<P>): ListUsersResponse | Promise<ListUsersResponse>;
  /**
   * Create a user
   *
   * Addition to the published interface (accounts must come from somewhere). Admin-only. Creates an account with the role `user`. A username already taken answers 409.
   *
   * POST /api/v1/users
   * Roles: admin.
   */
  createUser(request: CreateUserRequest<P>): CreateUserResponse | Promise<CreateUserResponse>;
  /**
   * Delete a user
   *
   * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once. An admin cannot delete their own account (400 `invalid_request`; another admin can), so the service is not left without an admin by accident.
   *
   * DELETE /api/v1/users/{id}
   * Roles: admin.
   */
  deleteUser(request: DeleteUserRequest<P>): DeleteUserResponse | Promise<DeleteUserResponse>;
  /**
   * Reset another user's password
   *
   * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Sets a new password for the account and ends all its sessions; its API keys stay valid.
   *
   * POST /api/v1/users/{id}/password
   * Roles: admin.
   */
  resetUserPassword(
    request: ResetUserPasswordRequest<P>,
  ): ResetUserPasswordResponse | Promise<ResetUserPasswordResponse>;
  /**
   * List the caller's API keys
   *
   * Addition to the published interface (the description's web portal lists keys). The caller's own keys, ordered by `id`, as metadata only: secrets are never shown after creation.
   *
   * GET /api/v1/api_keys
   */
  listApiKeys(request: ListApiKeysRequest<P>): ListApiKeysResponse | Promise<ListApiKeysResponse>;
  /**
   * Create an API key
   *
   * Addition to the published interface (the description's web portal creates keys). Creates a key for one application of the caller. The secret is in `data.api_key` in this response only; the server keeps a hash. A second key with the same name for the same user answers 409, and so does a new key for a user who already has 25 (revoke one first). A key gives full access to its user's data and never more than its user's role.
   *
   * POST /api/v1/api_keys
   */
  createApiKey(
    request: CreateApiKeyRequest<P>,
  ): CreateApiKeyResponse | Promise<CreateApiKeyResponse>;
  /**
   * Revoke an API key
   *
   * Addition to the published interface (the description says each key can be revoked). Revokes one of the caller's own keys; it stops working at once. An id that is unknown or belongs to someone else answers 404 (the same answer, so ids of other users' keys are not revealed).
   *
   * DELETE /api/v1/api_keys/{id}
   */
  revokeApiKey(
    request: RevokeApiKeyRequest<P>,
  ): RevokeApiKeyResponse | Promise<RevokeApiKeyResponse>;
}

/** The schemas of the bundled document (server-schemas.ts, generated with this file), by JSON pointer. */
const schemaAt = documentSchemas(bundledDocument);

/** The route table: one entry per operation, in document order. */
// prettier-ignore
export const routes: readonly RouteDefinition[] = [
  {
    operationId: "login",
    handler: "login",
    method: "POST",
    path: "/api/v1/auth/login",
    parameters: [
      {
        name: "X-Client-Id",
        in: "header",
        required: true,
        schema: schemaAt("/components/parameters/XClientId/schema"),
      },
      {
        name: "X-Client-Platform",
        in: "header",
        required: true,
        schema: schemaAt("/components/parameters/XClientPlatform/schema"),
      },
      {
        name: "X-Device-Id",
        in: "header",
        required: true,
        schema: schemaAt("/components/parameters/XDeviceId/schema"),
      },
    ],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1api~1v1~1auth~1login/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1auth~1login/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 429,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/TooManyRequests/content/application~1json/schema"),
        errorCodes: [
          "rate_limited",
        ],
        errorBody: 0,
        requiredHeaders: [
          "Retry-After",
        ],
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [],
    roles: [],
  },
  {
    operationId: "getContinueWatching",
    handler: "getContinueWatching",
    method: "GET",
    path: "/api/v1/movie/{id}/continue_watching",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/MovieIdInteger/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1movie~1{id}~1continue_watching/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "getPlaybackProgress",
    handler: "getPlaybackProgress",
    method: "GET",
    path: "/v1/movie/{id}/playback",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/MovieIdInteger/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1v1~1movie~1{id}~1playback/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "savePlaybackProgress",
    handler: "savePlaybackProgress",
    method: "POST",
    path: "/v1/movie/{id}/playback",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/MovieIdInteger/schema"),
      },
    ],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1v1~1movie~1{id}~1playback/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1v1~1movie~1{id}~1playback/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "getSeasonDetails",
    handler: "getSeasonDetails",
    method: "GET",
    path: "/v1/tv/{id}/season/{seasonNumber}",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/ShowId/schema"),
      },
      {
        name: "seasonNumber",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/SeasonNumber/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1v1~1tv~1{id}~1season~1{seasonNumber}/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 404,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/NotFound/content/application~1json/schema"),
        errorCodes: [
          "not_found",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "listComments",
    handler: "listComments",
    method: "GET",
    path: "/api/v1/movie/{id}/comments",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/MediaIdString/schema"),
      },
      {
        name: "type",
        in: "query",
        required: true,
        schema: schemaAt("/components/parameters/CommentTypeQuery/schema"),
      },
      {
        name: "limit",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/CommentLimit/schema"),
      },
      {
        name: "offset",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/Offset/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1movie~1{id}~1comments/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "postComment",
    handler: "postComment",
    method: "POST",
    path: "/api/v1/movie/{id}/comments",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/MediaIdString/schema"),
      },
    ],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1api~1v1~1movie~1{id}~1comments/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "plain",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1movie~1{id}~1comments/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 429,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/TooManyRequests/content/application~1json/schema"),
        errorCodes: [
          "rate_limited",
        ],
        errorBody: 0,
        requiredHeaders: [
          "Retry-After",
        ],
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "listMediaFiles",
    handler: "listMediaFiles",
    method: "GET",
    path: "/api/v1/media_files",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/Limit/schema"),
      },
      {
        name: "offset",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/Offset/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1media_files/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "logout",
    handler: "logout",
    method: "POST",
    path: "/api/v1/auth/logout",
    parameters: [],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1auth~1logout/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "listUsers",
    handler: "listUsers",
    method: "GET",
    path: "/api/v1/users",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/Limit/schema"),
      },
      {
        name: "offset",
        in: "query",
        required: false,
        schema: schemaAt("/components/parameters/Offset/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1users/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [
      "admin",
    ],
  },
  {
    operationId: "createUser",
    handler: "createUser",
    method: "POST",
    path: "/api/v1/users",
    parameters: [],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1api~1v1~1users/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1users/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 409,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Conflict/content/application~1json/schema"),
        errorCodes: [
          "conflict",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [
      "admin",
    ],
  },
  {
    operationId: "deleteUser",
    handler: "deleteUser",
    method: "DELETE",
    path: "/api/v1/users/{id}",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/UserId/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1users~1{id}/delete/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 404,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/NotFound/content/application~1json/schema"),
        errorCodes: [
          "not_found",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [
      "admin",
    ],
  },
  {
    operationId: "resetUserPassword",
    handler: "resetUserPassword",
    method: "POST",
    path: "/api/v1/users/{id}/password",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/UserId/schema"),
      },
    ],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1api~1v1~1users~1{id}~1password/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1users~1{id}~1password/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 404,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/NotFound/content/application~1json/schema"),
        errorCodes: [
          "not_found",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [
      "admin",
    ],
  },
  {
    operationId: "listApiKeys",
    handler: "listApiKeys",
    method: "GET",
    path: "/api/v1/api_keys",
    parameters: [],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1api_keys/get/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "createApiKey",
    handler: "createApiKey",
    method: "POST",
    path: "/api/v1/api_keys",
    parameters: [],
    body: {
      required: true,
      contentType: "application/json",
      schema: schemaAt("/paths/~1api~1v1~1api_keys/post/requestBody/content/application~1json/schema"),
    },
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1api_keys/post/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 409,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Conflict/content/application~1json/schema"),
        errorCodes: [
          "conflict",
        ],
        errorBody: 0,
      },
      {
        status: 413,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/PayloadTooLarge/content/application~1json/schema"),
        errorCodes: [
          "payload_too_large",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
  {
    operationId: "revokeApiKey",
    handler: "revokeApiKey",
    method: "DELETE",
    path: "/api/v1/api_keys/{id}",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: schemaAt("/components/parameters/ApiKeyId/schema"),
      },
    ],
    responses: [
      {
        status: 200,
        shape: "success-envelope",
        contentType: "application/json",
        schema: schemaAt("/paths/~1api~1v1~1api_keys~1{id}/delete/responses/200/content/application~1json/schema"),
        errorCodes: [],
      },
      {
        status: 400,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/BadRequest/content/application~1json/schema"),
        errorCodes: [
          "invalid_request",
        ],
        errorBody: 0,
      },
      {
        status: 401,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Unauthenticated/content/application~1json/schema"),
        errorCodes: [
          "unauthenticated",
        ],
        errorBody: 0,
      },
      {
        status: 403,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/Forbidden/content/application~1json/schema"),
        errorCodes: [
          "forbidden",
        ],
        errorBody: 0,
      },
      {
        status: 404,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/NotFound/content/application~1json/schema"),
        errorCodes: [
          "not_found",
        ],
        errorBody: 0,
      },
      {
        status: 500,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/InternalError/content/application~1json/schema"),
        errorCodes: [
          "internal",
        ],
        errorBody: 0,
      },
      {
        status: 503,
        shape: "error-body",
        contentType: "application/json",
        schema: schemaAt("/components/responses/ServiceUnavailable/content/application~1json/schema"),
        errorCodes: [
          "unavailable",
        ],
        errorBody: 0,
      },
    ],
    security: [
      {
        bearerAuth: [],
      },
      {
        cookieAuth: [],
      },
      {
        apiKeyAuth: [],
      },
    ],
    roles: [],
  },
];
/** Everything the server runtime needs: routes, security schemes, the schemas `$ref`s point at and the usual error body. */
// prettier-ignore
export const api: ApiDefinition = {
  routes,
  securitySchemes: [
    {
      key: "apiKeyAuth",
      kind: "apiKey",
      in: "header",
      name: "X-Api-Key",
    },
    {
      key: "bearerAuth",
      kind: "bearer",
    },
    {
      key: "cookieAuth",
      kind: "apiKey",
      in: "cookie",
      name: "token",
    },
  ],
  components: {
    schemas: schemaAt("/components/schemas"),
  },
  errorBodies: [
    [
      {
        name: "status",
        value: "error",
      },
      {
        name: "error",
        from: "message",
      },
      {
        name: "code",
        from: "code",
      },
    ],
  ],
  errorFormat: {
    contentType: "application/json",
    body: 0,
  },
};

export interface ServerOptions<P extends PrincipalBase = PrincipalBase> extends Omit<
  RuntimeOptions<P>,
  'handlers' | 'authenticate'
> {
  readonly handlers: Handlers<P>;
  /** Receives the credentials of the first security requirement (in the document's order) whose schemes are all present, each with the scopes the operation asks for, and returns the principal, or nothing for a 401. */
  readonly authenticate: Authenticate<P>;
}

/** For implementing step by step: operations without a handler answer 501 not_implemented. */
export type PartialServerOptions<P extends PrincipalBase = PrincipalBase> = Omit<
  ServerOptions<P>,
  'handlers'
> & { readonly handlers: Partial<Handlers<P>>; readonly partial: true };

/** The options to create `app` with, `Fastify(serverOptions())` (yours passed to it override them): without them a malformed URL or request line, or a path value over 100 characters, is answered in Fastify's own body instead of the document's error shape, and a request that never finishes arriving holds its connection open. */
export { serverOptions } from './runtime/server-runtime.js';

/** Mounts every operation on `app`, made with `Fastify(serverOptions())` (routes, validation, authentication, error handling). */
export function registerHandlers<P extends PrincipalBase>(
  app: FastifyInstance,
  options: ServerOptions<P> | PartialServerOptions<P>,
): void {
  // The typed interface has no index signature; the runtime looks handlers up by name.
  registerRoutes(app, api, {
    ...options,
    handlers: options.handlers as unknown as RuntimeOptions<P>['handlers'],
  });
}

/** The same as a Fastify plugin: `app.register(handlersPlugin, options)`. */
export const handlersPlugin: FastifyPluginAsync<ServerOptions | PartialServerOptions> = async (
  app,
  options,
) => {
  registerHandlers(app, options);
};
