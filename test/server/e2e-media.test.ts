/**
 * End to end over real HTTP with the generated client: playback progress, continue watching,
 * season details, comments, media files, and a 500 that leaks nothing. Every response is
 * validated against generated/openapi.json by Ajv.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../service/src/store/memory.js';
import { loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';
import { expectApiError } from './helpers/expect.js';
import type { ApiClient } from '../../generated/client.js';

let server: RunningServer;
let alice: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  server = await startReferenceServer();
  alice = (await loggedInUser(server, 'alice')).client;
  bob = (await loggedInUser(server, 'bob')).client;
});
afterAll(() => server.close());
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const movie = (id: number) => ({ params: { path: { id } } });

describe('playback progress and continue watching', () => {
  it('is null before any progress, then the saved record with the session platform and Unix seconds', async () => {
    await expect(alice.getPlaybackProgress(movie(550))).resolves.toBeNull();
    await expect(alice.getContinueWatching(movie(550))).resolves.toBeNull();
    const before = Math.floor(Date.now() / 1000);
    const saved = await alice.savePlaybackProgress({ ...movie(550), body: { current_progress_seconds: 600, total_duration_seconds: 8340, stream_protocol: 'file-http' } });
    expect(saved).toMatchObject({ current_progress_seconds: 600, client_platform: 'web', source_id: '550', media_type: 'movie' });
    const read = await alice.getPlaybackProgress(movie(550));
    expect(read).toEqual(saved);
    expect((read as { last_watched_at: number }).last_watched_at).toBeGreaterThanOrEqual(before);
    expect((read as { last_watched_at: number }).last_watched_at).toBeLessThan(before + 60);
    await expect(alice.getContinueWatching(movie(550))).resolves.toMatchObject({ watch_action_type: 'resume', watch_progress: saved });
    await expect(bob.getPlaybackProgress(movie(550))).resolves.toBeNull();
  });

  it.each([
    ['past 85 %', 7200, 8340],
    ['fewer than 300 s left', 1750, 2000],
  ])('records the watch and clears progress when %s', async (_name, current, total) => {
    await alice.savePlaybackProgress({ ...movie(603), body: { current_progress_seconds: 10, total_duration_seconds: total } });
    await expect(alice.savePlaybackProgress({ ...movie(603), body: { current_progress_seconds: current, total_duration_seconds: total } })).resolves.toEqual({ watched: true });
    await expect(alice.getPlaybackProgress(movie(603))).resolves.toBeNull();
    await expect(alice.getContinueWatching(movie(603))).resolves.toBeNull();
  });

  it('refuses a body without the required fields, client_platform in the body, and a non-integer id', async () => {
    await expectApiError(alice.savePlaybackProgress({ ...movie(550), body: { current_progress_seconds: 1 } as never }), 400, 'invalid_request');
    await expectApiError(alice.savePlaybackProgress({ ...movie(550), body: { current_progress_seconds: 1, total_duration_seconds: 9000, client_platform: 'x' } as never }), 400, 'invalid_request');
    const response = await server.fetch('/v1/movie/abc/playback', { headers: await authHeaders() });
    expect(response.status).toBe(400);
  });
});

describe('numbers JSON cannot carry back', () => {
  it('refuses a total that overflows to Infinity instead of storing it and answering null', async () => {
    const response = await server.fetch('/v1/movie/551/playback', {
      method: 'POST',
      headers: { ...(await authHeaders()), 'content-type': 'application/json' },
      body: '{"current_progress_seconds":10,"total_duration_seconds":1e400}',
    });
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, 'invalid_request']);
    await expect(alice.getPlaybackProgress(movie(551))).resolves.toBeNull();
  });
});

describe('season details', () => {
  it('returns season 1 of tmdb-1396 with episodes, 404 for an unknown season, 400 for a malformed id', async () => {
    const season = await alice.getSeasonDetails({ params: { path: { id: 'tmdb-1396', seasonNumber: 1 } } });
    expect(season).toMatchObject({ source_id: '1396', season_number: 1, media_source: 'tmdb' });
    expect(season.episodes.length).toBeGreaterThan(0);
    await expectApiError(alice.getSeasonDetails({ params: { path: { id: 'tmdb-1396', seasonNumber: 9 } } }), 404, 'not_found');
    await expectApiError(alice.getSeasonDetails({ params: { path: { id: 'tmdb-9999', seasonNumber: 1 } } }), 404, 'not_found');
    const malformed = await server.fetch('/v1/tv/1396/season/1', { headers: await authHeaders() });
    expect(malformed.status).toBe(400);
  });
});

describe('comments', () => {
  it('answers [] when there are none, and the new id as a bare JSON string', async () => {
    await expect(alice.listComments({ params: { path: { id: 'tmdb-27205' }, query: { type: 'review' } } })).resolves.toEqual([]);
    const response = await server.fetch('/api/v1/movie/tmdb-27205/comments', {
      method: 'POST',
      headers: { ...(await authHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ comment_type: 'comment', comment: 'hello' }),
    });
    expect(response.status).toBe(200);
    expect(typeof JSON.parse(await response.text())).toBe('string');
  });

  it('lists own comments plus public notes, newest first; others\' reviews stay private', async () => {
    const id = { path: { id: 'tmdb-550' } };
    const first = await alice.postComment({ params: id, body: { comment_type: 'review', score: 90, title: 'Great' } });
    const second = await alice.postComment({ params: id, body: { comment_type: 'review', score: 40 } });
    await bob.postComment({ params: id, body: { comment_type: 'review', score: 10 } });
    const bobNote = await bob.postComment({ params: id, body: { comment_type: 'note', comment: 'watch the ending twice' } });
    const reviews = await alice.listComments({ params: { ...id, query: { type: 'review' } } });
    expect(reviews.map((comment) => comment.comment_id)).toEqual([second, first]);
    expect(reviews.every((comment) => comment.owner_username === 'alice' && !comment.is_public)).toBe(true);
    const notes = await alice.listComments({ params: { ...id, query: { type: 'note' } } });
    expect(notes).toEqual([expect.objectContaining({ comment_id: bobNote, owner_username: 'bob', is_public: true })]);
  });

  it('requires a score for reviews and a known type', async () => {
    await expectApiError(alice.postComment({ params: { path: { id: 'tmdb-550' } }, body: { comment_type: 'review' } }), 400, 'invalid_request');
    await expectApiError(alice.listComments({ params: { path: { id: 'tmdb-550' }, query: { type: 'rant' as never } } }), 400, 'invalid_request');
  });
});

describe('media files', () => {
  it('pages with limit and offset and echoes them', async () => {
    const all = await alice.listMediaFiles();
    expect(all).toMatchObject({ limit: 100, offset: 0 });
    expect(all.files.length).toBe(all.total_records);
    const page = await alice.listMediaFiles({ params: { query: { limit: 2, offset: 1 } } });
    expect(page).toMatchObject({ limit: 2, offset: 1, total_records: all.total_records });
    expect(page.files.map((file) => file.file_id)).toEqual(all.files.slice(1, 3).map((file) => file.file_id));
  });

  it.each([{ limit: 0 }, { limit: 501 }, { offset: -1 }])('answers 400 for out-of-range paging %o', async (query) => {
    await expectApiError(alice.listMediaFiles({ params: { query } }), 400, 'invalid_request');
  });
});

describe('internal errors', () => {
  it('answers 500 internal without leaking the cause', async () => {
    class FailingStore extends MemoryStore {
      override listApiKeys(): never {
        throw new Error('database password is hunter2');
      }
    }
    const failing = await startReferenceServer({ store: new FailingStore() });
    try {
      const { client } = await loggedInUser(failing, 'unlucky');
      const message = await expectApiError(client.listApiKeys(), 500, 'internal');
      expect(message).not.toMatch(/hunter2|database|stack|at /);
      expect(failing.violations).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

async function authHeaders(): Promise<Record<string, string>> {
  const response = await server.fetch('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Id': 'raw', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
    body: JSON.stringify({ username: 'alice', password: 'user-password-1' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${body.data.token}` };
}
