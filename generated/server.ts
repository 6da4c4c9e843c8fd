/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { paths } from './types.js';
import { registerRoutes } from './runtime/server-runtime.js';
import type {
  ApiDefinition,
  Authenticate,
  DataResult,
  EmptyResult,
  EnvelopeData,
  ErrorResult,
  HandlerRequest,
  PrincipalBase,
  RouteDefinition,
  RuntimeOptions,
} from './runtime/server-runtime.js';

type LoginOperation = paths['/api/v1/auth/login']['post'];
/** What the login handler receives (POST /api/v1/auth/login). */
export type LoginRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
  NonNullable<LoginOperation['parameters']['header']>,
  NonNullable<LoginOperation['requestBody']>['content']['application/json'],
  undefined
>;
/** Every response login may give: exactly the statuses and codes the document declares. */
export type LoginResponse =
  | DataResult<200, EnvelopeData<LoginOperation['responses'][200]['content']['application/json']>>
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<429, 'rate_limited'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

type ListCommentsOperation = paths['/api/v1/movie/{id}/comments']['get'];
/** What the listComments handler receives (GET /api/v1/movie/{id}/comments). */
export type ListCommentsRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  NonNullable<ListCommentsOperation['parameters']['path']>,
  NonNullable<ListCommentsOperation['parameters']['query']>,
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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<429, 'rate_limited'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

type ListMediaFilesOperation = paths['/api/v1/media_files']['get'];
/** What the listMediaFiles handler receives (GET /api/v1/media_files). */
export type ListMediaFilesRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  NonNullable<ListMediaFilesOperation['parameters']['query']>,
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
  | ErrorResult<503, 'unavailable'>;

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
  | DataResult<200, EnvelopeData<LogoutOperation['responses'][200]['content']['application/json']>>
  | ErrorResult<400, 'invalid_request'>
  | ErrorResult<401, 'unauthenticated'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

type ListUsersOperation = paths['/api/v1/users']['get'];
/** What the listUsers handler receives (GET /api/v1/users). */
export type ListUsersRequest<P extends PrincipalBase = PrincipalBase> = HandlerRequest<
  Record<string, never>,
  Record<string, never>,
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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<409, 'conflict'>
  | ErrorResult<413, 'payload_too_large'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

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
  | ErrorResult<404, 'not_found'>
  | ErrorResult<500, 'internal'>
  | ErrorResult<503, 'unavailable'>;

