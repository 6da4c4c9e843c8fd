/**
 * Graceful shutdown: a response that had started is written to the end even to a slow reader,
 * requests that arrive meanwhile get the contract's 503 `unavailable` body, the store closes
 * after the last response, and a response still running after the grace period is cut so the
 * process always ends. In process with a 20 MB response, larger than the kernel's socket buffers
 * (Node's own close cut such a response short, and only a response still in the process can be
 * in flight long enough to meet a newcomer); then through `npm start` and a real SIGTERM, once
 * with a slow reader and once with ten writers that keep sending until they are told to stop.
 */
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../service/src/app.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import { SqliteStore } from '../../service/src/store/sqlite/store.js';
import { SpecValidator } from '../server/helpers/spec-validator.js';
import { environmentFor, useStoreKinds } from './helpers/store-kinds.js';
import { PROCESS_ADMIN, startService, type ServiceProcess } from './helpers/service-process.js';

const [sqlite] = useStoreKinds(['sqlite']);
const LARGE = 20 * 1024 * 1024;

class WatchedStore extends MemoryStore {
  closed = false;
  override async close(): Promise<void> {
    this.closed = true;
  }
}

/** A raw keep-alive connection that sends one GET and can stop reading halfway. */
class SlowReader {
  readonly #socket: Socket;
  readonly #chunks: Buffer[] = [];
  readonly ended: Promise<void>;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => this.#chunks.push(chunk));
    this.ended = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  static async get(port: number, target: string, headers: Record<string, string> = {}): Promise<SlowReader> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const reader = new SlowReader(socket);
    const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`GET ${target} HTTP/1.1\r\n${lines}\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    socket.pause();
    return reader;
  }

  resume(): void {
    this.#socket.resume();
  }

  destroy(): void {
    this.#socket.destroy();
  }

  /** The status, the Content-Length the server announced and the body bytes that arrived. */
  response(): { status: number; announced: number; body: Buffer } {
    const all = Buffer.concat(this.#chunks);
    const split = all.indexOf('\r\n\r\n');
    const head = all.subarray(0, split).toString();
    return {
      status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
      announced: Number(/content-length: (\d+)/i.exec(head)?.[1]),
      body: all.subarray(split + 4),
    };
  }
}

describe('graceful shutdown, in process', () => {
  let built: BuiltApp | undefined;
  let reader: SlowReader | undefined;
  afterEach(async () => {
    reader?.destroy();
    await built?.app.close();
  });

  async function serveLarge(store: MemoryStore): Promise<number> {
    built = await buildApp({ store, admin: PROCESS_ADMIN });
    built.app.get('/test/large', async (_request, reply) => reply.type('text/plain').send('x'.repeat(LARGE)));
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    return (built.app.server.address() as { port: number }).port;
  }

  it('writes a started 20 MB response to a slow reader to the end, answers newcomers 503 unavailable, then closes the store', async () => {
    const store = new WatchedStore();
    const port = await serveLarge(store);
    reader = await SlowReader.get(port, '/test/large');
    const stopped = built!.gate.shutdown(30_000);

    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/media_files`);
    const text = await refused.text();
    expect([refused.status, refused.headers.get('connection'), refused.headers.get('retry-after')]).toEqual([503, 'close', '5']);
    expect(JSON.parse(text)).toEqual({ status: 'error', error: expect.any(String), code: 'unavailable' });
    expect((await SpecValidator.load()).check('GET', '/api/v1/media_files', 503, text)).toEqual([]);
    expect(store.closed).toBe(false);

    reader.resume();
    await reader.ended;
    const { status, announced, body } = reader.response();
    expect([status, announced, body.length]).toEqual([200, LARGE, LARGE]);
    expect(await stopped).toBe('finished');
    expect(store.closed).toBe(true);
  });

  it('answers a request that arrived before the drain, whose body was still coming, in full and with Connection: close', async () => {
    const store = new WatchedStore();
    const port = await serveLarge(store);
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const headers = ['host: localhost', 'content-type: application/json', `content-length: ${body.length}`, 'x-client-id: t', 'x-client-platform: web', 'x-device-id: 3f0e1c52-8f6e-4c6a-9b7a-2d1e5c4b3a21'];
    // Head and half the body: the request is past onRequest, its answer not started.
    socket.write(`POST /api/v1/auth/login HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = built!.gate.shutdown(30_000);
    socket.write(body.slice(10));
    await closed;
    const head = Buffer.concat(chunks).toString().split('\r\n\r\n')[0]!;
    // Answered as any request before the drain (a wrong password is 401), not refused with 503.
    expect(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]).toBe('401');
    expect(head).toMatch(/^connection: close$/im);
    expect(await stopped).toBe('finished');
    expect(store.closed).toBe(true);
  });

  it('ends within the grace period a connection whose request never came whole (a client trickling its headers), which it owes no answer', async () => {
    const store = new WatchedStore();
    const port = await serveLarge(store);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    socket.write('GET /api/v1/media_files HTTP/1.1\r\nhost: localhost\r\nx-slow: ');
    const started = performance.now();
    // Before, server.close() waited for such a connection for as long as its client kept it open
    // (Node stops timing requests out once the server closes).
    const outcome = await Promise.race([built!.gate.shutdown(1_500), new Promise((resolve) => setTimeout(() => resolve('still draining'), 10_000))]);
    expect(outcome).toBe('finished');
    expect(performance.now() - started).toBeLessThan(5_000);
    await closed;
    expect(store.closed).toBe(true);
  });

  it('cuts a response still running after the grace period, and closes all the same', async () => {
    const store = new WatchedStore();
    const port = await serveLarge(store);
    reader = await SlowReader.get(port, '/test/large');
    expect(await built!.gate.shutdown(200)).toBe('cut');
    expect(store.closed).toBe(true);
    reader.resume();
    await reader.ended;
    expect(reader.response().body.length).toBeLessThan(LARGE);
  });
});

/** Logs in as the admin and posts `count` comments of 10 kB on one film: an Authorization header for reading them back. */
async function signInWithComments(url: string, count: number): Promise<string> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Id': 'shutdown', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  for (let index = 0; index < count; index++) {
    const posted = await fetch(`${url}/api/v1/movie/tmdb-550/comments`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ comment_type: 'note', comment: `${index} `.padEnd(10_000, 'x') }),
    });
    expect(posted.status).toBe(200);
  }
  return authorization;
}

describe('graceful shutdown of npm start on SIGTERM', () => {
  let service: ServiceProcess | undefined;
  afterEach(async () => {
    await service?.stop('SIGKILL');
  });

  it('finishes a comment page being read, closes the store and exits 0', async () => {
    const location = await sqlite!.freshLocation();
    service = await startService(environmentFor(location));
    const authorization = await signInWithComments(service.url, 100);
    const port = Number(new URL(service.url).port);
    const reading = await SlowReader.get(port, '/api/v1/movie/tmdb-550/comments?type=note&limit=100', { authorization });
    service.child.kill('SIGTERM');
    await waitFor(() => service!.output().includes('SIGTERM: finishing requests'));
    reading.resume();
    await reading.ended;
    const page = reading.response();
    expect([page.status, page.body.length]).toEqual([200, page.announced]);
    expect((JSON.parse(page.body.toString()) as { data: unknown[] }).data).toHaveLength(100);
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('service: stopped');

    // Closed cleanly: SQLite folds its write-ahead log into the database file on close.
    const file = path.join((location as { dataDir: string }).dataDir, 'service.sqlite');
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = SqliteStore.open(file);
    try {
      expect(reopened.listComments({ mediaId: 'tmdb-550', type: 'note', limit: 100, offset: 0 })).toHaveLength(100);
    } finally {
      await reopened.close();
    }
  });
});

describe('a stop sent to the whole process group', () => {
  let service: ServiceProcess | undefined;
  afterEach(async () => {
    await service?.stop('SIGKILL');
  });

  it('drains once and exits 0 when the signal arrives twice at once (directly and relayed by npm or tsx)', async () => {
    const location = await sqlite!.freshLocation();
    service = await startService(environmentFor(location));
    const authorization = await signInWithComments(service.url, 40);
    const reading = await SlowReader.get(Number(new URL(service.url).port), '/api/v1/movie/tmdb-550/comments?type=note&limit=40', { authorization });
    // What `kill -TERM -<pgid>` does to `npm start`: the server's own copy, then npm's and tsx's
    // relays a few milliseconds later (the kernel merges copies sent before the first is handled).
    service.child.kill('SIGTERM');
    await waitFor(() => service!.output().includes('SIGTERM: finishing requests'), 10_000, 1);
    service.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    service.child.kill('SIGTERM');
    reading.resume();
    await reading.ended;
    const page = reading.response();
    expect([page.status, page.body.length]).toEqual([200, page.announced]);
    expect(await service.exited).toBe(0);
    expect(service.output()).not.toContain('exiting without waiting');
  });
});

describe('SIGTERM while clients keep writing', () => {
  let service: ServiceProcess | undefined;
  afterEach(async () => {
    await service?.stop('SIGKILL');
  });

  it('answers what arrives during the drain 503 unavailable, never a reset connection, and keeps every acknowledged write', async () => {
    const location = await sqlite!.freshLocation();
    service = await startService(environmentFor(location));
    const login = await fetch(`${service.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Id': 'shutdown', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' };
    const url = service.url;
    const outcomes: (number | string)[] = [];
    const refusals: unknown[] = [];
    const acknowledged = new Map<number, number>();
    // Each writer saves progress until an answer is not 200, then stops, as a client told to wait would.
    const writer = async (index: number) => {
      for (let step = 1; ; step++) {
        const movieId = 100_000 * (index + 1) + step;
        try {
          const response = await fetch(`${url}/v1/movie/${movieId}/playback`, { method: 'POST', headers, body: JSON.stringify({ current_progress_seconds: step, total_duration_seconds: 100_000 }) });
          const body = await response.text();
          outcomes.push(response.status);
          if (response.status === 503) refusals.push([JSON.parse(body).code, response.headers.get('retry-after')]);
          if (response.status !== 200) return;
          acknowledged.set(movieId, step);
        } catch (error) {
          outcomes.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
          return;
        }
      }
    };
    const writing = Array.from({ length: 10 }, (_, index) => writer(index));
    while (acknowledged.size < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    service.child.kill('SIGTERM');
    await Promise.all(writing);
    expect(await service.exited).toBe(0);
    expect(outcomes.filter((outcome) => outcome !== 200 && outcome !== 503)).toEqual([]);
    expect(refusals).toEqual(Array.from({ length: 10 }, () => ['unavailable', '5']));

    // Every acknowledged write is in the database file the stopped service closed (read here
    // with the store itself: a restart of npm start reading its file is durability.test.ts's).
    const reopened = SqliteStore.open(path.join((location as { dataDir: string }).dataDir, 'service.sqlite'));
    const lost: number[] = [];
    try {
      const admin = await reopened.findUserByName(PROCESS_ADMIN.username);
      for (const [movieId, step] of acknowledged) {
        const progress = await reopened.findProgress(admin!.id, movieId);
        if (progress?.currentProgressSeconds !== step) lost.push(movieId);
      }
    } finally {
      await reopened.close();
    }
    expect(lost).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000, everyMs = 20): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
