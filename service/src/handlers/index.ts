import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import { apiKeyHandlers } from './api-keys.js';
import { authHandlers } from './auth.js';
import { catalogHandlers } from './catalog.js';
import { commentHandlers } from './comments.js';
import type { HandlerContext } from './context.js';
import { playbackHandlers } from './playback.js';
import { userHandlers } from './users.js';

/** Every operation, grouped by resource; the `Handlers` type makes a missing one a compile error. */
export function createHandlers(context: HandlerContext): Handlers<Principal> {
  return {
    ...authHandlers(context),
    ...playbackHandlers(context),
    ...catalogHandlers(),
    ...commentHandlers(context),
    ...userHandlers(context),
    ...apiKeyHandlers(context),
  };
}
