/**
 * A login whose password check is under way when an admin resets that account's password. The
 * reset "ends all its sessions" (resetUserPassword in the contract), which is what an admin does to
 * shut out someone who has the old password; a login with the old password that was already being
 * checked (scrypt takes tens of milliseconds, and a holder of the password can keep logging in,
 * since a login that succeeds takes its count back) used to add its session after the reset and
 * kept the account open. The session is now added only while the password is the one checked.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { hashPassword } from '../../service/src/secrets.js';
import type { Store } from '../../service/src/store/types.js';
import { ADMIN, TEST_PASSWORD_COST } from '../server/helpers/reference.js';
import { closedAfterEach, freshStore, useStoreKinds, type StoreKind } from './helpers/store-kinds.js';

const kinds = useStoreKinds();
const HEADERS = { 'content-type': 'application/json', 'X-Client-Id': 'reset-race', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' };
const OLD = { username: 'shared', password: 'old-password-1' };

const held = closedAfterEach();

describe.each(kinds)('$name store: a password reset that lands while a login is being checked', (kind: StoreKind) => {
  it('answers the login 401 and leaves no session of the old password', async () => {
    const opened = (held.store = await freshStore(kind));
    let resetDuringLogin: (() => Promise<unknown>) | undefined;
    // The reset lands after the login's password check and before its session is written:
    // the moment an admin's request can take while scrypt runs.
    const racing: Store = new Proxy(opened, {
      get(target, name, receiver) {
        if (name !== 'addSession') {
          const value: unknown = Reflect.get(target, name, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (...args: Parameters<Store['addSession']>) => {
          const reset = resetDuringLogin;
          resetDuringLogin = undefined;
          await reset?.();
          return target.addSession(...args);
        };
      },
    });
    const { app } = await buildApp({ store: racing, admin: ADMIN, passwordCost: TEST_PASSWORD_COST });
    held.app = app;
    const created = await opened.createUser({ username: OLD.username, displayName: 'Shared', role: 'user', passwordHash: await hashPassword(OLD.password, TEST_PASSWORD_COST) });
    if (created === 'duplicate') throw new Error('test user exists');
    const newHash = await hashPassword('new-password-2', TEST_PASSWORD_COST);
    resetDuringLogin = () => opened.resetPassword(created.id, newHash);

    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: OLD });
    expect([login.statusCode, login.json()]).toEqual([401, { status: 'error', code: 'unauthenticated', error: 'username or password is incorrect' }]);
    expect(resetDuringLogin).toBeUndefined();
    const token = (login.json() as { data?: { token?: string } }).data?.token;
    expect(token).toBeUndefined();

    // The old password is refused from now on, and the new one works.
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: OLD })).statusCode).toBe(401);
    const fresh = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: { username: OLD.username, password: 'new-password-2' } });
    expect(fresh.statusCode).toBe(200);
  });
});
