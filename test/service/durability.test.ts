/**
 * What `npm start` acknowledged survives: ten writers post comments, save progress, create
 * accounts and API keys in parallel, the server is killed with SIGKILL in the middle of it, and
 * after a restart on the same store every acknowledged write is there (each account listed, each
 * key authenticating), the session from before still works, and new ids come after every id
 * handed out before. Then two server processes on one PostgreSQL
 * database, as behind a load balancer: each reads what the other wrote.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { environmentFor, useStoreKinds, type StoreKind } from './helpers/store-kinds.js';
import { PROCESS_ADMIN, startService, type ServiceProcess } from './helpers/service-process.js';

const kinds = useStoreKinds(['sqlite', 'postgres']);
const WRITERS = 10;
/** Kill once this many writes were acknowledged: well inside the run, well under the comment cap. */
const KILL_AFTER = 120;

const running: ServiceProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop('SIGKILL')));
});

async function start(env: Record<string, string>): Promise<ServiceProcess> {
  const service = await startService(env);
  running.push(service);
  return service;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Id': 'durability', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface Acknowledged {
  readonly comments: Map<string, string>;
  readonly progress: Map<number, number>;
  /** Username to id. */
  readonly users: Map<string, number>;
  /** Secret to id. */
  readonly apiKeys: Map<string, number>;
}

function acknowledgedCount(acknowledged: Acknowledged): number {
  return acknowledged.comments.size + acknowledged.progress.size + acknowledged.users.size + acknowledged.apiKeys.size;
}

/** API keys each writer makes: ten writers stay under the per-user cap (25). */
const KEYS_PER_WRITER = 2;

/**
 * One writer: in turn a comment, a progress save, a new account and (twice) a new API key, until
 * the server stops answering. A write counts as acknowledged once its whole answer has arrived.
 */
async function writer(url: string, token: string, index: number, acknowledged: Acknowledged): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let keys = 0;
  for (let step = 0; ; step++) {
    try {
      if (step % 4 === 2) {
        const username = `writer-${index}-${step}`;
        const response = await fetch(`${url}/api/v1/users`, { method: 'POST', headers, body: JSON.stringify({ username, display_name: username, password: 'durable-password' }) });
        if (response.status !== 200) return;
        acknowledged.users.set(username, ((await response.json()) as { data: { id: number } }).data.id);
      } else if (step % 4 === 3 && keys < KEYS_PER_WRITER) {
        keys++;
        const response = await fetch(`${url}/api/v1/api_keys`, { method: 'POST', headers, body: JSON.stringify({ name: `writer-${index}-${step}` }) });
        if (response.status !== 200) return;
        const key = ((await response.json()) as { data: { id: number; api_key: string } }).data;
        acknowledged.apiKeys.set(key.api_key, key.id);
      } else if (step % 2 === 0) {
        const text = `writer ${index} step ${step}`;
        const response = await fetch(`${url}/api/v1/movie/tmdb-550/comments`, { method: 'POST', headers, body: JSON.stringify({ comment_type: 'note', comment: text }) });
        if (response.status !== 200) return;
        acknowledged.comments.set((await response.json()) as string, text);
      } else {
        const movieId = 100_000 * (index + 1) + step;
        const response = await fetch(`${url}/v1/movie/${movieId}/playback`, { method: 'POST', headers, body: JSON.stringify({ current_progress_seconds: step, total_duration_seconds: 100_000 }) });
        if (response.status !== 200) return;
        await response.arrayBuffer();
        acknowledged.progress.set(movieId, step);
      }
    } catch {
      return; // the server is gone: this write was never acknowledged
    }
  }
}

