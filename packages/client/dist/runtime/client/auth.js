/**
 * Generated from generators/runtime/client/auth.ts by npm run generate. Do not edit.
 */
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
export const LOGIN_HEADER_NAMES = {
    clientId: 'X-Client-Id',
    platform: 'X-Client-Platform',
    deviceId: 'X-Device-Id',
};
export function loginHeaders(client) {
    const headers = {};
    for (const [key, name] of Object.entries(LOGIN_HEADER_NAMES)) {
        const value = client?.[key];
        if (value !== undefined)
            headers[name] = value;
    }
    return headers;
}
export function authHeaders(auth, store, apiKeyHeader) {
    if (auth.type === 'apiKey')
        return { [apiKeyHeader]: auth.key };
    if (auth.type === 'cookie')
        return {};
    const token = store.get();
    return token === undefined ? {} : { Authorization: `Bearer ${token}` };
}
/** The fetch `credentials` mode: cookies travel cross-origin only in cookie mode. */
export function credentialsMode(auth) {
    return auth.type === 'cookie' ? 'include' : undefined;
}
/** The `token` member of a login result, when it has one. */
export function tokenOf(result) {
    if (typeof result !== 'object' || result === null || !Object.hasOwn(result, 'token'))
        return undefined;
    const token = result.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
}
