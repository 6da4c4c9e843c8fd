/**
 * The generated client of OUR spec against a real HTTP server on 127.0.0.1: envelopes unwrapped,
 * errors typed, credentials and the login session, retries, timeouts, path safety.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../generators/model/types.js';
import { OUR_OPERATION_CALLS } from './fixtures/our-operations.js';
import { generateClient, OUR_SPEC, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod, type LooseClientModule } from './helpers/load-client.js';
import { TestServer, type Reply } from './helpers/server.js';

const CLIENT_HEADERS = { clientId: 'media-tracker-web', platform: 'web', deviceId: '3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b' };
const FAST_RETRY = { retries: 2, baseDelayMs: 10, maxDelayMs: 3000 };

let model: ApiModel;
let client: LooseClientModule;
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  const outDir = scratchDir('http');
  model = await generateClient(OUR_SPEC, outDir);
  client = await loadClient(outDir);
  const defaults = new Map<string, Reply>(Object.entries(OUR_OPERATION_CALLS).map(([id, call]) => [id, { status: 200, body: call.reply }]));
  server = new TestServer(model.operations, defaults);
  baseUrl = await server.listen();
});

afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

beforeEach(() => server.reset());

function api(options: Record<string, unknown> = {}): Record<string, ClientMethod> {
  return client.createApiClient({ baseUrl, clientHeaders: CLIENT_HEADERS, retry: FAST_RETRY, ...options });
}

function method(target: Record<string, ClientMethod>, name: string): ClientMethod {
  const found = target[name];
  if (found === undefined) throw new Error(`generated client has no method ${name}`);
  return found;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject, but it resolved');
}

/** Any UTF-16 code unit (lone surrogates included), with URL-significant characters made likely. */
const PATH_CHARACTER = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('.', '%', '/', '?', '#', ' ', '+', '&', '\uD800', '\uDC00', '\u{1F600}'),
);

const ERROR_BODY = (code: string, error: string) => ({ status: 'error', error, code });

