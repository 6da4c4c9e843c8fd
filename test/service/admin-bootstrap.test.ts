/**
 * The admin account made at start: its password must be one the contract accepts, or nobody could
 * ever log in as it (an empty ADMIN_PASSWORD, from a variable passed on unset, was taken), and the
 * bootstrap never makes it again. An admin that exists already is kept, whatever is passed.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../service/src/app.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import { TEST_PASSWORD_COST } from '../server/helpers/reference.js';

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
});
