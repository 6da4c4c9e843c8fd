/**
 * The service end to end over real HTTP with the generated client, once per store (in-memory,
 * embedded SQLite, PostgreSQL): the admin bootstrap and the seeded catalogue, progress, comment
 * pages, API keys, sessions, and every bound the contract declares (caps, rate limits with
 * Retry-After, username normalisation). Limits are made small so they are reached quickly, and
 * the clock is the test's, so windows close when the test says. Every response is checked
 * against the spec. (test/server/e2e-*.test.ts go through the rest of the contract in detail.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../service/src/app.js';
import type { ServiceLimits } from '../../service/src/limits.js';
import type { Store } from '../../service/src/store/types.js';
import { expectApiError } from '../server/helpers/expect.js';
import { ADMIN, CLIENT_HEADERS, loggedInUser, startReferenceServer, TEST_PASSWORD_COST, type RunningServer } from '../server/helpers/reference.js';
import { freshStore, useStoreKinds, type StoreKind } from './helpers/store-kinds.js';

const kinds = useStoreKinds();
const MINUTE = 60_000;
const LIMITS: ServiceLimits = {
  sessionsPerUser: 3,
  apiKeysPerUser: 2,
  progressPerUser: 3,
  // Three records of 60 KB fit; one of 60 KB and two more above 70 KB do not.
  progressBytesPerUser: 200_000,
  watchesPerUser: 4,
  comments: { max: 60, windowMs: 60 * MINUTE },
  loginFailuresPerAccount: { max: 3, windowMs: MINUTE },
  loginFailuresPerAddress: { max: 6, windowMs: MINUTE },
};
const LOGIN_HEADERS = { 'content-type': 'application/json', 'X-Client-Id': 'e2e', 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId };

describe.each(kinds)('$name store, over HTTP', (kind: StoreKind) => {
  let store: Store;
  let server: RunningServer;
  const clock = { now: Date.now() };
  beforeAll(async () => {
    store = await freshStore(kind);
    server = await startReferenceServer({ store, now: () => clock.now, limits: LIMITS });
  });
  afterAll(async () => {
    await server.close();
    await store.close();
  });
  afterEach(() => {
    expect(server.violations).toEqual([]);
  });

  const login = (username: string, password: string) =>
    server.fetch('/api/v1/auth/login', { method: 'POST', headers: LOGIN_HEADERS, body: JSON.stringify({ username, password }) });

  it('bootstraps the admin once (a second start keeps it and its password) and serves the seeded catalogue', async () => {
    const again = await buildApp({ store, admin: { username: ADMIN.username, password: 'another-password-1' }, passwordCost: TEST_PASSWORD_COST });
    await again.app.close();
    const admin = server.client();
    await admin.login({ body: ADMIN });
    expect((await admin.listUsers()).users.filter((user) => user.role === 'admin').map((user) => user.username)).toEqual([ADMIN.username]);
    const season = await admin.getSeasonDetails({ params: { path: { id: 'tmdb-1396', seasonNumber: 1 } } });
    expect(season).toMatchObject({ media_title: 'Season 1', original_title: 'Breaking Bad', season_number: 1 });
    expect((await admin.listMediaFiles({ params: { query: { limit: 2 } } })).files.map((file) => file.file_id)).toEqual([1, 2]);
  });

  it('pages the user list by id, echoing limit and offset (defaults included) with total_records, as the paging ruling asks', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    for (let index = 0; index < 3; index++) await admin.createUser({ body: { username: `listed-${index}`, display_name: 'Listed', password: 'user-password-1' } });
    const first = await admin.listUsers();
    expect(first).toMatchObject({ limit: 100, offset: 0, total_records: first.users.length });
    const everyone = first.users.map((user) => user.id);
    expect(everyone.length).toBeGreaterThanOrEqual(4);
    expect(everyone).toEqual([...everyone].sort((a, b) => a - b));
    // What an admin client does: page until offset + users.length reaches total_records.
    const walked: number[] = [];
    for (let offset = 0, total = Infinity; offset < total; ) {
      const page = await admin.listUsers({ params: { query: { limit: 2, offset } } });
      expect(page).toMatchObject({ limit: 2, offset });
      walked.push(...page.users.map((user) => user.id));
      total = page.total_records;
      offset += page.users.length;
    }
    expect(walked).toEqual(everyone);
    expect(await admin.listUsers({ params: { query: { offset: everyone.length + 5 } } })).toEqual({ users: [], limit: 100, offset: everyone.length + 5, total_records: everyone.length });
    for (const query of [{ limit: 501 }, { limit: 0 }, { offset: -1 }]) await expectApiError(admin.listUsers({ params: { query } }), 400, 'invalid_request');
  });

  it('keeps progress, answers continue watching, and clears progress once a movie is watched', async () => {
    const { client } = await loggedInUser(server, 'watcher');
    const movie = { params: { path: { id: 550 } } };
    await client.savePlaybackProgress({ ...movie, body: { current_progress_seconds: 600, total_duration_seconds: 8340, player_settings: { audio_lang: 'eng', subtitle_idx: 2 } } });
    expect(await client.getPlaybackProgress(movie)).toMatchObject({ current_progress_seconds: 600, client_platform: 'web', player_settings: { audio_lang: 'eng', subtitle_idx: 2 } });
    expect(await client.getContinueWatching(movie)).toMatchObject({ watch_action_type: 'resume', source_id: '550' });
    await expect(client.savePlaybackProgress({ ...movie, body: { current_progress_seconds: 8300, total_duration_seconds: 8340 } })).resolves.toEqual({ watched: true });
    expect(await client.getPlaybackProgress(movie)).toBeNull();
  });

  it('keeps progress on at most progressPerUser movies: saving one more ends the oldest, and still answers 200', async () => {
    const { client } = await loggedInUser(server, 'binger');
    const save = (id: number) => client.savePlaybackProgress({ params: { path: { id } }, body: { current_progress_seconds: 60, total_duration_seconds: 5_000, encoded_data: 'x'.repeat(60_000) } });
    for (const id of [11, 12, 13]) await save(id);
    clock.now += 1_000;
    await expect(save(14)).resolves.toMatchObject({ source_id: '14' });
    const held = await Promise.all([11, 12, 13, 14].map(async (id) => (await client.getPlaybackProgress({ params: { path: { id } } })) !== null));
    expect(held).toEqual([false, true, true, true]);
  });

  it('keeps at most progressBytesPerUser bytes of progress per user: a save past them ends the oldest, and still answers 200', async () => {
    const { client } = await loggedInUser(server, 'hoarder');
    const save = (id: number, settings: string) =>
      client.savePlaybackProgress({ params: { path: { id } }, body: { current_progress_seconds: 60, total_duration_seconds: 5_000, encoded_data: 'x'.repeat(60_000), player_settings: { player: settings } } });
    await save(21, 'a');
    clock.now += 1_000;
    await save(22, 'é'.repeat(5_000));
    clock.now += 1_000;
    // 60 KB of encoded data and 10 KB of settings in UTF-8 (5,000 characters): 200,000 bytes passed.
    await expect(save(23, 'é'.repeat(5_000))).resolves.toMatchObject({ source_id: '23' });
    const held = await Promise.all([21, 22, 23].map(async (id) => (await client.getPlaybackProgress({ params: { path: { id } } })) !== null));
    expect(held).toEqual([false, true, true]);
  });

  it('pages comments newest first (default 50, at most 100) and refuses past the hourly cap with 429 and Retry-After', async () => {
    const { client, token } = await loggedInUser(server, 'prolific');
    const media = { path: { id: 'tmdb-603' } };
    const ids: string[] = [];
    for (let index = 0; index < 55; index++) ids.push(await client.postComment({ params: media, body: { comment_type: 'note', comment: `note ${index}` } }));
    const newestFirst = [...ids].reverse();
    const page = (query: { limit?: number; offset?: number }) => client.listComments({ params: { ...media, query: { type: 'note', ...query } } });
    expect((await page({})).map((comment) => comment.comment_id)).toEqual(newestFirst.slice(0, 50));
    expect((await page({ limit: 100 })).map((comment) => comment.comment_id)).toEqual(newestFirst);
    expect((await page({ offset: 50 })).map((comment) => comment.comment_id)).toEqual(newestFirst.slice(50));
    await expectApiError(page({ limit: 101 }), 400, 'invalid_request');
    for (let index = 55; index < 60; index++) await client.postComment({ params: media, body: { comment_type: 'note', comment: `note ${index}` } });
    clock.now += 10 * MINUTE;
    const refused = await server.fetch('/api/v1/movie/tmdb-603/comments', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ comment_type: 'note', comment: 'one too many' }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await refused.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
    clock.now += 50 * MINUTE;
    await expect(client.postComment({ params: media, body: { comment_type: 'note', comment: 'next hour' } })).resolves.toEqual(expect.any(String));
  });

  it('takes a media id whose number has leading zeros as that item: one comment thread and one season, not a twin of each', async () => {
    const { token } = await loggedInUser(server, 'zeros');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (id: string, comment: string) => {
      const response = await server.fetch(`/api/v1/movie/${id}/comments`, { method: 'POST', headers, body: JSON.stringify({ comment_type: 'comment', comment }) });
      expect(response.status).toBe(200);
      return (await response.json()) as string;
    };
    const list = async (id: string) => {
      const response = await server.fetch(`/api/v1/movie/${id}/comments?type=comment`, { headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { comment_id: string }[] }).data.map((comment) => comment.comment_id);
    };
    const padded = await post('tmdb-000550', 'padded');
    const plain = await post('tmdb-550', 'plain');
    expect(await list('tmdb-550')).toEqual([plain, padded]);
    expect(await list('tmdb-0550')).toEqual([plain, padded]);
    // Zero itself is a number too, and keeps its digit.
    const zero = await post('tmdb-000', 'zero');
    expect(await list('tmdb-0')).toEqual([zero]);
    const season = await server.fetch('/v1/tv/tmdb-01396/season/1', { headers });
    expect(season.status).toBe(200);
    expect(await season.json()).toEqual(await (await server.fetch('/v1/tv/tmdb-1396/season/1', { headers })).json());
  });

  it('caps API keys per user with 409, authenticates by key, records last_used_at, and revokes', async () => {
    const { client } = await loggedInUser(server, 'key-holder');
    const first = await client.createApiKey({ body: { name: 'one' } });
    await client.createApiKey({ body: { name: 'two' } });
    const message = await expectApiError(client.createApiKey({ body: { name: 'three' } }), 409, 'conflict');
    expect(message).toMatch(/2 API keys, the most allowed; revoke one first/);
    const viaKey = server.client({ auth: { apiKeyAuth: first.api_key } });
    await expect(viaKey.listApiKeys()).resolves.toHaveLength(2);
    expect((await client.listApiKeys()).find((key) => key.id === first.id)?.last_used_at).toEqual(expect.any(String));
    await client.revokeApiKey({ params: { path: { id: first.id } } });
    await expectApiError(viaKey.listApiKeys(), 401, 'unauthenticated');
    await expect(client.createApiKey({ body: { name: 'three' } })).resolves.toMatchObject({ name: 'three' });
  });

  it('ends the oldest session past the per-user cap; a password reset and deleting the user end the rest', async () => {
    const { token: oldest } = await loggedInUser(server, 'many-devices', 'device-password-1');
    const tokens = [oldest];
    for (let index = 0; index < 3; index++) tokens.push((await server.client().login({ body: { username: 'many-devices', password: 'device-password-1' } })).token);
    const status = async (token: string) => (await server.fetch('/api/v1/api_keys', { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await Promise.all(tokens.map(status))).toEqual([401, 200, 200, 200]);
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const id = (await admin.listUsers()).users.find((user) => user.username === 'many-devices')?.id ?? 0;
    await admin.resetUserPassword({ params: { path: { id } }, body: { new_password: 'device-password-2' } });
    expect(await Promise.all(tokens.map(status))).toEqual([401, 401, 401, 401]);
    const fresh = (await server.client().login({ body: { username: 'many-devices', password: 'device-password-2' } })).token;
    await admin.deleteUser({ params: { path: { id } } });
    expect(await status(fresh)).toBe(401);
  });

  it('stores usernames in NFKC form, refuses invisible characters, and logs in by any spelling of the same name', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const lookAlike = await expectApiError(admin.createUser({ body: { username: `${ADMIN.username}\u200b`, display_name: 'Impostor', password: 'long-enough' } }), 400, 'invalid_request');
    expect(lookAlike).toMatch(/U\+200B/);
    await expectApiError(admin.createUser({ body: { username: 'ｒｏｏｔ-ａｄｍｉｎ', display_name: 'Wide', password: 'long-enough' } }), 409, 'conflict');
    await expect(admin.createUser({ body: { username: 'ｗｉｄｅ', display_name: 'Wide', password: 'long-enough' } })).resolves.toMatchObject({ username: 'wide' });
    await expect(server.client().login({ body: { username: 'ｗｉｄｅ', password: 'long-enough' } })).resolves.toMatchObject({ username: 'wide' });
  });

  it('refuses U+0000 in any text with the contract\'s 400, on every store (PostgreSQL cannot store it)', async () => {
    const { token } = await loggedInUser(server, 'nul-writer');
    const adminToken = (await server.client().login({ body: ADMIN })).token;
    const send = (path: string, body: unknown, bearer = token) =>
      server.fetch(path, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const refusals = [
      await send('/api/v1/movie/tmdb-550/comments', { comment_type: 'comment', comment: 'a\u0000b' }),
      await send('/api/v1/movie/tmdb-550/comments', { comment_type: 'comment', title: '\u0000', comment: 'x' }),
      await send('/api/v1/api_keys', { name: 'key\u0000' }),
      await send('/v1/movie/550/playback', { current_progress_seconds: 1, total_duration_seconds: 7_000, player_settings: { 'x\u0000': 1 } }),
      await send('/api/v1/users', { username: 'nul-user', display_name: 'd\u0000', password: 'long-enough' }, adminToken),
      await login('ad\u0000min', ADMIN.password),
    ];
    const answers = await Promise.all(refusals.map(async (response) => [response.status, ((await response.json()) as { code: string; error: string })]));
    expect(answers.map(([status, body]) => [status, (body as { code: string }).code])).toEqual(refusals.map(() => [400, 'invalid_request']));
    expect((answers[0]![1] as { error: string }).error).toBe('body field comment must not contain the character U+0000');
    // The member name is the request's own text: quoted and escaped by the runtime's one rule (decisions/0038).
    expect((answers[3]![1] as { error: string }).error).toBe('body field player_settings."x\\u0000" must not contain the character U+0000');
    expect((await send('/api/v1/movie/tmdb-550/comments', { comment_type: 'comment', comment: 'plain' })).status).toBe(200);
  });

  it('refuses unpaired surrogates with the contract\'s 400, on every store (no UTF-8 text can hold one; each store changed it differently)', async () => {
    const { token } = await loggedInUser(server, 'surrogate-writer');
    // Written as JSON escapes, as a client sends them: JSON.stringify would send them the same way.
    const send = (path: string, body: string) =>
      server.fetch(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    const refusals = [
      await send('/api/v1/api_keys', '{"name":"key-\\ud800"}'),
      await send('/api/v1/movie/tmdb-550/comments', '{"comment_type":"note","comment":"a\\udc00b"}'),
      await send('/v1/movie/550/playback', '{"current_progress_seconds":1,"total_duration_seconds":7000,"source_uri":"x\\udbff"}'),
    ];
    const answers = await Promise.all(refusals.map(async (response) => [response.status, (await response.json()) as { code: string; error: string }] as const));
    expect(answers.map(([status, body]) => [status, body.code])).toEqual([[400, 'invalid_request'], [400, 'invalid_request'], [400, 'invalid_request']]);
    expect(answers[0]![1].error).toBe('body field name must not contain an unpaired surrogate (U+D800); send well-formed Unicode text');
    // A surrogate pair (an emoji) and other control characters are text like any other.
    const emoji = await send('/api/v1/api_keys', '{"name":"key-\\ud83d\\ude00"}');
    expect([emoji.status, ((await emoji.json()) as { data: { name: string } }).data.name]).toEqual([200, 'key-\u{1F600}']);
    const control = await send('/api/v1/movie/tmdb-550/comments', JSON.stringify({ comment_type: 'note', comment: 'bell\u0007 esc\u001b[31m' }));
    expect(control.status).toBe(200);
  });

  it('refuses a key name with a direction override, naming the code point rather than echoing it (it could reorder the message)', async () => {
    const { client } = await loggedInUser(server, 'bidi-namer');
    const message = await expectApiError(client.createApiKey({ body: { name: 'rtl\u202Eevil' } }), 400, 'invalid_request');
    expect(message).toContain('(found U+202E)');
    expect(message).not.toContain('\u202E');
  });

  it('limits failed logins per username, then per address, with 429 and Retry-After whatever the password', async () => {
    await loggedInUser(server, 'guessed', 'right-password-1');
    clock.now += 2 * MINUTE; // earlier tests' failures (none expected) are out of the window
    for (let attempt = 0; attempt < 3; attempt++) expect((await login('guessed', `wrong-${attempt}`)).status).toBe(401);
    const blocked = await login('guessed', 'right-password-1');
    expect([blocked.status, blocked.headers.get('retry-after')]).toEqual([429, '60']);
    expect(await blocked.json()).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/for this username/) });
    expect((await login('ｇｕｅｓｓｅｄ', 'right-password-1')).status).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(`nobody-${attempt}`, 'wrong')).status).toBe(401);
    const fromAddress = await login(ADMIN.username, ADMIN.password);
    expect(fromAddress.status).toBe(429);
    expect(await fromAddress.json()).toMatchObject({ error: expect.stringMatching(/from this address/) });
    clock.now += MINUTE;
    expect((await login('guessed', 'right-password-1')).status).toBe(200);
  });

  it('checks no more guesses than the limit when they arrive at once, and counts no login that succeeded', async () => {
    await loggedInUser(server, 'rushed', 'right-password-2');
    clock.now += 2 * MINUTE;
    // Successes are not failures: more of them than the limit leave the count where it was.
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount.max + 2; attempt++) expect((await login('rushed', 'right-password-2')).status).toBe(200);
    // Twelve guesses at once: each is counted before its password is checked, so only the first
    // three (or fewer, while the others' counts are still held) are checked; the rest are 429.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, attempt) => login('rushed', `wrong-${attempt}`).then((response) => response.status)));
    expect(burst.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    let checked = burst.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    for (let attempt = 0; attempt < 12 && (await login('rushed', `again-${attempt}`)).status === 401; attempt++) checked++;
    expect(checked).toBe(LIMITS.loginFailuresPerAccount.max);
    expect((await login('rushed', 'right-password-2')).status).toBe(429);
    clock.now += MINUTE;
    expect((await login('rushed', 'right-password-2')).status).toBe(200);
  });

  it('tells right passwords sent at once past the limit to come back in a second, not that logins failed, and counts none as failed', async () => {
    await loggedInUser(server, 'household', 'right-password-3');
    clock.now += 2 * MINUTE;
    // Nine devices of one account log in at once, none of them wrong: three times the username's
    // limit and past the address's (6), which may be the one a login finds filled.
    const burst = await Promise.all(Array.from({ length: 9 }, () => login('household', 'right-password-3')));
    // How many overlap depends on the store's speed (test/service/login-attempts.test.ts forces it);
    // whichever did were refused for a second, never as failures.
    for (const response of burst.filter((answer) => answer.status !== 200)) {
      expect([response.status, response.headers.get('retry-after')]).toEqual([429, '1']);
      expect(await response.json()).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/^too many logins (for this username|from this address) are being checked at once; try again in 1 s$/) });
    }
    // None of them counted as a failure: the limit still allows three wrong guesses, then says why.
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount.max; attempt++) expect((await login('household', `wrong-${attempt}`)).status).toBe(401);
    const blocked = await login('household', 'right-password-3');
    expect([blocked.status, blocked.headers.get('retry-after')]).toEqual([429, '60']);
    expect(await blocked.json()).toMatchObject({ error: expect.stringMatching(/^too many failed logins for this username/) });
    clock.now += MINUTE;
  });
});
