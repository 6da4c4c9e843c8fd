/**
 * The measuring parts against real processes, servers and stubs, with tiny counts: peak memory
 * of a child, the baseline servers' answers, the client baselines' payloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { callsPerSecond, makeFetchStub, openapiFetchCall, PLAYBACK_ENVELOPE, rawFetchCall } from '../../scripts/bench/client-calls.js';
import { openapiFetchSize } from '../../scripts/bench/client-size.js';
import { measureNodeProcess, parseGnuTime } from '../../scripts/bench/process-run.js';
import { cpuPinning } from '../../scripts/bench/cpu-pinning.js';
import { startServer, type RunningServer } from '../../scripts/bench/server-children.js';
import { PLAYBACK_PATH, COMMENTS_PATH } from '../../scripts/bench/server-protocol.js';

const hasGnuTime = existsSync('/usr/bin/time');
if (!hasGnuTime) console.warn('bench test: SKIPPED the /usr/bin/time probe test: /usr/bin/time is not installed here');

describe('measureNodeProcess', () => {
  // 64 MiB of live buffers must show up in the peak, whichever probe measures it.
  const allocate = ['-e', 'const keep = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => keep.length, 50);'];

  it('reads peak memory through the preload probe', async () => {
    const measured = await measureNodeProcess({ nodeArgs: allocate, cwd: process.cwd() }, 'preload');
    expect(measured.maxRssMiB).toBeGreaterThan(64);
    expect(measured.wallMs).toBeGreaterThan(50);
  });

  it.skipIf(!hasGnuTime)('reads peak memory through /usr/bin/time -v', async () => {
    const measured = await measureNodeProcess({ nodeArgs: allocate, cwd: process.cwd() }, 'gnu-time');
    expect(measured.maxRssMiB).toBeGreaterThan(64);
  });

  it('fails with the command and its stderr when the process fails', async () => {
    await expect(
      measureNodeProcess({ nodeArgs: ['-e', 'console.error("boom-from-child"); process.exit(3)'], cwd: process.cwd() }, 'preload'),
    ).rejects.toThrow(/exit 3[\s\S]*boom-from-child/);
  });

  it('parses the GNU time report and refuses one without the figure', () => {
    expect(parseGnuTime('\tMaximum resident set size (kbytes): 40128\n')).toBe(40128);
    expect(() => parseGnuTime('nothing here')).toThrow(/Maximum resident set size/);
  });
});

describe('client baselines', () => {
  it('both unwrap the same playback record from the stubbed fetch, repeatedly', async () => {
    const stub = makeFetchStub(PLAYBACK_ENVELOPE);
    for (const call of [openapiFetchCall(stub), rawFetchCall(stub)]) {
      expect(await call()).toEqual(PLAYBACK_ENVELOPE.data);
      expect(await call()).toEqual(PLAYBACK_ENVELOPE.data);
      expect(await callsPerSecond(call, 50)).toBeGreaterThan(0);
    }
  });

  it('bundles openapi-fetch alone to a few KiB gzipped', async () => {
    const size = await openapiFetchSize();
    expect(size.gzippedBytes).toBeGreaterThan(500);
    expect(size.gzippedBytes).toBeLessThan(size.minifiedBytes);
  });
});

/** The cores a process may run on, as Linux lists them (`0-1`, `1`). */
function allowedCpus(pid: number): string {
  return /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '';
}

const FIXTURE = { token: 'test-token', playbackBody: { status: 'success', data: { media_title: 'A Movie' } } };

/**
 * The bare node:http baseline child, started once for the pinning check and its own baseline test
 * (a child loads tsx and compiles its entry: most of a second each time), pinned as the bench pins
 * it when this machine allows.
 */
let httpServer: Promise<RunningServer> | undefined;
function sharedHttpServer(): Promise<RunningServer> {
  httpServer ??= startServer('bare node:http', 'server-child-http.ts', FIXTURE, cpuPinning());
  return httpServer;
}
afterAll(async () => {
  if (httpServer !== undefined) await (await httpServer).stop();
});

describe('cpu pinning', () => {
  const pinning = cpuPinning();
  const pinnable = pinning.pinned;
  if (!pinnable) console.warn(`[bench] SKIPPED cpu pinning checks: ${pinning.description}`);

  it.skipIf(!pinnable)('runs a server child on core 1 and the load generator on core 0, and undoes that', async () => {
    const before = allowedCpus(process.pid);
    const unpin = pinning.pinLoadGenerator();
    try {
      expect(allowedCpus(process.pid)).toBe('0');
    } finally {
      unpin();
    }
    expect(allowedCpus(process.pid)).toBe(before);
    const server = await sharedHttpServer();
    expect(allowedCpus(server.pid!)).toBe('1');
  });
});

describe('baseline servers', () => {
  const fixture = FIXTURE;

  it.each([
    ['hand-written Fastify', 'server-child-fastify.ts'],
    ['bare node:http', 'server-child-http.ts'],
  ])('%s answers the fixture, checks the token and sustains load', async (label, entry) => {
    const shared = entry === 'server-child-http.ts';
    const server = shared ? await sharedHttpServer() : await startServer(label, entry, fixture, cpuPinning());
    try {
      const auth = { authorization: 'Bearer test-token' };
      const playback = await fetch(server.origin + PLAYBACK_PATH, { headers: auth });
      expect(playback.status).toBe(200);
      expect(await playback.json()).toEqual(fixture.playbackBody);
      const post = await fetch(server.origin + COMMENTS_PATH, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ comment_type: 'note' }),
      });
      expect(post.status).toBe(200);
      expect(typeof (await post.json())).toBe('string');
      expect((await fetch(server.origin + PLAYBACK_PATH, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const load = await autocannon({ url: server.origin + PLAYBACK_PATH, headers: auth, connections: 2, amount: 200 });
      expect(load.non2xx + load.errors).toBe(0);
      expect(load.requests.total).toBeGreaterThanOrEqual(200);
    } finally {
      if (!shared) await server.stop();
    }
  });
});
