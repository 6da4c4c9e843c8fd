/**
 * The login rate limit: failed logins are counted per username and per client address in the
 * store (so every process behind one database shares the count), and once either count reaches
 * its limit, logins for that username or from that address answer 429 until the window closes,
 * before any password is checked: a guess then costs the guesser a refusal and the server no
 * scrypt work, and a correct password does not tell itself apart from a wrong one.
 */
import type { ServiceLimits } from './limits.js';
import type { AttemptWindow, Store } from './store/types.js';

export interface LoginAttemptKeys {
  readonly account: string;
  readonly address: string;
}

export interface LoginRefusal {
  readonly window: AttemptWindow;
  readonly reason: string;
}

/** Counter keys for a login; `username` is the normalised one, so look-alike spellings share a count. */
export function loginAttemptKeys(username: string, clientAddress: string): LoginAttemptKeys {
  return { account: `login-account:${username}`, address: `login-address:${clientAddress}` };
}

/** Why this login may not even be tried now, or undefined when it may. */
export async function loginRefusal(store: Store, limits: ServiceLimits, keys: LoginAttemptKeys, now: number): Promise<LoginRefusal | undefined> {
  const [account, address] = await Promise.all([store.peekAttempts(keys.account, now), store.peekAttempts(keys.address, now)]);
  if (account !== undefined && account.count >= limits.loginFailuresPerAccount.max) {
    return { window: account, reason: 'too many failed logins for this username' };
  }
  if (address !== undefined && address.count >= limits.loginFailuresPerAddress.max) {
    return { window: address, reason: 'too many failed logins from this address' };
  }
  return undefined;
}

export async function countLoginFailure(store: Store, limits: ServiceLimits, keys: LoginAttemptKeys, now: number): Promise<void> {
  await Promise.all([
    store.countAttempt(keys.account, limits.loginFailuresPerAccount.windowMs, now),
    store.countAttempt(keys.address, limits.loginFailuresPerAddress.windowMs, now),
  ]);
}
