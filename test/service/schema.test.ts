/**
 * The database stores' schemas: versioned migrations applied once, in order, at open (and by one
 * of several processes opening together); a database migrated by a newer service refused with a
 * clear message; one process per SQLite file; and every lookup a request makes served by an
 * index or key, never a scan (API keys and sessions by hash, users, progress, comment pages), and
 * the user list read in its key's order.
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../service/src/store/open.js';
import { MigrationError, pendingMigrations, type Migration } from '../../service/src/store/migrations.js';
import { POSTGRES_MIGRATIONS } from '../../service/src/store/postgres/schema.js';
import { SQL as POSTGRES_SQL } from '../../service/src/store/postgres/statements.js';
import { PostgresStore } from '../../service/src/store/postgres/store.js';
import { SQLITE_MIGRATIONS } from '../../service/src/store/sqlite/schema.js';
import { SQL as SQLITE_SQL } from '../../service/src/store/sqlite/statements.js';
import { SqliteStore } from '../../service/src/store/sqlite/store.js';
import { progressBytes } from '../../service/src/store/progress-cap.js';
import { progressValues } from '../../service/src/store/rows.js';
import type { ProgressRecord, Store } from '../../service/src/store/types.js';
import { useStoreKinds } from './helpers/store-kinds.js';

const kinds = useStoreKinds(['postgres']);
const postgres = kinds.find((kind) => kind.name === 'postgres');

const m = (version: number, name = `m${version}`, sql = 'SELECT 1'): Migration => ({ version, name, sql });

/** A read-only file system needs a mount of our own: root with the privilege to mount (CI runs as root). */
const readOnlyMounts = ((): { available: boolean } => {
  const probe = mkdtempSync(path.join(tmpdir(), 'mtc-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return { available: true };
  } catch {
    console.warn('SKIPPED the read-only DATA_DIR case in schema.test.ts: this process may not mount a tmpfs (it needs root with CAP_SYS_ADMIN)');
    return { available: false };
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe('pendingMigrations', () => {
  it.each([
    ['a new database gets every migration', [m(1), m(2)], [], [1, 2]],
    ['an up-to-date one gets none', [m(1), m(2)], [1, 2], []],
    ['an older one gets the missing ones, in order', [m(1), m(2), m(3)], [1], [2, 3]],
  ])('%s', (_name, known, applied, expected) => {
    expect(pendingMigrations(known, applied, 'db').map((migration) => migration.version)).toEqual(expected);
  });

  it('refuses a database migrated further than the service knows, saying why', () => {
    expect(() => pendingMigrations([m(1)], [1, 2], 'data/service.sqlite')).toThrow(MigrationError);
    expect(() => pendingMigrations([m(1)], [1, 2], 'data/service.sqlite')).toThrow(/data\/service\.sqlite has schema version\(s\) 2 .*newer version of the service/);
  });

  it('refuses migrations not numbered 1, 2, 3… in order', () => {
    expect(() => pendingMigrations([m(1), m(3)], [], 'db')).toThrow(/has version 3, expected 2/);
  });
});

/** The writes the migration tests make on a database of an earlier schema version. */
type OldStore = Pick<Store, 'createUser' | 'addComment' | 'close'>;

/**
 * A SQLite database as a service of schema version `version` left it, with those writes. The
 * current store cannot open one: it prepares every statement of the current schema at open.
 */
function oldSqliteStore(file: string, version: number): OldStore {
  const db = new Database(file);
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  for (const migration of SQLITE_MIGRATIONS.slice(0, version)) {
    db.exec(migration.sql);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, '2026-01-01T00:00:00.000Z');
  }
  return {
    async createUser(user) {
      const createdAt = '2026-01-01T00:00:00.000Z';
      const row = db.prepare('INSERT INTO users (username, display_name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id').get(user.username, user.displayName, user.role, user.passwordHash, createdAt) as { id: number };
      return { ...user, id: row.id, createdAt };
    },
    async addComment(comment) {
      const { mediaId, userId, type, title, comment: text, score, seasonNumber, episodeNumber, createdAt } = comment;
      const row = db
        .prepare('INSERT INTO comments (media_id, user_id, type, title, comment, score, season_number, episode_number, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
        .get(mediaId, userId, type, title ?? null, text ?? null, score ?? null, seasonNumber ?? null, episodeNumber ?? null, createdAt) as { id: number };
      return { ok: true, value: { ...comment, id: String(row.id), sequence: row.id } };
    },
    async close() {
      db.close();
    },
  };
}

/** One migration past those the service knows (the same number on both stores). */
const extra: Migration = { version: SQLITE_MIGRATIONS.length + 1, name: 'add a test table', sql: 'CREATE TABLE schema_test_extra (x INTEGER)' };

/**
 * Comments stored by a service before media ids were made canonical (service/src/media-ids.ts)
 * under a spelling with leading zeros are found under the canonical id once migrated, beside the
 * ones stored under it, with their order (newest first) kept.
 */
async function expectCommentsUnderCanonicalIds(openOld: () => Promise<OldStore>, openCurrent: () => Promise<Store>): Promise<void> {
  const old = await openOld();
  const user = await old.createUser({ username: 'before-canonical', displayName: 'b', role: 'user', passwordHash: 'x' });
  if (user === 'duplicate') throw new Error('unexpected duplicate');
  const quota = { key: 'q', max: 100, windowMs: 60_000, now: 0 };
  const base = { userId: user.id, type: 'comment' as const, createdAt: '2026-01-01T00:00:00.000Z', title: undefined, score: undefined, seasonNumber: undefined, episodeNumber: undefined };
  for (const [mediaId, comment] of [['tmdb-550', 'plain'], ['tmdb-0550', 'padded'], ['tmdb-000', 'zero'], ['my_src2-007', 'other source'], ['tmdb-5500', 'another movie']] as const) {
    await old.addComment({ ...base, mediaId, comment }, quota);
  }
  await old.close();
  const current = await openCurrent();
  try {
    const thread = async (mediaId: string) =>
      (await current.listComments({ mediaId, type: 'comment', authorId: user.id, limit: 10, offset: 0 })).map((row) => row.comment);
    expect(await thread('tmdb-550')).toEqual(['padded', 'plain']);
    expect(await thread('tmdb-0')).toEqual(['zero']);
    expect(await thread('my_src2-7')).toEqual(['other source']);
    expect(await thread('tmdb-5500')).toEqual(['another movie']);
    expect(await thread('tmdb-0550')).toEqual([]);
  } finally {
    await current.close();
  }
}

/**
 * Progress saved before records had a size (migration 4) gets the size a save computes now, so
 * the per-user byte cap counts old records as it counts new ones. `insertOld` writes the records
 * as the schema of migrations 1-3 holds them (the current store writes a column that schema lacks).
 */
async function expectProgressSizesFilled(
  openOld: () => Promise<OldStore>,
  insertOld: (userId: number, rows: readonly (readonly unknown[])[]) => Promise<void>,
  openCurrent: () => Promise<Store>,
  storedBytes: (userId: number) => Promise<number[]>,
): Promise<void> {
  const old = await openOld();
  const user = await old.createUser({ username: 'before-sizes', displayName: 'b', role: 'user', passwordHash: 'x' });
  if (user === 'duplicate') throw new Error('unexpected duplicate');
  await old.close();
  const records: ProgressRecord[] = [
    { userId: user.id, movieId: 1, currentProgressSeconds: 1, totalDurationSeconds: 2, clientPlatform: 'web', lastWatchedAt: 1 },
    { userId: user.id, movieId: 2, currentProgressSeconds: 1, totalDurationSeconds: 2, clientPlatform: 'télé', lastWatchedAt: 2, streamProtocol: 'hls', encodedData: 'é'.repeat(300), sourceUri: 'file:///☃', playerSettings: { ä: ['ö'] } },
  ];
  // The values as rows.ts writes them, without the size the old schema has no column for.
  await insertOld(user.id, records.map((record) => progressValues(record).slice(0, 10)));
  const migrated = await openCurrent();
  try {
    expect(await Promise.all(records.map((record) => migrated.findProgress(user.id, record.movieId)))).toEqual(records);
  } finally {
    await migrated.close();
  }
  // Read with the store closed: the SQLite store holds its file's lock while open.
  expect(await storedBytes(user.id)).toEqual(records.map((record) => progressBytes(record)));
  const current = await openCurrent();
  try {
    // The cap reads them: with room for one record of the size of the second, saving a third ends both.
    await current.saveProgress({ ...records[0]!, movieId: 3, lastWatchedAt: 3 }, { movies: 10, bytes: progressBytes(records[1]!) });
    expect((await Promise.all([1, 2, 3].map((movieId) => current.findProgress(user.id, movieId)))).map((record) => record?.movieId)).toEqual([undefined, undefined, 3]);
  } finally {
    await current.close();
  }
}

const OLD_PROGRESS_INSERT = `INSERT INTO progress (user_id, movie_id, current_progress_seconds, total_duration_seconds, client_platform,
  last_watched_at, stream_protocol, encoded_data, source_uri, player_settings)`;

describe('the SQLite store', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mtc-schema-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('applies migrations once, a later one on top, and refuses a file a newer service migrated', async () => {
    const file = path.join(folder, 'migrations.sqlite');
    await SqliteStore.open(file).close();
    await SqliteStore.open(file, { migrations: [...SQLITE_MIGRATIONS, extra] }).close();
    const db = new Database(file, { readonly: true });
    const applied = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    db.close();
    expect(applied).toEqual([...SQLITE_MIGRATIONS.map(({ version, name }) => ({ version, name })), { version: extra.version, name: 'add a test table' }]);
    expect(() => SqliteStore.open(file)).toThrow(new RegExp(`schema version\\(s\\) ${extra.version} that this service does not know`));
  });

  it('moves comments stored under a media id with leading zeros to its canonical id', async () => {
    const file = path.join(folder, 'canonical.sqlite');
    await expectCommentsUnderCanonicalIds(
      async () => oldSqliteStore(file, 2),
      async () => SqliteStore.open(file),
    );
  });

  it('gives progress saved before records had a size the size a save gives it now', async () => {
    const file = path.join(folder, 'sizes.sqlite');
    await expectProgressSizesFilled(
      async () => oldSqliteStore(file, 3),
      async (_userId, rows) => {
        const db = new Database(file);
        for (const row of rows) db.prepare(`${OLD_PROGRESS_INSERT} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(...row);
        db.close();
      },
      async () => SqliteStore.open(file),
      async (userId) => {
        const db = new Database(file, { readonly: true });
        const rows = db.prepare('SELECT bytes FROM progress WHERE user_id = ? ORDER BY movie_id').all(userId) as { bytes: number }[];
        db.close();
        return rows.map((row) => row.bytes);
      },
    );
  });

  it('lets one process at a time use a database file', async () => {
    const file = path.join(folder, 'locked.sqlite');
    const first = SqliteStore.open(file);
    try {
      expect(() => SqliteStore.open(file, { busyTimeoutMs: 50 })).toThrow(/is in use by another process; run one server per DATA_DIR, or use PostgreSQL/);
    } finally {
      await first.close();
    }
    await SqliteStore.open(file).close();
  });

  it('keeps the data it makes private to the service\'s user: password hashes and private reviews are in it', async () => {
    const dataDir = path.join(folder, 'private', 'data');
    const { store } = await openStore({ dataDir });
    try {
      await store.createUser({ username: 'private', displayName: 'P', role: 'user', passwordHash: 'scrypt$x$y' });
      const modes = ['', 'service.sqlite', 'service.sqlite-wal'].map((name) => (statSync(path.join(dataDir, name)).mode & 0o777).toString(8));
      expect(modes).toEqual(['700', '600', '600']);
    } finally {
      await store.close();
    }
  });

  it('names the file and what to do when the data folder cannot be used (SQLite\'s own message names neither)', async () => {
    // A plain file where the folder should be: SQLite cannot open the file, as with a folder it
    // may not write (which root, running this, may always). Things other than a database file
    // where the file should be have messages of their own: data-file.test.ts.
    const plain = path.join(folder, 'blocked');
    writeFileSync(plain, '');
    const file = path.join(plain, 'service.sqlite');
    expect(() => SqliteStore.open(file)).toThrow(`${file} cannot be opened or created: check that DATA_DIR is a folder this process may write (unable to open database file)`);
    const notAFolder = path.join(folder, 'plain-file');
    writeFileSync(notAFolder, '');
    await expect(openStore({ dataDir: path.join(notAFolder, 'data') })).rejects.toThrow(`DATA_DIR ${path.join(notAFolder, 'data')} cannot be created: ENOTDIR`);
  });

  it.runIf(readOnlyMounts.available)('says the data folder is read-only when it is, not that the disk failed (SQLite reports an I/O error on a lock)', async () => {
    const mounted = path.join(folder, 'read-only');
    mkdirSync(mounted);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mounted]);
    try {
      const file = path.join(mounted, 'service.sqlite');
      SqliteStore.open(file).close();
      execFileSync('mount', ['-o', 'remount,ro', mounted]);
      expect(() => SqliteStore.open(file)).toThrow(`${file} is on a read-only file system: the service writes its data and its log beside it there; give it a writable DATA_DIR (disk I/O error)`);
      // A DATA_DIR to be made there: Node's recursive mkdir said ENOENT, "no such file or directory".
      const dataDir = path.join(mounted, 'new', 'data');
      await expect(openStore({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} cannot be created: EROFS: read-only file system, mkdir '${path.dirname(dataDir)}'`);
    } finally {
      execFileSync('umount', [mounted]);
    }
  });

  it('answers every per-request lookup through a key or an index', async () => {
    const file = path.join(folder, 'plans.sqlite');
    await SqliteStore.open(file).close();
    const db = new Database(file, { readonly: true });
    try {
      for (const name of PER_REQUEST_LOOKUPS) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${SQLITE_SQL[name]}`).all(...sqliteArguments(name)) as { detail: string }[]).map((row) => row.detail);
        expect(plan.join('; '), name).toMatch(/^SEARCH /);
        expect(plan.filter((detail) => detail.startsWith('SCAN ')), name).toEqual([]);
      }
    } finally {
      db.close();
    }
  });
});

describe('comment pages', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mtc-pages-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('skip an offset in the thread\'s index alone, not by reading and joining every skipped comment (SQLite reads block the event loop)', async () => {
    const file = path.join(folder, 'pages.sqlite');
    await SqliteStore.open(file).close();
    const db = new Database(file, { readonly: true });
    try {
      for (const [name, index] of [['thread', 'comments_by_thread'], ['authorThread', 'comments_by_author']] as const) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${SQLITE_SQL[name]}`).all(...sqliteArguments(name)) as { detail: string }[]).map((row) => row.detail);
        expect(plan, name).toContainEqual(expect.stringMatching(new RegExp(`^SEARCH comments USING COVERING INDEX ${index} `)));
        // The index gives the thread's order (created_at, id) too: the one sort left is the
        // page's own (at most `limit` rows), not one of the whole thread before the offset.
        expect(plan.filter((detail) => detail.startsWith('USE TEMP B-TREE')), name).toHaveLength(1);
      }
    } finally {
      db.close();
    }
  });
});

describe('user pages', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mtc-user-pages-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('read in the primary key\'s order (no sort of every account) and count from an index (SQLite reads block the event loop)', async () => {
    const file = path.join(folder, 'users.sqlite');
    await SqliteStore.open(file).close();
    const db = new Database(file, { readonly: true });
    try {
      const plan = (sql: string, ...values: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[]).map((row) => row.detail);
      // The rowid order is the order of ids: the offset is stepped over in it, and nothing is sorted.
      expect(plan(SQLITE_SQL.userPage, 100, 99_900)).toEqual(['SCAN users']);
      expect(plan(SQLITE_SQL.countUsers)).toEqual([expect.stringMatching(/^SCAN users USING COVERING INDEX /)]);
    } finally {
      db.close();
    }
  });
});

