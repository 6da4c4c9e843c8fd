/**
 * Generated from generators/runtime/client/session.ts by npm run generate. Do not edit.
 */
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
export declare function loginSession(property: string): SessionRule;
/** A logout: forgets the token it was sent with, on success or 401, whatever the body says. */
export declare const logoutSession: SessionRule;
/**
 * The member of a login result that holds the token, when it is a non-empty string of visible
 * ASCII (RFC 6750's token characters and more, never white space or controls). Any other text
 * cannot be sent in a header: a token holding CR/LF was kept, and every later call of the session
 * (logout too, so it could not be ended) was refused before sending with fetch's message quoting
 * `Bearer <token>`, the credential in the app's logs. Such a token is not kept, as a missing one.
 */
export declare function tokenOf(result: unknown, property: string): string | undefined;
