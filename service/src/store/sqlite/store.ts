/**
 * The embedded store: one SQLite file (better-sqlite3) in WAL mode with `synchronous = FULL`, so
 * a committed write survives a crash or a power cut. Reads are synchronous (a playback read or a
 * session lookup costs no promise); writes go through group commit and settle once on disk. The
 * connection holds SQLite's exclusive lock, so a second process opening the same file fails at
 * start instead of writing beside this one (several processes need PostgreSQL).
 */
import Database, { type Database as Connection, type Statement } from 'better-sqlite3';
import { accessSync, closeSync, constants, openSync } from 'node:fs';
import path from 'node:path';
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
import { checkPagesWhole, DAMAGED_ADVICE, DataFileError, OpenedFile, prepareDataFile } from './data-file.js';
import { GroupCommit } from './group-commit.js';
import { SQLITE_MIGRATIONS } from './schema.js';
import { prepareStatements, type Statements } from './statements.js';

/** Expired attempt windows are deleted at most this often. */
const SWEEP_INTERVAL_MS = 60_000;

export interface SqliteOptions {
  readonly migrations?: readonly Migration[];
  /** How long opening waits for another connection's lock before giving up (default 5 s). */
  readonly busyTimeoutMs?: number;
}

export class SqliteStore implements Store {
  readonly #db: Connection;
  readonly #sql: Statements;
  readonly #commits: GroupCommit;
  readonly #file: OpenedFile;
  #moved = false;
  #lastSweep = 0;

  private constructor(db: Connection, file: string) {
    this.#db = db;
    this.#sql = prepareStatements(db);
    this.#file = new OpenedFile(file);
    // One stat per batch (microseconds) beside its durable commit (milliseconds).
    this.#commits = new GroupCommit(db, () => this.#checkFileInPlace());
  }

  /** Opens (creating when missing) the database file and brings its schema up to date. */
  static open(file: string, options: SqliteOptions = {}): SqliteStore {
    prepareDataFile(file);
    let db: Connection;
    try {
      db = new Database(file, { timeout: options.busyTimeoutMs ?? 5_000 });
    } catch (error) {
      throw explainOpenError(error, file);
    }
    try {
      // Exclusive before WAL: SQLite then keeps the WAL index in process memory and the lock for
      // as long as the connection lives.
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      checkPagesWhole(db, file);
      migrate(db, options.migrations ?? SQLITE_MIGRATIONS, file);
      return new SqliteStore(db, file);
    } catch (error) {
      db.close();
      throw explainOpenError(error, file);
    }
  }

  createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'> {
    return this.#commits.write(() => {
      const createdAt = new Date().toISOString();
      const row = this.#sql.insertUser.get(user.username, user.displayName, user.role, user.passwordHash, createdAt) as UserRow | undefined;
      return row === undefined ? 'duplicate' : userFromRow(row);
    });
  }

  findUserByName(username: string): UserRecord | undefined {
    return mapped(this.#sql.userByName.get(username) as UserRow | undefined, userFromRow);
  }

  findUserById(id: number): UserRecord | undefined {
    return mapped(this.#sql.userById.get(id) as UserRow | undefined, userFromRow);
  }

  listUsers(page: Page): UserPage {
    // Both reads run with nothing between them, so the total counts the accounts the page was read from.
    const users = (this.#sql.userPage.all(page.limit, page.offset) as UserRow[]).map(userFromRow);
    return { users, total: (this.#sql.countUsers.get() as { total: number }).total };
  }

  deleteUser(id: number, by?: ActingAdmin): Promise<boolean> {
    if (by !== undefined) checkNotSelf(by, id);
    // Sessions, keys, progress, watches and comments go with the row (ON DELETE CASCADE).
    return this.#commits.write(() => {
      if (by !== undefined) this.#checkActingAdmin(by);
      return this.#sql.deleteUser.run(id).changes > 0;
    });
  }

  resetPassword(id: number, passwordHash: string, by?: ActingAdmin): Promise<boolean> {
    return this.#commits.write(() => {
      if (by !== undefined) this.#checkActingAdmin(by);
      if (this.#sql.setPasswordHash.run(passwordHash, id).changes === 0) return false;
      this.#sql.deleteSessionsOf.run(id);
      return true;
    });
  }

  addSession(session: SessionRecord, maxPerUser: number, now: number, checkedHash: string): Promise<boolean> {
    return this.#commits.write(() => {
      const { tokenHash, userId, clientId, clientPlatform, deviceId, expiresAt } = session;
      // A user gone meanwhile is left to the insert, whose foreign key says so (isUserGone).
      const current = this.#sql.passwordHashOf.pluck().get(userId) as string | undefined;
      if (current !== undefined && current !== checkedHash) return false;
      this.#sql.insertSession.run(tokenHash, userId, clientId, clientPlatform, deviceId, expiresAt);
      this.#sql.deleteExpiredSessionsOf.run(userId, now);
      this.#sql.deleteSessionsPastCap.run(userId, userId, maxPerUser);
      return true;
    });
  }

  findSession(tokenHash: string): SessionRecord | undefined {
    return mapped(this.#sql.sessionByHash.get(tokenHash) as SessionRow | undefined, sessionFromRow);
  }

  deleteSession(tokenHash: string): Promise<void> {
    return this.#commits.write(() => void this.#sql.deleteSession.run(tokenHash));
  }

  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, maxPerUser: number): Promise<ApiKeyRecord | 'duplicate' | 'limit'> {
    return this.#commits.write(() => {
      if (this.#sql.apiKeyNamed.get(key.userId, key.name) !== undefined) return 'duplicate';
      if ((this.#sql.countApiKeysOf.pluck().get(key.userId) as number) >= maxPerUser) return 'limit';
      const row = this.#sql.insertApiKey.get(key.userId, key.name, key.secretHash, new Date().toISOString()) as ApiKeyRow;
      return apiKeyFromRow(row);
    });
  }

  findApiKeyBySecretHash(secretHash: string): ApiKeyRecord | undefined {
    return mapped(this.#sql.apiKeyByHash.get(secretHash) as ApiKeyRow | undefined, apiKeyFromRow);
  }

  listApiKeys(userId: number): readonly ApiKeyRecord[] {
    return (this.#sql.apiKeysOf.all(userId) as ApiKeyRow[]).map(apiKeyFromRow);
  }

  deleteApiKey(userId: number, id: number): Promise<boolean> {
    return this.#commits.write(() => this.#sql.deleteApiKey.run(id, userId).changes > 0);
  }

  touchApiKey(id: number, usedAt: string): Promise<void> {
    return this.#commits.write(() => void this.#sql.touchApiKey.run(usedAt, id));
  }

  saveProgress(progress: ProgressRecord, cap: ProgressCap): Promise<void> {
    return this.#commits.write(() => {
      const values = progressValues(progress);
      this.#sql.upsertProgress.run(...values);
      const movies = Math.max(1, cap.movies);
      const held = this.#sql.progressHeld.get(progress.userId) as { movies: number; bytes: number };
      if (held.movies <= movies && held.bytes <= cap.bytes) return;
      const savedBytes = values[values.length - 1] as number;
      this.#sql.deleteProgressPastCap.run({ userId: progress.userId, movieId: progress.movieId, movies, bytes: cap.bytes, savedBytes });
    });
  }

  findProgress(userId: number, movieId: number): ProgressRecord | undefined {
    return mapped(this.#sql.progress.get(userId, movieId) as ProgressRow | undefined, progressFromRow);
  }

  markWatched(watch: WatchRecord, maxPerUser: number): Promise<void> {
    return this.#commits.write(() => {
      this.#sql.insertWatch.run(watch.userId, watch.movieId, watch.watchedAt);
      this.#sql.deleteWatchesPastCap.run({ userId: watch.userId, max: maxPerUser });
      this.#sql.deleteProgress.run(watch.userId, watch.movieId);
    });
  }

  addComment(comment: NewComment, quota: Quota): Promise<Admitted<CommentRecord>> {
    return this.#commits.write((): Admitted<CommentRecord> => {
      const window = this.#countAttempt(quota.key, quota.windowMs, quota.now);
      if (window.count > quota.max) return { ok: false, window };
      const { mediaId, userId, type, title, comment: text, score, seasonNumber, episodeNumber, createdAt } = comment;
      const id = this.#sql.insertComment.pluck().get(mediaId, userId, type, title ?? null, text ?? null, score ?? null, seasonNumber ?? null, episodeNumber ?? null, createdAt) as number;
      return { ok: true, value: { ...comment, id: String(id), sequence: id } };
    });
  }

  listComments(query: CommentQuery): readonly CommentView[] {
    const rows = query.authorId === undefined
      ? this.#sql.thread.all(query.mediaId, query.type, query.limit, query.offset)
      : this.#sql.authorThread.all(query.authorId, query.mediaId, query.type, query.limit, query.offset);
    return (rows as CommentRow[]).map(commentFromRow);
  }

  countAttempt(key: string, windowMs: number, now: number): Promise<AttemptWindow> {
    return this.#commits.write(() => this.#countAttempt(key, windowMs, now));
  }

  peekAttempts(key: string, now: number): AttemptWindow | undefined {
    const row = this.#sql.attemptWindow.get(key, now) as { count: number; reset_at: number } | undefined;
    return row === undefined ? undefined : { count: row.count, resetAt: row.reset_at };
  }

  uncountAttempt(key: string, now: number): Promise<void> {
    return this.#commits.write(() => {
      this.#sql.uncountAttempt.run(key, now);
    });
  }

  async checkReady(): Promise<void> {
    this.#checkFileInPlace();
    this.#db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (!this.#db.open) return;
    this.#commits.flush();
    this.#db.close();
  }

  /**
   * Refuses writes once the file at the store's path is not the one it opened. The first time,
   * the log is folded into the old file and emptied, so that a kill -9 later leaves no log of the
   * old file to be replayed onto whatever now stands at the path.
   */
  #checkFileInPlace(): void {
    try {
      this.#file.checkInPlace();
    } catch (error) {
      if (!this.#moved) {
        this.#moved = true;
        try {
          this.#db.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // Best effort: the refusal below is what keeps writes from being acknowledged.
        }
      }
      throw error;
    }
  }

  /** Inside a write: writes run one at a time, so what is read here holds until this one commits. */
  #checkActingAdmin(by: ActingAdmin): void {
    const role = this.#sql.roleOf.pluck().get(by.userId) as string | undefined;
    checkActingAdmin(by, role, by.sessionTokenHash === undefined || this.#sql.sessionByHash.get(by.sessionTokenHash) !== undefined);
  }

  #countAttempt(key: string, windowMs: number, now: number): AttemptWindow {
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) {
      this.#sql.deleteClosedAttempts.run(now);
      this.#lastSweep = now;
    }
    const row = this.#sql.countAttempt.get({ key, now, windowMs }) as { count: number; reset_at: number };
    return { count: row.count, resetAt: row.reset_at };
  }
}

