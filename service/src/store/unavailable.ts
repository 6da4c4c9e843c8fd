/**
 * Which store failures mean "the store cannot be used right now" rather than "the service has a
 * defect": the disk is full or read-only, the file cannot be written, the database is shutting
 * down, unreachable or out of connections. Requests that meet one get the contract's 503
 * `unavailable` with Retry-After (handlers/index.ts, principal.ts) instead of a 500, and the
 * service keeps running: the same request succeeds once the operator has freed the disk or the
 * database is back. One home for both engines' codes, so every route and both stores agree.
 */
import { HttpProblem } from '../../../generated/runtime/server-runtime.js';

/** SQLite primary result codes (better-sqlite3's `code` is the extended one, e.g. SQLITE_IOERR_WRITE). */
const SQLITE_UNAVAILABLE = ['SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_NOMEM'];

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), class 53 (insufficient resources: disk
 * full, out of memory, too many connections), 57P01-57P03 (shutting down, crashed, starting),
 * 25006 (read-only: a standby after a failover), 57014 (a statement cancelled: past the store's
 * statement_timeout, or by an operator) and 25P03 (a session ended for idling in a transaction):
 * in both, the database undid the statement or the transaction.
 */
const POSTGRES_UNAVAILABLE = /^(08|53)...$|^57P0[123]$|^57014$|^25006$|^25P03$/;

/** Socket errors of a database connection that could not be made or was lost. */
const NETWORK_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres reports a lost connection, a pool that cannot connect in time, and a query the
 * database did not answer within the store's query timeout (its connection is then dropped) by
 * message only.
 */
const POSTGRES_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Query read timeout)/;

/**
 * A write whose connection to the database was lost after the write (a single statement, or a
 * transaction's COMMIT) was sent and before its answer came back: the database may have made it.
 * Still a store that cannot be used now (a 503), but one whose client must not be told "nothing
 * was done": sent again on that word, a comment was stored twice (decision 0025, 2026-11-28).
 */
export class WriteOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('the connection to the database was lost after a write was sent and before its answer came', { cause });
  }
}

export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof WriteOutcomeUnknown) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return SQLITE_UNAVAILABLE.some((primary) => code === primary || code.startsWith(`${primary}_`));
    if (POSTGRES_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && POSTGRES_CONNECTION_MESSAGES.test(message);
}

/** What a client is told to wait before sending again. */
export const STORE_RETRY_AFTER_SECONDS = 5;
export const STORE_UNAVAILABLE_MESSAGE = 'The service cannot use its data store right now (full, read-only or unreachable); nothing was done, send the request again later';
export const STORE_OUTCOME_UNKNOWN_MESSAGE = 'The connection to the data store was lost while this request\'s change was being saved, so it may or may not have been made; check (read back what it would have changed) before sending the request again';

/** What the 503 tells the client: only a write whose answer was lost may have been made. */
export function storeUnavailableMessage(error: unknown): string {
  return error instanceof WriteOutcomeUnknown ? STORE_OUTCOME_UNKNOWN_MESSAGE : STORE_UNAVAILABLE_MESSAGE;
}

/** The contract's 503 for a store that cannot be used (`error`, as isStoreUnavailable knows it), as the runtime sends a thrown problem. */
export function storeUnavailableProblem(error: unknown): HttpProblem {
  return new HttpProblem(503, 'unavailable', storeUnavailableMessage(error), { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) });
}
