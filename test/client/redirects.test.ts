/**
 * Redirects and the credentials the client places itself, with the platform's own fetch and two
 * HTTP servers on 127.0.0.1 (two ports: two origins). Fetch drops Authorization (and, in Node,
 * Cookie) when a redirect leaves the origin, but keeps every other header: an API key in its
 * scheme's own header went to whatever origin a Location named (decisions/0036).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createRuntime, loginSession, type ContractInfo, type OperationDescriptor } from '../../generators/runtime/client-runtime.js';

const CONTRACT: ContractInfo = {
  securitySchemes: [
    { key: 'apiKey', kind: 'apiKey', in: 'header', name: 'X-Api-Key' },
    { key: 'authHeaderKey', kind: 'apiKey', in: 'header', name: 'Authorization' },
    { key: 'bearer', kind: 'bearer' },
  ],
};

const GET_THING: OperationDescriptor = {
  name: 'getThing',
  operationId: 'getThing',
  method: 'get',
  path: '/things/{id}',
  result: 'body',
  parseAs: 'json',
  security: [['apiKey'], ['authHeaderKey'], ['bearer']],
  errors: [],
};

let origin: Server;
let elsewhere: Server;
let originUrl: string;
let elsewhereUrl: string;
/** What the other origin was sent. */
const seenElsewhere: IncomingHttpHeaders[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    seenElsewhere.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"from":"elsewhere"}');
  });
  elsewhereUrl = await listen(elsewhere);
  origin = createServer((request, response) => {
    if (request.url === '/login') response.writeHead(307, { location: `${elsewhereUrl}/collect` }).end();
    else if (request.url === '/things/same') response.writeHead(302, { location: '/things/moved' }).end();
    else if (request.url === '/things/moved') response.writeHead(200, { 'content-type': 'application/json' }).end('{"from":"origin"}');
    else response.writeHead(302, { location: `${elsewhereUrl}/collect` }).end();
  });
  originUrl = await listen(origin);
});

afterAll(async () => {
  await Promise.all([origin, elsewhere].map((server) => new Promise((resolve) => server?.close(resolve))));
});

beforeEach(() => {
  seenElsewhere.length = 0;
});

function call(auth: Record<string, string>, id: string): Promise<unknown> {
  return createRuntime({ baseUrl: originUrl, auth, retry: false }, CONTRACT).call(GET_THING, { params: { path: { id } } });
}

describe('a redirect to another origin', () => {
  it('never carries an API key sent in its own header: the call follows no redirect and rejects with the 3xx', async () => {
    const error = await call({ apiKey: 'secret-key' }, 'away').catch((caught: unknown) => caught);
    expect(seenElsewhere).toEqual([]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(302);
    expect((error as ApiError).response.headers.get('location')).toBe(`${elsewhereUrl}/collect`);
  });

  it('is followed, as before, with a bearer token, which fetch drops on leaving the origin', async () => {
    await expect(call({ bearer: 'token' }, 'away')).resolves.toEqual({ from: 'elsewhere' });
    expect(seenElsewhere.map((headers) => headers['authorization'])).toEqual([undefined]);
  });

  it('is not followed with an API key in a header named Authorization either (treated as any key header)', async () => {
    await expect(call({ authHeaderKey: 'key' }, 'away')).rejects.toMatchObject({ name: 'ApiError', status: 302 });
    expect(seenElsewhere).toEqual([]);
  });

  it('is followed, as before, by a call without credentials', async () => {
    await expect(call({}, 'away')).resolves.toEqual({ from: 'elsewhere' });
    expect(seenElsewhere).toHaveLength(1);
  });
});

describe('a redirect of a login', () => {
  const LOGIN: OperationDescriptor = { name: 'login', operationId: 'login', method: 'post', path: '/login', result: 'body', parseAs: 'json', session: loginSession('token'), errors: [] };

  // A red-team pass (2026-11-28): a 307 re-sends a POST's body, so a login (an open call, no key
  // header) sent the username and password to the other origin, and kept the token it answered
  // with as the session: every later call then ran as that origin's chosen account.
  it('is not followed: its body, the password, stays home, and no session is taken from the answer', async () => {
    const core = createRuntime({ baseUrl: originUrl, retry: false }, { ...CONTRACT, sessionScheme: 'bearer' });
    const error = await core.call(LOGIN, { body: { username: 'ada', password: 'pw' } }).catch((caught: unknown) => caught);
    expect(seenElsewhere).toEqual([]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 307 });
    expect(core.tokens.get()).toBeUndefined();
  });
});

describe('a redirect within the origin', () => {
  it('is followed without an API key header, and refused with one (the client cannot tell where a redirect goes before following it in a browser)', async () => {
    await expect(call({ bearer: 'token' }, 'same')).resolves.toEqual({ from: 'origin' });
    await expect(call({ apiKey: 'secret-key' }, 'same')).rejects.toMatchObject({ name: 'ApiError', status: 302 });
  });
});
