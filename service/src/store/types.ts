/**
 * What the reference service keeps, behind one interface with three implementations side by
 * side: in memory (tests), embedded SQLite (the default, under DATA_DIR) and PostgreSQL
 * (DATABASE_URL, shared by several processes). Handlers never know which one they talk to.
 *
 * Reads may answer at once (`Awaitable`): the in-memory and SQLite stores do, so the routes
 * behind authentication cost no promise; PostgreSQL answers with promises. Writes are promises
 * everywhere, settled only once the write is durable (committed, for the database stores).
 * A method that changes several records (a login past the session cap, a watched movie) does it
 * in one call, so a database store makes it one transaction.
 */
export type Role = 'admin' | 'user';

export interface UserRecord {
  readonly id: number;
  /** Already normalised by the caller (see usernames.ts); unique exactly as stored. */
  readonly username: string;
  readonly displayName: string;
  readonly role: Role;
  /** `scrypt$<salt b64url>$<hash b64url>`; never leaves the store through an API response. */
  readonly passwordHash: string;
  readonly createdAt: string;
}

export interface SessionRecord {
  /** SHA-256 of the token (base64url): a leaked store does not leak usable tokens. */
  readonly tokenHash: string;
  readonly userId: number;
  readonly clientId: string;
  readonly clientPlatform: string;
  readonly deviceId: string;
  readonly expiresAt: number;
}

export interface ApiKeyRecord {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  /** SHA-256 of the secret (base64url); the secret itself is shown once and never stored. */
  readonly secretHash: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly expiresAt: string | null;
}

/** Progress on one movie, per user. */
export interface ProgressRecord {
  readonly userId: number;
  readonly movieId: number;
  readonly currentProgressSeconds: number;
  readonly totalDurationSeconds: number;
  readonly clientPlatform: string;
  readonly lastWatchedAt: number;
  readonly streamProtocol?: string;
  readonly encodedData?: string;
  readonly sourceUri?: string;
  readonly playerSettings?: { readonly [key: string]: unknown };
}

/** What one user's saved progress may hold (progress-cap.ts). */
export interface ProgressCap {
  readonly movies: number;
  readonly bytes: number;
}

export interface WatchRecord {
  readonly userId: number;
  readonly movieId: number;
  readonly watchedAt: number;
}

export type CommentType = 'review' | 'note' | 'comment';

/** Records `offset` to `offset + limit - 1` of a list. */
export interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** One page of the accounts, ordered by id, and how many accounts there are in all. */
export interface UserPage {
  readonly users: readonly UserRecord[];
  readonly total: number;
}

export interface CommentRecord {
  readonly id: string;
  readonly mediaId: string;
  readonly userId: number;
  readonly type: CommentType;
  readonly title?: string;
  readonly comment?: string;
  readonly score?: number;
  readonly seasonNumber?: number;
  readonly episodeNumber?: number;
  readonly createdAt: string;
  /** Insertion order: among comments of one `createdAt`, the order "newest first" lists them in. */
  readonly sequence: number;
}

export type NewComment = Omit<CommentRecord, 'id' | 'sequence'>;

/** A listed comment with its author's names (a deleted account's comments are gone with it). */
export interface CommentView extends CommentRecord {
  readonly ownerUsername: string;
  readonly ownerDisplayName: string;
}

export interface CommentQuery {
  readonly mediaId: string;
  readonly type: CommentType;
  /** Only this author's comments; every author's when absent. */
  readonly authorId?: number;
  readonly limit: number;
  readonly offset: number;
}

/** A fixed-window counter (login failures, comments posted): how many so far, and when it resets. */
export interface AttemptWindow {
  readonly count: number;
  /** Epoch milliseconds at which the count starts again from zero. */
  readonly resetAt: number;
}

/**
 * A cap on attempts per fixed window, counted in the same transaction as the write it guards,
 * so several processes sharing one store cannot together exceed it.
 */
export interface Quota {
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
  readonly now: number;
}

/** A write that a quota let through (`ok`), or the window that refused it. */
export type Admitted<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly window: AttemptWindow };

/**
 * The admin asking for a change to an account, as authentication found them. Holds while the
 * account is still an admin and the session they called with (none for an API key) still exists;
 * otherwise the change is refused with ActingAdminGoneError (store/acting-admin.ts) and nothing
 * is written. Database stores check it in the change's own transaction, after locking both users'
 * rows, so changes that end each other's credentials run one after the other.
 */
export interface ActingAdmin {
  readonly userId: number;
  readonly sessionTokenHash?: string;
}

/** A value at hand (memory, SQLite) or a promise of it (PostgreSQL); callers accept both. */
export type Awaitable<T> = T | Promise<T>;

