/**
 * The server runtime on its own, driven by a hand-written route table (no generated code): the
 * escape hatches, the failure answers and the contract checks on handler results.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions, type ApiDefinition, type RuntimeOptions, type SecurityRequirement } from '../../generators/runtime/server-runtime.js';
import { BODY_DEPTH_LIMIT } from '../../generators/runtime/server/request-body.js';
import { JSON_MEMBERS_LIMIT } from '../../generators/runtime/server/json-checks.js';
import { rawExchange, rawJsonBody } from './helpers/raw-http.js';

const ERROR_CODES = ['not_found'];
const HOUSE_ERROR_BODY = [{ name: 'status', value: 'error' }, { name: 'error', from: 'message' }, { name: 'code', from: 'code' }] as const;
const API: ApiDefinition = {
  errorBodies: [HOUSE_ERROR_BODY],
  errorFormat: { contentType: 'application/json', body: 0 },
  securitySchemes: [
    { key: 'bearer', kind: 'bearer' },
    { key: 'key', kind: 'apiKey', in: 'header', name: 'X-Key' },
  ],
  components: { schemas: { Thing: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
  routes: [
    {
      operationId: 'getThing',
      handler: 'getThing',
      method: 'GET',
      path: '/things/{thing-id}',
      parameters: [
        { name: 'thing-id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        { name: 'X-Device-Id', in: 'header', required: false, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: [
        { status: 200, shape: 'success-envelope', schema: { type: 'object', required: ['status', 'data'], properties: { status: { const: 'success' }, data: { $ref: '#/components/schemas/Thing' } } }, errorCodes: [] },
        { status: 204, shape: 'empty', errorCodes: [] },
        { status: 404, shape: 'error-body', contentType: 'application/json', errorCodes: ERROR_CODES, errorBody: 0 },
      ],
      security: [],
      roles: [],
    },
    {
      operationId: 'putThing',
      handler: 'putThing',
      method: 'PUT',
      path: '/things',
      parameters: [],
      body: { required: false, contentType: 'application/json', schema: { $ref: '#/components/schemas/Thing' } },
      responses: [{ status: 200, shape: 'plain', schema: { type: 'string' }, errorCodes: [] }],
      security: [{ bearer: [] }, { key: [] }],
      roles: ['admin'],
    },
    {
      operationId: 'missing',
      handler: 'missing',
      method: 'GET',
      path: '/missing',
      parameters: [],
      responses: [{ status: 200, shape: 'plain', errorCodes: [] }],
      security: [],
      roles: [],
    },
  ],
};

interface Built {
  readonly app: FastifyInstance;
  readonly logs: string[];
}

async function build(handlers: RuntimeOptions<{ role: string }>['handlers'], extra: Partial<RuntimeOptions<{ role: string }>> = {}): Promise<Built> {
  const logs: string[] = [];
  const app = Fastify(serverOptions({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } }));
  registerRoutes(app, API, {
    handlers,
    authenticate: ([credential]) => (credential.value === 'admin' ? { role: 'admin' } : credential.value === 'user' ? { roles: ['user'], role: 'user' } : undefined),
    ...extra,
  });
  await app.ready();
  return { app, logs };
}

const thing = (result: unknown) => ({ getThing: async () => result });

describe('server runtime', () => {
  it('answers an unmet Expect 417 and unparsable HTTP 400 with problem details when formatProblem throws, instead of throwing inside Node\'s HTTP parser', async () => {
    const { app } = await build(thing({ status: 204 }), {
      formatProblem: () => {
        throw new Error('the hook is broken');
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await rawExchange(port, 'GET /things/1 HTTP/1.1\r\nHost: t\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n');
      expect([answer.split('\r\n')[0], rawJsonBody(answer)]).toEqual(['HTTP/1.1 417 Expectation Failed', expect.objectContaining({ status: 417, code: 'expectation_failed' })]);
      const garbage = await rawExchange(port, 'NOT HTTP\r\n\r\n');
      expect([garbage.split('\r\n')[0], rawJsonBody(garbage)]).toEqual(['HTTP/1.1 400 Bad Request', expect.objectContaining({ status: 400, code: 'invalid_request' })]);
      expect((await rawExchange(port, 'GET /things/1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n')).split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
    } finally {
      await app.close();
    }
  });

  it('envelopes data, renames path parameters back and coerces them', async () => {
    let seen: unknown;
    const { app } = await build({ getThing: async (request) => ((seen = request.path), { status: 200, data: { name: 'a' } }) });
    const response = await app.inject({ url: '/things/7' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'success', data: { name: 'a' } }]);
    expect(seen).toEqual({ 'thing-id': 7 });
  });

  it('sends all of a body its schema allows: an open schema (no additionalProperties: false) allows more than it names', async () => {
    const { app } = await build(thing({ status: 200, data: { name: 'a', theme: 'dark', nested: { lang: 'en' } } }));
    const response = await app.inject({ url: '/things/1' });
    expect([response.statusCode, response.body]).toEqual([200, '{"status":"success","data":{"name":"a","theme":"dark","nested":{"lang":"en"}}}']);
  });

  it('names the field in validation messages', async () => {
    const { app } = await build(thing({ status: 204 }));
    const header = await app.inject({ url: '/things/7', headers: { 'x-device-id': 'nope' } });
    expect(header.json()).toEqual({ status: 'error', error: 'header X-Device-Id must match format uuid', code: 'invalid_request' });
    const path = await app.inject({ url: '/things/0' });
    expect(path.json().error).toBe('path parameter thing-id must be >= 1');
  });

  it('sends headers and several cookies from a result, and an empty body for an empty response', async () => {
    const { app } = await build(thing({
      status: 204,
      headers: { 'x-one': '1', 'x-many': ['a', 'b'] },
      cookies: [{ name: 'a', value: '1', httpOnly: true }, { name: 'b', value: '2', sameSite: 'Lax', path: '/', maxAge: 60 }],
    }));
    const response = await app.inject({ url: '/things/1' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['x-one']).toBe('1');
    expect(response.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; Path=/; Max-Age=60; SameSite=Lax']);
  });

  it('sends a typed error with its code and logs internalError with the request id, never sending it', async () => {
    const { app, logs } = await build(thing({ status: 404, code: 'not_found', message: 'no thing', internalError: new Error('secret detail') }));
    const response = await app.inject({ url: '/things/1' });
    expect([response.statusCode, response.json()]).toEqual([404, { status: 'error', error: 'no thing', code: 'not_found' }]);
    expect(response.body).not.toContain('secret detail');
    const logged = logs.find((line) => line.includes('secret detail'));
    expect(logged).toContain(String(response.headers['x-request-id']));
  });

  it.each([
    ['an undeclared status', { status: 418, data: {} }],
    ['an undeclared error code', { status: 404, code: 'gone', message: 'x' }],
    ['data off its schema', { status: 200, data: { name: 3 } }],
    ['something that is not a result', 'hello'],
  ])('answers 500 internal for %s and logs why', async (_name, result) => {
    const { app, logs } = await build(thing(result));
    const response = await app.inject({ url: '/things/1' });
    expect([response.statusCode, response.json().code]).toEqual([500, 'internal']);
    expect(logs.some((line) => line.includes('getThing'))).toBe(true);
  });

  it('sends off-schema data when responseValidation is log', async () => {
    const { app } = await build(thing({ status: 200, data: { name: 3 } }), { responseValidation: 'log' });
    expect((await app.inject({ url: '/things/1' })).json()).toEqual({ status: 'success', data: { name: 3 } });
  });

  it('answers 500 without stack or message when a handler throws, logged with the request id', async () => {
    const { app, logs } = await build({ getThing: async () => { throw new Error('boom at db.ts:12'); } });
    const response = await app.inject({ url: '/things/1' });
    expect([response.statusCode, response.json().code]).toEqual([500, 'internal']);
    expect(response.body).not.toMatch(/boom|db\.ts/);
    expect(logs.find((line) => line.includes('boom'))).toContain(String(response.headers['x-request-id']));
  });

  it('answers 501 for an operation without a handler and 404 for an unknown route', async () => {
    const { app } = await build({});
    expect((await app.inject({ url: '/missing' })).json()).toMatchObject({ status: 'error', code: 'not_implemented' });
    const unknown = await app.inject({ url: '/nowhere' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it('authenticates before reading the body, checks roles, and refuses other Authorization schemes', async () => {
    const { app } = await build({ putThing: async (request) => ({ status: 200, data: request.body === undefined ? 'none' : 'some' }) });
    const put = (headers: Record<string, string>, payload?: string) =>
      app.inject({ method: 'PUT', url: '/things', ...(payload === undefined ? { headers } : { headers: { 'content-type': 'application/json', ...headers }, payload }) });
    expect((await put({}, '{bad')).statusCode).toBe(401);
    expect((await put({ authorization: 'Basic admin' })).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer nobody' })).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer user' })).json().code).toBe('forbidden');
    expect((await put({ 'x-key': 'admin' })).body).toBe('"none"');
    expect((await put({ authorization: 'Bearer admin' }, '{"name":"x"}')).body).toBe('"some"');
    expect((await put({ authorization: 'Bearer admin' }, '{"name":1}')).json().error).toBe('body field name must be string');
  });

  it.each<[string, readonly SecurityRequirement[]]>([
    ['open', []],
    ['optional', [{ bearer: [] }, {}]],
  ])('refuses to mount roles on an %s route (anonymous callers would pass them unchecked)', (_kind, security) => {
    const routes = API.routes.map((route) => (route.operationId === 'putThing' ? { ...route, security } : route));
    const app = Fastify(serverOptions({ logger: false }));
    expect(() => registerRoutes(app, { ...API, routes }, { handlers: {}, authenticate: () => ({ role: 'admin' }) })).toThrow(/operation putThing: roles admin cannot be checked on an operation that lets anonymous callers in/);
  });

  it('treats an authenticate that answers with a promise like one that answers at once', async () => {
    const later = (principal: { role: string } | undefined) => new Promise<typeof principal>((resolve) => setImmediate(() => resolve(principal)));
    const { app } = await build(
      { putThing: (request) => ({ status: 200, data: request.principal.role }) },
      { authenticate: ([credential]) => later(credential.value === 'admin' ? { role: 'admin' } : credential.value === 'user' ? { role: 'user' } : undefined) },
    );
    const put = (token: string) => app.inject({ method: 'PUT', url: '/things', headers: { authorization: `Bearer ${token}` } });
    expect((await put('admin')).body).toBe('"admin"');
    expect([(await put('nobody')).statusCode, (await put('user')).json().code]).toEqual([401, 'forbidden']);
  });

  it('answers 500 when authenticate rejects or throws, even without a reason, and never runs the handler', async () => {
    let ran = false;
    const handlers = { putThing: () => ((ran = true), { status: 200, data: 'ran' }) };
    const rejects = await build(handlers, { authenticate: () => Promise.reject(undefined) });
    const throws = await build(handlers, { authenticate: () => { throw new Error('directory is down'); } });
    for (const { app, logs } of [rejects, throws]) {
      const response = await app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin' } });
      expect([response.statusCode, response.json().code]).toEqual([500, 'internal']);
      expect(logs.some((line) => line.includes('request failed'))).toBe(true);
    }
    expect(ran).toBe(false);
  });

  it('answers a handler promise that resolves late, and one that rejects without a reason', async () => {
    const late = await build(thing(new Promise((resolve) => setTimeout(() => resolve({ status: 200, data: { name: 'late' } }), 10))));
    expect((await late.app.inject({ url: '/things/1' })).json()).toEqual({ status: 'success', data: { name: 'late' } });
    const rejected = await build({ getThing: () => Promise.reject(undefined) });
    const response = await rejected.app.inject({ url: '/things/1' });
    expect([response.statusCode, response.json().code]).toEqual([500, 'internal']);
    expect(rejected.logs.some((line) => line.includes('handler getThing threw'))).toBe(true);
  });

  it('reads the bearer token after one or more spaces, without trailing whitespace, and refuses anything else', async () => {
    const seen: string[] = [];
    const { app } = await build({ putThing: () => ({ status: 200, data: 'ok' }) }, { authenticate: ([credential]) => (seen.push(credential.value), { role: 'admin' }) });
    const status = async (authorization: string) => (await app.inject({ method: 'PUT', url: '/things', headers: { authorization } })).statusCode;
    for (const header of ['Bearer abc', 'bearer   abc', 'BEARER abc \u00a0\t', 'Bearer a.b-c_d~e+f/g=']) expect(await status(header)).toBe(200);
    expect(seen).toEqual(['abc', 'abc', 'abc', 'a.b-c_d~e+f/g=']);
    for (const header of ['Bearer', 'Bearer ', 'Bearer a b', 'Bearer\tabc', 'Bearerabc', 'Basic abc']) expect(await status(header)).toBe(401);
    expect(seen).toHaveLength(4);
  });

  it('runs the early hook before validation', async () => {
    const { app } = await build(thing({ status: 204 }), {
      onRequest: async (request, reply) => {
        if (request.headers['x-block'] !== undefined) await reply.code(429).send({ status: 'error', error: 'slow down', code: 'rate_limited' });
      },
    });
    const response = await app.inject({ url: '/things/not-a-number', headers: { 'x-block': '1' } });
    expect([response.statusCode, response.json().code]).toEqual([429, 'rate_limited']);
  });

  it('refuses a body holding a number JSON.parse turns into Infinity, and keeps finite ones', async () => {
    const seen: unknown[] = [];
    const { app } = await build({ putThing: async (request) => (seen.push(request.body), { status: 200, data: 'ok' }) });
    const put = (payload: string) =>
      app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin', 'content-type': 'application/json' }, payload });
    // The last one is nested as deep as a body may be.
    const deep = `{"name":"a","nested":${'['.repeat(BODY_DEPTH_LIMIT - 1)}1e400${']'.repeat(BODY_DEPTH_LIMIT - 1)}}`;
    for (const payload of ['{"name":"a","size":1e400}', '{"name":"a","size":-2E+308}', `{"name":"a","nested":[{"n":${'9'.repeat(400)}}]}`, deep]) {
      const response = await put(payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 'error', error: 'body has a number too large to represent; send finite numbers', code: 'invalid_request' }]);
    }
    // Large but finite numbers, and exponent-like text inside strings, still reach the handler.
    for (const payload of ['{"name":"a","size":1.7e308}', '{"name":"1e400","size":1e-400}']) expect((await put(payload)).statusCode).toBe(200);
    expect(seen).toEqual([{ name: 'a', size: 1.7e308 }, { name: '1e400', size: 0 }]);
  });

  it('refuses a body nested deeper than the limit with 400 before a handler or its checks walk it, however deep', async () => {
    const seen: unknown[] = [];
    const { app } = await build({ putThing: async (request) => (seen.push(request.body), { status: 200, data: 'ok' }) });
    const put = (payload: string) =>
      app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin', 'content-type': 'application/json' }, payload });
    const nested = (levels: number) => `{"name":"a","nested":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    for (const levels of [BODY_DEPTH_LIMIT + 1, 30_000, 500_000]) {
      const response = await put(nested(levels));
      expect([response.statusCode, response.json()]).toEqual([400, { status: 'error', error: `body is nested more than ${BODY_DEPTH_LIMIT} levels deep`, code: 'invalid_request' }]);
    }
    expect(seen).toEqual([]);
    expect((await put(nested(BODY_DEPTH_LIMIT))).statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('refuses a body holding an object of more members than the limit with 400, before parsing it', async () => {
    const seen: unknown[] = [];
    const { app } = await build({ putThing: async (request) => (seen.push(request.body), { status: 200, data: 'ok' }) });
    const put = (payload: string) =>
      app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin', 'content-type': 'application/json' }, payload });
    const map = (members: number) => `{${Array.from({ length: members }, (_, index) => `"m${index}":1`).join(',')}}`;
    for (const payload of [`{"name":"a","nested":${map(JSON_MEMBERS_LIMIT + 1)}}`, `{"name":"a","nested":[${map(60_000)}]}`]) {
      const response = await put(payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 'error', error: `body has an object of more than ${JSON_MEMBERS_LIMIT} members; send fewer, or a list`, code: 'invalid_request' }]);
    }
    expect(seen).toEqual([]);
    expect((await put(`{"name":"a","nested":${map(JSON_MEMBERS_LIMIT)}}`)).statusCode).toBe(200);
    expect(Object.keys((seen[0] as { nested: object }).nested)).toHaveLength(JSON_MEMBERS_LIMIT);
  });

  it("reads a JSON body in the charset its Content-Type names, and answers 415 in the document's shape to one it cannot decode", async () => {
    const seen: unknown[] = [];
    const { app } = await build({ putThing: async (request) => (seen.push(request.body), { status: 200, data: 'ok' }) });
    const put = (contentType: string, payload: Buffer) => app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin', 'content-type': contentType }, payload });
    const text = '{"name":"café ☕"}';
    const latin1 = Buffer.from('{"name":"café"}', 'latin1');
    // Read as UTF-8, the é of the first two was U+FFFD and the UTF-16 bodies were not JSON at all.
    for (const [contentType, payload] of [
      ['application/json; charset=latin1', latin1],
      ['application/json; charset=ISO-8859-1', latin1],
      ['application/json; charset=utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['application/json;charset="UTF-16LE"', Buffer.from(text, 'utf16le')],
      ['application/json; charset=utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
      ['application/json', Buffer.from(text)],
    ] as const) {
      const response = await put(contentType, payload);
      expect([contentType, response.statusCode]).toEqual([contentType, 200]);
    }
    expect(seen).toEqual([{ name: 'café' }, { name: 'café' }, { name: 'café ☕' }, { name: 'café ☕' }, { name: 'café ☕' }, { name: 'café ☕' }]);
    // The operation declares neither 400 nor 415: 415, in the document's error shape; never a 500.
    for (const charset of ['x-klingon', 'utf-7', '"no such"']) {
      const response = await put(`application/json; charset=${charset}`, Buffer.from('{"name":"a"}'));
      expect([response.statusCode, response.json()]).toEqual([415, { status: 'error', error: expect.stringMatching(/^charset ".*" is not supported; send UTF-8$/), code: 'unsupported_media_type' }]);
    }
    expect(seen).toHaveLength(6);
  });

  it('reads the charset by the rules of parameters, so text inside a quoted value names none, and refuses a malformed parameter list', async () => {
    const seen: unknown[] = [];
    const { app } = await build({ putThing: async (request) => (seen.push(request.body), { status: 200, data: 'ok' }) });
    const put = (contentType: string, payload: Buffer) => app.inject({ method: 'PUT', url: '/things', headers: { authorization: 'Bearer admin', 'content-type': contentType }, payload });
    const utf16 = Buffer.from('{"name":"a"}', 'utf16le');
    // A reader that ignored quoting took `charset=utf-16le` out of x's quoted value, or out of an
    // unclosed quote, and decoded UTF-16 where a proxy reading the header by RFC 9110 saw UTF-8.
    const notUtf16 = await put('application/json; x="a; charset=utf-16le"', utf16);
    expect([notUtf16.statusCode, notUtf16.json().error]).toEqual([400, 'body is not valid JSON; check quoting and commas']);
    for (const [contentType, why] of [
      ['application/json; charset="utf-16le', 'its parameter "charset" has a quoted value that never closes'],
      ['application/json; charset="utf-16le"x', 'its parameter "charset" has text after its quoted value'],
      ['application/json; x=1; X=2; charset=utf-16le', 'its parameter "x" is given more than once'],
    ] as const) {
      const response = await put(contentType, utf16);
      expect([contentType, response.statusCode, response.json()]).toEqual([
        contentType,
        400,
        { status: 'error', error: `Content-Type ${JSON.stringify(contentType)} is malformed: ${why}; send one value per parameter, quoted whole or not at all`, code: 'invalid_request' },
      ]);
    }
    // Named twice, counted only outside quotes: the second line's charset is x's text.
    expect((await put('application/json; x="a;charset=utf-8"; charset=utf-16le', utf16)).statusCode).toBe(200);
    const twice = await put('application/json; charset=utf-8; charset=utf-16le', utf16);
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'Content-Type names a charset more than once; name it once']);
    expect(seen).toEqual([{ name: 'a' }]);
  });

  it("answers 400 in the document's shape when a path parameter is empty, whatever its schema allows, and never calls the handler", async () => {
    const stringPath = (operationId: string, path: string, name: string): ApiDefinition['routes'][number] => ({
      operationId,
      handler: operationId,
      method: 'GET',
      path,
      parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
      responses: [{ status: 200, shape: 'plain', schema: { type: 'object' }, errorCodes: [] }],
      security: [],
      roles: [],
    });
    const api: ApiDefinition = { ...API, routes: [stringPath('playback', '/v1/movie/{id}/playback', 'id'), stringPath('version', '/v{version}', 'version'), stringPath('tail', '/last/{tail}', 'tail')] };
    const seen: unknown[] = [];
    const echo = async (request: { path: unknown }) => (seen.push(request.path), { status: 200, data: request.path });
    const app = Fastify(serverOptions({}));
    registerRoutes(app, api, { handlers: { playback: echo, version: echo, tail: echo } });
    for (const [url, name] of [['/v1/movie//playback', 'id'], ['/v', 'version'], ['/last/', 'tail']] as const) {
      const response = await app.inject({ url });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { status: 'error', error: `path parameter ${name} is empty; send a value in its path segment`, code: 'invalid_request' }]);
    }
    expect(seen).toEqual([]);
    // A value, even one space, is a value: the schema judges it.
    expect((await app.inject({ url: '/v1/movie/%20/playback' })).json()).toEqual({ id: ' ' });
    expect((await app.inject({ url: '/v2' })).json()).toEqual({ version: '2' });
  });

  it('refuses to start when secured operations have no authenticate hook', () => {
    const app = Fastify();
    expect(() => registerRoutes(app, API, { handlers: {} })).toThrow(/putThing requires authentication/);
  });
});
