/**
 * Input the service must refuse with the contract's 400 rather than act on: integers in paths and
 * queries that are not plain finite decimals (`Infinity`, `1e400`, `1e3`, `0x10`), and a body on
 * a method whose operation takes none. Refusing them is the generated runtime's job, for every
 * generated server (the server runtime's strict parameter values and body refusal, issue 14);
 * these tests hold the reference service to it, so a stored `source_id: "Infinity"` or a 500
 * from the database cannot come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, rawJsonBody, rawRequest } from '../server/helpers/raw-http.js';
import { loggedInUser, startReferenceServer, type RunningServer } from '../server/helpers/reference.js';
import { freshStore, useStoreKinds } from './helpers/store-kinds.js';

const [sqlite] = useStoreKinds(['sqlite']);
let server: RunningServer;
let port: number;
let auth: Record<string, string>;

beforeAll(async () => {
  // The embedded store: a non-finite offset reaching SQL is an error there, not an empty page.
  server = await startReferenceServer({ store: await freshStore(sqlite!) });
  port = Number(new URL(server.baseUrl).port);
  auth = { authorization: `Bearer ${(await loggedInUser(server, 'strict')).token}` };
});
afterAll(async () => {
  await server.close();
  await server.store.close();
});

async function expectBadRequest(method: string, path: string, body?: string): Promise<void> {
  const response = await rawRequest(port, { method, path, headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body }) });
  expect([response.status, JSON.parse(response.body).code], `${method} ${path}`).toEqual([400, 'invalid_request']);
}

describe('integers in paths and queries', () => {
  it.each(['Infinity', '1e400', '1e3', '0x10'])('refuses %j as a movie id, and stores nothing under it', async (id) => {
    await expectBadRequest('POST', `/v1/movie/${encodeURIComponent(id)}/playback`, JSON.stringify({ current_progress_seconds: 1, total_duration_seconds: 100 }));
    await expectBadRequest('GET', `/v1/movie/${encodeURIComponent(id)}/playback`);
  });

  it.each(['Infinity', '1e400', '1e1', '0x10'])('refuses %j as a comment page offset or limit', async (value) => {
    await expectBadRequest('GET', `/api/v1/movie/tmdb-550/comments?type=note&offset=${value}`);
    await expectBadRequest('GET', `/api/v1/movie/tmdb-550/comments?type=note&limit=${value}`);
    await expectBadRequest('GET', `/api/v1/media_files?offset=${value}`);
  });

  it('still takes plain decimals', async () => {
    const response = await rawRequest(port, { method: 'GET', path: '/api/v1/movie/tmdb-550/comments?type=note&limit=10&offset=0', headers: auth });
    expect(response.status).toBe(200);
  });
});

describe('bodies on methods that take none', () => {
  it('refuses a 5 MB body on a GET instead of answering 200', async () => {
    await expectBadRequest('GET', '/v1/movie/550/playback', JSON.stringify({ padding: 'x'.repeat(5 * 1024 * 1024) }));
  });
});

describe('a Content-Type without a body, as clients with one header set for every call send it', () => {
  it('revokes an API key and logs out, which take no body', async () => {
    const json = { ...auth, 'content-type': 'application/json', 'content-length': '0' };
    const created = await rawRequest(port, { method: 'POST', path: '/api/v1/api_keys', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"shared headers"}' });
    const { id } = JSON.parse(created.body).data as { id: number };
    const revoked = await rawRequest(port, { method: 'DELETE', path: `/api/v1/api_keys/${id}`, headers: json });
    expect([revoked.status, JSON.parse(revoked.body)]).toEqual([200, { status: 'success', data: null }]);
    const loggedOut = await rawRequest(port, { method: 'POST', path: '/api/v1/auth/logout', headers: json });
    expect(loggedOut.status).toBe(200);
    expect((await rawRequest(port, { method: 'GET', path: '/api/v1/api_keys', headers: auth })).status).toBe(401);
  });
});

describe('a JSON member given twice', () => {
  it('refuses a login whose password is given twice, rather than checking the last', async () => {
    const headers = { 'content-type': 'application/json', 'X-Client-Id': 'strict', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' };
    const response = await rawRequest(port, { method: 'POST', path: '/api/v1/auth/login', headers, body: '{"username":"strict","password":"wrong","password":"also wrong"}' });
    expect([response.status, JSON.parse(response.body)]).toEqual([400, { status: 'error', code: 'invalid_request', error: 'body gives the member password twice in one object; send it once' }]);
  });
});

describe('the body limit the contract states (413 past 1 MiB)', () => {
  let writer: Record<string, string>;
  beforeAll(async () => {
    // A user of its own: the tests above log theirs out.
    writer = { authorization: `Bearer ${(await loggedInUser(server, 'large-bodies')).token}`, 'content-type': 'application/json' };
  });
  const save = (body: string) => rawRequest(port, { method: 'POST', path: '/v1/movie/4242/playback', headers: writer, body });

  it('takes every body the schema allows up to 1 MiB: encoded_data at its maxLength, 65,536 characters (262 KB in UTF-8)', async () => {
    const encoded = '\u{1F3AC}'.repeat(65_536);
    const response = await save(JSON.stringify({ current_progress_seconds: 1, total_duration_seconds: 100_000, encoded_data: encoded }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).data.encoded_data).toBe(encoded);
    const nearLimit = JSON.stringify({ current_progress_seconds: 1, total_duration_seconds: 100_000, player_settings: { resize_mode: 'x'.repeat(1_048_576 - 150) } });
    expect(Buffer.byteLength(nearLimit)).toBeLessThanOrEqual(1_048_576);
    expect((await save(nearLimit)).status).toBe(200);
  });

  it('answers 413 payload_too_large past 1 MiB', async () => {
    const over = JSON.stringify({ current_progress_seconds: 1, total_duration_seconds: 100_000, player_settings: { resize_mode: 'x'.repeat(1_048_576) } });
    const response = await save(over);
    expect([response.status, JSON.parse(response.body).code]).toEqual([413, 'payload_too_large']);
  });
});

/**
 * A charset named twice in Content-Type (RFC 6838 §4.3: a parameter given more than once is an
 * error) was read by its first, while a proxy or firewall in front may read the last: `café` sent
 * in Latin-1 under `charset=latin1; charset=utf-8` was stored as `café` here and is invalid UTF-8
 * there. Refused, as the multipart reader refuses a parameter given twice.
 */
