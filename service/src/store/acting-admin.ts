/**
 * The check every store makes, inside the write that deletes an account, on the admin asking for
 * it (Store.deleteUser's `byAdmin`). Authentication read that admin before the write, and another
 * admin's deletion of them may have landed since: two admins deleting each other at once both
 * passed authentication, and both deletions left the service with no admin (decision 0025). Read
 * again in the deleting write, the admin who lost the race is gone, and the request answers what
 * the next one with those credentials would: 401 (UserGoneError, handlers/index.ts).
 */
import { UserGoneError } from './user-gone.js';

/**
 * `role` is the acting admin's role as the deleting write reads it (undefined: no such account).
 * An admin may not delete their own account: with the acting admin left in place, every deletion
 * leaves at least one admin.
 */
export function checkActingAdmin(adminId: number, deleting: number, role: string | undefined): void {
  if (adminId === deleting) throw new Error(`admin ${adminId} cannot delete their own account; the handler refuses it first`);
  if (role !== 'admin') throw new UserGoneError(adminId);
}
