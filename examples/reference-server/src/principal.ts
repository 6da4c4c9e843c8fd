/**
 * Who is calling, as the handlers see it, and how a credential becomes one.
 */
import type { Credential } from '../../../generated/runtime/server-runtime.js';
import { secretHash } from './secrets.js';
import type { Role, Store } from './store/types.js';

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

/** The `authenticate` hook: session tokens (Bearer or cookie) and API keys, both stored hashed. */
export function authenticator(store: Store, now: () => number) {
  return async (credential: Credential): Promise<Principal | undefined> => {
    const hash = secretHash(credential.value);
    if (credential.scheme === 'apiKeyAuth') return fromApiKey(store, hash, now);
    return fromSession(store, hash, now);
  };
}

async function fromSession(store: Store, tokenHash: string, now: () => number): Promise<Principal | undefined> {
  const session = await store.findSession(tokenHash);
  if (session === undefined) return undefined;
  if (session.expiresAt <= now()) {
    await store.deleteSession(tokenHash);
    return undefined;
  }
  const user = await store.findUserById(session.userId);
  if (user === undefined) return undefined;
  return { userId: user.id, username: user.username, displayName: user.displayName, role: user.role, sessionTokenHash: tokenHash, clientPlatform: session.clientPlatform };
}

async function fromApiKey(store: Store, keyHash: string, now: () => number): Promise<Principal | undefined> {
  const key = await store.findApiKeyBySecretHash(keyHash);
  if (key === undefined) return undefined;
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now()) return undefined;
  const user = await store.findUserById(key.userId);
  if (user === undefined) return undefined;
  await store.touchApiKey(key.id, new Date(now()).toISOString());
  // A key carries its user's role, never more (contract: full access to its user's data only).
  return { userId: user.id, username: user.username, displayName: user.displayName, role: user.role, clientPlatform: API_KEY_PLATFORM };
}
