/**
 * The PostgreSQL store's schema, as versioned migrations (see ../migrations.ts): the same tables
 * and indexes as the SQLite store, in PostgreSQL's types. Identity columns draw from sequences,
 * which never hand out a number twice. Released migrations are never edited.
 */
import type { Migration } from '../migrations.js';

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        client_platform TEXT NOT NULL,
        device_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions (user_id, id);
      CREATE TABLE api_keys (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_used_at TEXT,
        expires_at TEXT,
        UNIQUE (user_id, name)
      );
      CREATE TABLE progress (
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id BIGINT NOT NULL,
        current_progress_seconds DOUBLE PRECISION NOT NULL,
        total_duration_seconds DOUBLE PRECISION NOT NULL,
        client_platform TEXT NOT NULL,
        last_watched_at BIGINT NOT NULL,
        stream_protocol TEXT,
        encoded_data TEXT,
        source_uri TEXT,
        player_settings TEXT,
        PRIMARY KEY (user_id, movie_id)
      );
      CREATE TABLE watches (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id BIGINT NOT NULL,
        watched_at BIGINT NOT NULL
      );
      CREATE INDEX watches_by_user ON watches (user_id);
      CREATE TABLE comments (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        media_id TEXT NOT NULL,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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
        reset_at BIGINT NOT NULL
      );
      CREATE INDEX attempt_counters_by_reset ON attempt_counters (reset_at);
    `,
  },
  {
    // The contract bounds season and episode numbers only below (0 and up): a comment on season
    // 3000000000 answered 500 here ("out of range for type integer") and 200 on SQLite, whose
    // INTEGER is 64-bit. BIGINT holds every integer the runtime accepts (up to 2^53 - 1).
    version: 2,
    name: 'comment season and episode numbers are 64-bit',
    sql: 'ALTER TABLE comments ALTER COLUMN season_number TYPE BIGINT, ALTER COLUMN episode_number TYPE BIGINT;',
  },
  {
    // As SQLite's migration 3: comments under a media id with leading zeros (`tmdb-0550`) move to
    // the one spelling the service now uses (service/src/media-ids.ts).
    version: 3,
    name: 'comments under canonical media ids',
    sql: `
      UPDATE comments
      SET media_id = split_part(media_id, '-', 1) || '-'
        || coalesce(nullif(ltrim(split_part(media_id, '-', 2), '0'), ''), '0')
      WHERE media_id ~ '-0[0-9]';
    `,
  },
  {
    // As SQLite's migration 4: each progress record's size, for the per-user byte cap, from the
    // same sum for records saved before. PostgreSQL keeps large values out of line (TOAST), so
    // reading the size costs no index here.
    version: 4,
    name: 'progress sizes for the per-user byte cap',
    sql: `
      ALTER TABLE progress ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
      UPDATE progress SET bytes = 48 + octet_length(client_platform)
        + coalesce(octet_length(stream_protocol), 0) + coalesce(octet_length(encoded_data), 0)
        + coalesce(octet_length(source_uri), 0) + coalesce(octet_length(player_settings), 0);
    `,
  },
  {
    // Comments are listed newest first by `created_at`, ties by id (statements.ts pagedComments).
    // By id alone, two posts racing here were listed in the order their ids were drawn, which is
    // not the order of their times (13 of 100 comments posted 40 at a time were listed before an
    // older one), nor is it when the servers sharing the database have clocks that differ. The
    // thread indexes gain the time, compared byte by byte (COLLATE "C", as the statements order
    // it) whatever the database's collation, so a page is still picked from an index alone.
    //
    // The new indexes are built first, under names of their own: CREATE INDEX takes a SHARE lock
    // on comments, which holds writes but lets reads go on (older processes listing comments
    // during a rolling deploy). DROP INDEX takes an ACCESS EXCLUSIVE lock, which holds reads too
    // until the start's transaction commits, so it comes last, with the renames, once the builds
    // are done. Edited before any release (decision 0026): the first form dropped the old indexes
    // before building, holding reads for the whole build; both forms leave the same indexes.
    version: 5,
    name: 'comment threads ordered by time',
    sql: `
      CREATE INDEX comments_by_thread_v5 ON comments (media_id, type, created_at COLLATE "C", id);
      CREATE INDEX comments_by_author_v5 ON comments (user_id, media_id, type, created_at COLLATE "C", id);
      DROP INDEX comments_by_thread;
      DROP INDEX comments_by_author;
      ALTER INDEX comments_by_thread_v5 RENAME TO comments_by_thread;
      ALTER INDEX comments_by_author_v5 RENAME TO comments_by_author;
    `,
  },
];