/**
 * A write for a user who no longer exists (deleted meanwhile) rejects with an error
 * `isUserGone` recognises (store/user-gone.ts), and writes nothing.
 */
export interface Store {
  createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'>;
  findUserByName(username: string): Awaitable<UserRecord | undefined>;
  /** Looked up on every authenticated request (with `findSession`). */
  findUserById(id: number): Awaitable<UserRecord | undefined>;
  /**
   * One page of the accounts, ordered by id, with the number of accounts (read in the same
   * snapshot). Paged and counted in the database: the admin list must not read every account.
   */
  listUsers(page: Page): Awaitable<UserPage>;
  /**
   * Deletes the user with their sessions, API keys, progress and comments. False when there is no
   * such user. With `by` (an admin's request; never the user being deleted), only while `by` still
   * holds (ActingAdmin), checked in the same write: two admins deleting each other at once both
   * passed authentication, and a check made before the write let both through, leaving no admin.
   */
  deleteUser(id: number, by?: ActingAdmin): Promise<boolean>;
  /**
   * Sets a new password hash and ends every session of the user. False when there is no such user.
   * With `by`, only while `by` still holds, checked in the same write, as for deleteUser.
   */
  resetPassword(id: number, passwordHash: string, by?: ActingAdmin): Promise<boolean>;

  /**
   * Adds a session, then ends the user's expired sessions and, past `maxPerUser` live ones, the
   * oldest: a user can always log in, and never holds more than the cap. Only while the user's
   * password hash is still `checkedHash`, the one the login's password was checked against:
   * otherwise (a reset landed during the check) nothing is written and the answer is false, so a
   * reset ends every session of the old password, those of logins in flight included.
   */
  addSession(session: SessionRecord, maxPerUser: number, now: number, checkedHash: string): Promise<boolean>;
  findSession(tokenHash: string): Awaitable<SessionRecord | undefined>;
  deleteSession(tokenHash: string): Promise<void>;

  /** 'duplicate' for a name the user already has, 'limit' when they hold `maxPerUser` keys. */
  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, maxPerUser: number): Promise<ApiKeyRecord | 'duplicate' | 'limit'>;
  /** Found by the secret's hash through an index or map, never by scanning. */
  findApiKeyBySecretHash(secretHash: string): Awaitable<ApiKeyRecord | undefined>;
  listApiKeys(userId: number): Awaitable<readonly ApiKeyRecord[]>;
  /** Only the owner's key is deleted; false when the id is unknown or someone else's. */
  deleteApiKey(userId: number, id: number): Promise<boolean>;
  touchApiKey(id: number, usedAt: string): Promise<void>;

  /**
   * Saves the progress, then, past the cap's movies or bytes, ends the user's others saved
   * longest ago (smallest `lastWatchedAt`, then smallest movie id): never the one just saved
   * (progress-cap.ts).
   */
  saveProgress(progress: ProgressRecord, cap: ProgressCap): Promise<void>;
  /** Read on every playback and continue-watching request. */
  findProgress(userId: number, movieId: number): Awaitable<ProgressRecord | undefined>;
  /**
   * Records the watch and clears the movie's progress, together; past `maxPerUser` watches of
   * the user, the oldest recorded are forgotten.
   */
  markWatched(watch: WatchRecord, maxPerUser: number): Promise<void>;

  /** Adds the comment unless `quota` is used up; the attempt counts either way. */
  addComment(comment: NewComment, quota: Quota): Awaitable<Admitted<CommentRecord>>;
  /** One page of comments, newest first by `createdAt`, ties in the order stored (newest stored first). */
  listComments(query: CommentQuery): Awaitable<readonly CommentView[]>;

  /** Counts one attempt under `key` in a window of `windowMs` that starts at the first attempt. */
  countAttempt(key: string, windowMs: number, now: number): Awaitable<AttemptWindow>;
  /** The current window of `key`, or undefined when none is open at `now`. */
  peekAttempts(key: string, now: number): Awaitable<AttemptWindow | undefined>;
  /**
   * Takes back one attempt counted under `key` in the window open at `now` (never below zero;
   * nothing when no window is open): an attempt counted in advance that turned out not to be one
   * (a login that succeeded, or one refused without being tried).
   */
  uncountAttempt(key: string, now: number): Promise<void>;

  /**
   * Resolves when the database answers a trivial query now; rejects with the store's own error
   * otherwise (GET /healthz answers 503 then). A full disk shows on writes, not here: reading
   * still works.
   */
  checkReady(): Promise<void>;

  /** Waits for pending writes and releases the database; the store is unusable afterwards. */
  close(): Promise<void>;
}
