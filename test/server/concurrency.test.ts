/**
 * Many concurrent progress writes with interleaved reads over real HTTP: every write is read back
 * and the server is still up afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';
import type { ApiClient } from '../../generated/client.js';

const WRITES = 200;
let server: RunningServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  client = (await loggedInUser(server, 'busy-user')).client;
});
afterAll(() => server.close());

describe('concurrency', () => {
  it(`keeps all ${WRITES} concurrent progress writes (one movie id each) with reads interleaved`, async () => {
    const movieIds = Array.from({ length: WRITES }, (_, index) => 10_000 + index);
    const calls: Promise<unknown>[] = [];
    for (const [index, id] of movieIds.entries()) {
      calls.push(client.savePlaybackProgress({ params: { path: { id } }, body: { current_progress_seconds: index, total_duration_seconds: 100_000 } }));
      if (index % 2 === 0) calls.push(client.getPlaybackProgress({ params: { path: { id: movieIds[index >> 1] ?? id } } }));
    }
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);

    const readBack = await Promise.all(movieIds.map((id) => client.getPlaybackProgress({ params: { path: { id } } })));
    expect(readBack.map((progress) => (progress as { current_progress_seconds: number } | null)?.current_progress_seconds)).toEqual(movieIds.map((_, index) => index));
    expect(server.violations).toEqual([]);
    const health = await server.fetch('/healthz');
    expect(health.status).toBe(200);
  });

  it('serialises concurrent writes to the same movie: the last write read back is one of those sent', async () => {
    const values = Array.from({ length: 50 }, (_, index) => index * 10);
    await Promise.all(values.map((value) => client.savePlaybackProgress({ params: { path: { id: 777 } }, body: { current_progress_seconds: value, total_duration_seconds: 100_000 } })));
    const final = (await client.getPlaybackProgress({ params: { path: { id: 777 } } })) as { current_progress_seconds: number };
    expect(values).toContain(final.current_progress_seconds);
  });
});
