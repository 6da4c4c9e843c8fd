/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

import type { paths } from './types.js';
import type { ResponseBody } from './runtime/client-runtime.js';
import type { EnvelopeData } from './runtime/envelope.js';

export { EnvelopeError, isErrorBody, isSuccessEnvelope, unwrap } from './runtime/envelope.js';
export type { EnvelopeData, ErrorBody, SuccessEnvelope } from './runtime/envelope.js';

/** What `login` resolves with: `data` of its 200 envelope. */
export type LoginData = EnvelopeData<
  ResponseBody<paths['/api/v1/auth/login']['post'], 200, 'application/json'>
>;
/** What `getContinueWatching` resolves with: `data` of its 200 envelope. */
export type GetContinueWatchingData = EnvelopeData<
  ResponseBody<paths['/api/v1/movie/{id}/continue_watching']['get'], 200, 'application/json'>
>;
/** What `getPlaybackProgress` resolves with: `data` of its 200 envelope. */
export type GetPlaybackProgressData = EnvelopeData<
  ResponseBody<paths['/v1/movie/{id}/playback']['get'], 200, 'application/json'>
>;
/** What `savePlaybackProgress` resolves with: `data` of its 200 envelope. */
export type SavePlaybackProgressData = EnvelopeData<
  ResponseBody<paths['/v1/movie/{id}/playback']['post'], 200, 'application/json'>
>;
/** What `getSeasonDetails` resolves with: `data` of its 200 envelope. */
export type GetSeasonDetailsData = EnvelopeData<
  ResponseBody<paths['/v1/tv/{id}/season/{seasonNumber}']['get'], 200, 'application/json'>
>;
/** What `listComments` resolves with: `data` of its 200 envelope. */
export type ListCommentsData = EnvelopeData<
  ResponseBody<paths['/api/v1/movie/{id}/comments']['get'], 200, 'application/json'>
>;
/** What `postComment` resolves with: its 200 body as-is (not enveloped). */
export type PostCommentData = ResponseBody<
  paths['/api/v1/movie/{id}/comments']['post'],
  200,
  'application/json'
>;
/** What `listMediaFiles` resolves with: `data` of its 200 envelope. */
export type ListMediaFilesData = EnvelopeData<
  ResponseBody<paths['/api/v1/media_files']['get'], 200, 'application/json'>
>;
/** What `logout` resolves with: `data` of its 200 envelope. */
export type LogoutData = EnvelopeData<
  ResponseBody<paths['/api/v1/auth/logout']['post'], 200, 'application/json'>
>;
/** What `listUsers` resolves with: `data` of its 200 envelope. */
export type ListUsersData = EnvelopeData<
  ResponseBody<paths['/api/v1/users']['get'], 200, 'application/json'>
>;
/** What `createUser` resolves with: `data` of its 200 envelope. */
export type CreateUserData = EnvelopeData<
  ResponseBody<paths['/api/v1/users']['post'], 200, 'application/json'>
>;
/** What `deleteUser` resolves with: `data` of its 200 envelope. */
export type DeleteUserData = EnvelopeData<
  ResponseBody<paths['/api/v1/users/{id}']['delete'], 200, 'application/json'>
>;
/** What `resetUserPassword` resolves with: `data` of its 200 envelope. */
export type ResetUserPasswordData = EnvelopeData<
  ResponseBody<paths['/api/v1/users/{id}/password']['post'], 200, 'application/json'>
>;
/** What `listApiKeys` resolves with: `data` of its 200 envelope. */
export type ListApiKeysData = EnvelopeData<
  ResponseBody<paths['/api/v1/api_keys']['get'], 200, 'application/json'>
>;
/** What `createApiKey` resolves with: `data` of its 200 envelope. */
export type CreateApiKeyData = EnvelopeData<
  ResponseBody<paths['/api/v1/api_keys']['post'], 200, 'application/json'>
>;
/** What `revokeApiKey` resolves with: `data` of its 200 envelope. */
export type RevokeApiKeyData = EnvelopeData<
  ResponseBody<paths['/api/v1/api_keys/{id}']['delete'], 200, 'application/json'>
>;

/**
 * The documented error responses of each operation: `status` with the `code`s the document lists for it.
 * Narrow a caught error with `isOperationError(error, operation)` from client.ts.
 */
