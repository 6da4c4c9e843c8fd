/**
 * The PostgreSQL store (node-postgres), for several server processes sharing one database. Every
 * write is one statement or one transaction, acknowledged after PostgreSQL commits it (one whose
 * answer was lost is reported as such: sentWrite); caps that
 * must hold across processes (sessions, API keys, progress and watches) lock the user's row first, and the comment
 * quota is counted in the same statement that inserts the comment.
 */
import pg from 'pg';
import { checkActingAdmin, checkNotSelf } from '../acting-admin.js';
import { pendingMigrations, type Migration } from '../migrations.js';
import { apiKeyFromRow, commentFromRow, progressFromRow, progressValues, sessionFromRow, userFromRow } from '../rows.js';
import type { ApiKeyRow, CommentRow, ProgressRow, SessionRow, UserRow } from '../rows.js';
import type {
  ActingAdmin,
  Admitted,
  ApiKeyRecord,
  AttemptWindow,
  CommentQuery,
  CommentRecord,
  CommentView,
  NewComment,
  Page,
  ProgressCap,
  ProgressRecord,
  Quota,
  SessionRecord,
  Store,
  UserPage,
  UserRecord,
  WatchRecord,
} from '../types.js';
import { isStoreUnavailable, WriteOutcomeUnknown } from '../unavailable.js';
import { POSTGRES_MIGRATIONS } from './schema.js';
import { SQL } from './statements.js';

/** A row of SQL.userPage: an account and the number of accounts, or past the end the number alone. */
type UserPageRow = ({ readonly [column in keyof UserRow]: null } | UserRow) & { readonly total: number };

const INT8_OID = 20;
/** Taken while migrating, so processes starting together migrate one after the other. */
const MIGRATION_LOCK = 0x6d7463; // "mtc"
const SWEEP_INTERVAL_MS = 60_000;
/** How long opening a connection may take (the database unreachable, the pool busy). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long the service waits for the database, in milliseconds. Without bounds, a database whose
 * host or network went away without a reset (a failover to another host, a partition) held every
 * query on a pooled connection for ever, and a transaction's locks stayed held on the database
 * (decision 0025, 2026-11-28).
 */
