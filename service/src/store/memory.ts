/**
 * The in-memory Store, for tests and benchmarks: gone when the process ends. Every lookup a
 * request makes is a map access (users by id and name, sessions and API keys by hash, progress
 * by user and movie, comments by thread), so its cost does not grow with what it holds. Maps are
 * keyed by ids and hashes, never plain objects keyed by user input, so no name reaches a prototype.
 */
import { checkActingAdmin, checkNotSelf } from './acting-admin.js';
import { countInWindow, openWindow, uncountInWindow } from './attempts.js';
import { evictedMovies, progressBytes, type HeldProgress } from './progress-cap.js';
import { UserGoneError } from './user-gone.js';
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
} from './types.js';

/** Sweep expired attempt windows once this many are held, so spraying keys cannot grow the map for ever. */
const ATTEMPT_SWEEP_SIZE = 10_000;

export class MemoryStore implements Store {
  readonly #users = new Map<number, UserRecord>();
  readonly #userIdsByName = new Map<string, number>();
  readonly #sessions = new Map<string, SessionRecord>();
  /** Token hashes per user, oldest first (insertion order), for the session cap and for ending them all. */
  readonly #sessionsByUser = new Map<number, Set<string>>();
  readonly #apiKeys = new Map<number, ApiKeyRecord>();
  readonly #apiKeyIdsByHash = new Map<string, number>();
  readonly #apiKeyIdsByUser = new Map<number, Set<number>>();
  /** Per user, then per movie (a playback read is two number lookups), with the bytes each record counts for (progress-cap.ts). */
  readonly #progress = new Map<number, Map<number, SizedProgress>>();
  /** Per user, oldest first. */
  readonly #watches = new Map<number, WatchRecord[]>();
  /** Comments per thread (media id and type), oldest first; and per thread and author. */
  readonly #threads = new Map<string, CommentRecord[]>();
  readonly #authorThreads = new Map<string, CommentRecord[]>();
  readonly #attempts = new Map<string, AttemptWindow>();
  #nextUserId = 1;
  #nextApiKeyId = 1;
  #nextCommentId = 1;

