import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS, storeUnavailableMessage } from '../store/unavailable.js';
import { isActingAdminGone } from '../store/acting-admin.js';
import { isUserGone } from '../store/user-gone.js';
import { apiKeyHandlers } from './api-keys.js';
import { authHandlers } from './auth.js';
import { catalogHandlers } from './catalog.js';
import { commentHandlers } from './comments.js';
import type { HandlerContext } from './context.js';
import { playbackHandlers } from './playback.js';
import { userHandlers } from './users.js';

/** Every operation, grouped by resource; the `Handlers` type makes a missing one a compile error. */
export function createHandlers(context: HandlerContext): Handlers<Principal> {
  return answeringStoreFailures({
    ...authHandlers(context),
    ...playbackHandlers(context),
    ...catalogHandlers(),
    ...commentHandlers(context),
    ...userHandlers(context),
    ...apiKeyHandlers(context),
  });
}

const UNAVAILABLE = {
  status: 503,
  code: 'unavailable',
  headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) },
} as const;

/** The account was deleted after this request was authenticated: what the next request with these credentials gets. */
const USER_GONE = { status: 401, code: 'unauthenticated', message: 'the account these credentials belong to no longer exists' } as const;

/** The admin's account or session was ended by another admin's change after this request was authenticated. */
const ACTING_ADMIN_GONE = { status: 401, code: 'unauthenticated', message: 'the session or account this request was made with was ended before it was carried out' } as const;

/** The contract's answer for a store failure that is not a defect, or undefined; an unavailable store is logged too. */
function storeFailureAnswer(error: unknown): object | undefined {
  if (isStoreUnavailable(error)) return { ...UNAVAILABLE, message: storeUnavailableMessage(error), internalError: error };
  if (isActingAdminGone(error)) return ACTING_ADMIN_GONE;
  return isUserGone(error) ? USER_GONE : undefined;
}

/**
 * Every handler, answering the contract's 503 when the store is unavailable (disk full or
 * read-only, database down: store/unavailable.ts), and its 401 when the user was deleted while the
 * request was on its way (store/user-gone.ts), instead of letting the runtime answer 500. In
 * one place rather than in each handler, so no operation can forget it. A handler that answers
 * at once (a read from SQLite or memory) stays synchronous; one that returns a promise gets one
 * more reaction, for its rejection only.
 */
function answeringStoreFailures(handlers: Handlers<Principal>): Handlers<Principal> {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (request: unknown) => unknown][]) {
    wrapped[name] = (request: unknown) => {
      let result: unknown;
      try {
        result = handler(request);
      } catch (error) {
        const answer = storeFailureAnswer(error);
        if (answer !== undefined) return answer;
        throw error;
      }
      if (typeof (result as { then?: unknown } | null)?.then !== 'function') return result;
      return (result as Promise<unknown>).then(undefined, (error: unknown) => {
        const answer = storeFailureAnswer(error);
        if (answer !== undefined) return answer;
        throw error;
      });
    };
  }
  return wrapped as unknown as Handlers<Principal>;
}
