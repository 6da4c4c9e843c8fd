import { retryAfterSeconds } from '../limits.js';
import type { AttemptWindow } from '../store/types.js';

/** The contract's 429: `rate_limited`, with `Retry-After` in whole seconds until the window closes. */
export function rateLimited(window: AttemptWindow, now: number, what: string) {
  const seconds = retryAfterSeconds(window.resetAt, now);
  return {
    status: 429 as const,
    code: 'rate_limited' as const,
    message: `${what}; try again in ${seconds} s`,
    headers: { 'retry-after': seconds },
  };
}