describe('a Content-Type that names its charset twice', () => {
  let writer: Record<string, string>;
  beforeAll(async () => {
    writer = { authorization: `Bearer ${(await loggedInUser(server, 'two-charsets')).token}` };
  });

  it.each(['application/json; charset=latin1; charset=utf-8', 'application/json; charset=utf-8; CHARSET="utf-8"'])('is refused 400 before the body is used (%s)', async (contentType) => {
    // Sent as UTF-8: read as Latin-1 by the first charset, it would be stored as `cafÃ©`.
    const response = await rawRequest(port, { method: 'POST', path: '/api/v1/api_keys', headers: { ...writer, 'content-type': contentType }, body: '{"name":"caf\u00e9"}' });
    expect([response.status, JSON.parse(response.body)]).toEqual([400, { status: 'error', error: 'Content-Type names a charset more than once; name it once', code: 'invalid_request' }]);
    const keys = await rawRequest(port, { method: 'GET', path: '/api/v1/api_keys', headers: writer });
    expect(JSON.parse(keys.body).data).toEqual([]);
  });

  it('still takes a charset named once, quoted or not', async () => {
    const response = await rawRequest(port, { method: 'POST', path: '/api/v1/api_keys', headers: { ...writer, 'content-type': 'application/json; charset="UTF-8"' }, body: '{"name":"once"}' });
    expect(response.status).toBe(200);
  });
});

/**
 * Header text past ASCII (header-text.ts in the runtime): Node reads each header byte as Latin-1,
 * so a login with `X-Client-Platform: plätform` in UTF-8 recorded the platform `plÃ¤tform`, and
 * every progress saved on that session answered and stored `client_platform: "plÃ¤tform"`.
 */
describe('a client header in UTF-8', () => {
  /** A login whose X-Client-Platform line holds `platform` as these bytes, written as they are (node:http re-encodes header text). */
  const login = (platform: Buffer) => {
    const body = JSON.stringify({ username: 'utf8-platform', password: 'user-password-1' });
    const head = `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nX-Client-Id: strict\r\nX-Device-Id: 3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b\r\nX-Client-Platform: `;
    return rawExchange(port, Buffer.concat([Buffer.from(head), platform, Buffer.from(`\r\n\r\n${body}`)]));
  };
  beforeAll(async () => {
    await loggedInUser(server, 'utf8-platform');
  });

  /** The status and `client_platform` of progress saved (for `movie`) on a session whose login sent `platform` as these bytes. */
  async function savedPlatform(platform: Buffer, movie: number): Promise<[number, unknown]> {
    const session = rawJsonBody(await login(platform)) as { data: { token: string } };
    const saved = await rawRequest(port, {
      method: 'POST',
      path: `/v1/movie/${movie}/playback`,
      headers: { authorization: `Bearer ${session.data.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ current_progress_seconds: 1, total_duration_seconds: 10_000 }),
    });
    return [saved.status, JSON.parse(saved.body).data.client_platform];
  }

  it('is recorded as the text sent, and given back so in saved progress', async () => {
    expect(await savedPlatform(Buffer.from('plätform', 'utf8'), 551)).toEqual([200, 'plätform']);
  });

  it('is read as Latin-1 when its bytes are not UTF-8, as fetch writes it', async () => {
    expect(await savedPlatform(Buffer.from('crème', 'latin1'), 552)).toEqual([200, 'crème']);
  });
});
