/**
 * The login limit's reasons (service/src/login-attempts.ts), with logins held in flight by the
 * test: a limit filled by logins still being checked is a one-second refusal, and only failures
 * already known make it "too many failed logins" until the window closes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type ServiceLimits } from '../../service/src/limits.js';
import { loginAttemptKeys, recordFailedLogin, releaseLoginAttempt, reserveLoginAttempt } from '../../service/src/login-attempts.js';
import { MemoryStore } from '../../service/src/store/memory.js';

const MINUTE = 60_000;
const LIMITS: ServiceLimits = { ...DEFAULT_LIMITS, loginFailuresPerAccount: { max: 3, windowMs: MINUTE }, loginFailuresPerAddress: { max: 5, windowMs: MINUTE } };
const NOW = 1_800_000_000_000;

describe('login attempts', () => {
  it('refuses a login past the limit for a second while the others are still being checked', async () => {
    const store = new MemoryStore();
    const keys = loginAttemptKeys('household', '192.0.2.7');
    for (let login = 0; login < 3; login++) expect(await reserveLoginAttempt(store, LIMITS, keys, NOW)).toBeUndefined();
    const refusal = await reserveLoginAttempt(store, LIMITS, keys, NOW);
    expect(refusal).toEqual({ window: { count: 4, resetAt: NOW + 1_000 }, reason: 'too many logins for this username are being checked at once' });
    // The three succeed: the next login is checked.
    for (let login = 0; login < 3; login++) await releaseLoginAttempt(store, keys, NOW);
    expect(await reserveLoginAttempt(store, LIMITS, keys, NOW + 10)).toBeUndefined();
  });

  it('says "failed" once the failures alone fill the limit, with the window that counts them', async () => {
    const store = new MemoryStore();
    const keys = loginAttemptKeys('guessed', '192.0.2.8');
    for (let login = 0; login < 3; login++) {
      expect(await reserveLoginAttempt(store, LIMITS, keys, NOW)).toBeUndefined();
      await recordFailedLogin(store, LIMITS, keys, NOW);
    }
    expect(await reserveLoginAttempt(store, LIMITS, keys, NOW + 5_000)).toEqual({
      window: { count: 4, resetAt: NOW + MINUTE },
      reason: 'too many failed logins for this username',
    });
  });

  it('counts the address the same way: in flight first, failures after', async () => {
    const store = new MemoryStore();
    const address = '2001:db8::1';
    for (let user = 0; user < 5; user++) expect(await reserveLoginAttempt(store, LIMITS, loginAttemptKeys(`user-${user}`, address), NOW)).toBeUndefined();
    expect((await reserveLoginAttempt(store, LIMITS, loginAttemptKeys('user-5', address), NOW))?.reason).toBe('too many logins from this address are being checked at once');
    for (let user = 0; user < 5; user++) await recordFailedLogin(store, LIMITS, loginAttemptKeys(`user-${user}`, address), NOW);
    expect((await reserveLoginAttempt(store, LIMITS, loginAttemptKeys('user-5', '2001:db8::2'), NOW))?.reason).toBe('too many failed logins from this address');
  });

  it('says "failed" when the failures that fill a window began to be counted in the one before', async () => {
    // The first window opens with a login that succeeds; the failures of the next one straddle
    // the moment a failure counter opened in the first would close. Counted apart from the
    // limit's window, the last two were all that counter held, and the refusal said "being
    // checked at once, retry in 1 s" though the failures lock the name until the window closes.
    const store = new MemoryStore();
    const keys = loginAttemptKeys('slow-guesses', '192.0.2.9');
    const fail = async (at: number) => {
      expect(await reserveLoginAttempt(store, LIMITS, keys, at)).toBeUndefined();
      await recordFailedLogin(store, LIMITS, keys, at);
    };
    expect(await reserveLoginAttempt(store, LIMITS, keys, NOW)).toBeUndefined();
    await releaseLoginAttempt(store, keys, NOW);
    await fail(NOW + 40_000);
    await fail(NOW + 61_000);
    await fail(NOW + 101_000);
    await fail(NOW + 101_000);
    expect(await reserveLoginAttempt(store, LIMITS, keys, NOW + 102_000)).toEqual({
      window: { count: 4, resetAt: NOW + 121_000 },
      reason: 'too many failed logins for this username',
    });
  });
});