describe.each(kinds)('$name store under SIGKILL', (kind: StoreKind) => {
  it(`finds every acknowledged write after a restart (${WRITERS} parallel writers)`, async () => {
    const env = environmentFor(await kind.freshLocation());
    const first = await start(env);
    const token = await login(first.url);
    const acknowledged: Acknowledged = { comments: new Map(), progress: new Map(), users: new Map(), apiKeys: new Map() };
    const writing = Array.from({ length: WRITERS }, (_, index) => writer(first.url, token, index, acknowledged));
    while (acknowledged.users.size === 0 || acknowledged.apiKeys.size === 0 || acknowledgedCount(acknowledged) < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await Promise.all(writing);
    expect(await first.exited).toBe('SIGKILL');

    const second = await start(env);
    const headers = { authorization: `Bearer ${token}` };
    const listed = new Map<string, string>();
    for (let offset = 0; ; offset += 100) {
      const response = await fetch(`${second.url}/api/v1/movie/tmdb-550/comments?type=note&limit=100&offset=${offset}`, { headers });
      expect(response.status, 'the session from before the kill still works').toBe(200);
      const page = ((await response.json()) as { data: { comment_id: string; comment: string }[] }).data;
      for (const comment of page) listed.set(comment.comment_id, comment.comment);
      if (page.length < 100) break;
    }
    const lostComments = [...acknowledged.comments].filter(([id, text]) => listed.get(id) !== text);
    expect(lostComments).toEqual([]);
    const lostProgress: number[] = [];
    for (const [movieId, step] of acknowledged.progress) {
      const response = await fetch(`${second.url}/v1/movie/${movieId}/playback`, { headers });
      const progress = ((await response.json()) as { data: { current_progress_seconds: number } | null }).data;
      if (progress?.current_progress_seconds !== step) lostProgress.push(movieId);
    }
    expect(lostProgress).toEqual([]);
    const users = await everyUser(second.url, headers);
    const listedUsers = new Map(users.map((user) => [user.username, user.id]));
    expect([...acknowledged.users].filter(([username, id]) => listedUsers.get(username) !== id)).toEqual([]);
    const lostKeys: number[] = [];
    for (const [secret, id] of acknowledged.apiKeys) {
      const response = await fetch(`${second.url}/api/v1/api_keys`, { headers: { 'x-api-key': secret } });
      const keys = response.status === 200 ? ((await response.json()) as { data: { id: number }[] }).data : [];
      if (!keys.some((key) => key.id === id)) lostKeys.push(id);
    }
    expect(lostKeys).toEqual([]);

    // New ids come after every id seen before the kill.
    const json = { ...headers, 'content-type': 'application/json' };
    const next = await fetch(`${second.url}/api/v1/movie/tmdb-550/comments`, { method: 'POST', headers: json, body: JSON.stringify({ comment_type: 'note', comment: 'after the restart' }) });
    expect(Number(await next.json())).toBeGreaterThan(Math.max(...[...listed.keys()].map(Number)));
    const user = await fetch(`${second.url}/api/v1/users`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'after-restart', display_name: 'After', password: 'durable-password' }) });
    expect(((await user.json()) as { data: { id: number } }).data.id).toBeGreaterThan(Math.max(...users.map((listedUser) => listedUser.id)));
    const key = await fetch(`${second.url}/api/v1/api_keys`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'after-restart' }) });
    expect(((await key.json()) as { data: { id: number } }).data.id).toBeGreaterThan(Math.max(...acknowledged.apiKeys.values()));
  });
});

interface UserPage {
  readonly users: { readonly id: number; readonly username: string }[];
  readonly total_records: number;
}

/** Every account, read a page at a time as an admin client does (spec/decisions/0019). */
async function everyUser(url: string, headers: Record<string, string>): Promise<UserPage['users']> {
  const users: UserPage['users'] = [];
  for (let offset = 0, total = Infinity; offset < total; ) {
    const response = await fetch(`${url}/api/v1/users?limit=500&offset=${offset}`, { headers });
    expect(response.status).toBe(200);
    const page = ((await response.json()) as { data: UserPage }).data;
    users.push(...page.users);
    total = page.total_records;
    if (page.users.length === 0) break;
    offset += page.users.length;
  }
  return users;
}

describe.runIf(kinds.some((kind) => kind.name === 'postgres'))('two server processes on one PostgreSQL database', () => {
  it('share sessions, API keys and comments, and never hand out one id twice', async () => {
    const postgres = kinds.find((kind) => kind.name === 'postgres') as StoreKind;
    const env = environmentFor(await postgres.freshLocation());
    // Started together: both migrate and bootstrap the admin against the same empty database.
    const [a, b] = await Promise.all([start(env), start(env)]);
    const token = await login(a.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect((await everyUser(b.url, headers)).map((user) => user.username)).toEqual([PROCESS_ADMIN.username]);

    const post = (url: string, text: string) =>
      fetch(`${url}/api/v1/movie/tmdb-603/comments`, { method: 'POST', headers, body: JSON.stringify({ comment_type: 'note', comment: text }) }).then((response) => response.json() as Promise<string>);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => post(index % 2 === 0 ? a.url : b.url, `comment ${index}`)));
    expect(new Set(ids).size).toBe(40);
    for (const url of [a.url, b.url]) {
      const page = await fetch(`${url}/api/v1/movie/tmdb-603/comments?type=note&limit=100`, { headers });
      expect((((await page.json()) as { data: { comment_id: string }[] }).data.map((comment) => comment.comment_id)).sort()).toEqual([...ids].sort());
    }

    const created = await fetch(`${b.url}/api/v1/api_keys`, { method: 'POST', headers, body: JSON.stringify({ name: 'shared' }) });
    const key = ((await created.json()) as { data: { id: number; api_key: string } }).data;
    expect((await fetch(`${a.url}/api/v1/api_keys`, { headers: { 'x-api-key': key.api_key } })).status).toBe(200);
    expect((await fetch(`${a.url}/api/v1/api_keys/${key.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/v1/api_keys`, { headers: { 'x-api-key': key.api_key } })).status).toBe(401);
  });
});
