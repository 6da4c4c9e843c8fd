/**
 * The login rate limit: failed logins are counted per username and per client address in the
 * store (so every process behind one database shares the count), and once either count reaches
 * its limit, logins for that username or from that address answer 429 until the window closes,
 * before any password is checked: a guess then costs the guesser a refusal and the server no
 * scrypt work, and a correct password does not tell itself apart from a wrong one. A login is
 * counted before it is tried and the count taken back if it succeeds (reserveLoginAttempt).
 */
import { clientNetwork } from './client-networks.js';
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

/**
 * Counter keys for a login; `username` is the normalised one, so look-alike spellings share a
 * count, and the address is counted by its client's network (an IPv6 /64), so a client cannot
 * make a fresh count by taking another address of its own.
 */
export function loginAttemptKeys(username: string, clientAddress: string): LoginAttemptKeys {
  return { account: `login-account:${username}`, address: `login-address:${clientNetwork(clientAddress)}` };
}

/**
 * Counts this login as a failure before its password is checked, and refuses it when either
 * count is then past its limit (taking the count back: a refused login was not a guess). Counting
 * first makes the limit exact however many logins arrive at once: each sees the others already
 * counted, so at most `max` guesses per username (and per address) are ever checked in a window.
 * Checking first and counting after the password was wrong let every login in flight through.
 */
export async function reserveLoginAttempt(store: Store, limits: ServiceLimits, keys: LoginAttemptKeys, now: number): Promise<LoginRefusal | undefined> {
  const [account, address] = await Promise.all([
    store.countAttempt(keys.account, limits.loginFailuresPerAccount.windowMs, now),
    store.countAttempt(keys.address, limits.loginFailuresPerAddress.windowMs, now),
  ]);
  const refusal =
    account.count > limits.loginFailuresPerAccount.max
      ? { window: account, reason: 'too many failed logins for this username' }
      : address.count > limits.loginFailuresPerAddress.max
        ? { window: address, reason: 'too many failed logins from this address' }
        : undefined;
  if (refusal !== undefined) await releaseLoginAttempt(store, keys, now);
  return refusal;
}

/** Takes back the count of a reserved login that turned out not to be a failure (it succeeded). */
export async function releaseLoginAttempt(store: Store, keys: LoginAttemptKeys, now: number): Promise<void> {
  await Promise.all([store.uncountAttempt(keys.account, now), store.uncountAttempt(keys.address, now)]);
}