export interface PostgresTimeouts {
  /** The database cancels a statement running longer (`statement_timeout`): nothing of it is kept, and the request answers 503. */
  readonly statementMs: number;
  /**
   * The service gives up on a query the database has not answered (node-postgres's
   * `query_timeout`), and drops its connection: the database is not answering at all. Longer
   * than `statementMs`, so a database that is only slow cancels the statement itself first.
   */
  readonly queryMs: number;
  /** The database ends a session left inside a transaction this long (`idle_in_transaction_session_timeout`): a client that vanished mid-transaction, whose locks would otherwise be held until the database noticed, hours later. */
  readonly idleInTransactionMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { statementMs: 20_000, queryMs: 30_000, idleInTransactionMs: 20_000 };

export interface PostgresOptions {
  readonly connectionString: string;
  readonly maxConnections?: number;
  /** How long a request waits for a connection (the database unreachable, the pool busy); default 5 s. */
  readonly connectTimeoutMs?: number;
  readonly migrations?: readonly Migration[];
  /** Errors of idle pooled connections (the server restarted, the network dropped). */
  readonly onIdleError?: (error: Error) => void;
  /** Bounds on waiting for the database (PostgresTimeouts); any left out keep their defaults. */
  readonly timeouts?: Partial<PostgresTimeouts>;
}

export class PostgresStore implements Store {
  readonly #pool: pg.Pool;
  /** The last progress write of each user this process has begun (see #underProgressLock). */
  readonly #progressWrites = new Map<number, Promise<void>>();
  #lastSweep = 0;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  static async open(options: PostgresOptions): Promise<PostgresStore> {
    const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
    // Before the pool, on a connection without the timeouts: a migration may rightly run long
    // (it rewrites tables), and may wait for another process's migration to finish.
    await migrate(options.connectionString, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, options.migrations ?? POSTGRES_MIGRATIONS);
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      // A database that cannot be reached answers within this, as a 503 (store/unavailable.ts),
      // instead of holding the request until the handler timeout.
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      keepAlive: true,
      query_timeout: timeouts.queryMs,
      statement_timeout: Math.min(timeouts.statementMs, timeouts.queryMs),
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // Ids, timestamps in ms and counts are BIGINT: read them as numbers (all stay below 2^53).
      types: { getTypeParser: ((oid: number, format?: string) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser },
    });
    pool.on('error', options.onIdleError ?? ((error) => console.error('postgres: idle connection failed:', error.message)));
    return new PostgresStore(pool);
  }

  async createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'> {
    const row = await this.#written<UserRow>(SQL.insertUser, [user.username, user.displayName, user.role, user.passwordHash, new Date().toISOString()]);
    return row === undefined ? 'duplicate' : userFromRow(row);
  }

  async findUserByName(username: string): Promise<UserRecord | undefined> {
    return mapped(await this.#one<UserRow>(SQL.userByName, [username]), userFromRow);
  }

  async findUserById(id: number): Promise<UserRecord | undefined> {
    return mapped(await this.#one<UserRow>(SQL.userById, [id]), userFromRow);
  }

  async listUsers(page: Page): Promise<UserPage> {
    const rows = await this.#all<UserPageRow>(SQL.userPage, [page.limit, page.offset]);
    const users = rows.flatMap((row) => (row.id === null ? [] : [userFromRow(row)]));
    return { users, total: rows[0]?.total ?? 0 };
  }

  async deleteUser(id: number, by?: ActingAdmin): Promise<boolean> {
    if (by === undefined) return ((await this.#write(SQL.deleteUser, [id])).rowCount ?? 0) > 0;
    checkNotSelf(by, id);
    return this.#transaction(async (client) => {
      await this.#checkActingAdmin(client, by, id);
      return ((await client.query(SQL.deleteUser, [id])).rowCount ?? 0) > 0;
    });
  }

  async resetPassword(id: number, passwordHash: string, by?: ActingAdmin): Promise<boolean> {
    // Two statements, not one: the update waits for the row lock of a login adding its session
    // (addSession), and only a statement begun after that wait sees the session it committed.
    // One statement deleting sessions in the same snapshot as its update missed it.
    return this.#transaction(async (client) => {
      if (by !== undefined) await this.#checkActingAdmin(client, by, id);
      if ((await client.query(SQL.setPasswordHash, [id, passwordHash])).rowCount === 0) return false;
      await client.query(SQL.deleteSessionsOf, [id]);
      return true;
    });
  }

  async addSession(session: SessionRecord, maxPerUser: number, now: number, checkedHash: string): Promise<boolean> {
    return this.#transaction(async (client) => {
      // Locked as resetPassword locks it, so the two are ordered: a reset that came first shows
      // its new hash here, and one that comes after ends this session with the others.
      const locked = await client.query<{ password_hash: string }>(SQL.lockUserPassword, [session.userId]);
      if (locked.rows[0] !== undefined && locked.rows[0].password_hash !== checkedHash) return false;
      const { tokenHash, userId, clientId, clientPlatform, deviceId, expiresAt } = session;
      await client.query(SQL.insertSession, [tokenHash, userId, clientId, clientPlatform, deviceId, expiresAt]);
      await client.query(SQL.deleteExpiredSessionsOf, [userId, now]);
      await client.query(SQL.deleteSessionsPastCap, [userId, maxPerUser]);
      return true;
    });
  }

  async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
    return mapped(await this.#one<SessionRow>(SQL.sessionByHash, [tokenHash]), sessionFromRow);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#write(SQL.deleteSession, [tokenHash]);
  }

  async createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, maxPerUser: number): Promise<ApiKeyRecord | 'duplicate' | 'limit'> {
    return this.#transaction(async (client) => {
      await client.query(SQL.lockUser, [key.userId]);
      if ((await client.query(SQL.apiKeyNamed, [key.userId, key.name])).rowCount !== 0) return 'duplicate';
      const count = (await client.query<{ count: number }>(SQL.countApiKeysOf, [key.userId])).rows[0]?.count ?? 0;
      if (count >= maxPerUser) return 'limit';
      const inserted = await client.query<ApiKeyRow>(SQL.insertApiKey, [key.userId, key.name, key.secretHash, new Date().toISOString()]);
      return apiKeyFromRow(inserted.rows[0] as ApiKeyRow);
    });
  }

  async findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyRecord | undefined> {
    return mapped(await this.#one<ApiKeyRow>(SQL.apiKeyByHash, [secretHash]), apiKeyFromRow);
  }

  async listApiKeys(userId: number): Promise<readonly ApiKeyRecord[]> {
    return (await this.#all<ApiKeyRow>(SQL.apiKeysOf, [userId])).map(apiKeyFromRow);
  }

  async deleteApiKey(userId: number, id: number): Promise<boolean> {
    return ((await this.#write(SQL.deleteApiKey, [id, userId])).rowCount ?? 0) > 0;
  }

  // Housekeeping, not the request's own change (authentication skips it when it fails): sent as
  // a read is, so a lost answer is not reported as a write that may have been made.
  async touchApiKey(id: number, usedAt: string): Promise<void> {
    await this.#pool.query(SQL.touchApiKey, [usedAt, id]);
  }

  async saveProgress(progress: ProgressRecord, cap: ProgressCap): Promise<void> {
    await this.#underProgressLock(progress.userId, (client) => client.query(SQL.saveProgress, [...progressValues(progress), Math.max(1, cap.movies), cap.bytes]));
  }

  async findProgress(userId: number, movieId: number): Promise<ProgressRecord | undefined> {
    return mapped(await this.#one<ProgressRow>(SQL.progress, [userId, movieId]), progressFromRow);
  }

  async markWatched(watch: WatchRecord, maxPerUser: number): Promise<void> {
    await this.#underProgressLock(watch.userId, (client) => client.query(SQL.markWatched, [watch.userId, watch.movieId, watch.watchedAt, maxPerUser]));
  }

  async addComment(comment: NewComment, quota: Quota): Promise<Admitted<CommentRecord>> {
    await this.#sweepAttempts(quota.now);
    const { mediaId, userId, type, title, comment: text, score, seasonNumber, episodeNumber, createdAt } = comment;
    const row = await this.#written<{ count: number; reset_at: number; id: number | null }>(SQL.addComment, [
      quota.key, quota.now, quota.windowMs, quota.max,
      mediaId, userId, type, title ?? null, text ?? null, score ?? null, seasonNumber ?? null, episodeNumber ?? null, createdAt,
    ]);
    if (row === undefined || row.id === null) return { ok: false, window: { count: row?.count ?? quota.max + 1, resetAt: row?.reset_at ?? quota.now } };
    return { ok: true, value: { ...comment, id: String(row.id), sequence: row.id } };
  }

  async listComments(query: CommentQuery): Promise<readonly CommentView[]> {
    const rows = query.authorId === undefined
      ? await this.#all<CommentRow>(SQL.thread, [query.mediaId, query.type, query.limit, query.offset])
      : await this.#all<CommentRow>(SQL.authorThread, [query.authorId, query.mediaId, query.type, query.limit, query.offset]);
    return rows.map(commentFromRow);
  }

  // countAttempt and uncountAttempt are sent as reads are: a count whose answer was lost at most
  // counts one login more, which sending the login again does not make worse; the login itself
  // was not made, and its client is told so.
  async countAttempt(key: string, windowMs: number, now: number): Promise<AttemptWindow> {
    await this.#sweepAttempts(now);
    const row = (await this.#one<{ count: number; reset_at: number }>(SQL.countAttempt, [key, now, windowMs])) as { count: number; reset_at: number };
    return { count: row.count, resetAt: row.reset_at };
  }

  async peekAttempts(key: string, now: number): Promise<AttemptWindow | undefined> {
    const row = await this.#one<{ count: number; reset_at: number }>(SQL.attemptWindow, [key, now]);
    return row === undefined ? undefined : { count: row.count, resetAt: row.reset_at };
  }

  async uncountAttempt(key: string, now: number): Promise<void> {
    await this.#pool.query(SQL.uncountAttempt, [key, now]);
  }

  async checkReady(): Promise<void> {
    await this.#pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (!this.#pool.ended) await this.#pool.end();
  }

  async #one<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R | undefined> {
    return (await this.#pool.query<R>(text, values)).rows[0];
  }

  async #all<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
    return (await this.#pool.query<R>(text, values)).rows;
  }

  /** A write in one statement (autocommit), whose lost answer is reported as such (sentWrite). */
  async #write<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return withClient(this.#pool, (client) => sentWrite<R>(client, text, values));
  }

  async #written<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R | undefined> {
    return (await this.#write<R>(text, values)).rows[0];
  }

  /**
   * Locks the acting admin's row and the target's, lower id first, before reading anything: two
   * admins changing each other's accounts wait for one another instead of each seeing the other's
   * credentials still there (READ COMMITTED), and the one that waited reads, in statements begun
   * after the wait, what the other committed. One order for every such pair, so no deadlock.
   */
  async #checkActingAdmin(client: pg.PoolClient, by: ActingAdmin, target: number): Promise<void> {
    const locked = await client.query<{ id: number; role: string }>(SQL.lockUsersInOrder, [[target, by.userId]]);
    const role = locked.rows.find((row) => row.id === by.userId)?.role;
    const sessionLive = by.sessionTokenHash === undefined || (await client.query(SQL.sessionByHash, [by.sessionTokenHash])).rowCount !== 0;
    checkActingAdmin(by, role, sessionLive);
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return withClient(this.#pool, async (client) => {
      await client.query('BEGIN');
      try {
        const result = await work(client);
        // Only the COMMIT can leave the outcome unknown: a connection lost before it ends the
        // transaction undone (the database rolls back when the session ends).
        await sentWrite(client, 'COMMIT');
        return result;
      } catch (error) {
        // A connection that failed is dropped (withClient), which ends its transaction on the
        // database; a ROLLBACK sent on it would only wait behind the query that got no answer.
        if (!isStoreUnavailable(error)) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * `write` after the user's progress lock, in one transaction (statements.ts lockUserProgress),
   * and after this process's earlier progress writes of that user. As one statement without the
   * lock, a save's eviction could run before its own upsert and hold a row another save's upsert
   * waited for while that save waited for its row: PostgreSQL broke the deadlock by failing one
   * save (a 500), and saves at once passed the cap. Queued here first, a user's burst of saves
   * waits for the lock holding one pooled connection, not all of them (decision 0027).
   */
  async #underProgressLock(userId: number, write: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
    const run = () => this.#transaction(async (client) => {
      await client.query(SQL.lockUserProgress, [userId]);
      await write(client);
    });
    const mine = (this.#progressWrites.get(userId) ?? Promise.resolve()).then(run, run);
    const settled = mine.then(ignore, ignore);
    this.#progressWrites.set(userId, settled);
    try {
      await mine;
    } finally {
      if (this.#progressWrites.get(userId) === settled) this.#progressWrites.delete(userId);
    }
  }

  /** Housekeeping before a write, sent as a read is: deleting closed windows again is harmless, and the request's own write was not sent. */
  async #sweepAttempts(now: number): Promise<void> {
    if (now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    await this.#pool.query(SQL.deleteClosedAttempts, [now]);
  }
}

function ignore(): void {}

function mapped<R, T>(row: R | undefined, map: (row: R) => T): T | undefined {
  return row === undefined ? undefined : map(row);
}

/**
 * Sends a write (a statement in autocommit, or a COMMIT) on `client`. A connection that failed
 * after it was sent and before its answer came (reset, closed, or silent past the query timeout)
 * leaves its outcome unknown: the database may have made it. That is thrown as WriteOutcomeUnknown.
 * Everything else is what it was: an error the database answered (a SQLSTATE: it refused, and
 * undid the statement or the transaction), and a client that node-postgres refused to send on.
 * A connection that could not be made fails before this (pool.connect).
 */
async function sentWrite<R extends pg.QueryResultRow>(client: pg.PoolClient, text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
  try {
    return await client.query<R>(text, values);
  } catch (error) {
    throw lostAfterSending(error) ? new WriteOutcomeUnknown(error) : error;
  }
}

/** node-postgres's refusals of a query it never sent: the client had already failed or was closing. */
const NOT_SENT = /^Client (has encountered a connection error|was closed) and is not queryable/;

/**
 * A connection failure with no answer from the database to a query node-postgres had sent. Each
 * client here runs one query at a time, so a query is sent as soon as it is asked for (none waits
 * in node-postgres's queue, where a read timeout would fail it unsent).
 */
function lostAfterSending(error: unknown): boolean {
  if (error instanceof pg.DatabaseError || !isStoreUnavailable(error)) return false;
  return !NOT_SENT.test(String((error as { message?: unknown }).message));
}

/**
 * Runs `work` on a client checked out of the pool. While checked out, a client that loses its
 * connection between two queries (the database shut down or restarted mid-transaction) emits
 * `error`, which nothing else listens to then: unheard, it ended the process. Here it is heard
 * (the next query fails with it, and the request answers 503), and a client that failed is
 * destroyed on release instead of going back to the pool.
 */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    // A connection that failed is not reused; one whose work failed otherwise (rolled back) is.
    if (isStoreUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

async function migrate(connectionString: string, connectTimeoutMs: number, migrations: readonly Migration[]): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  // A connection lost between two statements also fails the next one, which reports it; unheard,
  // its `error` event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
      const applied = (await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((row) => row.version);
      for (const migration of pendingMigrations(migrations, applied, `database ${client.database ?? ''}`.trim())) {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, new Date().toISOString()]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
