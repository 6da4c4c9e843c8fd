/**
 * The reference server's authenticator: a session token becomes the same principal whether the
 * store answers at once (the in-memory store, so a request needs no promise) or with promises
 * (a database), and the per-connection hash memo never lets one token stand in for another.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Credentials } from '../../generated/runtime/server-runtime.js';
import { authenticator } from '../../service/src/principal.js';
import { secretHash } from '../../service/src/secrets.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import type { Store } from '../../service/src/store/types.js';
import { promising } from './helpers/promising-store.js';

const NOW = 1_800_000_000_000;
const TOKEN = 'token-of-ada';

/** The memory store, but the lookups behind authentication answer with promises, as a database would. */
const promisingLookups = (store: MemoryStore): Store => promising(store, ['findSession', 'findUserById']);

async function seeded(store: Store, expiresAt = NOW + 60_000): Promise<void> {
  const user = await store.createUser({ username: 'ada', displayName: 'Ada', role: 'user', passwordHash: 'x' });
  if (user === 'duplicate') throw new Error('seeded twice');
  await store.addSession({ tokenHash: secretHash(TOKEN), userId: user.id, clientId: 'c', clientPlatform: 'web', deviceId: 'd', expiresAt }, 20, NOW - 1, user.passwordHash);
}

const bearer = (value: string): Credentials => [{ scheme: 'bearerAuth', kind: 'bearer', location: 'header', name: 'Authorization', value, scopes: [] }];
const onSocket = (socket: object) => ({ raw: { socket } }) as unknown as FastifyRequest;

const ADA = { userId: 1, username: 'ada', displayName: 'Ada', role: 'user', sessionTokenHash: secretHash(TOKEN), clientPlatform: 'web' };

describe('reference authenticator', () => {
  it('answers at once from the in-memory store and with a promise from a promising store, the same principal', async () => {
    const memory = new MemoryStore();
    const later = promisingLookups(new MemoryStore());
    await Promise.all([seeded(memory), seeded(later)]);
    const now = () => NOW;
    const atOnce = authenticator(memory, now)(bearer(TOKEN), onSocket({}));
    expect(atOnce).not.toBeInstanceOf(Promise);
    expect(atOnce).toEqual(ADA);
    const eventually = authenticator(later, now)(bearer(TOKEN), onSocket({}));
    expect(eventually).toBeInstanceOf(Promise);
    expect(await eventually).toEqual(ADA);
  });

  it('refuses unknown tokens and ends expired sessions, with either kind of store', async () => {
    for (const store of [new MemoryStore(), promisingLookups(new MemoryStore())]) {
      await seeded(store, NOW);
      const authenticate = authenticator(store, () => NOW);
      expect(await authenticate(bearer('not-a-token'), onSocket({}))).toBeUndefined();
      expect(await authenticate(bearer(TOKEN), onSocket({}))).toBeUndefined();
      expect(await store.findSession(secretHash(TOKEN))).toBeUndefined();
    }
  });

  it('never answers for one token with the hash remembered for another on the same connection', async () => {
    const store = new MemoryStore();
    await seeded(store);
    const authenticate = authenticator(store, () => NOW);
    const socket = {};
    expect(authenticate(bearer(TOKEN), onSocket(socket))).toEqual(ADA);
    expect(authenticate(bearer('token-of-someone-else'), onSocket(socket))).toBeUndefined();
    expect(authenticate(bearer(TOKEN), onSocket(socket))).toEqual(ADA);
  });
});