describe('every operation of our spec', () => {
  it('has a call in the fixture (a new operation must be added there)', () => {
    expect(Object.keys(OUR_OPERATION_CALLS).sort()).toEqual(model.operations.map((operation) => operation.identifier).sort());
  });

  it.each(Object.keys(OUR_OPERATION_CALLS))('%s resolves with its data over HTTP', async (identifier) => {
    const call = OUR_OPERATION_CALLS[identifier]!;
    const operation = model.operations.find((candidate) => candidate.identifier === identifier)!;
    const result = await method(api(), identifier)(call.input);
    expect(result).toEqual(call.expected);
    const [request] = server.requestsOf(identifier);
    expect(request?.method).toBe(operation.method.toUpperCase());
  });

  // What an app passes from its own settings under exactOptionalPropertyTypes (types.test.ts
  // compiles the consumer's pageFromConfig): an optional parameter or location left `undefined`.
  it('sends nothing for an optional parameter or location given as undefined', async () => {
    const input = { params: { path: { id: 'tmdb-1396' }, query: { type: 'review', limit: undefined, offset: 20 }, header: undefined, cookie: undefined } };
    await method(api(), 'listComments')(input);
    const [request] = server.requestsOf('listComments');
    expect(request?.url).toBe('/api/v1/movie/tmdb-1396/comments?type=review&offset=20');
  });

  it('unwraps the envelope and hands back postComment\'s bare string', async () => {
    const session = await method(api(), 'login')(OUR_OPERATION_CALLS['login']!.input);
    expect(session).toMatchObject({ token: 'tok-alice-0123456789' });
    expect(session).not.toHaveProperty('status');
    const commentId = await method(api(), 'postComment')(OUR_OPERATION_CALLS['postComment']!.input);
    expect(commentId).toBe('4212');
  });

  it('rejects a success body that is not an envelope instead of returning undefined', async () => {
    server.queue('listMediaFiles', { status: 200, body: { files: [] } });
    const error = await rejection(method(api(), 'listMediaFiles')());
    expect(error).toMatchObject({ name: 'EnvelopeError' });
    expect(String((error as Error).message)).toContain('Expected a success envelope');
  });

  it('says an empty success body is an empty body, with a length and without one', async () => {
    server.queue('getPlaybackProgress', { status: 200, text: '' }, { status: 200, stream: async () => undefined });
    for (let round = 0; round < 2; round++) {
      const error = await rejection(method(api(), 'getPlaybackProgress')({ params: { path: { id: 550 } } }));
      expect(error).toMatchObject({ name: 'EnvelopeError', body: undefined });
      expect((error as Error).message).toMatch(/^Expected a success envelope \{"status":"success","data":\.\.\.\} but got an empty body; /);
    }
  });

  it('rejects a success body that is not JSON with a ResponseBodyError naming the operation, status, type and start of the body', async () => {
    const page = `<html><head><title>502 Bad Gateway</title></head>\n<body>${'<p>the upstream is down</p>'.repeat(50)}</body></html>`;
    server.queue('getPlaybackProgress', { status: 200, text: page, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const error = await rejection(method(api(), 'getPlaybackProgress')({ params: { path: { id: 550 } } }));
    expect(error).toBeInstanceOf(client.ResponseBodyError);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ name: 'ResponseBodyError', operationId: 'getPlaybackProgress', status: 200, code: undefined, body: page });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    expect((error as Error).message).toBe(
      `getPlaybackProgress failed with HTTP 200 OK: its "text/html; charset=utf-8" body is not JSON: ${JSON.stringify(page.slice(0, 64))}...`,
    );
    expect(client.isOperationError(error, 'getPlaybackProgress')).toBe(false); // no error the document declares
    expect(server.requestsOf('getPlaybackProgress')).toHaveLength(1); // not retried: the server did answer
  });

  it('rejects a truncated JSON body with a ResponseBodyError, with a length and without one', async () => {
    const cut = '{"status":"success","data":{"current_progress_seconds":12';
    server.queue('getPlaybackProgress', { status: 200, text: cut }, { status: 200, stream: async (write) => write(cut) });
    for (let round = 0; round < 2; round++) {
      const error = await rejection(method(api(), 'getPlaybackProgress')({ params: { path: { id: 550 } } }));
      expect(error).toMatchObject({ name: 'ResponseBodyError', status: 200, body: cut });
      expect((error as Error).message).toBe(`getPlaybackProgress failed with HTTP 200 OK: its "application/json" body is not JSON: ${JSON.stringify(cut)}`);
    }
  });

  it('serves /v1 and /api/v1 operations from one base URL', async () => {
    const client = api();
    await method(client, 'getPlaybackProgress')({ params: { path: { id: 550 } } });
    await method(client, 'listMediaFiles')({ params: { query: { limit: 5 } } });
    expect(server.requests.map((request) => request.url)).toEqual(['/v1/movie/550/playback', '/api/v1/media_files?limit=5']);
  });
});

describe('ApiError', () => {
  it.each([
    [400, 'listComments', 'invalid_request', 'type must be one of review, note, comment'],
    [401, 'getPlaybackProgress', 'unauthenticated', 'Authentication required'],
    [404, 'getSeasonDetails', 'not_found', 'No such season'],
    [500, 'listMediaFiles', 'internal', 'Something went wrong'],
  ] as const)('carries status %i, code, message and body (%s)', async (status, identifier, code, message) => {
    const body = ERROR_BODY(code, message);
    server.queue(identifier, { status, body });
    const error = await rejection(method(api({ retry: false }), identifier)(OUR_OPERATION_CALLS[identifier]!.input));
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status, code, message, body, operationId: identifier });
    expect(client.isOperationError(error, identifier)).toBe(true);
    expect(client.isOperationError(error, 'login')).toBe(false);
  });

  it('is not claimed as a documented error when the status is not in the document', async () => {
    server.queue('login', { status: 404, body: ERROR_BODY('not_found', 'gone') });
    const error = await rejection(method(api(), 'login')(OUR_OPERATION_CALLS['login']!.input));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(client.isOperationError(error, 'login')).toBe(false);
  });

  it('explains a body that is not the house error body', async () => {
    server.queue('listUsers', { status: 502, body: { message: 'bad gateway' } });
    const error = await rejection(method(api(), 'listUsers')());
    expect(error).toMatchObject({ status: 502, code: undefined, body: { message: 'bad gateway' } });
    expect((error as Error).message).toBe('listUsers failed with HTTP 502 Bad Gateway');
  });
});

