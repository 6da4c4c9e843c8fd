/**
 * The Store contract, one set of test bodies run against every implementation: in memory, the
 * embedded SQLite store and PostgreSQL. What the handlers rely on must hold on each: uniqueness,
 * caps, cascades, paging, attempt windows, ids that never repeat, and (for the database stores)
 * everything still there after a close and a reopen.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admitted, CommentRecord, NewComment, Quota, Store, UserRecord } from '../../service/src/store/types.js';
import { isActingAdminGone } from '../../service/src/store/acting-admin.js';
import { isUserGone } from '../../service/src/store/user-gone.js';
import { freshStore, useStoreKinds, type StoreKind, type StoreLocation } from './helpers/store-kinds.js';

const kinds = useStoreKinds();
const NOW = 1_800_000_000_000;
let userCount = 0;

async function newUser(store: Store, role: 'admin' | 'user' = 'user'): Promise<UserRecord> {
  const created = await store.createUser({ username: `user-${++userCount}`, displayName: `User ${userCount}`, role, passwordHash: 'scrypt$x$y' });
  if (created === 'duplicate') throw new Error('test user exists');
  return created;
}

const note = (userId: number, mediaId: string, text: string): NewComment => ({
  mediaId, userId, type: 'note', createdAt: '2026-01-01T00:00:00.000Z', title: undefined, comment: text, score: undefined, seasonNumber: undefined, episodeNumber: undefined,
});
/** By default as good as no cap (the benchmark lifts it this way): a bound past 32 bits must work on every store. */
const quota = (userId: number, max = Number.MAX_SAFE_INTEGER): Quota => ({ key: `comments:${userId}`, max, windowMs: 60_000, now: NOW });

async function posted(store: Store, comment: NewComment, limits: Quota = quota(comment.userId)): Promise<CommentRecord> {
  const admitted: Admitted<CommentRecord> = await store.addComment(comment, limits);
  if (!admitted.ok) throw new Error('comment refused');
  return admitted.value;
}

/** A progress cap of `movies` movies; bytes as good as unbounded unless given. */
const cap = (movies: number, bytes = 1 << 30) => ({ movies, bytes });

const session = (userId: number, tokenHash: string, expiresAt = NOW + 60_000) => ({ tokenHash, userId, clientId: 'c', clientPlatform: 'web', deviceId: 'd', expiresAt });

