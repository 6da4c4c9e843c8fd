/**
 * The generated client of a document with every kind of security scheme
 * (test/server/fixtures/secured-api.yaml) sends each credential where its scheme says, as a real
 * HTTP server records it: API keys in a header, the query and a cookie; HTTP basic; HTTP bearer,
 * OAuth2 and OpenID Connect tokens. Requirements combine as OpenAPI says: both schemes of one
 * requirement together, the first complete alternative, nothing for optional authentication.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod, type LooseClientModule } from './helpers/load-client.js';
import { TestServer, type Reply } from './helpers/server.js';

const SPEC = fileURLToPath(new URL('../server/fixtures/secured-api.yaml', import.meta.url));
const WHO: Reply = { status: 200, body: { principal: null } };
const OPERATIONS = ['needsBoth', 'takesEither', 'adminWrite', 'readProfile', 'maybeUser', 'withBasic', 'withQueryKey', 'withCookie'];

let client: LooseClientModule;
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  const outDir = scratchDir('credentials');
  const model = await generateClient(SPEC, outDir);
  client = await loadClient(outDir);
  server = new TestServer(model.operations, new Map(OPERATIONS.map((name) => [name, WHO])));
  baseUrl = await server.listen();
}, 240_000);

afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

beforeEach(() => server.reset());

async function send(auth: Record<string, unknown>, name: string, input?: unknown, options: Record<string, unknown> = {}) {
  const api = client.createApiClient({ baseUrl, retry: false, auth, ...options });
  const method = api[name] as ClientMethod | undefined;
  if (method === undefined) throw new Error(`no method ${name}`);
  await method(input);
  const [request] = server.requests;
  if (request === undefined) throw new Error('the server saw no request');
  return request;
}

const ALL = {
  appKey: 'app-1',
  queryKey: 'query 1&2',
  sessionCookie: 'cookie;1',
  userToken: 'user-1',
  basicAuth: { username: 'ada', password: 'lövelace:1' },
  oauth: 'oauth-token',
  oidc: 'oidc-token',
};

describe('each scheme type, where the scheme says', () => {
  it('an API key in a header', async () => {
    const request = await send(ALL, 'takesEither');
    expect(request.headers['x-app-key']).toBe('app-1');
  });

  it('an API key in the query, beside the call\'s own query parameters', async () => {
    const request = await send(ALL, 'withQueryKey', { params: { query: { page: 2 } } });
    const query = new URL(request.url, baseUrl).searchParams;
    expect([query.get('page'), query.get('api_key')]).toEqual(['2', 'query 1&2']);
    expect(request.headers.authorization).toBeUndefined();
  });

  it('an API key in a cookie, joining the app\'s own cookies', async () => {
    const request = await send(ALL, 'withCookie', undefined, { headers: { Cookie: 'theme=dark' } });
    expect(request.headers.cookie).toBe('theme=dark; SESSION=cookie%3B1');
  });

  it('HTTP basic as base64 of the UTF-8 user:password', async () => {
    const request = await send(ALL, 'withBasic');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:lövelace:1', 'utf8').toString('base64')}`);
  });

  it.each([
    ['HTTP bearer', 'maybeUser', 'Bearer user-1'],
    ['OAuth2', 'adminWrite', 'Bearer oauth-token'],
    ['OpenID Connect', 'readProfile', 'Bearer oidc-token'],
  ])('%s as an Authorization: Bearer token', async (_kind, operation, header) => {
    expect((await send(ALL, operation)).headers.authorization).toBe(header);
  });
});

describe('requirements combine as OpenAPI says', () => {
  it('sends both schemes of one requirement together', async () => {
    const request = await send({ appKey: 'app-1', userToken: 'user-1' }, 'needsBoth');
    expect([request.headers['x-app-key'], request.headers.authorization]).toEqual(['app-1', 'Bearer user-1']);
  });

  it('sends neither half of an incomplete requirement (the server answers 401)', async () => {
    const request = await send({ appKey: 'app-1' }, 'needsBoth');
    expect([request.headers['x-app-key'], request.headers.authorization]).toEqual([undefined, undefined]);
  });

  it('sends the first alternative the credentials complete, only that one', async () => {
    const both = await send({ appKey: 'app-1', userToken: 'user-1' }, 'takesEither');
    expect([both.headers['x-app-key'], both.headers.authorization]).toEqual(['app-1', undefined]);
    server.reset();
    const second = await send({ userToken: 'user-1' }, 'takesEither');
    expect([second.headers['x-app-key'], second.headers.authorization]).toEqual([undefined, 'Bearer user-1']);
  });

  it('sends nothing for optional authentication when it has nothing, and nothing on schemes the operation does not use', async () => {
    expect((await send({}, 'maybeUser')).headers.authorization).toBeUndefined();
    server.reset();
    const request = await send(ALL, 'withCookie');
    expect([request.headers.authorization, request.headers['x-app-key']]).toEqual([undefined, undefined]);
  });
});
