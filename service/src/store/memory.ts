/**
 * The in-memory Store. Maps keyed by ids and hashes (never plain objects keyed by user input),
 * so no username or key name can reach a prototype.
 */
import type { ApiKeyRecord, CommentRecord, CommentType, ProgressRecord, SessionRecord, Store, UserRecord, WatchRecord } from './types.js';

export class MemoryStore implements Store {
  readonly #users = new Map<number, UserRecord>();
  readonly #sessions = new Map<string, SessionRecord>();
  readonly #apiKeys = new Map<number, ApiKeyRecord>();
  /**
   * Per user, then per movie: a playback read finds its record with two number lookups instead
   * of building and hashing a `user:movie` string on every request.
   */
  readonly #progress = new Map<number, Map<number, ProgressRecord>>();
  readonly #watches: WatchRecord[] = [];
  readonly #comments: CommentRecord[] = [];
  #nextUserId = 1;
  #nextApiKeyId = 1;
  #nextCommentId = 1;

  async createUser(user: Omit<UserRecord, 'id' | 'createdAt'>): Promise<UserRecord | 'duplicate'> {
    if (await this.findUserByName(user.username)) return 'duplicate';
    const record: UserRecord = { ...user, id: this.#nextUserId++, createdAt: new Date().toISOString() };
    this.#users.set(record.id, record);
    return record;
  }

  async findUserByName(username: string): Promise<UserRecord | undefined> {
    for (const user of this.#users.values()) if (user.username === username) return user;
    return undefined;
  }

  // Synchronous on purpose (see Store.findUserById): no promise on every authenticated request.
  findUserById(id: number): UserRecord | undefined {
    return this.#users.get(id);
  }

  async listUsers(): Promise<readonly UserRecord[]> {
    return [...this.#users.values()];
  }

  async deleteUser(id: number): Promise<boolean> {
    if (!this.#users.delete(id)) return false;
    await this.deleteSessionsOf(id);
    for (const key of [...this.#apiKeys.values()]) if (key.userId === id) this.#apiKeys.delete(key.id);
    this.#progress.delete(id);
    return true;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<boolean> {
    const user = this.#users.get(id);
    if (user === undefined) return false;
    this.#users.set(id, { ...user, passwordHash });
    return true;
  }

  async addSession(session: SessionRecord): Promise<void> {
    this.#sessions.set(session.tokenHash, session);
  }

  findSession(tokenHash: string): SessionRecord | undefined {
    return this.#sessions.get(tokenHash);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.#sessions.delete(tokenHash);
  }

  async deleteSessionsOf(userId: number): Promise<void> {
    for (const [hash, session] of [...this.#sessions]) if (session.userId === userId) this.#sessions.delete(hash);
  }

  async createApiKey(key: Omit<ApiKeyRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>): Promise<ApiKeyRecord | 'duplicate'> {
    for (const existing of this.#apiKeys.values()) {
      if (existing.userId === key.userId && existing.name === key.name) return 'duplicate';
    }
    const record: ApiKeyRecord = { ...key, id: this.#nextApiKeyId++, createdAt: new Date().toISOString(), lastUsedAt: null, expiresAt: null };
    this.#apiKeys.set(record.id, record);
    return record;
  }

  async findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyRecord | undefined> {
    for (const key of this.#apiKeys.values()) if (key.secretHash === secretHash) return key;
    return undefined;
  }

  async listApiKeys(userId: number): Promise<readonly ApiKeyRecord[]> {
    return [...this.#apiKeys.values()].filter((key) => key.userId === userId);
  }

  async deleteApiKey(userId: number, id: number): Promise<boolean> {
    const key = this.#apiKeys.get(id);
    if (key === undefined || key.userId !== userId) return false;
    return this.#apiKeys.delete(id);
  }

  async touchApiKey(id: number, usedAt: string): Promise<void> {
    const key = this.#apiKeys.get(id);
    if (key !== undefined) this.#apiKeys.set(id, { ...key, lastUsedAt: usedAt });
  }

  async saveProgress(progress: ProgressRecord): Promise<void> {
    let movies = this.#progress.get(progress.userId);
    if (movies === undefined) this.#progress.set(progress.userId, (movies = new Map()));
    movies.set(progress.movieId, progress);
  }

  // Synchronous on purpose (see Store.findProgress): a playback read costs no promise.
  findProgress(userId: number, movieId: number): ProgressRecord | undefined {
    return this.#progress.get(userId)?.get(movieId);
  }

  async clearProgress(userId: number, movieId: number): Promise<void> {
    this.#progress.get(userId)?.delete(movieId);
  }

  async recordWatch(watch: WatchRecord): Promise<void> {
    this.#watches.push(watch);
  }

  // Synchronous on purpose (see Store.addComment): posting a comment costs no promise.
  addComment(comment: Omit<CommentRecord, 'id' | 'sequence'>): CommentRecord {
    const sequence = this.#nextCommentId++;
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
    this.#comments.push(record);
    return record;
  }

  async listComments(mediaId: string, type: CommentType): Promise<readonly CommentRecord[]> {
    return this.#comments.filter((comment) => comment.mediaId === mediaId && comment.type === type);
  }
}
