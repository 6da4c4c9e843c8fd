/**
 * login and logout. Unknown user and wrong password give the same 401 with the same message after
 * the same scrypt work, so usernames cannot be enumerated.
 */
import type { Handlers } from '../../../generated/server.js';
import type { CookieToSet } from '../../../generated/runtime/server-runtime.js';
import type { Principal } from '../principal.js';
import { dummyPasswordHash, newSecret, secretHash, verifyPassword } from '../secrets.js';
import type { HandlerContext } from './context.js';

export const TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const WRONG_CREDENTIALS = 'username or password is incorrect';

export function authHandlers({ store, now }: HandlerContext): Pick<Handlers<Principal>, 'login' | 'logout'> {
  return {
    async login({ body, headers, raw }) {
      const platform = headers['X-Client-Platform'].trim();
      const clientId = headers['X-Client-Id'].trim();
      if (clientId === '' || platform === '') {
        return { status: 400, code: 'invalid_request', message: 'headers X-Client-Id and X-Client-Platform must not be empty' };
      }
      const user = await store.findUserByName(body.username);
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (user === undefined || !matches) return { status: 401, code: 'unauthenticated', message: WRONG_CREDENTIALS };
      const token = newSecret();
      await store.addSession({
        tokenHash: secretHash(token),
        userId: user.id,
        clientId,
        clientPlatform: platform,
        deviceId: headers['X-Device-Id'],
        expiresAt: now() + TOKEN_LIFETIME_SECONDS * 1000,
      });
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

function tokenCookie(value: string, maxAge: number, secure: boolean): CookieToSet {
  return { name: 'token', value, path: '/', httpOnly: true, sameSite: 'Lax', maxAge, secure };
}