describe('authentication', () => {
  it('sends no Authorization before login, then the login token as Bearer; logout forgets it', async () => {
    const client = api();
    await method(client, 'listUsers')();
    await method(client, 'login')(OUR_OPERATION_CALLS['login']!.input);
    await method(client, 'listUsers')();
    await method(client, 'logout')();
    await method(client, 'listUsers')();
    const authorizations = server.requests.map((request) => [request.operation, request.headers.authorization]);
    expect(authorizations).toEqual([
      ['listUsers', undefined],
      ['login', undefined],
      ['listUsers', 'Bearer tok-alice-0123456789'],
      ['logout', 'Bearer tok-alice-0123456789'],
      ['listUsers', undefined],
    ]);
  });

  it('keeps the token in a caller-supplied store', async () => {
    const stored: string[] = [];
    const store = { get: () => stored.at(-1), set: (token: string) => void stored.push(token), clear: () => void (stored.length = 0) };
    await method(api({ tokenStore: store }), 'login')(OUR_OPERATION_CALLS['login']!.input);
    expect(stored).toEqual(['tok-alice-0123456789']);
  });

  // A red-team pass (2026-11-28): a token holding CR/LF was kept; every later call, logout too,
  // was refused before sending, with fetch's message quoting "Bearer <token>".
  it('keeps no login token that cannot be sent in a header, so the session neither sticks nor leaks it', async () => {
    for (const token of ['tok\r\nX-Evil: 1', 'tok en', 'tok\u20ac']) {
      server.reset();
      server.queue('login', { status: 200, body: { status: 'success', data: { ...OUR_OPERATION_CALLS['login']!.expected as object, token } } });
      const client = api();
      await method(client, 'login')(OUR_OPERATION_CALLS['login']!.input);
      await method(client, 'listUsers')();
      await method(client, 'logout')();
      expect(server.requests.map((request) => [request.operation, request.headers.authorization])).toEqual([
        ['login', undefined],
        ['listUsers', undefined],
        ['logout', undefined],
      ]);
    }
  });

  it('forgets the token when logout answers 401', async () => {
    const client = api({ auth: { bearerAuth: 'expired' } });
    server.queue('logout', { status: 401, body: ERROR_BODY('unauthenticated', 'Session expired') });
    await rejection(method(client, 'logout')());
    await method(client, 'listUsers')();
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer expired', undefined]);
  });

  it('sends a configured bearer token', async () => {
    await method(api({ auth: { bearerAuth: 'preset' } }), 'listApiKeys')();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer preset');
  });

  it('sends the API key as X-Api-Key and no Authorization, even after login', async () => {
    const client = api({ auth: { apiKeyAuth: 'key-123' } });
    await method(client, 'login')(OUR_OPERATION_CALLS['login']!.input);
    await method(client, 'listApiKeys')();
    const last = server.requests.at(-1);
    expect(last?.headers['x-api-key']).toBe('key-123');
    expect(last?.headers.authorization).toBeUndefined();
  });

  it('asks fetch to include cookies and keeps no token when told to rely on the cookie (fetch spy)', async () => {
    const seen: Request[] = [];
    const spy = (request: Request) => {
      seen.push(request);
      return globalThis.fetch(request);
    };
    const client = api({ credentials: 'include', tokenStore: false, fetch: spy });
    await method(client, 'login')(OUR_OPERATION_CALLS['login']!.input);
    await method(client, 'listUsers')();
    expect(seen.map((request) => request.credentials)).toEqual(['include', 'include']);
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([null, null]);
  });

  it('sends the token cookie itself where a Cookie header can be set (outside browsers)', async () => {
    await method(api({ auth: { cookieAuth: 'tok/en' }, headers: { cookie: 'theme=dark' } }), 'listApiKeys')();
    expect(server.requests[0]?.headers.cookie).toBe('theme=dark; token=tok%2Fen');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('does not include cross-origin cookies by default (fetch spy)', async () => {
    const seen: Request[] = [];
    await method(api({ fetch: (request: Request) => (seen.push(request), globalThis.fetch(request)) }), 'listUsers')();
    expect(seen[0]?.credentials).toBe('same-origin');
  });
});

describe('login client headers', () => {
  it('are sent on login from the client options, and not on other calls', async () => {
    const client = api();
    await method(client, 'login')(OUR_OPERATION_CALLS['login']!.input);
    await method(client, 'listUsers')();
    const [login, other] = server.requests;
    expect(login?.headers).toMatchObject({
      'x-client-id': 'media-tracker-web',
      'x-client-platform': 'web',
      'x-device-id': CLIENT_HEADERS.deviceId,
    });
    expect(other?.headers['x-client-id']).toBeUndefined();
  });

  it('can be given per call, which wins over the options', async () => {
    await method(api(), 'login')({ ...(OUR_OPERATION_CALLS['login']!.input as object), params: { header: { 'X-Client-Platform': 'ios-tv' } } });
    expect(server.requests[0]?.headers['x-client-platform']).toBe('ios-tv');
    expect(server.requests[0]?.headers['x-client-id']).toBe('media-tracker-web');
  });

  it('refuse to send a login without them, naming what is missing', async () => {
    const bare = client.createApiClient({ baseUrl, clientHeaders: { clientId: 'app' } });
    const error = await rejection(method(bare, 'login')(OUR_OPERATION_CALLS['login']!.input));
    expect(error).toBeInstanceOf(client.RequestInputError);
    expect((error as Error).message).toContain('X-Client-Platform, X-Device-Id');
    expect(server.requests).toHaveLength(0);
  });
});

describe('retries', () => {
  const gaps = (identifier: string) => {
    const times = server.requestsOf(identifier).map((request) => request.at);
    return times.slice(1).map((time, index) => time - times[index]!);
  };

  it('retries a GET after 503 and resolves', async () => {
    server.queue('listMediaFiles', { status: 503, body: ERROR_BODY('unavailable', 'busy') });
    await expect(method(api(), 'listMediaFiles')()).resolves.toEqual(OUR_OPERATION_CALLS['listMediaFiles']!.expected);
    expect(server.requestsOf('listMediaFiles')).toHaveLength(2);
  });

  it('honours Retry-After in seconds on 429 (measured)', async () => {
    server.queue('listUsers', { status: 429, headers: { 'Retry-After': '1' }, body: ERROR_BODY('rate_limited', 'slow down') });
    await method(api(), 'listUsers')();
    const [gap] = gaps('listUsers');
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(gap).toBeLessThan(5000);
  });

  it('honours Retry-After as an HTTP date on 503 (measured)', async () => {
    const retryAt = new Date(Date.now() + 2000).toUTCString(); // second resolution: 1–2 s from now
    server.queue('listApiKeys', { status: 503, headers: { 'Retry-After': retryAt }, body: ERROR_BODY('unavailable', 'busy') });
    await method(api(), 'listApiKeys')();
    const [gap] = gaps('listApiKeys');
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(6000);
  });

  it('never retries before a Retry-After longer than maxDelayMs: it fails at once with that answer', async () => {
    server.queue('listUsers', { status: 503, headers: { 'Retry-After': '120' }, body: ERROR_BODY('unavailable', 'busy') });
    const started = Date.now();
    const error = await rejection(method(api({ retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 300 } }), 'listUsers')());
    expect(error).toMatchObject({ name: 'ApiError', status: 503, code: 'unavailable' });
    expect(server.requestsOf('listUsers')).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000); // no wait at all, let alone 120 s
  });

  it('backs off exponentially between attempts when there is no Retry-After', async () => {
    const busy: Reply = { status: 503, body: ERROR_BODY('unavailable', 'busy') };
    server.queue('listUsers', busy, busy);
    await method(api({ retry: { retries: 2, baseDelayMs: 200, maxDelayMs: 5000 } }), 'listUsers')();
    const [first, second] = gaps('listUsers');
    // Equal jitter: the first wait is 100–200 ms, the second 200–400 ms.
    expect(first).toBeGreaterThanOrEqual(95);
    expect(second).toBeGreaterThanOrEqual(195);
  });

  it('gives up after `retries` further attempts with the last ApiError', async () => {
    const busy: Reply = { status: 503, body: ERROR_BODY('unavailable', 'still busy') };
    server.queue('listUsers', busy, busy, busy);
    const error = await rejection(method(api(), 'listUsers')());
    expect(error).toMatchObject({ name: 'ApiError', status: 503, message: 'still busy' });
    expect(server.requestsOf('listUsers')).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    server.queue('savePlaybackProgress', { status: 503, body: ERROR_BODY('unavailable', 'busy') });
    const error = await rejection(method(api(), 'savePlaybackProgress')(OUR_OPERATION_CALLS['savePlaybackProgress']!.input));
    expect(error).toMatchObject({ status: 503 });
    expect(server.requestsOf('savePlaybackProgress')).toHaveLength(1);
  });

  it('retries a DELETE (idempotent)', async () => {
    server.queue('revokeApiKey', { status: 503, body: ERROR_BODY('unavailable', 'busy') });
    await method(api(), 'revokeApiKey')(OUR_OPERATION_CALLS['revokeApiKey']!.input);
    expect(server.requestsOf('revokeApiKey')).toHaveLength(2);
  });

  it('can be turned off for the client and for one call', async () => {
    const busy: Reply = { status: 503, body: ERROR_BODY('unavailable', 'busy') };
    server.queue('listUsers', busy, busy);
    await rejection(method(api({ retry: false }), 'listUsers')());
    await rejection(method(api(), 'listUsers')(undefined, { retry: false }));
    expect(server.requestsOf('listUsers')).toHaveLength(2);
  });

  it('retries a GET whose connection dropped, and re-sends an identical request', async () => {
    server.queue('listComments', { dropConnection: true });
    const input = OUR_OPERATION_CALLS['listComments']!.input;
    await expect(method(api(), 'listComments')(input)).resolves.toEqual(OUR_OPERATION_CALLS['listComments']!.expected);
    const [first, second] = server.requestsOf('listComments');
    expect(second?.url).toBe(first?.url);
  });

  it('sends a fresh clone of the request on each attempt', async () => {
    const seen: Request[] = [];
    const flaky = async (request: Request) => {
      seen.push(request);
      if (seen.length === 1) throw new TypeError('fetch failed');
      return globalThis.fetch(request);
    };
    await method(api({ fetch: flaky }), 'deleteUser')(OUR_OPERATION_CALLS['deleteUser']!.input);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('raises NetworkError after the last attempt, and does not retry a POST on network errors', async () => {
    server.queue('listUsers', { dropConnection: true }, { dropConnection: true }, { dropConnection: true });
    const error = await rejection(method(api(), 'listUsers')());
    expect(error).toBeInstanceOf(client.NetworkError);
    expect(error).toMatchObject({ attempts: 3 });
    server.queue('createApiKey', { dropConnection: true });
    const postError = await rejection(method(api(), 'createApiKey')(OUR_OPERATION_CALLS['createApiKey']!.input));
    expect(postError).toMatchObject({ name: 'NetworkError', attempts: 1 });
    expect(server.requestsOf('createApiKey')).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('raises RequestTimeoutError when the server is too slow', async () => {
    server.queue('listUsers', { status: 200, body: OUR_OPERATION_CALLS['listUsers']!.reply, delayMs: 8000 });
    const started = Date.now();
    const error = await rejection(method(api(), 'listUsers')(undefined, { timeoutMs: 150 }));
    expect(error).toBeInstanceOf(client.RequestTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('applies the client-wide timeout, and a timeout also ends a retry wait', async () => {
    server.queue('listUsers', { status: 503, headers: { 'Retry-After': '5' }, body: ERROR_BODY('unavailable', 'busy') });
    const started = Date.now();
    const error = await rejection(method(api({ timeoutMs: 200, retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 10_000 } }), 'listUsers')());
    expect(error).toMatchObject({ name: 'RequestTimeoutError' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects with the caller\'s abort reason', async () => {
    server.queue('listUsers', { status: 200, body: OUR_OPERATION_CALLS['listUsers']!.reply, delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(method(api(), 'listUsers')(undefined, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const reason = new Error('user left the page');
    const error = await rejection(method(api(), 'listUsers')(undefined, { signal: AbortSignal.abort(reason) }));
    expect(error).toBe(reason);
    expect(server.requests).toHaveLength(0);
  });

  // An app's own fetch (a proxy, instrumentation) that never passes the Request's signal on: the
  // call must still end at its timeout or its caller's abort, not hang with the server.
  const deafFetch = (seen: Request[]) => (request: Request): Promise<Response> => {
    seen.push(request);
    return new Promise<Response>(() => {});
  };

  it('ends at its timeout even when the app\'s fetch ignores the signal', async () => {
    const seen: Request[] = [];
    const started = Date.now();
    const error = await rejection(method(api({ fetch: deafFetch(seen), retry: false }), 'listUsers')(undefined, { timeoutMs: 100 }));
    expect(error).toBeInstanceOf(client.RequestTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signal.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends at its caller\'s abort even when the app\'s fetch ignores the signal', async () => {
    const seen: Request[] = [];
    const controller = new AbortController();
    const reason = new Error('user left the page');
    setTimeout(() => controller.abort(reason), 50);
    const error = await rejection(method(api({ fetch: deafFetch(seen) }), 'listUsers')(undefined, { signal: controller.signal }));
    expect(error).toBe(reason);
    expect(seen).toHaveLength(1);
  });
});

describe('path parameters', () => {
  it('are percent-encoded', async () => {
    await method(api(), 'listComments')({ params: { path: { id: 'tmdb 1/2?x#y%' }, query: { type: 'note' } } });
    expect(server.requests[0]?.url).toBe('/api/v1/movie/tmdb%201%2F2%3Fx%23y%25/comments?type=note');
  });

  it.each(['..', '.', '%2e%2E', '%2E', '%252e%252e'])('refuse the dot segment %j before sending', async (id) => {
    const error = await rejection(method(api(), 'listComments')({ params: { path: { id }, query: { type: 'note' } } }));
    expect(error).toBeInstanceOf(client.RequestInputError);
    expect((error as Error).message).toMatch(/listComments: path parameter "id" is .* dot segment/);
    expect(server.requests).toHaveLength(0);
  });

  it('arrive as exactly the value given, or are refused before sending — never a network error (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: PATH_CHARACTER, minLength: 1, maxLength: 12 }), async (id) => {
        server.reset();
        const outcome = await method(api(), 'listComments')({ params: { path: { id }, query: { type: 'note' } } }).then(
          () => undefined,
          (error: unknown) => error,
        );
        if (outcome !== undefined) {
          expect(outcome).toBeInstanceOf(client.RequestInputError);
          expect(server.requests).toHaveLength(0);
          return;
        }
        const segment = server.requests[0]?.url.split('/')[4] ?? '';
        expect(decodeURIComponent(segment)).toBe(id);
      }),
      { numRuns: 80 },
    );
  });

  it('a request that cannot be built is a RequestInputError, not a network error', async () => {
    const lone = await rejection(method(api(), 'listComments')({ params: { path: { id: 'tmdb-1' }, query: { type: '\uD800' } } }));
    expect(lone).toBeInstanceOf(client.RequestInputError);
    expect((lone as Error).message).toContain('listComments: the request could not be built');
    const bigint = await rejection(method(api(), 'createApiKey')({ body: { name: 10n } }));
    expect(bigint).toBeInstanceOf(client.RequestInputError);
    expect(server.requests).toHaveLength(0);
  });

  it('a header value fetch refuses is not quoted with its CR/LF into the message (a forged log line)', async () => {
    const refused = await rejection(method(api(), 'listComments')({ params: { path: { id: 'tmdb-1' }, query: { type: 'note' } } }, { headers: { 'X-Note': 'a\r\nlevel=error forged' } }));
    expect(refused).toBeInstanceOf(client.RequestInputError);
    expect((refused as Error).message).toContain('listComments: the request could not be built');
    expect((refused as Error).message).not.toMatch(/[\r\n]/);
    expect(server.requests).toHaveLength(0);
  });

  it('refuse missing and empty values', async () => {
    const missing = await rejection(method(api(), 'getSeasonDetails')({ params: { path: { id: 'tmdb-1396' } } }));
    expect((missing as Error).message).toContain('path parameter "seasonNumber" is missing');
    const empty = await rejection(method(api(), 'deleteUser')({ params: { path: { id: '' } } }));
    expect((empty as Error).message).toContain('path parameter "id" is empty');
    expect(server.requests).toHaveLength(0);
  });
});
