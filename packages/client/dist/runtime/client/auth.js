/**
 * Generated from generators/runtime/client/auth.ts by npm run generate. Do not edit.
 */
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