/** One method per operation. Return data and codes only: the runtime applies the envelope and the error body. */
export interface Handlers<P extends PrincipalBase = PrincipalBase> {
  /**
   * Log in
   *
   * Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in `data.token` and also set as the `token` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with `Retry-After` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.
   *
   * POST /api/v1/auth/login
   */
  login(request: LoginRequest<P>): LoginResponse | Promise<LoginResponse>;
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
   * Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; `client_platform` comes from the session and `last_watched_at` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers `data` = `{ "watched": true }`; otherwise `data` is the saved record.
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
   * Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first, one page at a time. Paged with `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than `limit` is the last one. No comments (or an offset past the end) is `[]`, never null.
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
   * Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. Every account, ordered by `id`, without password material.
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
   * Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once.
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

/** The route table: one entry per operation, in document order. */
export const routes: readonly RouteDefinition[] = [
  {
    operationId: 'login',
    handler: 'login',
    method: 'POST',
    path: '/api/v1/auth/login',
    parameters: [
      {
        name: 'X-Client-Id',
        in: 'header',
        required: true,
        schema: {
          type: 'string',
          minLength: 1,
          maxLength: 128,
        },
      },
      {
        name: 'X-Client-Platform',
        in: 'header',
        required: true,
        schema: {
          '$ref': '#/components/schemas/ClientPlatform',
        },
      },
      {
        name: 'X-Device-Id',
        in: 'header',
        required: true,
        schema: {
          type: 'string',
          format: 'uuid',
          pattern:
            '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$',
        },
      },
    ],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/LoginRequest',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  '$ref': '#/components/schemas/LoginSession',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 429,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['rate_limited'],
                },
              },
            },
          ],
        },
        errorCodes: ['rate_limited'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
        errorBody: 0,
      },
    ],
    security: [],
    roles: [],
  },
  {
    operationId: 'getContinueWatching',
    handler: 'getContinueWatching',
    method: 'GET',
    path: '/api/v1/movie/{id}/continue_watching',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  oneOf: [
                    {
                      '$ref': '#/components/schemas/ContinueWatching',
                    },
                    {
                      type: 'null',
                    },
                  ],
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'getPlaybackProgress',
    handler: 'getPlaybackProgress',
    method: 'GET',
    path: '/v1/movie/{id}/playback',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  oneOf: [
                    {
                      '$ref': '#/components/schemas/WatchProgress',
                    },
                    {
                      type: 'null',
                    },
                  ],
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'savePlaybackProgress',
    handler: 'savePlaybackProgress',
    method: 'POST',
    path: '/v1/movie/{id}/playback',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/PlaybackProgressWrite',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  oneOf: [
                    {
                      '$ref': '#/components/schemas/WatchProgress',
                    },
                    {
                      '$ref': '#/components/schemas/PlaybackWatched',
                    },
                  ],
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'getSeasonDetails',
    handler: 'getSeasonDetails',
    method: 'GET',
    path: '/v1/tv/{id}/season/{seasonNumber}',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          '$ref': '#/components/schemas/MediaId',
        },
      },
      {
        name: 'seasonNumber',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 0,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  '$ref': '#/components/schemas/SeasonDetails',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 404,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['not_found'],
                },
              },
            },
          ],
        },
        errorCodes: ['not_found'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'listComments',
    handler: 'listComments',
    method: 'GET',
    path: '/api/v1/movie/{id}/comments',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          '$ref': '#/components/schemas/MediaId',
        },
      },
      {
        name: 'type',
        in: 'query',
        required: true,
        schema: {
          '$ref': '#/components/schemas/CommentType',
        },
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          default: 50,
        },
      },
      {
        name: 'offset',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          minimum: 0,
          default: 0,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'array',
                  items: {
                    '$ref': '#/components/schemas/Comment',
                  },
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'postComment',
    handler: 'postComment',
    method: 'POST',
    path: '/api/v1/movie/{id}/comments',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          '$ref': '#/components/schemas/MediaId',
        },
      },
    ],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/CommentCreate',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'plain',
        contentType: 'application/json',
        schema: {
          '$ref': '#/components/schemas/CommentId',
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 429,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['rate_limited'],
                },
              },
            },
          ],
        },
        errorCodes: ['rate_limited'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'listMediaFiles',
    handler: 'listMediaFiles',
    method: 'GET',
    path: '/api/v1/media_files',
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          minimum: 1,
          maximum: 500,
          default: 100,
        },
      },
      {
        name: 'offset',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          minimum: 0,
          default: 0,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  '$ref': '#/components/schemas/MediaFileList',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'logout',
    handler: 'logout',
    method: 'POST',
    path: '/api/v1/auth/logout',
    parameters: [],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'null',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'listUsers',
    handler: 'listUsers',
    method: 'GET',
    path: '/api/v1/users',
    parameters: [],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'array',
                  items: {
                    '$ref': '#/components/schemas/User',
                  },
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 403,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['forbidden'],
                },
              },
            },
          ],
        },
        errorCodes: ['forbidden'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    roles: ['admin'],
  },
  {
    operationId: 'createUser',
    handler: 'createUser',
    method: 'POST',
    path: '/api/v1/users',
    parameters: [],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/UserCreate',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  '$ref': '#/components/schemas/User',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 403,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['forbidden'],
                },
              },
            },
          ],
        },
        errorCodes: ['forbidden'],
        errorBody: 0,
      },
      {
        status: 409,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['conflict'],
                },
              },
            },
          ],
        },
        errorCodes: ['conflict'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    roles: ['admin'],
  },
  {
    operationId: 'deleteUser',
    handler: 'deleteUser',
    method: 'DELETE',
    path: '/api/v1/users/{id}',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'null',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 403,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['forbidden'],
                },
              },
            },
          ],
        },
        errorCodes: ['forbidden'],
        errorBody: 0,
      },
      {
        status: 404,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['not_found'],
                },
              },
            },
          ],
        },
        errorCodes: ['not_found'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    roles: ['admin'],
  },
  {
    operationId: 'resetUserPassword',
    handler: 'resetUserPassword',
    method: 'POST',
    path: '/api/v1/users/{id}/password',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/PasswordReset',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'null',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 403,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['forbidden'],
                },
              },
            },
          ],
        },
        errorCodes: ['forbidden'],
        errorBody: 0,
      },
      {
        status: 404,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['not_found'],
                },
              },
            },
          ],
        },
        errorCodes: ['not_found'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    roles: ['admin'],
  },
  {
    operationId: 'listApiKeys',
    handler: 'listApiKeys',
    method: 'GET',
    path: '/api/v1/api_keys',
    parameters: [],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'array',
                  items: {
                    '$ref': '#/components/schemas/ApiKey',
                  },
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'createApiKey',
    handler: 'createApiKey',
    method: 'POST',
    path: '/api/v1/api_keys',
    parameters: [],
    body: {
      required: true,
      contentType: 'application/json',
      schema: {
        '$ref': '#/components/schemas/ApiKeyCreate',
      },
    },
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  '$ref': '#/components/schemas/ApiKeyCreated',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 409,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['conflict'],
                },
              },
            },
          ],
        },
        errorCodes: ['conflict'],
        errorBody: 0,
      },
      {
        status: 413,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['payload_too_large'],
                },
              },
            },
          ],
        },
        errorCodes: ['payload_too_large'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
    operationId: 'revokeApiKey',
    handler: 'revokeApiKey',
    method: 'DELETE',
    path: '/api/v1/api_keys/{id}',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: {
          type: 'integer',
          minimum: 1,
        },
      },
    ],
    responses: [
      {
        status: 200,
        shape: 'success-envelope',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/SuccessEnvelope',
            },
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'null',
                },
              },
            },
          ],
        },
        errorCodes: [],
      },
      {
        status: 400,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['invalid_request'],
                },
              },
            },
          ],
        },
        errorCodes: ['invalid_request'],
        errorBody: 0,
      },
      {
        status: 401,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unauthenticated'],
                },
              },
            },
          ],
        },
        errorCodes: ['unauthenticated'],
        errorBody: 0,
      },
      {
        status: 404,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['not_found'],
                },
              },
            },
          ],
        },
        errorCodes: ['not_found'],
        errorBody: 0,
      },
      {
        status: 500,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['internal'],
                },
              },
            },
          ],
        },
        errorCodes: ['internal'],
        errorBody: 0,
      },
      {
        status: 503,
        shape: 'error-body',
        contentType: 'application/json',
        schema: {
          allOf: [
            {
              '$ref': '#/components/schemas/ErrorBody',
            },
            {
              type: 'object',
              properties: {
                code: {
                  enum: ['unavailable'],
                },
              },
            },
          ],
        },
        errorCodes: ['unavailable'],
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
export const api: ApiDefinition = {
  routes,
  securitySchemes: [
    {
      key: 'apiKeyAuth',
      kind: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    },
    {
      key: 'bearerAuth',
      kind: 'bearer',
    },
    {
      key: 'cookieAuth',
      kind: 'apiKey',
      in: 'cookie',
      name: 'token',
    },
  ],
  components: {
    schemas: {
      ApiKey: {
        title: 'ApiKey',
        description: 'Metadata of an API key. The secret is never shown again after creation.',
        type: 'object',
        required: ['id', 'name', 'created_at', 'last_used_at', 'expires_at'],
        properties: {
          id: {
            description: 'Identifier of the key.',
            type: 'integer',
            minimum: 1,
          },
          name: {
            description: 'Name of the application the key is for.',
            type: 'string',
          },
          created_at: {
            description: 'When the key was created (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
          last_used_at: {
            description:
              'When the key last authenticated a call (RFC 3339), to within a minute; null if never.',
            type: ['string', 'null'],
            format: 'date-time',
          },
          expires_at: {
            description: 'When the key stops working (RFC 3339); null if it does not expire.',
            type: ['string', 'null'],
            format: 'date-time',
          },
        },
      },
      ApiKeyCreate: {
        title: 'ApiKeyCreate',
        description: 'A new API key for one application.',
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: {
          name: {
            description: "Name of the application; unique among the caller's keys.",
            type: 'string',
            minLength: 1,
            maxLength: 100,
          },
        },
      },
      ApiKeyCreated: {
        title: 'ApiKeyCreated',
        description:
          'A key just created: its metadata plus the secret, shown this once. Send it as `X-Api-Key: <api_key>`.',
        allOf: [
          {
            '$ref': '#/components/schemas/ApiKey',
          },
          {
            type: 'object',
            required: ['api_key'],
            properties: {
              api_key: {
                description: 'The secret. The server stores only a hash; it cannot be shown again.',
                type: 'string',
                minLength: 32,
              },
            },
          },
        ],
      },
      ClientPlatform: {
        title: 'ClientPlatform',
        description:
          'Platform of a client app. Known values: `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv`, `web`. The set is open: any other non-empty value is accepted as a custom platform.',
        type: 'string',
        minLength: 1,
        maxLength: 64,
        examples: ['web', 'ios-mobile', 'ios-tv', 'android-mobile', 'android-tv'],
      },
      Comment: {
        title: 'Comment',
        description: 'A comment on a movie as stored.',
        type: 'object',
        required: [
          'comment_id',
          'comment_type',
          'owner_username',
          'owner_display_name',
          'is_public',
          'created_at',
          'updated_at',
        ],
        properties: {
          comment_id: {
            '$ref': '#/components/schemas/CommentId',
          },
          comment_type: {
            '$ref': '#/components/schemas/CommentType',
          },
          owner_username: {
            description: 'Account name of the author.',
            type: 'string',
          },
          owner_display_name: {
            description: 'Display name of the author.',
            type: 'string',
          },
          title: {
            description: 'Short heading.',
            type: 'string',
          },
          comment: {
            description: 'Text of the comment.',
            type: 'string',
          },
          score: {
            description: 'Rating from 0 to 100 (reviews only).',
            type: 'integer',
            minimum: 0,
            maximum: 100,
          },
          is_public: {
            description: 'Whether everyone can read the comment; true for notes only.',
            type: 'boolean',
          },
          season_number: {
            description: 'Season the comment is about, when given.',
            type: 'integer',
            minimum: 0,
          },
          episode_number: {
            description: 'Episode the comment is about, when given.',
            type: 'integer',
            minimum: 0,
          },
          created_at: {
            description: 'When the comment was created (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
          updated_at: {
            description: 'When the comment was last changed (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
        },
      },
      CommentCreate: {
        title: 'CommentCreate',
        description:
          'A new comment on a movie. `score` is required when `comment_type` is `review`. `season_number` and `episode_number` narrow the comment to one episode of a show.',
        type: 'object',
        additionalProperties: false,
        required: ['comment_type'],
        properties: {
          comment_type: {
            '$ref': '#/components/schemas/CommentType',
          },
          title: {
            description: 'Short heading.',
            type: 'string',
            maxLength: 200,
          },
          comment: {
            description: 'Text of the comment.',
            type: 'string',
            maxLength: 10000,
          },
          score: {
            description: 'Rating from 0 to 100; required for reviews.',
            type: 'integer',
            minimum: 0,
            maximum: 100,
          },
          season_number: {
            description: 'Season the comment is about.',
            type: 'integer',
            minimum: 0,
          },
          episode_number: {
            description: 'Episode the comment is about (with `season_number`).',
            type: 'integer',
            minimum: 0,
          },
        },
        if: {
          properties: {
            comment_type: {
              const: 'review',
            },
          },
          required: ['comment_type'],
        },
        then: {
          additionalProperties: true,
          required: ['score'],
          properties: {
            score: {
              description: 'A review must carry a score.',
            },
          },
        },
      },
      CommentId: {
        title: 'CommentId',
        description:
          'Opaque identifier of a comment, a non-empty string. postComment answers with this value as a bare JSON string.',
        type: 'string',
        minLength: 1,
        maxLength: 64,
        examples: ['4211'],
      },
      CommentType: {
        title: 'CommentType',
        description:
          'Kind of comment. `review` carries a score from 0 to 100; `note` is public (everyone can read it); `review` and `comment` are visible to their owner only.',
        type: 'string',
        enum: ['review', 'note', 'comment'],
      },
      ContinueWatching: {
        title: 'ContinueWatching',
        description:
          'The next watch action for a media item. With `watch_action_type` `resume`, `watch_progress` says where to resume; with `next_episode`, `next_episode` says which episode to start.',
        type: 'object',
        required: ['media_source', 'media_type', 'source_id', 'watch_action_type'],
        properties: {
          media_source: {
            description: 'Catalogue the item comes from, for example `tmdb`.',
            type: 'string',
            minLength: 1,
          },
          media_type: {
            '$ref': '#/components/schemas/MediaType',
          },
          source_id: {
            description: "The item's id within `media_source`.",
            type: 'string',
            minLength: 1,
          },
          watch_action_type: {
            '$ref': '#/components/schemas/WatchActionType',
          },
          next_episode: {
            '$ref': '#/components/schemas/NextEpisode',
          },
          watch_progress: {
            '$ref': '#/components/schemas/WatchProgress',
          },
        },
      },
      Credit: {
        title: 'Credit',
        description:
          'A person credited on a show, season or episode (cast, creators, guest stars).',
        type: 'object',
        required: ['source_id', 'name'],
        properties: {
          source_id: {
            description: "The person's id within the catalogue (for example a TMDB person id).",
            type: 'string',
            minLength: 1,
          },
          name: {
            description: 'Name of the person.',
            type: 'string',
          },
          original_name: {
            description: 'Name in the original language.',
            type: 'string',
          },
          character: {
            description: 'Character played (cast and guest stars only).',
            type: 'string',
          },
          thumbnail_uri: {
            description: 'Portrait image.',
            type: 'string',
          },
          job: {
            description: 'Job on the production (for example `Actor`, `Creator`, `Director`).',
            type: 'string',
          },
          credit_id: {
            description: 'Catalogue id of this credit (person + role).',
            type: 'string',
          },
        },
      },
      Episode: {
        title: 'Episode',
        description: 'One episode of a TV season.',
        type: 'object',
        required: ['source_id', 'season_number', 'episode_number'],
        properties: {
          source_id: {
            description: "The episode's id within the catalogue.",
            type: 'string',
            minLength: 1,
          },
          season_number: {
            description: 'Season number of the episode.',
            type: 'integer',
            minimum: 0,
          },
          episode_number: {
            description: 'Episode number within the season.',
            type: 'integer',
            minimum: 0,
          },
          media_title: {
            description: 'Title of the episode.',
            type: 'string',
          },
          overview: {
            description: 'Synopsis of the episode.',
            type: 'string',
          },
          duration: {
            description: 'Runtime in minutes (as the catalogue publishes it).',
            type: 'number',
            minimum: 0,
          },
          release_date: {
            description: 'Air date (`YYYY-MM-DD`).',
            type: 'string',
          },
          thumbnail_uri: {
            description: 'Still image of the episode.',
            type: 'string',
          },
          guest_stars: {
            description: 'Guest stars of this episode.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Credit',
            },
          },
        },
      },
      ErrorBody: {
        title: 'ErrorBody',
        description:
          'The body of every error response. `error` is a message for people (clients may display it); `code` is a stable snake_case word for programs to branch on. Each reusable error response narrows `code` to the values it can carry.',
        type: 'object',
        required: ['status', 'error', 'code'],
        properties: {
          status: {
            description: 'Always the string `error`.',
            const: 'error',
          },
          error: {
            description: 'Human-readable message. Wording may change; do not parse it.',
            type: 'string',
            minLength: 1,
          },
          code: {
            description:
              'Stable machine code, snake_case. Known codes: `invalid_request`, `unauthenticated`, `forbidden`, `not_found`, `conflict`, `payload_too_large`, `rate_limited`, `internal`, `unavailable`.',
            type: 'string',
            pattern: '^[a-z][a-z0-9_]*$',
          },
        },
      },
      Genre: {
        title: 'Genre',
        description: 'A genre of the show.',
        type: 'object',
        required: ['genre_id', 'genre'],
        properties: {
          genre_id: {
            description: "The genre's id within the catalogue.",
            type: 'integer',
          },
          genre: {
            description: 'Name of the genre.',
            type: 'string',
          },
        },
      },
      LoginRequest: {
        title: 'LoginRequest',
        description: 'Credentials of an account.',
        type: 'object',
        additionalProperties: false,
        required: ['username', 'password'],
        properties: {
          username: {
            description: 'Account name.',
            type: 'string',
            minLength: 1,
            maxLength: 64,
          },
          password: {
            description: 'Password of the account.',
            type: 'string',
            minLength: 1,
            maxLength: 1024,
          },
        },
      },
      LoginSession: {
        title: 'LoginSession',
        description:
          'A new session. `token` is opaque (random, at least 256 bits, 43 URL-safe characters) and valid for one year from login, fixed (using it does not extend it); logout or a password reset ends it earlier.',
        type: 'object',
        required: ['username', 'display_name', 'token', 'role'],
        properties: {
          username: {
            description: 'Account name, as logged in.',
            type: 'string',
          },
          display_name: {
            description: 'Name for display.',
            type: 'string',
          },
          token: {
            description:
              'Session token. Send it as `Authorization: Bearer <token>`; browsers also receive it as the `token` cookie.',
            type: 'string',
            minLength: 43,
          },
          role: {
            '$ref': '#/components/schemas/Role',
          },
        },
      },
      MediaFile: {
        title: 'MediaFile',
        description:
          'A media file the server knows, with what probing the file found and which catalogue item it belongs to. Sizes are in bytes, durations in seconds.',
        type: 'object',
        required: [
          'file_id',
          'file_path',
          'file_name',
          'file_size',
          'streams',
          'created_at',
          'updated_at',
        ],
        properties: {
          file_id: {
            description: 'Identifier of the file record.',
            type: 'integer',
            minimum: 1,
          },
          file_path: {
            description: 'Path of the file on the server.',
            type: 'string',
          },
          file_name: {
            description: 'File name (last segment of `file_path`).',
            type: 'string',
          },
          file_size: {
            description: 'Size in bytes.',
            type: 'integer',
            minimum: 0,
          },
          format_name: {
            description: 'Container format as probed (for example `matroska,webm`).',
            type: 'string',
          },
          duration: {
            description: 'Length in seconds.',
            type: 'number',
            minimum: 0,
          },
          bit_rate: {
            description: 'Overall bit rate in bits per second.',
            type: 'integer',
            minimum: 0,
          },
          width: {
            description: 'Width in pixels of the main video stream.',
            type: 'integer',
            minimum: 0,
          },
          height: {
            description: 'Height in pixels of the main video stream.',
            type: 'integer',
            minimum: 0,
          },
          framerate: {
            description: 'Frames per second of the main video stream.',
            type: 'number',
            minimum: 0,
          },
          streams: {
            description: 'Streams inside the file, in container order.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/MediaStream',
            },
          },
          media_source: {
            description:
              'Catalogue of the item the file belongs to (for example `tmdb`), when matched.',
            type: 'string',
          },
          source_id: {
            description: "The item's id within `media_source`, when matched.",
            type: 'string',
          },
          season_number: {
            description: 'Season number, when the file is an episode.',
            type: 'integer',
            minimum: 0,
          },
          episode_number: {
            description: 'Episode number, when the file is an episode.',
            type: 'integer',
            minimum: 0,
          },
          created_at: {
            description: 'When the record was created (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
          updated_at: {
            description: 'When the record was last changed (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
        },
      },
      MediaFileList: {
        title: 'MediaFileList',
        description: 'One page of media file records, with the paging that produced it.',
        type: 'object',
        required: ['files', 'limit', 'offset', 'total_records'],
        properties: {
          files: {
            description: 'The records of this page; `[]` past the end.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/MediaFile',
            },
          },
          limit: {
            description: "The `limit` used (the request's, or the default 100).",
            type: 'integer',
            minimum: 1,
            maximum: 500,
          },
          offset: {
            description: "The `offset` used (the request's, or the default 0).",
            type: 'integer',
            minimum: 0,
          },
          total_records: {
            description: 'Number of records across all pages.',
            type: 'integer',
            minimum: 0,
          },
        },
      },
      MediaId: {
        title: 'MediaId',
        description:
          "A string media identifier of the form `<source>-<number>`: a lower-case source prefix (for example `tmdb`), a hyphen, and the item's number within that source (`tmdb-1396`).",
        type: 'string',
        pattern: '^[a-z][a-z0-9_]*-[0-9]+$',
        maxLength: 64,
        examples: ['tmdb-1396'],
      },
      MediaStream: {
        title: 'MediaStream',
        description: 'One stream inside a media file (a video, audio or subtitle track).',
        type: 'object',
        required: ['index', 'codec_type'],
        properties: {
          index: {
            description: 'Position of the stream in the container, from 0.',
            type: 'integer',
            minimum: 0,
          },
          codec_type: {
            description: 'Kind of stream.',
            type: 'string',
            enum: ['video', 'audio', 'subtitle'],
          },
          codec_name: {
            description: 'Short codec name (for example `h264`, `aac`, `subrip`).',
            type: 'string',
          },
          language: {
            description:
              'Language tag of the stream, when the file states one (for example `eng`).',
            type: 'string',
          },
          title: {
            description: 'Track title, when the file states one.',
            type: 'string',
          },
          width: {
            description: 'Width in pixels (video streams).',
            type: 'integer',
            minimum: 0,
          },
          height: {
            description: 'Height in pixels (video streams).',
            type: 'integer',
            minimum: 0,
          },
          channels: {
            description: 'Number of audio channels (audio streams).',
            type: 'integer',
            minimum: 0,
          },
        },
      },
      MediaType: {
        title: 'MediaType',
        description:
          'Kind of a media item. Known values: `movie`, `tvshow`; inside TV season details, seasons and episodes use `season` and `episode`. The set is open: clients must tolerate other values.',
        type: 'string',
        minLength: 1,
        examples: ['movie', 'tvshow', 'season', 'episode'],
      },
      NextEpisode: {
        title: 'NextEpisode',
        description: 'The episode to start next when `watch_action_type` is `next_episode`.',
        type: 'object',
        required: ['season_number', 'episode_number'],
        properties: {
          episode_number: {
            description: 'Episode number within the season.',
            type: 'integer',
            minimum: 0,
          },
          episode_source_id: {
            description: "The episode's id within the show's `media_source`.",
            type: 'string',
          },
          episode_title: {
            description: 'Title of the episode.',
            type: 'string',
          },
          media_title: {
            description: 'Title of the show.',
            type: 'string',
          },
          overview: {
            description: 'Synopsis of the episode.',
            type: 'string',
          },
          release_date: {
            description: 'Air date of the episode (`YYYY-MM-DD`).',
            type: 'string',
          },
          season_number: {
            description: 'Season number of the episode.',
            type: 'integer',
            minimum: 0,
          },
          thumbnail_uri: {
            description: 'Image for the episode.',
            type: 'string',
          },
        },
      },
      PasswordReset: {
        title: 'PasswordReset',
        description: "The new password for another user's account.",
        type: 'object',
        additionalProperties: false,
        required: ['new_password'],
        properties: {
          new_password: {
            description: 'New password, at least 8 characters.',
            type: 'string',
            minLength: 8,
            maxLength: 1024,
          },
        },
      },
      PlaybackProgressWrite: {
        title: 'PlaybackProgressWrite',
        description:
          "Progress a client reports while playing. The server fills `client_platform` from the session (the login's X-Client-Platform), never from this body, and `last_watched_at` from its clock.",
        type: 'object',
        additionalProperties: false,
        required: ['current_progress_seconds', 'total_duration_seconds'],
        properties: {
          current_progress_seconds: {
            description: 'Position reached, in seconds from the start.',
            type: 'number',
            minimum: 0,
          },
          total_duration_seconds: {
            description: 'Length of the media in seconds.',
            type: 'number',
            exclusiveMinimum: 0,
          },
          stream_protocol: {
            '$ref': '#/components/schemas/StreamProtocol',
          },
          encoded_data: {
            description: 'Opaque data to store with the progress; returned unchanged by reads.',
            type: 'string',
            maxLength: 65536,
          },
          source_uri: {
            description: 'Where the client streams the media from.',
            type: 'string',
            maxLength: 4096,
          },
          player_settings: {
            '$ref': '#/components/schemas/PlayerSettings',
          },
        },
      },
      PlaybackWatched: {
        title: 'PlaybackWatched',
        description:
          'Answer to savePlaybackProgress when the reported position completed the movie (more than 85 % watched, or fewer than 300 seconds remaining): the watch was recorded and the progress cleared.',
        type: 'object',
        required: ['watched'],
        properties: {
          watched: {
            description: 'Always `true`.',
            const: true,
          },
        },
      },
      PlayerName: {
        title: 'PlayerName',
        description:
          'The player used for playback. Known values: `web`, `exoplayer`, `mpv`. The set is open: clients must tolerate other values.',
        type: 'string',
        minLength: 1,
        examples: ['web', 'exoplayer', 'mpv'],
      },
      PlayerSettings: {
        title: 'PlayerSettings',
        description:
          'Player state saved with the progress, so playback resumes with the same tracks.',
        type: 'object',
        properties: {
          audio_idx: {
            description: 'Index of the selected audio track.',
            type: 'integer',
          },
          audio_lang: {
            description: 'Language of the selected audio track (for example an ISO 639 code).',
            type: 'string',
          },
          player: {
            '$ref': '#/components/schemas/PlayerName',
          },
          resize_mode: {
            description:
              'How the picture is fitted to the screen. Free text chosen by the player (for example `fit`, `zoom`).',
            type: 'string',
          },
          subtitle_idx: {
            description: 'Index of the selected subtitle track.',
            type: 'integer',
          },
          subtitle_lang: {
            description: 'Language of the selected subtitle track.',
            type: 'string',
          },
        },
      },
      Role: {
        title: 'Role',
        description:
          'Role of an account. `admin` may call the admin-only routes (user management); `user` is every other account. A new account created through createUser has the role `user`.',
        type: 'string',
        enum: ['admin', 'user'],
      },
      SeasonDetails: {
        title: 'SeasonDetails',
        description:
          "Details of one season of a TV show, with the show's own details beside them. Dates are `YYYY-MM-DD` as the catalogue publishes them.",
        type: 'object',
        required: ['media_source', 'source_id', 'media_type', 'season_number', 'episodes'],
        properties: {
          backdrop_uri: {
            description: 'Wide background image.',
            type: 'string',
          },
          cast: {
            description: 'Regular cast of the season.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Credit',
            },
          },
          creators: {
            description: 'Creators of the show.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Credit',
            },
          },
          duration: {
            description:
              "Typical episode runtime in minutes (the catalogue's unit, as for Episode.duration).",
            type: 'number',
            minimum: 0,
          },
          episode_count: {
            description: 'Number of episodes in the season.',
            type: 'integer',
            minimum: 0,
          },
          episode_number: {
            description: 'Number of the latest episode aired in the season.',
            type: 'integer',
            minimum: 0,
          },
          episodes: {
            description: "The season's episodes, in episode order.",
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Episode',
            },
          },
          extra_data: {
            description: 'Further catalogue facts as string keys to string values.',
            type: 'object',
            additionalProperties: {
              type: 'string',
            },
          },
          genres: {
            description: 'Genres of the show.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Genre',
            },
          },
          guest_stars: {
            description: 'Guest stars across the season.',
            type: 'array',
            items: {
              '$ref': '#/components/schemas/Credit',
            },
          },
          last_air_date: {
            description: 'Date the latest episode aired (`YYYY-MM-DD`).',
            type: 'string',
          },
          logo_uri: {
            description: 'Logo image of the show.',
            type: 'string',
          },
          media_source: {
            description: 'Catalogue the season comes from; the value `tmdb` is shown.',
            type: 'string',
            minLength: 1,
            examples: ['tmdb'],
          },
          media_title: {
            description: 'Title of the season.',
            type: 'string',
          },
          media_type: {
            '$ref': '#/components/schemas/MediaType',
          },
          next_air_date: {
            description: 'Date the next episode airs (`YYYY-MM-DD`), when known.',
            type: 'string',
          },
          origin_country: {
            description: 'Countries of origin (ISO 3166-1 alpha-2 codes).',
            type: 'array',
            items: {
              type: 'string',
            },
          },
          original_language: {
            description: 'Original language (ISO 639-1 code).',
            type: 'string',
          },
          original_title: {
            description: 'Title in the original language.',
            type: 'string',
          },
          overview: {
            description: 'Synopsis of the season.',
            type: 'string',
          },
          popularity: {
            description: 'Catalogue popularity score.',
            type: 'number',
          },
          release_date: {
            description: 'Date the season premiered (`YYYY-MM-DD`).',
            type: 'string',
          },
          season_count: {
            description: 'Number of seasons of the show.',
            type: 'integer',
            minimum: 0,
          },
          season_number: {
            description: 'Number of this season (0 holds specials).',
            type: 'integer',
            minimum: 0,
          },
          source_id: {
            description: "The show's id within `media_source`.",
            type: 'string',
            minLength: 1,
          },
          status: {
            description:
              'Production status of the show as the catalogue states it (for example `Returning Series`, `Ended`).',
            type: 'string',
          },
          thumbnail_uri: {
            description: 'Poster image of the season.',
            type: 'string',
          },
          vote_average: {
            description: 'Average user rating, 0 to 10.',
            type: 'number',
          },
          vote_count: {
            description: 'Number of user ratings.',
            type: 'integer',
            minimum: 0,
          },
        },
      },
      StreamProtocol: {
        title: 'StreamProtocol',
        description:
          'How the media is streamed to the player. Known values: `p2p`, `proxy-http`, `file-http`, `external`. The set is open: clients must tolerate other values.',
        type: 'string',
        minLength: 1,
        examples: ['file-http', 'proxy-http', 'p2p', 'external'],
      },
      SuccessEnvelope: {
        title: 'SuccessEnvelope',
        description:
          'The envelope every successful response body wears (except the one documented exception, postComment). `status` is always `success`; `data` carries the payload of the operation and is narrowed per operation with `allOf`.',
        type: 'object',
        required: ['status', 'data'],
        properties: {
          status: {
            description: 'Always the string `success`.',
            type: 'string',
            const: 'success',
          },
          data: {
            description: 'The payload of the operation; its shape is given by each operation.',
          },
        },
      },
      User: {
        title: 'User',
        description: 'An account as the admin sees it. Never carries password material.',
        type: 'object',
        required: ['id', 'username', 'display_name', 'role', 'created_at'],
        properties: {
          id: {
            description: 'Identifier of the account.',
            type: 'integer',
            minimum: 1,
          },
          username: {
            description: 'Account name, unique.',
            type: 'string',
          },
          display_name: {
            description: 'Name for display.',
            type: 'string',
          },
          role: {
            '$ref': '#/components/schemas/Role',
          },
          created_at: {
            description: 'When the account was created (RFC 3339).',
            type: 'string',
            format: 'date-time',
          },
        },
      },
      UserCreate: {
        title: 'UserCreate',
        description: 'A new account. Its role is always `user`.',
        type: 'object',
        additionalProperties: false,
        required: ['username', 'display_name', 'password'],
        properties: {
          username: {
            description:
              'Account name, unique across the service. Stored in Unicode NFKC form (full-width and other compatibility characters become their plain forms) and unique in that form; a name with control, format or other invisible characters, or any whitespace, answers 400.',
            type: 'string',
            minLength: 1,
            maxLength: 64,
          },
          display_name: {
            description: 'Name for display.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          password: {
            description: 'Initial password, at least 8 characters.',
            type: 'string',
            minLength: 8,
            maxLength: 1024,
          },
        },
      },
      WatchActionType: {
        title: 'WatchActionType',
        description:
          'What the client should play next. Known values: `resume` (continue the progress in `watch_progress`) and `next_episode` (start the episode in `next_episode`). The set is open: clients must tolerate other values.',
        type: 'string',
        minLength: 1,
        examples: ['resume', 'next_episode'],
      },
      WatchProgress: {
        title: 'WatchProgress',
        description:
          'Where the caller stopped watching one media item. Returned as `data` by getPlaybackProgress and nested as `watch_progress` in the continue-watching result. Episode fields are present when the item is an episode of a TV show.',
        type: 'object',
        required: [
          'media_source',
          'source_id',
          'media_type',
          'current_progress_seconds',
          'total_duration_seconds',
          'last_watched_at',
        ],
        properties: {
          client_platform: {
            '$ref': '#/components/schemas/ClientPlatform',
          },
          current_progress_seconds: {
            description: 'Position reached, in seconds from the start.',
            type: 'number',
            minimum: 0,
          },
          encoded_data: {
            description:
              'Opaque data the client stored with the progress (for example a stream locator); returned unchanged.',
            type: 'string',
          },
          episode_number: {
            description: 'Episode number within the season (episodes only).',
            type: 'integer',
            minimum: 0,
          },
          episode_source_id: {
            description: "The episode's id within `media_source` (episodes only).",
            type: 'string',
          },
          episode_title: {
            description: 'Title of the episode (episodes only).',
            type: 'string',
          },
          last_watched_at: {
            description: 'When the progress was last saved, as Unix time in seconds.',
            type: 'integer',
            minimum: 0,
          },
          media_source: {
            description: 'Catalogue the item comes from, for example `tmdb`.',
            type: 'string',
            minLength: 1,
          },
          media_title: {
            description: 'Title of the movie or show.',
            type: 'string',
          },
          media_type: {
            '$ref': '#/components/schemas/MediaType',
          },
          overview: {
            description: 'Short synopsis.',
            type: 'string',
          },
          player_settings: {
            '$ref': '#/components/schemas/PlayerSettings',
          },
          release_date: {
            description: 'Release date as published by the catalogue (`YYYY-MM-DD`).',
            type: 'string',
          },
          season_number: {
            description: 'Season number (episodes only).',
            type: 'integer',
            minimum: 0,
          },
          source_id: {
            description: "The movie's or show's id within `media_source` (for example `550`).",
            type: 'string',
            minLength: 1,
          },
          source_uri: {
            description: 'Where the client streamed the media from.',
            type: 'string',
          },
          stream_protocol: {
            '$ref': '#/components/schemas/StreamProtocol',
          },
          thumbnail_uri: {
            description: 'Image for the item.',
            type: 'string',
          },
          total_duration_seconds: {
            description: 'Length of the media in seconds.',
            type: 'number',
            minimum: 0,
          },
        },
      },
    },
  },
  errorBodies: [
    [
      {
        name: 'status',
        value: 'error',
      },
      {
        name: 'error',
        from: 'message',
      },
      {
        name: 'code',
        from: 'code',
      },
    ],
  ],
  errorFormat: {
    contentType: 'application/json',
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

/** Mounts every operation on `app` (routes, validation, authentication, error handling). */
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