export interface OperationErrors {
  readonly login:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 401, 'application/json'>;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 413, 'application/json'>;
      }
    | {
        readonly status: 429;
        readonly code: 'rate_limited';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 429, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/auth/login']['post'], 503, 'application/json'>;
      };
  readonly getContinueWatching:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/continue_watching']['get'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/continue_watching']['get'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/continue_watching']['get'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/continue_watching']['get'],
          503,
          'application/json'
        >;
      };
  readonly getPlaybackProgress:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['get'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['get'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['get'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['get'],
          503,
          'application/json'
        >;
      };
  readonly savePlaybackProgress:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          403,
          'application/json'
        >;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          413,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/v1/movie/{id}/playback']['post'],
          503,
          'application/json'
        >;
      };
  readonly getSeasonDetails:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/v1/tv/{id}/season/{seasonNumber}']['get'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/v1/tv/{id}/season/{seasonNumber}']['get'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 404;
        readonly code: 'not_found';
        readonly body: ResponseBody<
          paths['/v1/tv/{id}/season/{seasonNumber}']['get'],
          404,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/v1/tv/{id}/season/{seasonNumber}']['get'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/v1/tv/{id}/season/{seasonNumber}']['get'],
          503,
          'application/json'
        >;
      };
  readonly listComments:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['get'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['get'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['get'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['get'],
          503,
          'application/json'
        >;
      };
  readonly postComment:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          403,
          'application/json'
        >;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          413,
          'application/json'
        >;
      }
    | {
        readonly status: 429;
        readonly code: 'rate_limited';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          429,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/api/v1/movie/{id}/comments']['post'],
          503,
          'application/json'
        >;
      };
  readonly listMediaFiles:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/media_files']['get'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/media_files']['get'], 401, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/media_files']['get'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/media_files']['get'], 503, 'application/json'>;
      };
  readonly logout:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/auth/logout']['post'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/auth/logout']['post'], 401, 'application/json'>;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<paths['/api/v1/auth/logout']['post'], 403, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/auth/logout']['post'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/auth/logout']['post'], 503, 'application/json'>;
      };
  readonly listUsers:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/users']['get'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/users']['get'], 401, 'application/json'>;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<paths['/api/v1/users']['get'], 403, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/users']['get'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/users']['get'], 503, 'application/json'>;
      };
  readonly createUser:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 401, 'application/json'>;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 403, 'application/json'>;
      }
    | {
        readonly status: 409;
        readonly code: 'conflict';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 409, 'application/json'>;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 413, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/users']['post'], 503, 'application/json'>;
      };
  readonly deleteUser:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 401, 'application/json'>;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 403, 'application/json'>;
      }
    | {
        readonly status: 404;
        readonly code: 'not_found';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 404, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/users/{id}']['delete'], 503, 'application/json'>;
      };
  readonly resetUserPassword:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          403,
          'application/json'
        >;
      }
    | {
        readonly status: 404;
        readonly code: 'not_found';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          404,
          'application/json'
        >;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          413,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/api/v1/users/{id}/password']['post'],
          503,
          'application/json'
        >;
      };
  readonly listApiKeys:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['get'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['get'], 401, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['get'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['get'], 503, 'application/json'>;
      };
  readonly createApiKey:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 400, 'application/json'>;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 401, 'application/json'>;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 403, 'application/json'>;
      }
    | {
        readonly status: 409;
        readonly code: 'conflict';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 409, 'application/json'>;
      }
    | {
        readonly status: 413;
        readonly code: 'payload_too_large';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 413, 'application/json'>;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 500, 'application/json'>;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<paths['/api/v1/api_keys']['post'], 503, 'application/json'>;
      };
  readonly revokeApiKey:
    | {
        readonly status: 400;
        readonly code: 'invalid_request';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          400,
          'application/json'
        >;
      }
    | {
        readonly status: 401;
        readonly code: 'unauthenticated';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          401,
          'application/json'
        >;
      }
    | {
        readonly status: 403;
        readonly code: 'forbidden';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          403,
          'application/json'
        >;
      }
    | {
        readonly status: 404;
        readonly code: 'not_found';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          404,
          'application/json'
        >;
      }
    | {
        readonly status: 500;
        readonly code: 'internal';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          500,
          'application/json'
        >;
      }
    | {
        readonly status: 503;
        readonly code: 'unavailable';
        readonly body: ResponseBody<
          paths['/api/v1/api_keys/{id}']['delete'],
          503,
          'application/json'
        >;
      };
}
