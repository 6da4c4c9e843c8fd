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

export type AuthOptions =
  | { readonly type: 'bearer'; readonly token?: string }
  | { readonly type: 'apiKey'; readonly key: string }
  | { readonly type: 'cookie' };

/** Where the client keeps the session token between calls (memory by default). */
export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}

export function memoryTokenStore(initial?: string): TokenStore {
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

/** Headers sent on login so the server can tell clients and devices apart. */
export interface LoginClientHeaders {
  /** X-Client-Id: a unique identifier of the client app. */
  readonly clientId?: string;
  /** X-Client-Platform: `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv`, `web`, or a custom value. */
  readonly platform?: string;
  /** X-Device-Id: a UUIDv4 generated on first run and persisted by the app. */
  readonly deviceId?: string;
}

export const LOGIN_HEADER_NAMES = {
  clientId: 'X-Client-Id',
  platform: 'X-Client-Platform',
  deviceId: 'X-Device-Id',
} as const;

export function loginHeaders(client: LoginClientHeaders | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, name] of Object.entries(LOGIN_HEADER_NAMES)) {
    const value = client?.[key as keyof LoginClientHeaders];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

export function authHeaders(
  auth: AuthOptions,
  store: TokenStore,
  apiKeyHeader: string,
): Record<string, string> {
  if (auth.type === 'apiKey') return { [apiKeyHeader]: auth.key };
  if (auth.type === 'cookie') return {};
  const token = store.get();
  return token === undefined ? {} : { Authorization: `Bearer ${token}` };
}

/** The fetch `credentials` mode: cookies travel cross-origin only in cookie mode. */
export function credentialsMode(auth: AuthOptions): RequestCredentials | undefined {
  return auth.type === 'cookie' ? 'include' : undefined;
}

/** The `token` member of a login result, when it has one. */
export function tokenOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !Object.hasOwn(result, 'token'))
    return undefined;
  const token = (result as { readonly token: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}
