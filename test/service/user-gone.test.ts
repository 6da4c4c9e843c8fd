/**
 * An account deleted while one of its requests is on its way (after authentication, before the
 * write): the write finds no user, and the request gets the contract's 401 with the route's
 * challenge, as the next request with those credentials does, never a 500. Each store refuses the
 * write its own way (a foreign key in SQLite and PostgreSQL, a check in memory), and the handlers
 * answer all of them alike (store/user-gone.ts, handlers/index.ts).
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import type { Store } from '../../service/src/store/types.js';
import { ADMIN, TEST_PASSWORD_COST } from '../server/helpers/reference.js';
import { closedAfterEach, freshStore, useStoreKinds, type StoreKind } from './helpers/store-kinds.js';

const kinds = useStoreKinds();
const HEADERS = { 'content-type': 'application/json', 'X-Client-Id': 'user-gone', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' };
const PLAYER = { audio_idx: 0, audio_lang: 'en', player: 'web', resize_mode: 'fit', subtitle_idx: -1, subtitle_lang: '' };
const WRITES = [
  { name: 'a comment', url: '/api/v1/movie/tmdb-1/comments', payload: { comment_type: 'note', title: 't', comment: 'c' } },
  { name: 'playback progress', url: '/v1/movie/1/playback', payload: { current_progress_seconds: 1, total_duration_seconds: 100, stream_protocol: 'proxy-http', source_uri: 'https://media.example.test/a', encoded_data: '', player_settings: PLAYER } },
] as const;

const held = closedAfterEach();

async function token(target: FastifyInstance, credentials: { username: string; password: string }): Promise<string> {
  const response = await target.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: credentials });
  return (response.json() as { data: { token: string } }).data.token;
}

describe.each(kinds)('$name store: a user deleted while a write is on its way', (kind: StoreKind) => {
  it.each(WRITES)('answers $name with 401 and the challenge, not 500', async ({ url, payload }) => {
    const opened = (held.store = await freshStore(kind));
    const { app } = await buildApp({ store: opened, admin: ADMIN, passwordCost: TEST_PASSWORD_COST });
    held.app = app;
    let doomed: number | undefined;
    // Between the request's authentication and its handler: where an admin's DELETE can land.
    app.addHook('preHandler', async (request) => {
      if (request.headers['x-delete-now'] === 'yes' && doomed !== undefined) await opened.deleteUser(doomed);
    });
    const admin = await token(app, ADMIN);
    const created = await app.inject({ method: 'POST', url: '/api/v1/users', headers: { ...HEADERS, authorization: `Bearer ${admin}` }, payload: { username: 'doomed', display_name: 'Doomed', password: 'user-password-1' } });
    doomed = (created.json() as { data: { id: number } }).data.id;
    const own = await token(app, { username: 'doomed', password: 'user-password-1' });
    const response = await app.inject({ method: 'POST', url, headers: { ...HEADERS, authorization: `Bearer ${own}`, 'x-delete-now': 'yes' }, payload });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ status: 'error', code: 'unauthenticated', error: 'the account these credentials belong to no longer exists' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    // The next request with the same token is refused by authentication, the same way.
    const again = await app.inject({ method: 'POST', url, headers: { ...HEADERS, authorization: `Bearer ${own}` }, payload });
    expect(again.statusCode).toBe(401);
  });
});
