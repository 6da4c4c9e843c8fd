/**
 * Who is calling, as the handlers see it, and how a credential becomes one.
 */
import type { FastifyRequest } from 'fastify';
import type { Credentials } from '../../generated/runtime/server-runtime.js';
import { secretHash } from './secrets.js';
import { after } from './store/awaitable.js';
import type { Awaitable, Role, SessionRecord, Store, UserRecord } from './store/types.js';
import { isStoreUnavailable, storeUnavailableProblem } from './store/unavailable.js';

export interface Principal {
  readonly userId: number;
  readonly username: string;
  readonly displayName: string;
  readonly role: Role;
  /** Set when the caller used a session token (Bearer or cookie): logout ends this session. */
  readonly sessionTokenHash?: string;
  /** The login's X-Client-Platform; API-key callers have no session and report `api`. */
  readonly clientPlatform: string;
}

export const API_KEY_PLATFORM = 'api';
/** `last_used_at` is kept to within this (the contract says "to within a minute"). */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The `authenticate` hook: session tokens (Bearer or cookie) and API keys, both stored hashed.
 * Every requirement of the contract names one scheme without scopes, so there is one credential.
 */
export function authenticator(store: Store, now: () => number) {
  const hashOf = connectionHashes();
  return ([credential]: Credentials, request: FastifyRequest): Awaitable<Principal | undefined> => {
    const hash = hashOf(request.raw.socket, credential.value);
    let found: Awaitable<Principal | undefined>;
    try {
      found = credential.scheme === 'apiKeyAuth' ? fromApiKey(store, hash, now) : fromSession(store, hash, now);
    } catch (error) {
      throw unavailableOr(error);
    }
    if (found instanceof Promise) {
      return found.catch((error: unknown) => {
        throw unavailableOr(error);
      });
    }
    return found;
  };
}

/**
 * A store that cannot answer (store/unavailable.ts) is the contract's 503, which the runtime
 * sends as thrown: not a 500, and never a 401, which would tell the client its token is bad.
 */
function unavailableOr(error: unknown): unknown {
  return isStoreUnavailable(error) ? storeUnavailableProblem(error) : error;
}

/**
 * Housekeeping that authentication writes (an API key's last use, the end of an expired session)
 * is skipped while the store takes no writes: on a full disk SQLite still answers every read, and
 * these writes turned the reads of API-key callers, and an expired token's 401, into 503s.
 * Anything else is still thrown.
 */
function unlessUnavailable(error: unknown): undefined {
  if (isStoreUnavailable(error)) return undefined;
  throw error;
}

/**
 * `secretHash`, remembered for the last secret seen on each connection: a keep-alive client sends
 * the same token with every request, and hashing it again each time was a large share of an
 * authenticated request's cost. The secret lives only as long as its connection (a WeakMap keyed
 * by the socket), is never shared between connections, and a revoked token still fails at the
 * store, because only the hash is remembered, not the session.
 */
function connectionHashes(): (socket: object | null | undefined, secret: string) => string {
  const last = new WeakMap<object, { readonly secret: string; readonly hash: string }>();
  return (socket, secret) => {
    if (socket === null || socket === undefined) return secretHash(secret);
    const known = last.get(socket);
    if (known !== undefined && known.secret === secret) return known.hash;
    const hash = secretHash(secret);
    last.set(socket, { secret, hash });
    return hash;
  };
}

/**
 * Session token to principal. Synchronous when the store answers at once (the in-memory store
 * does), so a request authenticated by a session costs no promise and no microtask turns; a
 * store that returns promises gets a promise back.
 */
function fromSession(store: Store, tokenHash: string, now: () => number): Awaitable<Principal | undefined> {
  return after(store.findSession(tokenHash), (session) => {
    if (session === undefined) return undefined;
    if (session.expiresAt <= now()) return store.deleteSession(tokenHash).then(() => undefined, unlessUnavailable);
    return after(store.findUserById(session.userId), (user) => (user === undefined ? undefined : sessionPrincipal(user, session, tokenHash)));
  });
}

function sessionPrincipal(user: UserRecord, session: SessionRecord, tokenHash: string): Principal {
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    sessionTokenHash: tokenHash,
    clientPlatform: session.clientPlatform,
  };
}

async function fromApiKey(store: Store, keyHash: string, now: () => number): Promise<Principal | undefined> {
  const key = await store.findApiKeyBySecretHash(keyHash);
  if (key === undefined) return undefined;
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now()) return undefined;
  const user = await store.findUserById(key.userId);
  if (user === undefined) return undefined;
  // Written at most once a minute per key, not on every call: each write is a durable commit.
  if (key.lastUsedAt === null || now() - Date.parse(key.lastUsedAt) >= LAST_USED_PRECISION_MS) {
    await store.touchApiKey(key.id, new Date(now()).toISOString()).catch(unlessUnavailable);
  }
  // A key carries its user's role, never more (contract: full access to its user's data only).
  return { userId: user.id, username: user.username, displayName: user.displayName, role: user.role, clientPlatform: API_KEY_PLATFORM };
}
