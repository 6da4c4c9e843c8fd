/**
 * The generated client in headless Chromium (the runtime must not need Node): bundled for the
 * browser with esbuild, loaded by a page served from the same origin as the test server, it logs
 * in with the cookie the server sets, retries, times out, aborts and refuses `..` there too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUR_OPERATION_CALLS } from './fixtures/our-operations.js';
import { generateClient, OUR_SPEC, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { TestServer, type Reply } from './helpers/server.js';

const CHROMIUM = '/usr/bin/chromium';
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const missing = !existsSync(CHROMIUM);
if (missing) console.warn(`test/client/browser: SKIPPED — ${CHROMIUM} not found (install Debian's chromium: apt-get install chromium)`);

let server: TestServer;
let origin: string;
let browser: Browser;
let page: Page;

async function bundleFor(outDir: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(outDir, 'client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild produced no bundle for the generated client');
  return output.text;
}

beforeAll(async () => {
  if (missing) return;
  const outDir = scratchDir('browser');
  const model = await generateClient(OUR_SPEC, outDir);
  const defaults = new Map<string, Reply>(Object.entries(OUR_OPERATION_CALLS).map(([id, call]) => [id, { status: 200, body: call.reply }]));
  server = new TestServer(model.operations, defaults);
  server.serveStatic('/', 'text/html; charset=utf-8', '<!doctype html><title>client</title>');
  server.serveStatic('/client.js', 'text/javascript', await bundleFor(outDir));
  origin = await server.listen();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  page = await browser.newPage();
  await page.goto(`${origin}/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeScratchDirs();
});

beforeEach(() => server?.reset());

/**
 * Runs `script` in the page with the client module as `m` and returns what it returns (or the
 * thrown error's fields). Passed as source text: a function would be rewritten by the test
 * runner's module transform before it reaches the browser.
 */
async function inPage(script: string): Promise<unknown> {
  return page.evaluate(`(async () => {
    const m = await import('/client.js');
    const CLIENT_HEADERS = { clientId: 'media-tracker-web', platform: 'web', deviceId: '3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b' };
    try {
      ${script}
    } catch (error) {
      return { thrown: error.name, message: error.message, status: error.status, code: error.code };
    }
  })()`);
}

const LOGIN = JSON.stringify(OUR_OPERATION_CALLS['login']!.input);

describe.skipIf(missing)('generated client in Chromium', () => {
  it('logs in with the cookie the server sets (cookie mode) and sends no Authorization', async () => {
    server.queue('login', { status: 200, body: OUR_OPERATION_CALLS['login']!.reply, headers: { 'Set-Cookie': 'token=cookie-tok; Path=/; HttpOnly; SameSite=Lax' } });
    const result = await inPage(`
      const api = m.createApiClient({ baseUrl: location.origin, credentials: 'include', tokenStore: false, clientHeaders: CLIENT_HEADERS });
      const session = await api.login(${LOGIN});
      const page = await api.listUsers();
      return { user: session.username, users: page.users.length };
    `);
    expect(result).toEqual({ user: 'alice', users: 1 });
    const [login, users] = server.requests.filter((request) => request.operation !== undefined);
    expect(login?.headers['x-device-id']).toBe('3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b');
    expect(users?.headers.cookie).toBe('token=cookie-tok');
    expect(users?.headers.authorization).toBeUndefined();
  });

  it('sends the login token as Bearer in bearer mode', async () => {
    await inPage(`
      const api = m.createApiClient({ baseUrl: location.origin, clientHeaders: CLIENT_HEADERS });
      await api.login(${LOGIN});
      await api.getPlaybackProgress({ params: { path: { id: 550 } } });
    `);
    expect(server.requestsOf('getPlaybackProgress')[0]?.headers.authorization).toBe('Bearer tok-alice-0123456789');
  });

  it('retries a 503 after its Retry-After (measured)', async () => {
    server.queue('listMediaFiles', { status: 503, headers: { 'Retry-After': '1' }, body: { status: 'error', error: 'busy', code: 'unavailable' } });
    const result = await inPage(`
      const api = m.createApiClient({ baseUrl: location.origin });
      return (await api.listMediaFiles()).total_records;
    `);
    expect(result).toBe(0);
    const [first, second] = server.requestsOf('listMediaFiles');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('raises ApiError, RequestTimeoutError, AbortError and RequestInputError as in Node', async () => {
    server.queue('getSeasonDetails', { status: 404, body: { status: 'error', error: 'No such season', code: 'not_found' } });
    server.queue('listUsers', { status: 200, body: OUR_OPERATION_CALLS['listUsers']!.reply, delayMs: 2000 });
    server.queue('listApiKeys', { status: 200, body: OUR_OPERATION_CALLS['listApiKeys']!.reply, delayMs: 2000 });
    const api = 'const api = m.createApiClient({ baseUrl: location.origin });';
    expect(await inPage(`${api} await api.getSeasonDetails({ params: { path: { id: 'tmdb-1', seasonNumber: 9 } } });`)).toEqual({
      thrown: 'ApiError', message: 'No such season', status: 404, code: 'not_found',
    });
    expect(await inPage(`${api} await api.listUsers(undefined, { timeoutMs: 100 });`)).toMatchObject({ thrown: 'RequestTimeoutError' });
    expect(await inPage(`${api} const c = new AbortController(); setTimeout(() => c.abort(), 50); await api.listApiKeys(undefined, { signal: c.signal });`)).toMatchObject({ thrown: 'AbortError' });
    expect(await inPage(`${api} await api.listComments({ params: { path: { id: '%2e%2e' }, query: { type: 'note' } } });`)).toMatchObject({ thrown: 'RequestInputError' });
  });
});
