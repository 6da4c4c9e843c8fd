import type { ServiceLimits } from '../limits.js';
import type { Store } from '../store/types.js';

/** What every handler group is built with; `now` is injectable so tests can move time. */
export interface HandlerContext {
  readonly store: Store;
  readonly now: () => number;
  readonly limits: ServiceLimits;
  /** scrypt's cost for new password hashes (secrets.ts); DEFAULT_PASSWORD_COST unless the app was built with another. */
  readonly passwordCost: number;
}
