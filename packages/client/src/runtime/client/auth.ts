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

/** HTTP basic credentials. */
export interface BasicCredentials {
  readonly username: string;
  readonly password: string;
}

/** One credential per scheme name: a token or key, or user and password for HTTP basic. */
export type AuthCredentials = { readonly [scheme: string]: string | BasicCredentials | undefined };

/** How a security scheme sends its credential (the generated client lists the document's). */
export type SchemeInfo =
  | {
      readonly key: string;
      readonly kind: 'apiKey';
      readonly in: 'header' | 'query' | 'cookie';
      readonly name: string;
    }
  | { readonly key: string; readonly kind: 'bearer' }
  | { readonly key: string; readonly kind: 'basic' };

/** Where the client keeps the session token between calls (memory by default). */
export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}

/** For `tokenStore: false`: a login's token is never kept (a browser relying on the cookie login sets). */
export const NO_TOKEN_STORE: TokenStore = {
  get: () => undefined,
  set: () => undefined,
  clear: () => undefined,
};

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

/** What one call adds to its request for authentication; `query` and `cookies` only when there are some. */
export interface SentCredentials {
  readonly headers: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** `name=value` pairs for the Cookie header. */
  readonly cookies?: readonly string[];
  /**
   * `'manual'` when an API key travels in its scheme's header, which fetch keeps on a redirect to
   * another origin (it drops only Authorization, and Cookie outside browsers): such a call follows
   * no redirect, and a 3xx reaches the app as ApiError (decisions/0036).
   */
  readonly redirect?: 'manual';
}

export const NO_CREDENTIALS: SentCredentials = { headers: {} };

/** The credential the app has for a scheme, if any. */
export type CredentialSource = (scheme: string) => string | BasicCredentials | undefined;

/**
 * The credentials of the first alternative whose schemes all have one; `undefined` when none is
 * complete (an open operation, an optional one, or a client without credentials: the server says 401).
 * Runs on every call: no arrays are made for alternatives that are not complete.
 */
export function credentialsFor(
  security: readonly (readonly string[])[],
  schemes: ReadonlyMap<string, SchemeInfo>,
  source: CredentialSource,
): SentCredentials | undefined {
  for (const alternative of security) {
    if (alternative.length === 0 || !alternative.every((key) => present(source(key)))) continue;
    const sent: Writable = { headers: {} };
    for (const key of alternative) place(sent, schemes.get(key), source(key)!);
    return sent;
  }
  return undefined;
}

function present(value: string | BasicCredentials | undefined): boolean {
  return value !== undefined && value !== '';
}

type Writable = {
  headers: Record<string, string>;
  query?: Record<string, string>;
  cookies?: string[];
  redirect?: 'manual';
};

function place(
  sent: Writable,
  scheme: SchemeInfo | undefined,
  value: string | BasicCredentials,
): void {
  if (scheme === undefined) return;
  if (scheme.kind === 'basic') {
    sent.headers['Authorization'] =
      `Basic ${base64(typeof value === 'string' ? value : `${value.username}:${value.password}`)}`;
    return;
  }
  if (typeof value !== 'string') return;
  if (scheme.kind === 'bearer') sent.headers['Authorization'] = `Bearer ${value}`;
  else if (scheme.in === 'header') {
    sent.headers[scheme.name] = value;
    sent.redirect = 'manual';
  } else if (scheme.in === 'query') (sent.query ??= {})[scheme.name] = value;
  else (sent.cookies ??= []).push(`${scheme.name}=${encodeURIComponent(value)}`);
}

/** Base64 of the UTF-8 bytes (RFC 7617 §2.1 allows UTF-8 user names and passwords); browser-safe. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
