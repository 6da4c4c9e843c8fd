/**
 * Posting a comment answers without a promise when the store writes at once (the in-memory
 * store: the benchmarked POST route costs no async hop), and answers the same, over HTTP, when
 * the store's write is a promise (a database).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../service/src/store/memory.js';
import { promising } from './helpers/promising-store.js';
import { loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('posting a comment', () => {
  it('writes to the in-memory store at once (no promise)', async () => {
    const store = new MemoryStore();
    // A comment is written only for a user the store holds (store/user-gone.ts).
    const user = await store.createUser({ username: 'commenter', displayName: 'Commenter', role: 'user', passwordHash: 'scrypt$x$y' });
    if (user === 'duplicate') throw new Error('test user exists');
    const quota = { key: `comments:${user.id}`, max: 10, windowMs: 60_000, now: 0 };
    const admitted = store.addComment({ mediaId: '550', userId: user.id, type: 'note', createdAt: '2026-01-01T00:00:00.000Z', title: 't', comment: 'c', score: undefined, seasonNumber: undefined, episodeNumber: undefined }, quota);
    expect(admitted).not.toBeInstanceOf(Promise);
    expect(admitted).toMatchObject({ ok: true, value: { id: '1', mediaId: '550', type: 'note' } });
  });

  it.each([
    ['the in-memory store', () => new MemoryStore()],
    ['a store whose writes and reads are promises', () => promising(new MemoryStore(), ['addComment', 'listComments'])],
  ])('answers the new id and lists the comment, with %s', async (_label, makeStore) => {
    server = await startReferenceServer({ store: makeStore() });
    const { client } = await loggedInUser(server, 'commenter');
    const id = await client.postComment({ params: { path: { id: 'tmdb-550' } }, body: { comment_type: 'note', title: 'First', comment: 'Seen it.' } });
    expect(typeof id).toBe('string');
    const listed = await client.listComments({ params: { path: { id: 'tmdb-550' }, query: { type: 'note' } } });
    expect(listed.map((comment) => [comment.comment_id, comment.title])).toEqual([[id, 'First']]);
    expect(server.violations).toEqual([]);
    expect(server.checked.count).toBeGreaterThan(3);
  });
});
