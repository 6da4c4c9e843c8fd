/**
 * service/src/secrets.ts: password hashes at the default scrypt cost keep the form every stored
 * hash has (`scrypt$SALT$KEY`, so existing records verify), another cost is recorded in the hash,
 * a record naming a cost outside the allowed range is refused without deriving anything, and an
 * app built without a cost hashes at the default one.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../service/src/app.js';
import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from '../../service/src/secrets.js';

describe('password hashes', () => {
  it('verifies a record in the form earlier versions stored (default cost, no cost field)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('an-old-password', salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('an-old-password', stored)).toBe(true);
    expect(await verifyPassword('another-password', stored)).toBe(false);
  });

  it('hashes at the default cost in that same form', async () => {
    const stored = await hashPassword('a-password-1');
    expect(DEFAULT_PASSWORD_COST).toBe(14);
    expect(stored.split('$')).toHaveLength(3);
    expect(await verifyPassword('a-password-1', stored)).toBe(true);
  });

  it('records another cost in the hash, and verifies by it', async () => {
    const stored = await hashPassword('a-password-1', 10);
    expect(stored).toMatch(/^scrypt\$ln=10\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('a-password-1', stored)).toBe(true);
    expect(await verifyPassword('a-password-2', stored)).toBe(false);
    // The same salt and key under the default cost do not verify: the cost is part of the hash.
    const [, , salt, key] = stored.split('$');
    expect(await verifyPassword('a-password-1', `scrypt$${salt}$${key}`)).toBe(false);
  });

  it('refuses a record naming a cost out of range or malformed, and refuses to hash at one', async () => {
    const stored = await hashPassword('a-password-1', 10);
    const [, , salt, key] = stored.split('$');
    for (const cost of ['ln=30', 'ln=9', 'ln=', 'ln=1e1', 'N=1024', 'ln=100']) {
      expect(await verifyPassword('a-password-1', `scrypt$${cost}$${salt}$${key}`), cost).toBe(false);
    }
    expect(await verifyPassword('a-password-1', `bcrypt$${salt}$${key}`)).toBe(false);
    await expect(hashPassword('a-password-1', 9)).rejects.toThrow(/cost/);
    await expect(hashPassword('a-password-1', 21)).rejects.toThrow(/cost/);
  });

  it('an app built without a cost hashes its admin at the default cost', async () => {
    const { app, store } = await buildApp({ admin: { username: 'cost-admin', password: 'admin-password-1' } });
    try {
      const admin = await store.findUserByName('cost-admin');
      expect(admin?.passwordHash.split('$')).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
