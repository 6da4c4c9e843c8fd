/**
 * login and logout. Unknown user and wrong password give the same 401 with the same message after
 * the same scrypt work, so usernames cannot be enumerated; failed logins are rate limited per
 * username and per client address (login-attempts.ts).
 */
import type { Handlers } from '../../../generated/server.js';
import type { CookieToSet } from '../../../generated/runtime/server-runtime.js';
import type { Principal } from '../principal.js';
import { loginAttemptKeys, releaseLoginAttempt, reserveLoginAttempt, recordFailedLogin } from '../login-attempts.js';
import { dummyPasswordHash, newSecret, secretHash, verifyPassword } from '../secrets.js';
import { usernameForLookup } from '../usernames.js';
import type { Store, UserRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';
import { rateLimited } from './rate-limited.js';

export const TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const WRONG_CREDENTIALS = 'username or password is incorrect';

export function authHandlers({ store, now, limits, passwordCost }: HandlerContext): Pick<Handlers<Principal>, 'login' | 'logout'> {
  return {
    async login({ body, headers, raw }) {
      const platform = headers['X-Client-Platform'].trim();
      const clientId = headers['X-Client-Id'].trim();
      if (clientId === '' || platform === '') {
        return { status: 400, code: 'invalid_request', message: 'headers X-Client-Id and X-Client-Platform must not be empty' };
      }
      const username = usernameForLookup(body.username);
      const at = now();
      const attempts = loginAttemptKeys(username, raw.ip);
      // Counted as a failure from here on; taken back below if the password is right.
      const refusal = await reserveLoginAttempt(store, limits, attempts, at);
      if (refusal !== undefined) return rateLimited(refusal.window, at, refusal.reason);
      const user = await checkedOrTakenBack(userWithPassword(store, username, body.password, passwordCost), () => releaseLoginAttempt(store, attempts, at));
      if (user === undefined) {
        await recordFailedLogin(store, limits, attempts, at);
        return { status: 401, code: 'unauthenticated', message: WRONG_CREDENTIALS };
      }
      await releaseLoginAttempt(store, attempts, at);
      const token = newSecret();
      const session = {
        tokenHash: secretHash(token),
        userId: user.id,
        clientId,
        clientPlatform: platform,
        deviceId: headers['X-Device-Id'],
        expiresAt: at + TOKEN_LIFETIME_SECONDS * 1000,
      };
      // Past the per-user cap the oldest session ends: a user can always log in. Not when an admin
      // reset the password while it was being checked: the reset ends the old password's sessions.
      if (!(await store.addSession(session, limits.sessionsPerUser, at, user.passwordHash))) {
        return { status: 401, code: 'unauthenticated', message: WRONG_CREDENTIALS };
      }
      return {
        status: 200,
        data: { username: user.username, display_name: user.displayName, token, role: user.role },
        cookies: [tokenCookie(token, TOKEN_LIFETIME_SECONDS, raw.protocol === 'https')],
      };
    },

    async logout({ principal, raw }) {
      if (principal.sessionTokenHash !== undefined) await store.deleteSession(principal.sessionTokenHash);
      return { status: 200, data: null, cookies: [tokenCookie('', 0, raw.protocol === 'https')] };
    },
  };
}

/**
 * `check`'s answer; when it fails instead (the store could not be read: a 503), the login is taken
 * back first, as a refused one is: it told the caller nothing about the password, and left counted
 * it would lock the name for the window after an outage, as logins "still being checked". The
 * store's own failure is the one reported; taking back may fail with it, and then the count stays.
 */
async function checkedOrTakenBack<T>(check: Promise<T>, takeBack: () => Promise<void>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    await takeBack().catch(() => undefined);
    throw error;
  }
}

/** The user named, when the password is theirs; undefined otherwise, after the same scrypt work. */
async function userWithPassword(store: Store, username: string, password: string, passwordCost: number): Promise<UserRecord | undefined> {
  const user = await store.findUserByName(username);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(passwordCost)));
  return user !== undefined && matches ? user : undefined;
}

function tokenCookie(value: string, maxAge: number, secure: boolean): CookieToSet {
  return { name: 'token', value, path: '/', httpOnly: true, sameSite: 'Lax', maxAge, secure };
}
