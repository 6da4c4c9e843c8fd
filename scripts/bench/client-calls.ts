/**
 * Calls per second against a stubbed `fetch`: the network is gone, so what remains is the
 * client's own cost (building the request, reading and unwrapping the enveloped JSON).
 * Every contender gets the same stub, which builds a Response from prebuilt bytes (a Response
 * body can be read only once, so one object cannot be shared between calls).
 */
import { performance } from 'node:perf_hooks';
import createClient from 'openapi-fetch';

export const BASE_URL = 'http://api.example.test';
export const PLAYBACK_ID = 1;
export const TOKEN = 'bench-token';

/** A realistic enveloped playback record, the body of GET /v1/movie/{id}/playback. */
export const PLAYBACK_ENVELOPE = {
  status: 'success',
  data: {
    client_platform: 'web',
    current_progress_seconds: 1234.5,
    encoded_data: '',
    episode_number: 0,
    episode_source_id: '',
    episode_title: '',
    last_watched_at: 1_763_000_000,
    media_source: 'tmdb',
    media_title: 'A Movie',
    media_type: 'movie',
    overview: 'A film that the benchmark pretends to watch.',
    player_settings: { audio_idx: 0, audio_lang: 'en', player: 'web', resize_mode: 'fit', subtitle_idx: -1, subtitle_lang: '' },
    release_date: '2020-01-01',
    season_number: 0,
    source_id: '603',
    source_uri: 'https://media.example.test/603.m3u8',
    stream_protocol: 'proxy-http',
    thumbnail_uri: 'https://media.example.test/603.jpg',
    total_duration_seconds: 8160,
  },
};

export type FetchStub = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export function makeFetchStub(body: unknown): FetchStub {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const init = { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(bytes.byteLength) } };
  return async () => new Response(bytes, init);
}

/** One call: resolves to the payload the caller wants (the `data` inside the envelope). */
export type Call = () => Promise<unknown>;

export function rawFetchCall(stub: FetchStub): Call {
  const url = `${BASE_URL}/v1/movie/${PLAYBACK_ID}/playback`;
  const init = { headers: { authorization: `Bearer ${TOKEN}` } };
  return async () => {
    const response = await stub(url, init);
    const body = JSON.parse(await response.text()) as { data: unknown };
    return body.data;
  };
}

export function openapiFetchCall(stub: FetchStub): Call {
  // Untyped on purpose: types cost nothing at run time, and this baseline must not depend on generated/.
  const client = createClient<any>({ baseUrl: BASE_URL, fetch: stub, headers: { authorization: `Bearer ${TOKEN}` } });
  return async () => {
    const { data, error } = await client.GET('/v1/movie/{id}/playback', { params: { path: { id: PLAYBACK_ID } } });
    if (error !== undefined) throw new Error('openapi-fetch baseline got an error body');
    return (data as { data: unknown }).data;
  };
}

/** Sequential awaited calls, as an app makes them; returns calls per second. */
export async function callsPerSecond(call: Call, calls: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < calls; i++) await call();
  const seconds = (performance.now() - started) / 1000;
  return calls / seconds;
}
