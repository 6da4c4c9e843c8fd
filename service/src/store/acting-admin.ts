/**
 * The check every store makes, inside the write, on the admin asking to delete an account or to
 * reset its password (Store.deleteUser's and Store.resetPassword's `by`). Authentication read that
 * admin's credentials before the write, and another admin's change may have ended them since:
 * two admins deleting each other at once both passed authentication, and both deletions left the
 * service with no admin; two resetting each other's passwords, or one deleting the other while
 * being reset, both succeeded, an outcome no order of the two requests gives (decision 0025).
 * Read again in the write, the admin who lost the race finds their account or session gone, and
 * the request answers what the next one with those credentials would: 401 (handlers/index.ts).
 */
import type { ActingAdmin } from './types.js';

export class ActingAdminGoneError extends Error {
  readonly code = 'ACTING_ADMIN_GONE';

  constructor(by: ActingAdmin) {
    super(`admin ${by.userId}'s ${by.sessionTokenHash === undefined ? 'account' : 'session'} ended before the change was made`);
  }
}

export function isActingAdminGone(error: unknown): boolean {
  return error instanceof ActingAdminGoneError;
}

/**
 * `role` is the acting admin's role as the write reads it (undefined: no such account), and
 * `sessionLive` whether the session they called with is still there (true for an API key, which
 * a reset does not end and a deletion ends with the account).
 */
export function checkActingAdmin(by: ActingAdmin, role: string | undefined, sessionLive: boolean): void {
  if (role !== 'admin' || !sessionLive) throw new ActingAdminGoneError(by);
}

/** An admin never deletes their own account (the handler refuses it first), so every deletion by one leaves one. */
export function checkNotSelf(by: ActingAdmin, deleting: number): void {
  if (by.userId === deleting) throw new Error(`admin ${by.userId} cannot delete their own account; the handler refuses it first`);
}