describe('the progress caps', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mtc-progress-caps-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('read what a user holds, and rank it for eviction, from the progress_by_age index alone (never a large record\'s overflow pages)', async () => {
    const file = path.join(folder, 'caps.sqlite');
    await SqliteStore.open(file).close();
    const db = new Database(file, { readonly: true });
    try {
      const plan = (sql: string, ...values: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[]).map((row) => row.detail);
      expect(plan(SQLITE_SQL.progressHeld, 1)).toEqual([expect.stringMatching(/^SEARCH progress USING COVERING INDEX progress_by_age \(user_id=\?\)$/)]);
      expect(plan(SQLITE_SQL.deleteProgressPastCap, { userId: 1, movieId: 2, movies: 3, bytes: 4, savedBytes: 5 })).toContainEqual(expect.stringMatching(/^SEARCH progress USING COVERING INDEX progress_by_age \(user_id=\?\)$/));
    } finally {
      db.close();
    }
  });
});

describe.runIf(postgres !== undefined)('the PostgreSQL store', () => {
  it('migrates once when several processes open one database together, and refuses a newer schema', async () => {
    const location = await postgres!.freshLocation();
    const url = (location as { databaseUrl: string }).databaseUrl;
    const stores = await Promise.all([1, 2, 3].map(() => PostgresStore.open({ connectionString: url })));
    await Promise.all(stores.map((store) => store.close()));
    await (await PostgresStore.open({ connectionString: url, migrations: [...POSTGRES_MIGRATIONS, extra] })).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.rows).toEqual([...POSTGRES_MIGRATIONS, extra].map(({ version }) => ({ version })));
    } finally {
      await client.end();
    }
    await expect(PostgresStore.open({ connectionString: url })).rejects.toThrow(new RegExp(`schema version\\(s\\) ${extra.version} that this service does not know`));
  });

  it('migrates a database made by the first release: its comments kept, season numbers widened past 32 bits', async () => {
    const location = await postgres!.freshLocation();
    const url = (location as { databaseUrl: string }).databaseUrl;
    const first = await PostgresStore.open({ connectionString: url, migrations: POSTGRES_MIGRATIONS.slice(0, 1) });
    const user = await first.createUser({ username: 'v1', displayName: 'v1', role: 'user', passwordHash: 'x' });
    if (user === 'duplicate') throw new Error('unexpected duplicate');
    const comment = { mediaId: 'tmdb-1396', userId: user.id, type: 'comment' as const, createdAt: '2026-01-01T00:00:00.000Z', title: undefined, comment: 'old', score: undefined, episodeNumber: 2 };
    const quota = { key: 'q', max: 10, windowMs: 60_000, now: 0 };
    await first.addComment({ ...comment, seasonNumber: 1 }, quota);
    await first.close();
    const current = await PostgresStore.open({ connectionString: url });
    try {
      await current.addComment({ ...comment, comment: 'new', seasonNumber: Number.MAX_SAFE_INTEGER, episodeNumber: 3_000_000_000 }, quota);
      const listed = await current.listComments({ mediaId: 'tmdb-1396', type: 'comment', authorId: user.id, limit: 10, offset: 0 });
      expect(listed.map((row) => [row.comment, row.seasonNumber, row.episodeNumber])).toEqual([['new', Number.MAX_SAFE_INTEGER, 3_000_000_000], ['old', 1, 2]]);
    } finally {
      await current.close();
    }
  });

  it('moves comments stored under a media id with leading zeros to its canonical id', async () => {
    const url = ((await postgres!.freshLocation()) as { databaseUrl: string }).databaseUrl;
    await expectCommentsUnderCanonicalIds(
      () => PostgresStore.open({ connectionString: url, migrations: POSTGRES_MIGRATIONS.slice(0, 2) }),
      () => PostgresStore.open({ connectionString: url }),
    );
  });

  it('gives progress saved before records had a size the size a save gives it now', async () => {
    const url = ((await postgres!.freshLocation()) as { databaseUrl: string }).databaseUrl;
    const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<R>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    await expectProgressSizesFilled(
      () => PostgresStore.open({ connectionString: url, migrations: POSTGRES_MIGRATIONS.slice(0, 3) }),
      async (_userId, rows) => {
        for (const row of rows) await query(`${OLD_PROGRESS_INSERT} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [...row]);
      },
      () => PostgresStore.open({ connectionString: url }),
      async (userId) => (await query<{ bytes: string | number }>('SELECT bytes FROM progress WHERE user_id = $1 ORDER BY movie_id', [userId])).map((row) => Number(row.bytes)),
    );
  });

  it('builds migration 5\'s indexes while comments can still be read: only the drop at its end holds reads', async () => {
    const url = ((await postgres!.freshLocation()) as { databaseUrl: string }).databaseUrl;
    await (await PostgresStore.open({ connectionString: url, migrations: POSTGRES_MIGRATIONS.slice(0, 4) })).close();
    const migrating = new pg.Client({ connectionString: url });
    const reader = new pg.Client({ connectionString: url });
    await Promise.all([migrating.connect(), reader.connect()]);
    try {
      // A read that would wait for the migration's locks fails at once instead (55P03).
      await reader.query("SET lock_timeout = '100ms'");
      const readable = (): Promise<boolean> =>
        reader.query("SELECT count(*) FROM comments WHERE media_id = 'tmdb-550'").then(
          () => true,
          (error: { code?: string }) => {
            if (error.code === '55P03') return false;
            throw error;
          },
        );
      // As the start runs it (store.ts migrate): one transaction, here paused after each statement.
      await migrating.query('BEGIN');
      const steps: [string, boolean][] = [];
      for (const statement of POSTGRES_MIGRATIONS[4]!.sql.split(';').map((text) => text.trim()).filter(Boolean)) {
        await migrating.query(statement);
        steps.push([statement.split(/\s+/).slice(0, 2).join(' '), await readable()]);
      }
      await migrating.query('ROLLBACK');
      const lastBuild = steps.findLastIndex(([kind]) => kind === 'CREATE INDEX');
      expect(lastBuild).toBeGreaterThanOrEqual(0);
      expect(steps.slice(0, lastBuild + 1)).toEqual(steps.slice(0, lastBuild + 1).map(([kind]) => [kind, true]));
      // The probe sees a held lock: after the drop, reads wait for the commit.
      expect(steps.at(-1)).toEqual([expect.any(String), false]);
    } finally {
      await Promise.all([migrating.end(), reader.end()]);
    }
  });

  it('opens a database that the first form of migration 5 migrated, whose indexes are those of the current form', async () => {
    // Migration 5 as first merged, before it was reordered to build before dropping.
    const firstForm: Migration = {
      ...POSTGRES_MIGRATIONS[4]!,
      sql: `
        DROP INDEX comments_by_thread;
        DROP INDEX comments_by_author;
        CREATE INDEX comments_by_thread ON comments (media_id, type, created_at COLLATE "C", id);
        CREATE INDEX comments_by_author ON comments (user_id, media_id, type, created_at COLLATE "C", id);
      `,
    };
    const [before, now] = await Promise.all([postgres!.freshLocation(), postgres!.freshLocation()]);
    const beforeUrl = (before as { databaseUrl: string }).databaseUrl;
    const nowUrl = (now as { databaseUrl: string }).databaseUrl;
    await (await PostgresStore.open({ connectionString: beforeUrl, migrations: [...POSTGRES_MIGRATIONS.slice(0, 4), firstForm] })).close();
    await (await PostgresStore.open({ connectionString: nowUrl })).close();
    const reopened = await PostgresStore.open({ connectionString: beforeUrl });
    try {
      const user = await reopened.createUser({ username: 'v5', displayName: 'v5', role: 'user', passwordHash: 'x' });
      if (user === 'duplicate') throw new Error('unexpected duplicate');
      const quota = { key: 'q', max: 10, windowMs: 60_000, now: 0 };
      const comment = { mediaId: 'tmdb-550', userId: user.id, type: 'comment' as const, title: undefined, score: undefined, seasonNumber: undefined, episodeNumber: undefined };
      await reopened.addComment({ ...comment, comment: 'later', createdAt: '2026-01-02T00:00:00.000Z' }, quota);
      await reopened.addComment({ ...comment, comment: 'earlier', createdAt: '2026-01-01T00:00:00.000Z' }, quota);
      const listed = await reopened.listComments({ mediaId: 'tmdb-550', type: 'comment', limit: 10, offset: 0 });
      expect(listed.map((row) => row.comment)).toEqual(['later', 'earlier']);
    } finally {
      await reopened.close();
    }
    const commentIndexes = async (url: string): Promise<unknown[]> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'comments' ORDER BY indexname")).rows;
      } finally {
        await client.end();
      }
    };
    const indexes = await commentIndexes(nowUrl);
    expect(indexes).toHaveLength(3);
    expect(await commentIndexes(beforeUrl)).toEqual(indexes);
  });

  it('reads a user page through the primary key, sorting no more than the page', async () => {
    const url = ((await postgres!.freshLocation()) as { databaseUrl: string }).databaseUrl;
    await (await PostgresStore.open({ connectionString: url })).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // An empty table makes a sort of the whole table look cheap: with sequential scans priced
      // out, as for the lookups below, a missing index would still show one.
      await client.query('SET enable_seqscan = off');
      const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${POSTGRES_SQL.userPage}`, [100, 99_900])).rows.map((row) => row['QUERY PLAN']).join('\n');
      // The limit reads the index in order; the one sort is the page's own (at most `limit` rows).
      expect(plan).toMatch(/->  Limit [^\n]*\n\s*->  Index Scan using users_pkey on users /);
      expect(plan.match(/Sort Key/g) ?? []).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('answers every per-request lookup through an index', async () => {
    const location = await postgres!.freshLocation();
    const url = (location as { databaseUrl: string }).databaseUrl;
    await (await PostgresStore.open({ connectionString: url })).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // With sequential scans priced out, a lookup without a usable index still shows one.
      await client.query('SET enable_seqscan = off');
      for (const name of PER_REQUEST_LOOKUPS) {
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${POSTGRES_SQL[name]}`, postgresArguments(name))).rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan, name).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
        expect(plan, name).not.toMatch(/Seq Scan/);
      }
    } finally {
      await client.end();
    }
  });
});

/** The reads a request makes, by statement name (the same names in both stores). */
const PER_REQUEST_LOOKUPS = ['sessionByHash', 'apiKeyByHash', 'userById', 'userByName', 'progress', 'thread', 'authorThread', 'attemptWindow', 'uncountAttempt', 'apiKeysOf'] as const;

function sqliteArguments(name: (typeof PER_REQUEST_LOOKUPS)[number]): unknown[] {
  const byName: Record<(typeof PER_REQUEST_LOOKUPS)[number], unknown[]> = {
    sessionByHash: ['h'],
    apiKeyByHash: ['h'],
    userById: [1],
    userByName: ['u'],
    progress: [1, 550],
    thread: ['tmdb-550', 'note', 50, 0],
    authorThread: [1, 'tmdb-550', 'review', 50, 0],
    attemptWindow: ['k', 0],
    uncountAttempt: ['k', 0],
    apiKeysOf: [1],
  };
  return byName[name];
}

const postgresArguments = sqliteArguments;