describe.each(kinds)('$name store', (kind: StoreKind) => {
  let store: Store;
  beforeAll(async () => {
    store = await freshStore(kind);
  });
  afterAll(() => store.close());

  it('keeps usernames unique exactly as given, and finds users by name and id', async () => {
    const user = await newUser(store);
    expect(await store.createUser({ username: user.username, displayName: 'Again', role: 'user', passwordHash: 'x' })).toBe('duplicate');
    expect(await store.findUserByName(user.username)).toEqual(user);
    expect(await store.findUserById(user.id)).toEqual(user);
    expect(await store.findUserByName(`${user.username} `)).toBeUndefined();
    const ids = (await store.listUsers({ limit: 500, offset: 0 })).users.map((listed) => listed.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('lists users a page at a time, ordered by id, with the number of users in all', async () => {
    for (let index = 0; index < 3; index++) await newUser(store);
    const all = await store.listUsers({ limit: 500, offset: 0 });
    const ids = all.users.map((listed) => listed.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(all.total).toBe(ids.length);
    expect(await store.listUsers({ limit: 2, offset: 0 })).toEqual({ users: all.users.slice(0, 2), total: ids.length });
    expect(await store.listUsers({ limit: 2, offset: ids.length - 1 })).toEqual({ users: all.users.slice(-1), total: ids.length });
    // Past the end: no users, and still the total (PostgreSQL reads both in one statement).
    expect(await store.listUsers({ limit: 2, offset: ids.length })).toEqual({ users: [], total: ids.length });
    // One of this test's users deleted: the pages close up over it, the total drops.
    const [before, gone, after] = all.users.slice(-3);
    if (gone === undefined) throw new Error('expected three users');
    expect(await store.deleteUser(gone.id)).toBe(true);
    expect(await store.listUsers({ limit: 2, offset: ids.length - 3 })).toEqual({ users: [before, after], total: ids.length - 1 });
  });

  it('caps live sessions per user by ending the oldest, and drops expired ones on the next login', async () => {
    const user = await newUser(store);
    await store.addSession(session(user.id, `${user.id}-expired`, NOW - 1), 3, NOW - 10, user.passwordHash);
    for (const name of ['a', 'b', 'c', 'd']) await store.addSession(session(user.id, `${user.id}-${name}`), 3, NOW, user.passwordHash);
    const live = await Promise.all(['expired', 'a', 'b', 'c', 'd'].map(async (name) => (await store.findSession(`${user.id}-${name}`))?.tokenHash));
    expect(live).toEqual([undefined, undefined, `${user.id}-b`, `${user.id}-c`, `${user.id}-d`]);
    await store.deleteSession(`${user.id}-c`);
    expect(await store.findSession(`${user.id}-c`)).toBeUndefined();
  });

  it('ends every session of a user whose password is reset; false for an unknown user', async () => {
    const user = await newUser(store);
    await store.addSession(session(user.id, `${user.id}-one`), 5, NOW, user.passwordHash);
    expect(await store.resetPassword(user.id, 'scrypt$new$hash')).toBe(true);
    expect(await store.findSession(`${user.id}-one`)).toBeUndefined();
    expect((await store.findUserById(user.id))?.passwordHash).toBe('scrypt$new$hash');
    expect(await store.resetPassword(9_999_999, 'x')).toBe(false);
  });

  it('deletes or resets for an admin only while that admin\'s account and session hold, changing nothing otherwise', async () => {
    const [admin, other, target] = [await newUser(store, 'admin'), await newUser(store, 'admin'), await newUser(store)];
    await store.addSession(session(admin.id, `${admin.id}-in`), 5, NOW, admin.passwordHash);
    const bySession = { userId: admin.id, sessionTokenHash: `${admin.id}-in` };
    // Its session ended (another admin reset its password): refused, though the account is an admin.
    await store.deleteSession(`${admin.id}-in`);
    await expect(store.resetPassword(target.id, 'scrypt$by$gone', bySession)).rejects.toSatisfy(isActingAdminGone);
    await expect(store.deleteUser(target.id, bySession)).rejects.toSatisfy(isActingAdminGone);
    expect(await store.findUserById(target.id)).toEqual(target);
    // By API key (no session), the account alone decides; a plain user or a deleted admin is refused.
    expect(await store.resetPassword(target.id, 'scrypt$by$key', { userId: admin.id })).toBe(true);
    await expect(store.deleteUser(other.id, { userId: target.id })).rejects.toSatisfy(isActingAdminGone);
    expect(await store.deleteUser(other.id, { userId: admin.id })).toBe(true);
    await expect(store.deleteUser(target.id, { userId: other.id })).rejects.toSatisfy(isActingAdminGone);
    expect(await store.deleteUser(target.id, { userId: admin.id })).toBe(true);
    expect(await store.deleteUser(target.id, { userId: admin.id })).toBe(false);
  });

  it('adds no session for a login checked against a password hash that has been reset meanwhile', async () => {
    const user = await newUser(store);
    expect(await store.resetPassword(user.id, 'scrypt$new$hash')).toBe(true);
    expect(await store.addSession(session(user.id, `${user.id}-stale`), 5, NOW, user.passwordHash)).toBe(false);
    expect(await store.findSession(`${user.id}-stale`)).toBeUndefined();
    expect(await store.addSession(session(user.id, `${user.id}-fresh`), 5, NOW, 'scrypt$new$hash')).toBe(true);
    expect((await store.findSession(`${user.id}-fresh`))?.tokenHash).toBe(`${user.id}-fresh`);
  });

  it('leaves no session of the old password once a reset and logins racing it have all settled', async () => {
    const user = await newUser(store);
    const names = Array.from({ length: 12 }, (_, index) => `${user.id}-race-${index}`);
    // Started in this order, half before the reset and half after it; on PostgreSQL they run at once.
    const login = (name: string) => () => store.addSession(session(user.id, name), 50, NOW, user.passwordHash);
    const started = [...names.slice(0, 6).map(login), () => store.resetPassword(user.id, 'scrypt$after$race'), ...names.slice(6).map(login)];
    await Promise.all(started.map((start) => start()));
    const left = await Promise.all(names.map(async (name) => (await store.findSession(name))?.tokenHash));
    expect(left.filter((hash) => hash !== undefined)).toEqual([]);
  });

  it('refuses a duplicate API key name and a key past the cap, finds keys by hash, deletes only the owner\'s', async () => {
    const [owner, other] = [await newUser(store), await newUser(store)];
    const first = await store.createApiKey({ userId: owner.id, name: 'one', secretHash: `${owner.id}-h1` }, 2);
    expect(first).toMatchObject({ userId: owner.id, name: 'one', lastUsedAt: null, expiresAt: null });
    expect(await store.createApiKey({ userId: owner.id, name: 'one', secretHash: `${owner.id}-h9` }, 2)).toBe('duplicate');
    const second = await store.createApiKey({ userId: owner.id, name: 'two', secretHash: `${owner.id}-h2` }, 2);
    expect(await store.createApiKey({ userId: owner.id, name: 'three', secretHash: `${owner.id}-h3` }, 2)).toBe('limit');
    expect(await store.findApiKeyBySecretHash(`${owner.id}-h2`)).toEqual(second);
    expect((await store.listApiKeys(owner.id)).map((key) => key.name)).toEqual(['one', 'two']);
    if (typeof first === 'string') throw new Error('first key refused');
    expect(await store.deleteApiKey(other.id, first.id)).toBe(false);
    await store.touchApiKey(first.id, '2026-05-01T00:00:00.000Z');
    expect((await store.findApiKeyBySecretHash(`${owner.id}-h1`))?.lastUsedAt).toBe('2026-05-01T00:00:00.000Z');
    expect(await store.deleteApiKey(owner.id, first.id)).toBe(true);
    expect(await store.findApiKeyBySecretHash(`${owner.id}-h1`)).toBeUndefined();
  });

  it('saves, replaces and clears progress, keeping optional fields and player settings as given', async () => {
    const user = await newUser(store);
    const base = { userId: user.id, movieId: 550, currentProgressSeconds: 12.5, totalDurationSeconds: 8000, clientPlatform: 'web', lastWatchedAt: 1_700_000_000 };
    await store.saveProgress(base, cap(5));
    expect(await store.findProgress(user.id, 550)).toEqual(base);
    const full = { ...base, currentProgressSeconds: 99, streamProtocol: 'p2p', encodedData: 'ab', sourceUri: 'file:///x', playerSettings: { volume: 0.5, nested: { a: [1, 'b'] } } };
    await store.saveProgress(full, cap(5));
    expect(await store.findProgress(user.id, 550)).toEqual(full);
    await store.markWatched({ userId: user.id, movieId: 550, watchedAt: 1_700_000_100 }, 5);
    expect(await store.findProgress(user.id, 550)).toBeUndefined();
  });

  it('keeps progress on at most the cap of movies per user, ending those saved longest ago and never the one just saved', async () => {
    const [user, other] = [await newUser(store), await newUser(store)];
    const at = (movieId: number, lastWatchedAt: number, userId = user.id) => ({ userId, movieId, currentProgressSeconds: 1, totalDurationSeconds: 5_000, clientPlatform: 'web', lastWatchedAt });
    const held = async (movieIds: number[], userId = user.id) => (await Promise.all(movieIds.map(async (id) => ((await store.findProgress(userId, id)) === undefined ? undefined : id)))).filter((id) => id !== undefined);
    await store.saveProgress(at(7, 500, other.id), cap(3));
    await store.saveProgress(at(1, 100), cap(3));
    await store.saveProgress(at(2, 300), cap(3));
    await store.saveProgress(at(3, 200), cap(3));
    expect(await held([1, 2, 3])).toEqual([1, 2, 3]);
    // A fourth movie ends movie 1, saved longest ago; another user's progress is not counted.
    await store.saveProgress(at(4, 400), cap(3));
    expect(await held([1, 2, 3, 4])).toEqual([2, 3, 4]);
    // Saving a movie again is no new movie; its time moves, so movie 3 is now the oldest.
    await store.saveProgress(at(2, 450), cap(3));
    expect(await held([2, 3, 4])).toEqual([2, 3, 4]);
    await store.saveProgress(at(5, 460), cap(3));
    expect(await held([1, 2, 3, 4, 5])).toEqual([2, 4, 5]);
    // A save with a clock behind the others still keeps the movie just saved.
    await store.saveProgress(at(6, 10), cap(3));
    expect(await held([2, 4, 5, 6])).toEqual([2, 5, 6]);
    await store.saveProgress(at(9, 460), cap(3));
    expect(await held([2, 5, 6, 9])).toEqual([2, 5, 9]);
    // Among progress saved in the same second the smallest movie id goes first.
    await store.saveProgress(at(2, 460), cap(3));
    await store.saveProgress(at(8, 470), cap(3));
    expect(await held([2, 5, 8, 9])).toEqual([5, 8, 9]);
    expect(await held([7], other.id)).toEqual([7]);
  });

  it('keeps progress within the cap of bytes per user, counted in UTF-8, ending those saved longest ago and never the one just saved', async () => {
    const user = await newUser(store);
    // 48 fixed bytes, 3 of the platform, and the encoded data: 'é' is two bytes in UTF-8.
    const at = (movieId: number, lastWatchedAt: number, encodedData: string) => ({ userId: user.id, movieId, currentProgressSeconds: 1, totalDurationSeconds: 5_000, clientPlatform: 'web', lastWatchedAt, encodedData });
    const held = async () => (await Promise.all([1, 2, 3, 4, 5].map((id) => store.findProgress(user.id, id)))).flatMap((found) => (found === undefined ? [] : [found.movieId]));
    const bytes = cap(10, 1_000);
    await store.saveProgress(at(1, 1, 'é'.repeat(200)), bytes); // 451 bytes
    await store.saveProgress(at(2, 2, 'é'.repeat(200)), bytes); // 902 in all
    expect(await held()).toEqual([1, 2]);
    await store.saveProgress(at(3, 3, 'e'.repeat(200)), bytes); // 251 more: movie 1 ends
    expect(await held()).toEqual([2, 3]);
    // Replacing a record counts its new size only.
    await store.saveProgress(at(3, 4, 'e'.repeat(449)), bytes); // 500 and 451: both fit
    expect(await held()).toEqual([2, 3]);
    // A record larger than the cap on its own is kept, alone; one saved after it with an older clock is kept instead.
    await store.saveProgress(at(4, 5, 'e'.repeat(2_000)), bytes);
    expect(await held()).toEqual([4]);
    await store.saveProgress(at(5, 0, ''), bytes);
    expect(await held()).toEqual([5]);
  });

  it('takes many saves and watches of one user at once past the caps without failing one (no deadlock), and holds the progress cap exactly after them', async () => {
    // Several rounds: on PostgreSQL, saves that were not ordered per user passed the cap in about
    // one round in three, and once in a while two of them deadlocked (one failed, a 500).
    for (let round = 0; round < 5; round++) {
      const user = await newUser(store);
      const at = (movieId: number, lastWatchedAt: number) => ({ userId: user.id, movieId, currentProgressSeconds: 1, totalDurationSeconds: 5_000, clientPlatform: 'web', lastWatchedAt });
      for (let movieId = 1; movieId <= 5; movieId++) await store.saveProgress(at(movieId, movieId), cap(5));
      // New movies and the old ones again, interleaved, all at once: each may evict what another
      // updates. Watches of other movies at the same time, past their own cap.
      const saves = Array.from({ length: 40 }, (_, index) => store.saveProgress(at(index % 2 === 0 ? 100 + index : 1 + (index % 5), 10 + index), cap(5)));
      const watches = Array.from({ length: 6 }, (_, index) => store.markWatched({ userId: user.id, movieId: 500 + index, watchedAt: 50 + index }, 3));
      expect((await Promise.allSettled([...saves, ...watches])).filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const held = async () => (await Promise.all(Array.from({ length: 200 }, (_, index) => store.findProgress(user.id, index + 1)))).filter((found) => found !== undefined);
      // Applied in the order sent, so each movie holds its last save, and the cap kept the five
      // saved last: movies 1, 3 and 5 (sends 35, 37 and 39) and 136 and 138.
      expect((await held()).map((progress) => [progress.movieId, progress.lastWatchedAt])).toEqual([[1, 45], [3, 47], [5, 49], [136, 46], [138, 48]]);
      await store.saveProgress(at(199, 1_000), cap(5));
      expect((await held()).map((progress) => progress.movieId)).toContain(199);
      expect((await held()).length).toBe(5);
    }
  });

  it('pages comments newest first, by thread or by author, with the owners\' names', async () => {
    const [alice, bob] = [await newUser(store), await newUser(store)];
    const media = `tmdb-${alice.id}`;
    const written: CommentRecord[] = [];
    for (let index = 0; index < 5; index++) written.push(await posted(store, note(index % 2 === 0 ? alice.id : bob.id, media, `n${index}`)));
    const page = (offset: number, limit: number, authorId?: number) => store.listComments({ mediaId: media, type: 'note', limit, offset, authorId });
    expect((await page(0, 2)).map((comment) => comment.comment)).toEqual(['n4', 'n3']);
    expect((await page(2, 2)).map((comment) => comment.comment)).toEqual(['n2', 'n1']);
    expect((await page(4, 2)).map((comment) => comment.comment)).toEqual(['n0']);
    expect(await page(5, 2)).toEqual([]);
    expect((await page(0, 10, alice.id)).map((comment) => comment.comment)).toEqual(['n4', 'n2', 'n0']);
    const [newest] = await page(0, 1);
    expect(newest).toMatchObject({ id: written[4]?.id, ownerUsername: alice.username, ownerDisplayName: alice.displayName, mediaId: media, type: 'note' });
    expect(await store.listComments({ mediaId: media, type: 'review', limit: 10, offset: 0 })).toEqual([]);
  });

  it('lists comments newest first by created_at, whatever order they were stored in, ties in the order stored', async () => {
    // Two posts racing to PostgreSQL, or servers whose clocks differ, store a comment after one
    // that is newer by its created_at; ordered by id, the list was not newest first there.
    const author = await newUser(store);
    const media = `tmdb-${author.id}`;
    const at = (second: number, text: string): NewComment => ({ ...note(author.id, media, text), createdAt: `2026-01-01T00:00:0${second}.000Z` });
    for (const comment of [at(2, 'later'), at(1, 'earlier, stored second'), at(2, 'later, stored last'), at(3, 'latest')]) await posted(store, comment);
    const page = (offset: number, limit: number, authorId?: number) => store.listComments({ mediaId: media, type: 'note', limit, offset, authorId });
    const newestFirst = ['latest', 'later, stored last', 'later', 'earlier, stored second'];
    expect((await page(0, 10)).map((comment) => comment.comment)).toEqual(newestFirst);
    expect((await page(0, 10, author.id)).map((comment) => comment.comment)).toEqual(newestFirst);
    expect([...(await page(0, 2)), ...(await page(2, 2))].map((comment) => comment.comment)).toEqual(newestFirst);
  });

  it('refuses comments past the quota and says when the window closes; a new window admits again', async () => {
    const user = await newUser(store);
    const limits = { ...quota(user.id, 2), windowMs: 1_000 };
    await posted(store, note(user.id, 'tmdb-1', 'a'), limits);
    await posted(store, note(user.id, 'tmdb-1', 'b'), limits);
    const refused = await store.addComment(note(user.id, 'tmdb-1', 'c'), limits);
    expect(refused).toEqual({ ok: false, window: { count: 3, resetAt: NOW + 1_000 } });
    await posted(store, note(user.id, 'tmdb-1', 'd'), { ...limits, now: NOW + 1_000 });
    const texts = (await store.listComments({ mediaId: 'tmdb-1', type: 'note', authorId: user.id, limit: 10, offset: 0 })).map((comment) => comment.comment);
    expect(texts).toEqual(['d', 'b', 'a']);
  });

  it('keeps season and episode numbers past 32 bits (the contract bounds them only below)', async () => {
    const user = await newUser(store);
    const big = { ...note(user.id, 'tmdb-1396', 'far'), type: 'comment' as const, seasonNumber: Number.MAX_SAFE_INTEGER, episodeNumber: 2 ** 31 };
    await posted(store, big);
    const [listed] = await store.listComments({ mediaId: 'tmdb-1396', type: 'comment', authorId: user.id, limit: 1, offset: 0 });
    expect([listed?.seasonNumber, listed?.episodeNumber]).toEqual([Number.MAX_SAFE_INTEGER, 2 ** 31]);
  });

  it('counts attempts in a window that opens at the first and closes after windowMs', async () => {
    const key = `login-account:${++userCount}`;
    expect(await store.peekAttempts(key, NOW)).toBeUndefined();
    expect(await store.countAttempt(key, 500, NOW)).toEqual({ count: 1, resetAt: NOW + 500 });
    expect(await store.countAttempt(key, 500, NOW + 499)).toEqual({ count: 2, resetAt: NOW + 500 });
    expect(await store.peekAttempts(key, NOW + 499)).toEqual({ count: 2, resetAt: NOW + 500 });
    expect(await store.peekAttempts(key, NOW + 500)).toBeUndefined();
    expect(await store.countAttempt(key, 500, NOW + 500)).toEqual({ count: 1, resetAt: NOW + 1_000 });
  });

  it('takes back an attempt only from an open window, never below zero', async () => {
    const key = `login-account:${++userCount}`;
    await store.uncountAttempt(key, NOW);
    expect(await store.peekAttempts(key, NOW)).toBeUndefined();
    await store.countAttempt(key, 500, NOW);
    await store.countAttempt(key, 500, NOW);
    await store.uncountAttempt(key, NOW + 10);
    expect(await store.peekAttempts(key, NOW + 10)).toEqual({ count: 1, resetAt: NOW + 500 });
    await store.uncountAttempt(key, NOW + 10);
    await store.uncountAttempt(key, NOW + 10);
    expect(await store.peekAttempts(key, NOW + 10)).toEqual({ count: 0, resetAt: NOW + 500 });
    expect(await store.countAttempt(key, 500, NOW + 20)).toEqual({ count: 1, resetAt: NOW + 500 });
    // A closed window is left alone: the next attempt opens a new one at 1.
    await store.uncountAttempt(key, NOW + 500);
    expect(await store.countAttempt(key, 500, NOW + 500)).toEqual({ count: 1, resetAt: NOW + 1_000 });
  });

  it('deletes a user with their sessions, keys, progress and comments', async () => {
    const [doomed, bystander] = [await newUser(store), await newUser(store)];
    await store.addSession(session(doomed.id, `${doomed.id}-s`), 5, NOW, doomed.passwordHash);
    await store.createApiKey({ userId: doomed.id, name: 'k', secretHash: `${doomed.id}-k` }, 5);
    await store.saveProgress({ userId: doomed.id, movieId: 1, currentProgressSeconds: 1, totalDurationSeconds: 2, clientPlatform: 'web', lastWatchedAt: 1 }, cap(5));
    const media = `tmdb-${doomed.id}`;
    await posted(store, note(doomed.id, media, 'gone'));
    await posted(store, note(bystander.id, media, 'stays'));
    expect(await store.deleteUser(doomed.id)).toBe(true);
    expect(await store.deleteUser(doomed.id)).toBe(false);
    expect(await store.findUserById(doomed.id)).toBeUndefined();
    expect(await store.findUserByName(doomed.username)).toBeUndefined();
    expect(await store.findSession(`${doomed.id}-s`)).toBeUndefined();
    expect(await store.findApiKeyBySecretHash(`${doomed.id}-k`)).toBeUndefined();
    expect(await store.listApiKeys(doomed.id)).toEqual([]);
    expect(await store.findProgress(doomed.id, 1)).toBeUndefined();
    const left = await store.listComments({ mediaId: media, type: 'note', limit: 10, offset: 0 });
    expect(left.map((comment) => comment.comment)).toEqual(['stays']);
  });

  it('refuses every write for a user deleted meanwhile with an error isUserGone knows, and writes nothing (the handlers answer it 401)', async () => {
    const doomed = await newUser(store);
    await store.deleteUser(doomed.id);
    const media = `tmdb-gone-${doomed.id}`;
    const writes: [string, () => unknown][] = [
      ['session', () => store.addSession(session(doomed.id, `${doomed.id}-late`), 5, NOW, doomed.passwordHash)],
      ['API key', () => store.createApiKey({ userId: doomed.id, name: 'late', secretHash: `${doomed.id}-late-key` }, 5)],
      ['progress', () => store.saveProgress({ userId: doomed.id, movieId: 7, currentProgressSeconds: 1, totalDurationSeconds: 2, clientPlatform: 'web', lastWatchedAt: 1 }, cap(5))],
      ['watch', () => store.markWatched({ userId: doomed.id, movieId: 7, watchedAt: 1 }, 5)],
      ['comment', () => store.addComment(note(doomed.id, media, 'late'), quota(doomed.id))],
    ];
    for (const [what, write] of writes) {
      // Synchronous on some stores (memory's comments), a rejection on others: either way, an error.
      const failure = await (async () => write())().then(() => undefined, (error: unknown) => error);
      expect(isUserGone(failure), `${what}: ${String(failure)}`).toBe(true);
    }
    expect(await store.findSession(`${doomed.id}-late`)).toBeUndefined();
    expect(await store.findApiKeyBySecretHash(`${doomed.id}-late-key`)).toBeUndefined();
    expect(await store.findProgress(doomed.id, 7)).toBeUndefined();
    expect(await store.listComments({ mediaId: media, type: 'note', limit: 10, offset: 0 })).toEqual([]);
  });

  it('never hands out an id twice, even after the newest record is deleted', async () => {
    const first = await newUser(store);
    expect(await store.deleteUser(first.id)).toBe(true);
    const second = await newUser(store);
    expect(second.id).toBeGreaterThan(first.id);
    const key = await store.createApiKey({ userId: second.id, name: 'k', secretHash: `${second.id}-ids` }, 5);
    if (typeof key === 'string') throw new Error('key refused');
    await store.deleteApiKey(second.id, key.id);
    const again = await store.createApiKey({ userId: second.id, name: 'k', secretHash: `${second.id}-ids-2` }, 5);
    expect(typeof again === 'string' ? 0 : again.id).toBeGreaterThan(key.id);
  });
});

describe.each(kinds.filter((kind) => kind.durable))('$name store across a restart', (kind: StoreKind) => {
  it('keeps every acknowledged write and goes on with ids after the largest ever used', async () => {
    const location = await kind.freshLocation();
    const first = await kind.open(location);
    const user = await newUser(first);
    await first.addSession(session(user.id, 'kept-session'), 5, NOW, user.passwordHash);
    const key = await first.createApiKey({ userId: user.id, name: 'kept', secretHash: 'kept-key' }, 5);
    await first.saveProgress({ userId: user.id, movieId: 603, currentProgressSeconds: 42, totalDurationSeconds: 100, clientPlatform: 'tv', lastWatchedAt: 7 }, cap(5));
    const comment = await posted(first, note(user.id, 'tmdb-603', 'kept comment'));
    const doomed = await newUser(first);
    await first.deleteUser(doomed.id);
    await first.close();

    const second = await kind.open(location);
    try {
      expect(await second.findUserById(user.id)).toEqual(user);
      expect(await second.findSession('kept-session')).toMatchObject({ userId: user.id });
      expect(await second.findApiKeyBySecretHash('kept-key')).toEqual(key);
      expect(await second.findProgress(user.id, 603)).toMatchObject({ currentProgressSeconds: 42, clientPlatform: 'tv' });
      const [listed] = await second.listComments({ mediaId: 'tmdb-603', type: 'note', limit: 1, offset: 0 });
      expect(listed).toMatchObject({ id: comment.id, comment: 'kept comment' });
      const later = await newUser(second);
      expect(later.id).toBeGreaterThan(doomed.id);
      expect(Number((await posted(second, note(later.id, 'tmdb-603', 'later'))).id)).toBeGreaterThan(Number(comment.id));
    } finally {
      await second.close();
    }
  });
});

/** The rows of a table for a user, read past the store (watches have no read in the Store interface). */
async function watchedMovies(location: StoreLocation, userId: number): Promise<number[]> {
  const query = 'SELECT movie_id FROM watches WHERE user_id = $1 ORDER BY id';
  if (location.kind === 'sqlite') {
    const db = new Database(path.join(location.dataDir, 'service.sqlite'), { readonly: true });
    try {
      return (db.prepare(query.replace('$1', '?')).all(userId) as { movie_id: number }[]).map((row) => row.movie_id);
    } finally {
      db.close();
    }
  }
  if (location.kind !== 'postgres') throw new Error('no database to read');
  const client = new pg.Client({ connectionString: location.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ movie_id: string }>(query, [userId])).rows.map((row) => Number(row.movie_id));
  } finally {
    await client.end();
  }
}

describe.each(kinds.filter((kind) => kind.durable))('$name store, watches', (kind: StoreKind) => {
  it('keeps the newest watches up to the cap per user (each completed movie was a row for ever)', async () => {
    const location = await kind.freshLocation();
    const store = await kind.open(location);
    const [user, other] = [await newUser(store), await newUser(store)];
    await store.markWatched({ userId: other.id, movieId: 99, watchedAt: 1 }, 4);
    for (const movieId of [1, 2, 3, 2, 5, 6]) await store.markWatched({ userId: user.id, movieId, watchedAt: 100 + movieId }, 4);
    await store.close();
    expect(await watchedMovies(location, user.id)).toEqual([3, 2, 5, 6]);
    expect(await watchedMovies(location, other.id)).toEqual([99]);
  });
});
