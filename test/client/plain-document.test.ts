/**
 * The client of a document WITHOUT the house envelope (fixtures/plain-api.yaml): bodies come back
 * as-is, non-JSON bodies are encoded and read by media type, errors are read in the document's
 * own shape, and no session is guessed: without `x-session` an open operation that returns a
 * token does not make the client keep it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod, type LooseClientModule } from './helpers/load-client.js';
import { TestServer, type Reply } from './helpers/server.js';
import { tsc } from './helpers/tsc.js';

const SPEC = fileURLToPath(new URL('./fixtures/plain-api.yaml', import.meta.url));
const WIDGET = { id: 'w1', name: 'Gear', tags: ['a', 'b'] };
const DEFAULTS = new Map<string, Reply>([
  ['createWidget', { status: 201, body: WIDGET }],
  ['getWidget', { status: 200, body: WIDGET }],
  ['deleteWidget', { status: 204 }],
  ['getWidgetReadme', { status: 200, text: '# Gear\nTurns.', headers: { 'content-type': 'text/plain; charset=utf-8' } }],
  ['createSession', { status: 200, body: { token: 'widget-token', expires_in: 3600 } }],
  ['getMe', { status: 200, body: { name: 'alice' } }],
]);

let outDir: string;
let client: LooseClientModule;
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  outDir = scratchDir('plain');
  const model = await generateClient(SPEC, outDir);
  client = await loadClient(outDir);
  server = new TestServer(model.operations, DEFAULTS);
  baseUrl = await server.listen();
});

afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

beforeEach(() => server.reset());

function api(options: Record<string, unknown> = {}): Record<string, ClientMethod> {
  return client.createApiClient({ baseUrl, retry: false, ...options });
}

function call(target: Record<string, ClientMethod>, name: string): ClientMethod {
  const found = target[name];
  if (found === undefined) throw new Error(`generated client has no method ${name}`);
  return found;
}

describe('a document without the envelope', () => {
  it('emits no envelope helpers', () => {
    const envelope = readFileSync(path.join(outDir, 'envelope.ts'), 'utf8');
    expect(envelope).not.toMatch(/unwrap|SuccessEnvelope|isErrorBody/);
  });

  it('resolves with bodies as-is', async () => {
    await expect(call(api(), 'getWidget')({ params: { path: { widgetId: 'w1' } } })).resolves.toEqual(WIDGET);
    await expect(call(api(), 'deleteWidget')({ params: { path: { widgetId: 'w1' } } })).resolves.toBeUndefined();
    await expect(call(api(), 'getWidgetReadme')({ params: { path: { widgetId: 'w1' } } })).resolves.toBe('# Gear\nTurns.');
  });

  // A red-team pass (2026-11-28): getWidget, typed Promise<Widget>, resolved with undefined when a
  // 200 came with no body (with a length and without one) or an undocumented 204 came instead.
  it('rejects a JSON success that comes with no body with a ResponseBodyError, never resolving undefined', async () => {
    server.queue('getWidget', { status: 200, text: '' }, { status: 200, stream: async () => undefined }, { status: 204 });
    for (const status of [200, 200, 204]) {
      const error = await call(api(), 'getWidget')({ params: { path: { widgetId: 'w1' } } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(client.ResponseBodyError);
      expect(error).toMatchObject({ name: 'ResponseBodyError', operationId: 'getWidget', status, code: undefined, body: '' });
      expect((error as Error).message).toMatch(/^getWidget failed with HTTP 20[04] (OK|No Content): its "(application\/json)?" body is empty: ""$/);
      expect(client.isOperationError(error, 'getWidget')).toBe(false);
    }
    expect(server.requestsOf('getWidget')).toHaveLength(3); // none retried: the server did answer
  });

  it('sends a form body as application/x-www-form-urlencoded', async () => {
    await call(api(), 'createWidget')({ body: { name: 'Gear & co', tags: ['a', 'b'] } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe('name=Gear+%26+co&tags%5B0%5D=a&tags%5B1%5D=b');
  });

  it('raises ApiError for errors in the document\'s own shape, with its message', async () => {
    server.queue('getWidget', { status: 404, body: { message: 'no widget w9' } });
    const error = await call(api(), 'getWidget')({ params: { path: { widgetId: 'w9' } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 404, code: undefined, body: { message: 'no widget w9' }, message: 'no widget w9' });
    expect(client.isOperationError(error, 'getWidget')).toBe(true);
  });

  // A red-team pass (2026-11-28): the declared 404 has no code to check, so any 404 was claimed as
  // it, and `error.body.message` (typed string) threw on a proxy's HTML page or an empty body.
  it('does not claim a 404 whose body is not the declared JSON object as the documented one', async () => {
    server.queue(
      'getWidget',
      { status: 404, text: '<html><body>404 Not Found</body></html>', headers: { 'content-type': 'text/html' } },
      { status: 404, text: '' },
      { status: 404, body: ['no widget'] },
      { status: 404, body: { message: 'no widget w9' } },
    );
    const declared: boolean[] = [];
    for (let index = 0; index < 4; index++) {
      const error = await call(api(), 'getWidget')({ params: { path: { widgetId: 'w9' } } }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'ApiError', status: 404 });
      declared.push(client.isOperationError(error, 'getWidget'));
    }
    expect(declared).toEqual([false, false, false, true]);
  });

  it('keeps no token without x-session, and sends each credential where its scheme says', async () => {
    const session = api();
    await call(session, 'createSession')({ body: { user: 'alice' } });
    await call(session, 'getMe')();
    await call(api({ auth: { widgetKey: 'k-1' } }), 'getMe')();
    await call(api({ auth: { bearerAuth: 'given' } }), 'getMe')();
    const [, me, keyed, bearer] = server.requests;
    expect(me?.headers.authorization).toBeUndefined();
    expect(keyed?.headers['x-widget-key']).toBe('k-1');
    expect(bearer?.headers.authorization).toBe('Bearer given');
  });

  it('compiles under strict settings', async () => {
    const consumerConfig = JSON.parse(readFileSync(fileURLToPath(new URL('./consumer/tsconfig.json', import.meta.url)), 'utf8'));
    writeFileSync(path.join(outDir, 'tsconfig.json'), JSON.stringify({ compilerOptions: consumerConfig.compilerOptions, files: ['client.ts'] }));
    const result = await tsc(path.join(outDir, 'tsconfig.json'));
    expect(result.output).toBe('');
  });
});
