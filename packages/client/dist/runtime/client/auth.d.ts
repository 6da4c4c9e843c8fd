/**
 * Generated from generators/runtime/client/auth.ts by npm run generate. Do not edit.
 */
/**
 * Credentials. Three ways to authenticate, matching the contract's security schemes:
 * - `bearer` (default): `Authorization: Bearer <token>`; the token comes from `auth.token` or from
 *   the last successful login (see the token store);
 * - `apiKey`: the key in the API-key header (`X-Api-Key` unless the document names another);
 * - `cookie`: browsers send the `token` cookie themselves; we only ask fetch to include it
 *   (`credentials: 'include'`), and send no Authorization header.
 */
export type AuthOptions = {
    readonly type: 'bearer';
    readonly token?: string;
} | {
    readonly type: 'apiKey';
    readonly key: string;
} | {
    readonly type: 'cookie';
};
/** Where the client keeps the session token between calls (memory by default). */
export interface TokenStore {
    get(): string | undefined;
    set(token: string): void;
    clear(): void;
}
export declare function memoryTokenStore(initial?: string): TokenStore;
/** Headers sent on login so the server can tell clients and devices apart. */
export interface LoginClientHeaders {
    /** X-Client-Id: a unique identifier of the client app. */
    readonly clientId?: string;
    /** X-Client-Platform: `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv`, `web`, or a custom value. */
    readonly platform?: string;
    /** X-Device-Id: a UUIDv4 generated on first run and persisted by the app. */
    readonly deviceId?: string;
}
export declare const LOGIN_HEADER_NAMES: {
    readonly clientId: "X-Client-Id";
    readonly platform: "X-Client-Platform";
    readonly deviceId: "X-Device-Id";
};
export declare function loginHeaders(client: LoginClientHeaders | undefined): Record<string, string>;
export declare function authHeaders(auth: AuthOptions, store: TokenStore, apiKeyHeader: string): Record<string, string>;
/** The fetch `credentials` mode: cookies travel cross-origin only in cookie mode. */
export declare function credentialsMode(auth: AuthOptions): RequestCredentials | undefined;
/** The `token` member of a login result, when it has one. */
export declare function tokenOf(result: unknown): string | undefined;
