/**
 * What the reference server keeps, behind an interface so a database can replace the in-memory
 * implementation without touching a handler. Every method may be async for that reason; the
 * two lookups behind authentication and the comment write (the benchmarked routes) may also
 * answer at once (`Awaitable`).
 */
export type Role = 'admin' | 'user';

export interface UserRecord {
  readonly id: number;
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

export interface WatchRecord {
  readonly userId: number;
  readonly movieId: number;
  readonly watchedAt: number;
}

export type CommentType = 'review' | 'note' | 'comment';

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
  /** Insertion order, so "newest first" is exact even within one millisecond. */
  readonly sequence: number;
}

/** A value at hand (the in-memory store) or a promise of it (a database); callers accept both. */
export type Awaitable<T> = T | Promise<T>;

export interface Store {
  createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'>;
  findUserByName(username: string): Promise<UserRecord | undefined>;
  /**
   * Looked up on every authenticated request (with `findSession`), so a store that has the
   * answer at hand may return it directly: a request then authenticates without a promise.
   */
  findUserById(id: number): Awaitable<UserRecord | undefined>;
  listUsers(): Promise<readonly UserRecord[]>;
  /** Deletes the user with their sessions, API keys and progress. False when there is no such user. */
  deleteUser(id: number): Promise<boolean>;
  setPasswordHash(id: number, passwordHash: string): Promise<boolean>;

  addSession(session: SessionRecord): Promise<void>;
  findSession(tokenHash: string): Awaitable<SessionRecord | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteSessionsOf(userId: number): Promise<void>;

  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>): Promise<ApiKeyRecord | 'duplicate'>;
  findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyRecord | undefined>;
  listApiKeys(userId: number): Promise<readonly ApiKeyRecord[]>;
  /** Only the owner's key is deleted; false when the id is unknown or someone else's. */
  deleteApiKey(userId: number, id: number): Promise<boolean>;
  touchApiKey(id: number, usedAt: string): Promise<void>;

  saveProgress(progress: ProgressRecord): Promise<void>;
  /** Read on every playback and continue-watching request: `Awaitable` like `findSession`. */
  findProgress(userId: number, movieId: number): Awaitable<ProgressRecord | undefined>;
  clearProgress(userId: number, movieId: number): Promise<void>;
  recordWatch(watch: WatchRecord): Promise<void>;

  addComment(comment: Omit<CommentRecord, 'id' | 'sequence'>): Awaitable<CommentRecord>;
  /** Comments of one type on one media item, oldest first. */
  listComments(mediaId: string, type: CommentType): Promise<readonly CommentRecord[]>;
}
