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

/**
 * The counters of one login. `account` and `address` hold the failures plus the logins being
 * checked, and decide every refusal; `accountFailed` and `addressFailed` (with a window's end,
 * failedKey) hold only the failures counted in that window, so a refusal can say whether failures
 * filled the limit or logins still being checked did.
 */
export interface LoginAttemptKeys {
  readonly account: string;
  readonly address: string;
  readonly accountFailed: string;
  readonly addressFailed: string;
}

export interface LoginRefusal {
  readonly window: AttemptWindow;
  readonly reason: string;
}

type Limit = ServiceLimits['loginFailuresPerAccount'];

/**
 * A login refused because others for the same username or address are still being checked asks
 * to come back this soon: a password check takes well under a second, and by then the others are
 * either taken back (they succeeded) or failures, which the next try is refused for honestly.
 */
const IN_FLIGHT_RETRY_MS = 1_000;

/**
 * Counter keys for a login; `username` is the normalised one, so look-alike spellings share a
 * count, and the address is counted by its client's network (an IPv6 /64), so a client cannot
 * make a fresh count by taking another address of its own. The prefixes end at the first `:`,
 * so no username or address makes one key equal to another.
 */
export function loginAttemptKeys(username: string, clientAddress: string): LoginAttemptKeys {
  const network = clientNetwork(clientAddress);
  return {
    account: `login-account:${username}`,
    address: `login-address:${network}`,
    accountFailed: `login-account-failed:${username}`,
    addressFailed: `login-address-failed:${network}`,
  };
}

/**
 * Counts this login as a failure before its password is checked, and refuses it when either
 * count is then past its limit (taking the count back: a refused login was not a guess). Counting
 * first makes the limit exact however many logins arrive at once: each sees the others already
 * counted, so at most `max` guesses per username (and per address) are ever checked in a window.
 * Checking first and counting after the password was wrong let every login in flight through.
 * A refusal past the limit only because other logins are still being checked is not "too many
 * failed logins": those may all succeed, so it says so and asks to come back in a second rather
 * than at the end of the window (twelve right passwords at once were told to wait 15 minutes).
 */
export async function reserveLoginAttempt(store: Store, limits: ServiceLimits, keys: LoginAttemptKeys, now: number): Promise<LoginRefusal | undefined> {
  const [account, address] = await Promise.all([
    store.countAttempt(keys.account, limits.loginFailuresPerAccount.windowMs, now),
    store.countAttempt(keys.address, limits.loginFailuresPerAddress.windowMs, now),
  ]);
  const refusal =
    account.count > limits.loginFailuresPerAccount.max
      ? refusalPast(limits.loginFailuresPerAccount, account, await store.peekAttempts(failedKey(keys.accountFailed, account), now), 'for this username', now)
      : address.count > limits.loginFailuresPerAddress.max
        ? refusalPast(limits.loginFailuresPerAddress, address, await store.peekAttempts(failedKey(keys.addressFailed, address), now), 'from this address', now)
        : undefined;
  if (refusal !== undefined) await releaseLoginAttempt(store, keys, now);
  return refusal;
}

/**
 * The refusal of a login that took a count past `limit`. The failures are read after the count
 * and only ever grow within their window, so fewer than the limit means logins still being
 * checked filled it (or were settling as this was read; the retry a second later is told which).
 */
function refusalPast(limit: Limit, counted: AttemptWindow, failed: AttemptWindow | undefined, whose: string, now: number): LoginRefusal {
  if ((failed?.count ?? 0) >= limit.max) return { window: counted, reason: `too many failed logins ${whose}` };
  return { window: { count: counted.count, resetAt: now + IN_FLIGHT_RETRY_MS }, reason: `too many logins ${whose} are being checked at once` };
}

/** Takes back the count of a reserved login that turned out not to be a failure (it succeeded). */
export async function releaseLoginAttempt(store: Store, keys: LoginAttemptKeys, now: number): Promise<void> {
  await Promise.all([store.uncountAttempt(keys.account, now), store.uncountAttempt(keys.address, now)]);
}

/**
 * A reserved login whose password was wrong: it stays counted in `account` and `address`, and is
 * counted among the failures of the window it was counted in, which tell a refusal's reason.
 */
export async function recordFailedLogin(store: Store, limits: ServiceLimits, keys: LoginAttemptKeys, now: number): Promise<void> {
  const [account, address] = await Promise.all([store.peekAttempts(keys.account, now), store.peekAttempts(keys.address, now)]);
  await Promise.all([
    account === undefined ? undefined : store.countAttempt(failedKey(keys.accountFailed, account), account.resetAt - now, now),
    address === undefined ? undefined : store.countAttempt(failedKey(keys.addressFailed, address), address.resetAt - now, now),
  ]);
}

/**
 * The failures of one limit window, keyed by its end: a failure counter with a window of its own
 * opened at the first failure, not with the limit's window, so it could close while the limit's
 * stayed open and hold only the last few failures, and a name locked by failures for minutes was
 * told "being checked at once, retry in 1 s". The end is a number, so no key equals another.
 */
function failedKey(failedPrefix: string, window: AttemptWindow): string {
  return `${failedPrefix}:${window.resetAt}`;
}
