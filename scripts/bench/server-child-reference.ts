/**
 * Ours: the reference server (service, built on generated/server.ts with
 * request validation and response serialisation on), on the in-memory store unless the stores
 * benchmark names another (bench-store.ts). Seeds what the routes under load need
 * through the app itself (log in, save playback progress) before listening, so every request
 * under load does the full work of a real one: authentication, validation, handler, serialising.
 */
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { answerFillRequests, openBenchStore } from './bench-store.js';
import { announceReady } from './server-protocol.js';

const USER = { username: 'bench', password: 'bench-password-not-secret' };
const PLAYBACK = {
  current_progress_seconds: 1234.5,
  total_duration_seconds: 8160,
  stream_protocol: 'proxy-http',
  source_uri: 'https://media.example.test/603.m3u8',
  encoded_data: '',
  player_settings: { audio_idx: 0, audio_lang: 'en', player: 'web', resize_mode: 'fit', subtitle_idx: -1, subtitle_lang: '' },
};

// The benchmark posts tens of thousands of comments as one user: lift the per-user hourly cap,
// which would otherwise answer 429 after the first 300 (the cap's cost is still paid per request).
const store = await openBenchStore();
const { app } = await buildApp({ store, admin: USER, limits: { comments: { max: Number.MAX_SAFE_INTEGER, windowMs: 3_600_000 } } });

async function injectOk(options: InjectOptions, what: string): Promise<unknown> {
  const response = await app.inject(options);
  if (response.statusCode !== 200) throw new Error(`reference server: ${what} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const login = (await injectOk(
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-client-id': 'bench', 'x-client-platform': 'web', 'x-device-id': '3f0e1c52-8f6e-4c6a-9b7a-2d1e5c4b3a21' },
    payload: USER,
  },
  'login',
)) as { data: { token: string } };
const token = login.data.token;
await injectOk(
  { method: 'POST', url: '/v1/movie/1/playback', headers: { authorization: `Bearer ${token}` }, payload: PLAYBACK },
  'save playback progress',
);

const user = await store.findUserByName(USER.username);
if (user === undefined) throw new Error('reference server: the benchmark user is missing');
answerFillRequests(store, user.id);

await app.listen({ host: '127.0.0.1', port: 0 });
announceReady(app.server.address(), { token });
