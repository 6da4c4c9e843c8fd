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
/** A login: keeps the token its result holds in `property` (`x-session`'s `token`). */
/* @__NO_SIDE_EFFECTS__ */
export function loginSession(property) {
    const rule = (tokens) => () => (result) => {
        const token = tokenOf(result, property);
        if (token !== undefined)
            tokens.set(token);
    };
    return Object.assign(rule, { redirect: 'manual' });
}
/** A logout: forgets the token it was sent with, on success or 401, whatever the body says. */
export const logoutSession = (tokens) => {
    const held = tokens.get();
    return (response) => {
        if ((response.ok || response.status === 401) && tokens.get() === held)
            tokens.clear();
    };
};
/**
 * The member of a login result that holds the token, when it is a non-empty string of visible
 * ASCII (RFC 6750's token characters and more, never white space or controls). Any other text
 * cannot be sent in a header: a token holding CR/LF was kept, and every later call of the session
 * (logout too, so it could not be ended) was refused before sending with fetch's message quoting
 * `Bearer <token>`, the credential in the app's logs. Such a token is not kept, as a missing one.
 */
export function tokenOf(result, property) {
    if (typeof result !== 'object' || result === null || !hasOwn(result, property))
        return undefined;
    const token = result[property];
    return typeof token === 'string' && /^[!-~]+$/.test(token) ? token : undefined;
}
