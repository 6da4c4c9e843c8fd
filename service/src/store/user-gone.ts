/**
 * A write for a user who no longer exists: an admin deleted the account between the request's
 * authentication and its write (a comment, progress, a session, an API key). The stores that
 * keep the user's rows under a foreign key refuse such a write there (SQLite's
 * SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL's 23503); the in-memory store, which has no keys,
 * refuses it with UserGoneError, so all three behave alike. The request's credentials are gone
 * with the account: handlers/index.ts answers the contract's 401, as the same request a moment
 * later gets, instead of a 500. One home for the codes, as store/unavailable.ts is for 503s.
 */
export class UserGoneError extends Error {
  readonly code = 'USER_GONE';

  constructor(userId: number) {
    super(`user ${userId} no longer exists`);
  }
}

/** Every user-owned row's foreign key names the users table; no other key can fail a write. */
const FOREIGN_KEY_CODES = new Set(['USER_GONE', 'SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

export function isUserGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && FOREIGN_KEY_CODES.has(code);
}
