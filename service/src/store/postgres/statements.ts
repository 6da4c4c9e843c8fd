/**
 * Every statement the PostgreSQL store runs. Each lookup a request makes goes through a primary
 * key or an index (see schema.ts). Writes that change several tables are one statement where a
 * data-modifying WITH can say it, so they are atomic without a transaction round trip.
 */
const COMMENT_COLUMNS = `c.id, c.media_id, c.user_id, c.type, c.title, c.comment, c.score, c.season_number,
  c.episode_number, c.created_at, u.username AS owner_username, u.display_name AS owner_display_name`;

/** The same two cases as attempts.ts: a closed window starts again at 1. Parameters: key, now, windowMs. */
const COUNT_ATTEMPT = `INSERT INTO attempt_counters AS a (key, count, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN a.reset_at <= $2::bigint THEN 1 ELSE a.count + 1 END,
    reset_at = CASE WHEN a.reset_at <= $2::bigint THEN $2::bigint + $3::bigint ELSE a.reset_at END
  RETURNING count, reset_at`;

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
    WHERE c.id IN (SELECT id FROM comments WHERE ${where} ORDER BY created_at COLLATE "C" DESC, id DESC LIMIT ${limit})
    ORDER BY c.created_at COLLATE "C" DESC, c.id DESC`;
}

/** Parameters: the eleven columns of a progress record, its size last (rows.ts progressValues). */
const UPSERT_PROGRESS = `INSERT INTO progress (user_id, movie_id, current_progress_seconds, total_duration_seconds, client_platform,
      last_watched_at, stream_protocol, encoded_data, source_uri, player_settings, bytes)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint)
    ON CONFLICT (user_id, movie_id) DO UPDATE SET
      current_progress_seconds = excluded.current_progress_seconds, total_duration_seconds = excluded.total_duration_seconds,
      client_platform = excluded.client_platform, last_watched_at = excluded.last_watched_at,
      stream_protocol = excluded.stream_protocol, encoded_data = excluded.encoded_data,
      source_uri = excluded.source_uri, player_settings = excluded.player_settings, bytes = excluded.bytes`;

export const SQL = {
  insertUser: `INSERT INTO users (username, display_name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (username) DO NOTHING RETURNING *`,
  userByName: 'SELECT * FROM users WHERE username = $1',
  userById: 'SELECT * FROM users WHERE id = $1',
  /**
   * One page of the accounts in the order of the primary key, each row carrying the number of
   * accounts, in one statement so both come from one snapshot. An offset past the end still
   * answers one row, all of whose user columns are null, so the total arrives with an empty page.
   */
  userPage: `SELECT u.*, (SELECT count(*) FROM users) AS total
    FROM (SELECT 1) AS one LEFT JOIN (SELECT * FROM users ORDER BY id LIMIT $1 OFFSET $2) AS u ON true
    ORDER BY u.id`,
  deleteUser: 'DELETE FROM users WHERE id = $1',
  setPasswordHash: 'UPDATE users SET password_hash = $2 WHERE id = $1',
  deleteSessionsOf: 'DELETE FROM sessions WHERE user_id = $1',
  lockUser: 'SELECT id FROM users WHERE id = $1 FOR UPDATE',
  /** Locked in the order returned, so always the lower id first. */
  lockUsersInOrder: 'SELECT id, role FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
  lockUserPassword: 'SELECT password_hash FROM users WHERE id = $1 FOR UPDATE',

  insertSession: `INSERT INTO sessions (token_hash, user_id, client_id, client_platform, device_id, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6)`,
  sessionByHash: 'SELECT * FROM sessions WHERE token_hash = $1',
  deleteSession: 'DELETE FROM sessions WHERE token_hash = $1',
  deleteExpiredSessionsOf: 'DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2',
  deleteSessionsPastCap: `DELETE FROM sessions WHERE user_id = $1 AND id NOT IN
    (SELECT id FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,

  apiKeyNamed: 'SELECT id FROM api_keys WHERE user_id = $1 AND name = $2',
  countApiKeysOf: 'SELECT count(*) AS count FROM api_keys WHERE user_id = $1',
  insertApiKey: 'INSERT INTO api_keys (user_id, name, secret_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
  apiKeyByHash: 'SELECT * FROM api_keys WHERE secret_hash = $1',
  apiKeysOf: 'SELECT * FROM api_keys WHERE user_id = $1 ORDER BY id',
  deleteApiKey: 'DELETE FROM api_keys WHERE id = $1 AND user_id = $2',
  touchApiKey: 'UPDATE api_keys SET last_used_at = $1 WHERE id = $2',

  progress: 'SELECT * FROM progress WHERE user_id = $1 AND movie_id = $2',
  /**
   * Taken first by every write to a user's progress and watches (saveProgress, markWatched), so
   * those writes of one user run one after the other and each counts what the one before it
   * committed: the caps hold exactly, and no two of them wait for each other's rows. NO KEY: the
   * foreign-key checks of other inserts for the user (a comment, a session) do not wait for it.
   */
  lockUserProgress: 'SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE',
  /**
   * The upsert, then past $12 movies or $13 bytes (progress-cap.ts) the user's other progress
   * saved longest ago ends, never the movie just saved ($2, of $11 bytes): the others are kept
   * newest first while they fit. Run under lockUserProgress. Its parts share one snapshot, so
   * the others are read without the saved movie, new or not.
   */
  saveProgress: `WITH saved AS (${UPSERT_PROGRESS} RETURNING movie_id)
    DELETE FROM progress WHERE user_id = $1 AND movie_id IN
      (SELECT movie_id FROM
        (SELECT movie_id, row_number() OVER newest AS place, sum(bytes) OVER newest AS held
          FROM progress WHERE user_id = $1 AND movie_id <> $2
          WINDOW newest AS (ORDER BY last_watched_at DESC, movie_id DESC)) ranked
        WHERE place >= $12::bigint OR held > $13::bigint - $11::bigint)`,
  /**
   * The watch, the movie's progress cleared, and past $4 watches of the user the oldest forgotten
   * (the new one is not yet counted: one snapshot). Run under lockUserProgress.
   */
  markWatched: `WITH watched AS (INSERT INTO watches (user_id, movie_id, watched_at) VALUES ($1, $2, $3)),
    cleared AS (DELETE FROM progress WHERE user_id = $1 AND movie_id = $2)
    DELETE FROM watches WHERE id IN
      (SELECT id FROM watches WHERE user_id = $1 ORDER BY id
        LIMIT GREATEST(0, (SELECT count(*) FROM watches WHERE user_id = $1) + 1 - $4))`,

  /** Parameters: key, now, windowMs, max, then the comment's nine columns. `id` is null when refused. */
  addComment: `WITH window_ AS (${COUNT_ATTEMPT}),
    inserted AS (
      INSERT INTO comments (media_id, user_id, type, title, comment, score, season_number, episode_number, created_at)
      SELECT $5::text, $6::bigint, $7::text, $8::text, $9::text, $10::integer, $11::bigint, $12::bigint, $13::text
      FROM window_ WHERE window_.count <= $4::bigint
      RETURNING id)
    SELECT window_.count, window_.reset_at, inserted.id FROM window_ LEFT JOIN inserted ON true`,
  // The page's ids are picked in the thread's index alone (see pagedComments).
  thread: pagedComments('media_id = $1 AND type = $2', '$3 OFFSET $4'),
  authorThread: pagedComments('user_id = $1 AND media_id = $2 AND type = $3', '$4 OFFSET $5'),

  countAttempt: COUNT_ATTEMPT,
  attemptWindow: 'SELECT count, reset_at FROM attempt_counters WHERE key = $1 AND reset_at > $2',
  // The same case as attempts.ts uncountInWindow: only an open window, never below zero.
  uncountAttempt: 'UPDATE attempt_counters SET count = count - 1 WHERE key = $1 AND reset_at > $2 AND count > 0',
  deleteClosedAttempts: 'DELETE FROM attempt_counters WHERE reset_at <= $1',
} as const;