  async createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'> {
    if (this.#userIdsByName.has(user.username)) return 'duplicate';
    const record: UserRecord = { ...user, id: this.#nextUserId++, createdAt: new Date().toISOString() };
    this.#users.set(record.id, record);
    this.#userIdsByName.set(record.username, record.id);
    return record;
  }

  findUserByName(username: string): UserRecord | undefined {
    const id = this.#userIdsByName.get(username);
    return id === undefined ? undefined : this.#users.get(id);
  }

  findUserById(id: number): UserRecord | undefined {
    return this.#users.get(id);
  }

  listUsers(page: Page): UserPage {
    // Ids only grow, so the map's order (insertion) is the order of ids; only the page is copied.
    const users: UserRecord[] = [];
    let index = 0;
    for (const user of this.#users.values()) {
      if (index >= page.offset + page.limit) break;
      if (index >= page.offset) users.push(user);
      index++;
    }
    return { users, total: this.#users.size };
  }

  async deleteUser(id: number, by?: ActingAdmin): Promise<boolean> {
    if (by !== undefined) {
      checkNotSelf(by, id);
      this.#checkActingAdmin(by);
    }
    const user = this.#users.get(id);
    if (user === undefined) return false;
    this.#users.delete(id);
    this.#userIdsByName.delete(user.username);
    this.#endSessionsOf(id);
    for (const key of this.listApiKeys(id)) this.#removeApiKey(key);
    this.#progress.delete(id);
    this.#watches.delete(id);
    this.#removeCommentsOf(id);
    return true;
  }

  async resetPassword(id: number, passwordHash: string, by?: ActingAdmin): Promise<boolean> {
    if (by !== undefined) this.#checkActingAdmin(by);
    const user = this.#users.get(id);
    if (user === undefined) return false;
    this.#users.set(id, { ...user, passwordHash });
    this.#endSessionsOf(id);
    return true;
  }

  async addSession(session: SessionRecord, maxPerUser: number, now: number, checkedHash: string): Promise<boolean> {
    this.#assertUser(session.userId);
    if (this.#users.get(session.userId)?.passwordHash !== checkedHash) return false;
    this.#sessions.set(session.tokenHash, session);
    let hashes = this.#sessionsByUser.get(session.userId);
    if (hashes === undefined) this.#sessionsByUser.set(session.userId, (hashes = new Set()));
    hashes.add(session.tokenHash);
    for (const hash of hashes) {
      if ((this.#sessions.get(hash)?.expiresAt ?? 0) <= now) this.#forgetSession(hash, hashes);
    }
    // A Set iterates in insertion order: the first hashes are the oldest sessions.
    for (const hash of hashes) {
      if (hashes.size <= maxPerUser) break;
      this.#forgetSession(hash, hashes);
    }
    return true;
  }

  findSession(tokenHash: string): SessionRecord | undefined {
    return this.#sessions.get(tokenHash);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    const session = this.#sessions.get(tokenHash);
    if (session !== undefined) this.#forgetSession(tokenHash, this.#sessionsByUser.get(session.userId));
  }

  async createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, maxPerUser: number): Promise<ApiKeyRecord | 'duplicate' | 'limit'> {
    this.#assertUser(key.userId);
    const own = this.listApiKeys(key.userId);
    if (own.some((existing) => existing.name === key.name)) return 'duplicate';
    if (own.length >= maxPerUser) return 'limit';
    const record: ApiKeyRecord = { ...key, id: this.#nextApiKeyId++, createdAt: new Date().toISOString(), lastUsedAt: null, expiresAt: null };
    this.#apiKeys.set(record.id, record);
    this.#apiKeyIdsByHash.set(record.secretHash, record.id);
    let ids = this.#apiKeyIdsByUser.get(record.userId);
    if (ids === undefined) this.#apiKeyIdsByUser.set(record.userId, (ids = new Set()));
    ids.add(record.id);
    return record;
  }

  findApiKeyBySecretHash(secretHash: string): ApiKeyRecord | undefined {
    const id = this.#apiKeyIdsByHash.get(secretHash);
    return id === undefined ? undefined : this.#apiKeys.get(id);
  }

  /** Ordered by id: ids only grow and a Set keeps insertion order. */
  listApiKeys(userId: number): readonly ApiKeyRecord[] {
    return [...(this.#apiKeyIdsByUser.get(userId) ?? [])].map((id) => this.#apiKeys.get(id) as ApiKeyRecord);
  }

  async deleteApiKey(userId: number, id: number): Promise<boolean> {
    const key = this.#apiKeys.get(id);
    if (key === undefined || key.userId !== userId) return false;
    this.#removeApiKey(key);
    return true;
  }

  async touchApiKey(id: number, usedAt: string): Promise<void> {
    const key = this.#apiKeys.get(id);
    if (key !== undefined) this.#apiKeys.set(id, { ...key, lastUsedAt: usedAt });
  }

  async saveProgress(progress: ProgressRecord, cap: ProgressCap): Promise<void> {
    this.#assertUser(progress.userId);
    let movies = this.#progress.get(progress.userId);
    if (movies === undefined) this.#progress.set(progress.userId, (movies = new Map()));
    const saved = { progress, bytes: progressBytes(progress) };
    movies.set(progress.movieId, saved);
    // Ranked only past a cap, so a save below both costs a map write and a sum; the order is the
    // database stores' (oldest lastWatchedAt, then smallest movie id), not insertion order.
    if (movies.size <= Math.max(1, cap.movies) && heldBytes(movies) <= cap.bytes) return;
    const others = [...movies.values()].filter((held) => held !== saved).map(heldProgress);
    for (const movieId of evictedMovies(others, heldProgress(saved), { movies: Math.max(1, cap.movies), bytes: cap.bytes })) movies.delete(movieId);
  }

  findProgress(userId: number, movieId: number): ProgressRecord | undefined {
    return this.#progress.get(userId)?.get(movieId)?.progress;
  }

  async markWatched(watch: WatchRecord, maxPerUser: number): Promise<void> {
    this.#assertUser(watch.userId);
    let watches = this.#watches.get(watch.userId);
    if (watches === undefined) this.#watches.set(watch.userId, (watches = []));
    watches.push(watch);
    if (watches.length > maxPerUser) watches.splice(0, watches.length - maxPerUser);
    this.#progress.get(watch.userId)?.delete(watch.movieId);
  }

  // Synchronous on purpose: posting a comment to memory costs no promise (the benchmarked route).
  addComment(comment: NewComment, quota: Quota): Admitted<CommentRecord> {
    this.#assertUser(comment.userId);
    const window = this.countAttempt(quota.key, quota.windowMs, quota.now);
    if (window.count > quota.max) return { ok: false, window };
    const sequence = this.#nextCommentId++;
    // One fixed shape (absent members are `undefined`): every record shares one hidden class.
    const record: CommentRecord = {
      id: String(sequence),
      mediaId: comment.mediaId,
      userId: comment.userId,
      type: comment.type,
      title: comment.title,
      comment: comment.comment,
      score: comment.score,
      seasonNumber: comment.seasonNumber,
      episodeNumber: comment.episodeNumber,
      createdAt: comment.createdAt,
      sequence,
    };
    appendTo(this.#threads, threadKey(record.mediaId, record.type), record);
    appendTo(this.#authorThreads, threadKey(record.mediaId, record.type, record.userId), record);
    return { ok: true, value: record };
  }

  listComments(query: CommentQuery): readonly CommentView[] {
    const threads = query.authorId === undefined ? this.#threads : this.#authorThreads;
    const thread = threads.get(threadKey(query.mediaId, query.type, query.authorId)) ?? [];
    // Stored oldest first; a page counts from the newest.
    const end = Math.max(0, thread.length - query.offset);
    const start = Math.max(0, end - query.limit);
    const page: CommentView[] = [];
    for (let index = end - 1; index >= start; index--) {
      const record = thread[index] as CommentRecord;
      const owner = this.#users.get(record.userId) as UserRecord;
      page.push({ ...record, ownerUsername: owner.username, ownerDisplayName: owner.displayName });
    }
    return page;
  }

  countAttempt(key: string, windowMs: number, now: number): AttemptWindow {
    if (this.#attempts.size >= ATTEMPT_SWEEP_SIZE) {
      for (const [known, window] of this.#attempts) if (window.resetAt <= now) this.#attempts.delete(known);
    }
    const window = countInWindow(this.#attempts.get(key), windowMs, now);
    this.#attempts.set(key, window);
    return window;
  }

  peekAttempts(key: string, now: number): AttemptWindow | undefined {
    return openWindow(this.#attempts.get(key), now);
  }

  async uncountAttempt(key: string, now: number): Promise<void> {
    const window = uncountInWindow(this.#attempts.get(key), now);
    if (window !== undefined) this.#attempts.set(key, window);
  }

  async checkReady(): Promise<void> {}

  async close(): Promise<void> {}

  /** What the database stores' foreign keys do: no row is written for a user deleted meanwhile (store/user-gone.ts). */
  #assertUser(userId: number): void {
    if (!this.#users.has(userId)) throw new UserGoneError(userId);
  }

  #checkActingAdmin(by: ActingAdmin): void {
    checkActingAdmin(by, this.#users.get(by.userId)?.role, by.sessionTokenHash === undefined || this.#sessions.has(by.sessionTokenHash));
  }

  #forgetSession(tokenHash: string, ofUser: Set<string> | undefined): void {
    this.#sessions.delete(tokenHash);
    ofUser?.delete(tokenHash);
  }

  #endSessionsOf(userId: number): void {
    for (const hash of this.#sessionsByUser.get(userId) ?? []) this.#sessions.delete(hash);
    this.#sessionsByUser.delete(userId);
  }

  #removeApiKey(key: ApiKeyRecord): void {
    this.#apiKeys.delete(key.id);
    this.#apiKeyIdsByHash.delete(key.secretHash);
    this.#apiKeyIdsByUser.get(key.userId)?.delete(key.id);
  }

  #removeCommentsOf(userId: number): void {
    for (const [key, thread] of this.#threads) {
      const kept = thread.filter((comment) => comment.userId !== userId);
      if (kept.length !== thread.length) this.#threads.set(key, kept);
    }
    for (const [key, thread] of this.#authorThreads) if (thread[0]?.userId === userId) this.#authorThreads.delete(key);
  }
}

/** Media id, type and (for one author's thread) user id, joined by a character no media id contains. */
function threadKey(mediaId: string, type: string, authorId?: number): string {
  return authorId === undefined ? `${mediaId}\n${type}` : `${mediaId}\n${type}\n${authorId}`;
}

/**
 * Adds `record` to its thread, which is kept oldest first by `createdAt`, ties in the order
 * stored, as the database stores list them: after every record of its time or earlier. Almost
 * always at the end; earlier only when the clock was set back.
 */
function appendTo(threads: Map<string, CommentRecord[]>, key: string, record: CommentRecord): void {
  const thread = threads.get(key);
  if (thread === undefined) {
    threads.set(key, [record]);
    return;
  }
  let at = thread.length;
  while (at > 0 && (thread[at - 1] as CommentRecord).createdAt > record.createdAt) at--;
  if (at === thread.length) thread.push(record);
  else thread.splice(at, 0, record);
}

interface SizedProgress {
  readonly progress: ProgressRecord;
  readonly bytes: number;
}

function heldBytes(movies: ReadonlyMap<number, SizedProgress>): number {
  let bytes = 0;
  for (const held of movies.values()) bytes += held.bytes;
  return bytes;
}

function heldProgress({ progress, bytes }: SizedProgress): HeldProgress {
  return { movieId: progress.movieId, lastWatchedAt: progress.lastWatchedAt, bytes };
}
