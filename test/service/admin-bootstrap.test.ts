/**
 * The admin account made at start: its password must be one the contract accepts, or nobody could
 * ever log in as it (an empty ADMIN_PASSWORD, from a variable passed on unset, was taken), and the
 * bootstrap never makes it again. An admin that exists already is kept, whatever is passed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminKeepsOtherPassword, buildApp } from '../../service/src/app.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import { TEST_PASSWORD_COST } from '../server/helpers/reference.js';
import { startService } from './helpers/service-process.js';

describe('the admin bootstrap', () => {
  it.each([
    ['empty', '', 0],
    ['too short', 'seven77', 7],
    ['too long', 'x'.repeat(1_025), 1_025],
    ['four characters in eight UTF-16 units', '🔑🔑🔑🔑', 4],
  ])('refuses to make the admin with a password the contract refuses (%s)', async (_name, password, length) => {
    const store = new MemoryStore();
    await expect(buildApp({ store, admin: { username: 'root', password }, passwordCost: TEST_PASSWORD_COST })).rejects.toThrow(
      `the admin's password (ADMIN_PASSWORD for npm start) must be 8 to 1024 characters, as the contract asks of every new password; it has ${length}, and the admin "root" is created with it now`,
    );
    expect(await store.findUserByName('root')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, as the contract does, and keeps an admin that exists whatever is passed', async () => {
    const store = new MemoryStore();
    const built = await buildApp({ store, admin: { username: 'root', password: '🔑🔑🔑🔑🔑🔑🔑🔑' }, passwordCost: TEST_PASSWORD_COST });
    await built.app.close();
    expect((await store.findUserByName('root'))?.role).toBe('admin');
    const again = await buildApp({ store, admin: { username: 'root', password: '' }, passwordCost: TEST_PASSWORD_COST });
    await again.app.close();
  });

  it('refuses to start when the admin username names an account that is not an admin, rather than starting with no such admin', async () => {
    const store = new MemoryStore();
    const created = await store.createUser({ username: 'ops', displayName: 'Ops', role: 'user', passwordHash: 'scrypt$x$y' });
    await expect(buildApp({ store, admin: { username: 'ops', password: 'ops-password-1' }, passwordCost: TEST_PASSWORD_COST })).rejects.toThrow(
      'the admin username "ops" (ADMIN_USERNAME for npm start) names an account that is not an admin; choose another name, or start with the name of the admin',
    );
    expect(await store.findUserByName('ops')).toEqual(created);
  });

  it('refuses to start when a plain user of the admin username is made between the bootstrap\'s lookup and its creation', async () => {
    // What a running process sharing the database does when one of its admins creates "ops" then:
    // the bootstrap's own creation meets a duplicate, and took it for an admin another process made.
    class Raced extends MemoryStore {
      override async createUser(user: Parameters<MemoryStore['createUser']>[0]) {
        if (user.role === 'admin') await super.createUser({ ...user, role: 'user', displayName: 'Ops' });
        return super.createUser(user);
      }
    }
    const store = new Raced();
    await expect(buildApp({ store, admin: { username: 'ops', password: 'ops-password-1' }, passwordCost: TEST_PASSWORD_COST })).rejects.toThrow(
      'the admin username "ops" (ADMIN_USERNAME for npm start) names an account that is not an admin',
    );
    expect((await store.findUserByName('ops'))?.role).toBe('user');
  });

  it('tells whether the admin that exists keeps another password than the one given: ADMIN_PASSWORD set after a first start does not change it', async () => {
    const store = new MemoryStore();
    const first = await buildApp({ store, admin: { username: 'root', password: 'first-password' }, passwordCost: TEST_PASSWORD_COST });
    await first.app.close();
    expect(first.admin).toEqual({ username: 'root', made: true });
    const same = await buildApp({ store, admin: { username: 'root', password: 'first-password' }, passwordCost: TEST_PASSWORD_COST });
    await same.app.close();
    expect(same.admin).toMatchObject({ username: 'root', made: false });
    expect(await adminKeepsOtherPassword(same.admin, 'first-password')).toBe(false);
    const other = await buildApp({ store, admin: { username: 'root', password: 'second-password' }, passwordCost: TEST_PASSWORD_COST });
    await other.app.close();
    expect(other.admin).toMatchObject({ username: 'root', made: false });
    expect(await adminKeepsOtherPassword(other.admin, 'second-password')).toBe(true);
    // Made now: the password given is the admin's.
    expect(await adminKeepsOtherPassword(first.admin, 'anything')).toBe(false);
  });
});

describe('npm start with an admin made by an earlier start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function login(url: string, password: string): Promise<number> {
    const response = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Id': 'bootstrap', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('warns that ADMIN_PASSWORD was not applied when it is not the password the admin has, and only then', async () => {
    // The first start as a new user makes it: with the default password.
    const first = await startService({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'change-me-now' });
    await first.stop();
    // Then they set their own, as the first start told them to.
    const second = await startService({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'my-own-secret-1' });
    try {
      expect(second.output()).toContain('service: ADMIN_PASSWORD was NOT applied: the admin "admin" exists already (made by an earlier start) and keeps its own password');
      // What the warning says is what happens: the default still logs in, theirs does not.
      expect(await login(second.url, 'my-own-secret-1')).toBe(401);
      expect(await login(second.url, 'change-me-now')).toBe(200);
    } finally {
      await second.stop();
    }
    const third = await startService({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'change-me-now' });
    await third.stop();
    expect(third.output()).not.toContain('ADMIN_PASSWORD was NOT applied');
  });
});
