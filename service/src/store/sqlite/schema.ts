/**
 * The SQLite store's schema, as versioned migrations (see ../migrations.ts). Released migrations
 * are never edited: a change is a new migration at the end. AUTOINCREMENT keeps ids from ever
 * being reused, even after the newest row is deleted.
 */
import type { Migration } from '../migrations.js';

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        username TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        client_platform TEXT NOT NULL,
        device_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions (user_id, id);
      CREATE TABLE api_keys (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_used_at TEXT,
        expires_at TEXT,
        UNIQUE (user_id, name)
      );
      CREATE TABLE progress (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL,
        current_progress_seconds REAL NOT NULL,
        total_duration_seconds REAL NOT NULL,
        client_platform TEXT NOT NULL,
        last_watched_at INTEGER NOT NULL,
        stream_protocol TEXT,
        encoded_data TEXT,
        source_uri TEXT,
        player_settings TEXT,
        PRIMARY KEY (user_id, movie_id)
      );
      CREATE TABLE watches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL,
        watched_at INTEGER NOT NULL
      );
      CREATE INDEX watches_by_user ON watches (user_id);
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        media_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        title TEXT,
        comment TEXT,
        score INTEGER,
        season_number INTEGER,
        episode_number INTEGER,
        created_at TEXT NOT NULL
      );
      CREATE INDEX comments_by_thread ON comments (media_id, type, id);
      CREATE INDEX comments_by_author ON comments (user_id, media_id, type, id);
      CREATE TABLE attempt_counters (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      );
      CREATE INDEX attempt_counters_by_reset ON attempt_counters (reset_at);
    `,
  },
  {
    // PostgreSQL's migration 2 widens comments' season and episode numbers to 64 bits; SQLite's
    // INTEGER already is. Kept so that a version means the same schema on both stores.
    version: 2,
    name: 'comment season and episode numbers are 64-bit',
    sql: 'SELECT 1;',
  },
  {
    // Comments were stored under the media id as sent, so `tmdb-0550` was a thread of its own;
    // the service now names each item by one spelling (service/src/media-ids.ts). The source has
    // no hyphen (the contract's pattern), so the number is what follows the first one.
    version: 3,
    name: 'comments under canonical media ids',
    sql: `
      UPDATE comments
      SET media_id = substr(media_id, 1, instr(media_id, '-'))
        || coalesce(nullif(ltrim(substr(media_id, instr(media_id, '-') + 1), '0'), ''), '0')
      WHERE media_id GLOB '*-0[0-9]*';
    `,
  },
  {
    // Progress is capped in bytes as well as in movies (service/src/store/progress-cap.ts): each
    // record's size is kept with it, for records saved before from the same sum (48 bytes and the
    // text columns in UTF-8). The index holds what the cap reads (count, sum and the order of
    // eviction), so a save never reads a large record's overflow pages to find its size.
    version: 4,
    name: 'progress sizes for the per-user byte cap',
    sql: `
      ALTER TABLE progress ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      UPDATE progress SET bytes = 48 + length(CAST(client_platform AS BLOB))
        + coalesce(length(CAST(stream_protocol AS BLOB)), 0) + coalesce(length(CAST(encoded_data AS BLOB)), 0)
        + coalesce(length(CAST(source_uri AS BLOB)), 0) + coalesce(length(CAST(player_settings AS BLOB)), 0);
      CREATE INDEX progress_by_age ON progress (user_id, last_watched_at, movie_id, bytes);
    `,
  },
  {
    // Comments are listed newest first by `created_at`, ties by id (statements.ts pagedComments):
    // by id alone, a comment stored after one with a later time (servers whose clocks differ on
    // one database, a clock set back) was listed before it. The thread indexes gain the time, so
    // a page is still picked from an index alone. The same indexes as PostgreSQL's migration 5,
    // dropped before they are built again: the store holds its file alone (locking_mode
    // EXCLUSIVE), so no other process reads while it migrates, and SQLite cannot rename an index.
    version: 5,
    name: 'comment threads ordered by time',
    sql: `
      DROP INDEX comments_by_thread;
      DROP INDEX comments_by_author;
      CREATE INDEX comments_by_thread ON comments (media_id, type, created_at, id);
      CREATE INDEX comments_by_author ON comments (user_id, media_id, type, created_at, id);
    `,
  },
];
