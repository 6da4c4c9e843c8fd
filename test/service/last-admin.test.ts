/**
 * Two admins deleting each other at the same moment. Each request is authenticated while the other
 * admin still exists, so checking who may act before the write let both deletions through and
 * left the service with no admin at all (nobody could create, reset or delete an account until a
 * restart made the bootstrap admin again). A deletion now happens only while the admin asking for
 * it is still an admin, checked in the same write as the deletion (0025): whichever lands second
 * finds its admin gone and answers 401, as the next request with those credentials does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { hashPassword } from '../../service/src/secrets.js';
import type { Store } from '../../service/src/store/types.js';
import { ADMIN, TEST_PASSWORD_COST } from '../server/helpers/reference.js';
import { freshStore, useStoreKinds, type StoreKind } from './helpers/store-kinds.js';

const kinds = useStoreKinds();
const HEADERS = { 'content-type': 'application/json', 'X-Client-Id': 'last-admin', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' };
const PASSWORD = 'admin-password-9';
/** Pairs of admins made to delete each other; each round is a fresh pair. */
const ROUNDS = 10;

let app: FastifyInstance | undefined;
let store: Store | undefined;
afterEach(async () => {
  await app?.close();
  await store?.close();
  app = undefined;
  store = undefined;
});

async function loggedInAdmin(target: FastifyInstance, opened: Store, username: string, passwordHash: string): Promise<{ id: number; token: string }> {
  const created = await opened.createUser({ username, displayName: username, role: 'admin', passwordHash });
  if (created === 'duplicate') throw new Error(`${username} exists`);
  const login = await target.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: { username, password: PASSWORD } });
  return { id: created.id, token: (login.json() as { data: { token: string } }).data.token };
}

describe.each(kinds)('$name store: two admins deleting each other at once', (kind: StoreKind) => {
  it('never leaves the service without an admin', async () => {
    const opened = (store = await freshStore(kind));
    ({ app } = await buildApp({ store: opened, admin: ADMIN, passwordCost: TEST_PASSWORD_COST }));
    const target = app;
    const passwordHash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
    // The bootstrap admin would keep one admin whatever happens to the pairs: it goes first.
    const bootstrap = await opened.findUserByName(ADMIN.username);
    expect(await opened.deleteUser(bootstrap?.id ?? -1)).toBe(true);
    const statuses: number[] = [];
    let survivor: { id: number; token: string } | undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = survivor ?? (await loggedInAdmin(target, opened, `first-${round}`, passwordHash));
      const second = await loggedInAdmin(target, opened, `second-${round}`, passwordHash);
      const [one, two] = await Promise.all([
        target.inject({ method: 'DELETE', url: `/api/v1/users/${second.id}`, headers: { ...HEADERS, authorization: `Bearer ${first.token}` } }),
        target.inject({ method: 'DELETE', url: `/api/v1/users/${first.id}`, headers: { ...HEADERS, authorization: `Bearer ${second.token}` } }),
      ]);
      statuses.push(one.statusCode, two.statusCode);
      const admins = (await opened.listUsers()).filter((user) => user.role === 'admin');
      expect(admins.length, `round ${round}: ${one.statusCode} ${one.body} / ${two.statusCode} ${two.body}`).toBe(1);
      survivor = admins[0]?.id === first.id ? first : second;
    }
    // Every round: one deletion done, the other refused as its admin's credentials are gone.
    expect(statuses.filter((status) => status === 200)).toHaveLength(ROUNDS);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ROUNDS);
  });
});