function mapped<R, T>(row: R | undefined, map: (row: R) => T): T | undefined {
  return row === undefined ? undefined : map(row);
}

function migrate(db: Connection, migrations: readonly Migration[], file: string): void {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    const applied = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all() as number[];
    const record: Statement = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of pendingMigrations(migrations, applied, file)) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  }).immediate();
}

const OPEN_FAILURES: ReadonlyArray<readonly [string, string]> = [
  ['SQLITE_CANTOPEN', 'cannot be opened or created: check that DATA_DIR is a folder this process may write'],
  ['SQLITE_READONLY', 'is read-only here: the service writes its data there; give it a writable DATA_DIR'],
  ['SQLITE_FULL', 'cannot be written: the disk is full; free space or point DATA_DIR at another disk'],
  ['SQLITE_IOERR', 'could not be read or written (an I/O error): check the disk under DATA_DIR'],
];

/**
 * Why this process cannot write in `folder`, when that is the reason SQLite failed: the store
 * writes its log (`-wal`) beside the file even to read it, so on a read-only file system SQLite
 * reports only an I/O error on a lock (SQLITE_IOERR_LOCK), which sent the operator to check a
 * disk that was fine. `access` answers EROFS there even for root.
 */
function folderUnwritable(folder: string): string | undefined {
  try {
    accessSync(folder, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return 'is on a read-only file system: the service writes its data and its log beside it there; give it a writable DATA_DIR';
    if (code === 'EACCES' || code === 'EPERM') return 'is in a folder this process may not write: the service writes its data and its log beside it there; give it a writable DATA_DIR';
    return undefined;
  }
}

/**
 * Why this process cannot write `file` itself in a folder it may write: SQLite then opens it
 * read-only and reports an I/O error (an immutable file, `chattr +i`, even for root) or
 * "read-only", neither naming the file's own permissions (2026-11-28, a durability pass).
 */
function fileUnwritable(file: string): string | undefined {
  try {
    // Opened, not `access`ed: access does not see an append-only file. SQLite's connection is
    // closed by now, so closing this descriptor drops none of its locks.
    closeSync(openSync(file, 'r+'));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES') return 'may not be written by this process (its permissions): give the service\'s user write access to it (chmod 600 and chown to that user)';
    if (code === 'EPERM') return 'may not be written by anyone: it is marked immutable or append-only (lsattr shows i or a; chattr -i -a removes them)';
    return undefined;
  }
}

function explainOpenError(error: unknown, file: string): unknown {
  if (error instanceof DataFileError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_BUSY') {
    return new Error(`${file} is in use by another process; run one server per DATA_DIR, or use PostgreSQL (DATABASE_URL) for several`, { cause: error });
  }
  if (code === 'SQLITE_NOTADB') return new Error(`${file} is not a SQLite database; point DATA_DIR at another folder`, { cause: error });
  // A file cut short or overwritten in part fails before the page check can run (its header or
  // first pages are read to set the journal mode).
  if (typeof code === 'string' && /^SQLITE_CORRUPT/.test(code)) return new Error(`${file} is damaged (${(error as Error).message}); ${DAMAGED_ADVICE}`, { cause: error });
  // SQLite's own messages ("unable to open database file", "database or disk is full") name
  // neither the file nor what to do about it.
  const unwritable = typeof code === 'string' && /^SQLITE_(CANTOPEN|READONLY|IOERR)/.test(code) ? (folderUnwritable(path.dirname(file)) ?? fileUnwritable(file)) : undefined;
  if (unwritable !== undefined) return new Error(`${file} ${unwritable} (${(error as Error).message})`, { cause: error });
  const reason = typeof code === 'string' ? OPEN_FAILURES.find(([primary]) => code === primary || code.startsWith(`${primary}_`))?.[1] : undefined;
  if (reason !== undefined) return new Error(`${file} ${reason} (${(error as Error).message})`, { cause: error });
  return error;
}
