/**
 * Every statement the SQLite store runs, prepared once when it opens. Each lookup a request makes
 * goes through a primary key or an index (see schema.ts).
 */
import type { Database, Statement } from 'better-sqlite3';

const COMMENT_COLUMNS = `c.id, c.media_id, c.user_id, c.type, c.title, c.comment, c.score, c.season_number,
  c.episode_number, c.created_at, u.username AS owner_username, u.display_name AS owner_display_name`;

/**
 * One page of a thread, newest first by `created_at`, ties in the order stored (by id): the ids
 * are chosen by a subquery that reads only the thread's index (media, type, time and id, or
 * author, media, type, time and id; schema.ts migration 5), and only the page's rows
 * are then read and joined to their owners. With the offset on the joined query every skipped
 * comment was read and joined before being dropped: on SQLite, whose reads block the event
 * loop, a page at offset 199,900 of a 200,000-comment thread took 63 ms (an offset past the end
 * as long), 11 ms this way.
 */
function pagedComments(where: string, limit: string): string {
  return `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id
    WHERE c.id IN (SELECT id FROM comments WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit})
    ORDER BY c.created_at DESC, c.id DESC`;
}

export const SQL = {
  insertUser: `INSERT INTO users (username, display_name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (username) DO NOTHING RETURNING *`,
  userByName: 'SELECT * FROM users WHERE username = ?',
  userById: 'SELECT * FROM users WHERE id = ?',
  // One page of the accounts in the order of the primary key (no sort), and the count SQLite
  // takes from the smallest index. With 100,000 accounts: 4 ms for the page at offset 99,900, and
  // under 1 ms for the count, where reading every account took 2.3 s.
  userPage: 'SELECT * FROM users ORDER BY id LIMIT ? OFFSET ?',
  countUsers: 'SELECT count(*) AS total FROM users',
  deleteUser: 'DELETE FROM users WHERE id = ?',
  setPasswordHash: 'UPDATE users SET password_hash = ? WHERE id = ?',
  passwordHashOf: 'SELECT password_hash FROM users WHERE id = ?',
  roleOf: 'SELECT role FROM users WHERE id = ?',

  insertSession: `INSERT INTO sessions (token_hash, user_id, client_id, client_platform, device_id, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  sessionByHash: 'SELECT * FROM sessions WHERE token_hash = ?',
  deleteSession: 'DELETE FROM sessions WHERE token_hash = ?',
  deleteSessionsOf: 'DELETE FROM sessions WHERE user_id = ?',
  deleteExpiredSessionsOf: 'DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?',
  deleteSessionsPastCap: `DELETE FROM sessions WHERE user_id = ? AND id NOT IN
    (SELECT id FROM sessions WHERE user_id = ? ORDER BY id DESC LIMIT ?)`,

  apiKeyNamed: 'SELECT id FROM api_keys WHERE user_id = ? AND name = ?',
  countApiKeysOf: 'SELECT count(*) FROM api_keys WHERE user_id = ?',
  insertApiKey: 'INSERT INTO api_keys (user_id, name, secret_hash, created_at) VALUES (?, ?, ?, ?) RETURNING *',
  apiKeyByHash: 'SELECT * FROM api_keys WHERE secret_hash = ?',
  apiKeysOf: 'SELECT * FROM api_keys WHERE user_id = ? ORDER BY id',
  deleteApiKey: 'DELETE FROM api_keys WHERE id = ? AND user_id = ?',
  touchApiKey: 'UPDATE api_keys SET last_used_at = ? WHERE id = ?',

  upsertProgress: `INSERT INTO progress (user_id, movie_id, current_progress_seconds, total_duration_seconds, client_platform,
      last_watched_at, stream_protocol, encoded_data, source_uri, player_settings, bytes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, movie_id) DO UPDATE SET
      current_progress_seconds = excluded.current_progress_seconds, total_duration_seconds = excluded.total_duration_seconds,
      client_platform = excluded.client_platform, last_watched_at = excluded.last_watched_at,
      stream_protocol = excluded.stream_protocol, encoded_data = excluded.encoded_data,
      source_uri = excluded.source_uri, player_settings = excluded.player_settings, bytes = excluded.bytes`,
  progress: 'SELECT * FROM progress WHERE user_id = ? AND movie_id = ?',
  deleteProgress: 'DELETE FROM progress WHERE user_id = ? AND movie_id = ?',
  // What the user's progress holds, read from the progress_by_age index alone: a record's text
  // columns, past the first page of a large row, are never read for it.
  progressHeld: 'SELECT count(*) AS movies, coalesce(sum(bytes), 0) AS bytes FROM progress WHERE user_id = ?',
  // Past @movies movies or @bytes bytes (progress-cap.ts), ends the user's other progress saved
  // longest ago, never the movie just saved (@movieId, of @savedBytes): the others are kept
  // newest first while they fit. Run only when progressHeld is over a cap, so a user below both
  // pays for the count and sum, not for ranking their movies.
  deleteProgressPastCap: `DELETE FROM progress WHERE user_id = @userId AND movie_id IN
    (SELECT movie_id FROM
      (SELECT movie_id, row_number() OVER newest AS place, sum(bytes) OVER newest AS held
        FROM progress WHERE user_id = @userId AND movie_id <> @movieId
        WINDOW newest AS (ORDER BY last_watched_at DESC, movie_id DESC))
      WHERE place >= @movies OR held > @bytes - @savedBytes)`,
  insertWatch: 'INSERT INTO watches (user_id, movie_id, watched_at) VALUES (?, ?, ?)',
  // Past @max watches of the user, forgets the oldest (the same count-first form).
  deleteWatchesPastCap: `DELETE FROM watches WHERE id IN
    (SELECT id FROM watches WHERE user_id = @userId ORDER BY id
      LIMIT max(0, (SELECT count(*) FROM watches WHERE user_id = @userId) - @max))`,

  insertComment: `INSERT INTO comments (media_id, user_id, type, title, comment, score, season_number, episode_number, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  // The page's ids are picked in the thread's index alone, so an offset skips index entries, not
  // joined rows (see pagedComments).
  thread: pagedComments('media_id = ? AND type = ?', '? OFFSET ?'),
  authorThread: pagedComments('user_id = ? AND media_id = ? AND type = ?', '? OFFSET ?'),

  // The same two cases as attempts.ts: a closed window starts again at 1.
  countAttempt: `INSERT INTO attempt_counters (key, count, reset_at) VALUES (@key, 1, @now + @windowMs)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
      reset_at = CASE WHEN reset_at <= @now THEN @now + @windowMs ELSE reset_at END
    RETURNING count, reset_at`,
  attemptWindow: 'SELECT count, reset_at FROM attempt_counters WHERE key = ? AND reset_at > ?',
  // The same case as attempts.ts uncountInWindow: only an open window, never below zero.
  uncountAttempt: 'UPDATE attempt_counters SET count = count - 1 WHERE key = ? AND reset_at > ? AND count > 0',
  deleteClosedAttempts: 'DELETE FROM attempt_counters WHERE reset_at <= ?',
} as const;

export type Statements = { readonly [name in keyof typeof SQL]: Statement };

export function prepareStatements(db: Database): Statements {
  return Object.fromEntries(Object.entries(SQL).map(([name, text]) => [name, db.prepare(text)])) as Statements;
}
