/**
 * Generated from generators/runtime/client/session.ts by npm run generate. Do not edit.
 */

/**
 * The session rule of decisions/0006, named per operation (decisions/0031): only operations the
 * document marks `x-session` carry one, as their descriptor's `session`, so an app bundles this
 * file only when it calls a login or a logout.
 * - `loginSession(property)`: on a 2xx, keeps the result's `property` as the session token; the
 *   call follows no redirect (its body holds the password, its answer the session, decisions/0036).
 * - `logoutSession`: on a 2xx (whatever its body) or a 401, forgets the token, but only while the
 *   store still holds the one it held when the logout started: a login that completes meanwhile
 *   keeps its new token.
 */
import { hasOwn } from '../own-property.js';
import type { TokenStore } from './auth.js';

/**
 * What an `x-session` operation does to the kept token. Called as the call starts; what it
 * returns is called with the answer before it becomes the call's result (a 2xx whose body is not
 * the documented one still counts), and what that returns, if anything, with a 2xx's result.
 */
export interface SessionRule {
  (tokens: TokenStore): (response: Response) => ((result: unknown) => void) | void;
  /** `'manual'`: the call follows no redirect. */
  readonly redirect?: 'manual';
}

/** A login: keeps the token its result holds in `property` (`x-session`'s `token`). */
/* @__NO_SIDE_EFFECTS__ */
export function loginSession(property: string): SessionRule {
  const rule = (tokens: TokenStore) => () => (result: unknown) => {
    const token = tokenOf(result, property);
    if (token !== undefined) tokens.set(token);
  };
  return Object.assign(rule, { redirect: 'manual' as const });
}

/** A logout: forgets the token it was sent with, on success or 401, whatever the body says. */
export const logoutSession: SessionRule = (tokens) => {
  const held = tokens.get();
  return (response) => {
    if ((response.ok || response.status === 401) && tokens.get() === held) tokens.clear();
  };
};

/**
 * The member of a login result that holds the token, when it is a non-empty string of visible
 * ASCII (RFC 6750's token characters and more, never white space or controls). Any other text
 * cannot be sent in a header: a token holding CR/LF was kept, and every later call of the session
 * (logout too, so it could not be ended) was refused before sending with fetch's message quoting
 * `Bearer <token>`, the credential in the app's logs. Such a token is not kept, as a missing one.
 */
export function tokenOf(result: unknown, property: string): string | undefined {
  if (typeof result !== 'object' || result === null || !hasOwn(result, property)) return undefined;
  const token = (result as { readonly [key: string]: unknown })[property];
  return typeof token === 'string' && /^[!-~]+$/.test(token) ? token : undefined;
}
