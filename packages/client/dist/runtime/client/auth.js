/**
 * Generated from generators/runtime/client/auth.ts by npm run generate. Do not edit.
 */
/**
 * Credentials, from the document's security schemes (decisions/0020): the app gives one credential
 * per scheme name (`auth: { appKey: '…', userToken: '…' }`), and each call sends the credentials
 * of the first security requirement of its operation whose schemes all have one, each where its
 * scheme says:
 * - an API key in its header, query parameter or cookie (browsers refuse a `Cookie` header from
 *   scripts: there, let the browser send its own cookies with the `credentials` option);
 * - HTTP bearer, OAuth2 and OpenID Connect: `Authorization: Bearer <token>`;
 * - HTTP basic: `Authorization: Basic base64(user:password)`.
 * The scheme an `x-session` login names gets its token from the token store, which login fills
 * and logout empties. Credentials the app gives itself come first: alternatives they complete
 * are tried before those that need the kept token.
 */
import { hasOwn } from '../own-property.js';
/** For `tokenStore: false`: a login's token is never kept (a browser relying on the cookie login sets). */
export const NO_TOKEN_STORE = {
    get: () => undefined,
    set: () => undefined,
    clear: () => undefined,
};
export function memoryTokenStore(initial) {
    let token = initial;
    return {
        get: () => token,
        set: (next) => {
            token = next;
        },
        clear: () => {
            token = undefined;
        },
    };
}
export const NO_CREDENTIALS = { headers: {} };
/**
 * The credentials of the first alternative whose schemes all have one; `undefined` when none is
 * complete (an open operation, an optional one, or a client without credentials: the server says 401).
 * Runs on every call: no arrays are made for alternatives that are not complete.
 */
export function credentialsFor(security, schemes, source) {
    for (const alternative of security) {
        if (alternative.length === 0 || !alternative.every((key) => present(source(key))))
            continue;
        const sent = { headers: {} };
        for (const key of alternative)
            place(sent, schemes.get(key), source(key));
        return sent;
    }
    return undefined;
}
function present(value) {
    return value !== undefined && value !== '';
}
function place(sent, scheme, value) {
    if (scheme === undefined)
        return;
    if (scheme.kind === 'basic') {
        sent.headers['Authorization'] =
            `Basic ${base64(typeof value === 'string' ? value : `${value.username}:${value.password}`)}`;
        return;
    }
    if (typeof value !== 'string')
        return;
    if (scheme.kind === 'bearer')
        sent.headers['Authorization'] = `Bearer ${value}`;
    else if (scheme.in === 'header') {
        sent.headers[scheme.name] = value;
        sent.redirect = 'manual';
    }
    else if (scheme.in === 'query')
        (sent.query ??= {})[scheme.name] = value;
    else
        (sent.cookies ??= []).push(`${scheme.name}=${encodeURIComponent(value)}`);
}
/** Base64 of the UTF-8 bytes (RFC 7617 §2.1 allows UTF-8 user names and passwords); browser-safe. */
function base64(text) {
    let binary = '';
    for (const byte of new TextEncoder().encode(text))
        binary += String.fromCharCode(byte);
    return btoa(binary);
}
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
