/**
 * Issue 11, points 8 and 9 (router part): paths are data. Servers generated from small hostile
 * documents, over real HTTP: router syntax in a published path is routed as published (never as
 * a regular expression or a wildcard), HEAD beside GET starts, and paths the router cannot tell
 * apart are refused by generate with the operation's pointer and line.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { document, generateServerFiles, startGeneratedServer, writeDocument, type GeneratedServer } from './helpers/generated-server.js';
import { rawRequest } from './helpers/raw-http.js';
import { documentApp } from './helpers/document-app.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
const ID = (name: string, type = 'string'): string => `[{name: ${name}, in: path, required: true, schema: {type: ${type}}}]`;
/** A request that never answers fails the test instead of hanging it (a frozen server is the bug, not slowness). */
const FROZEN_AFTER_MS = 15_000;

let server: GeneratedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function call(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const response = await fetch(`${server!.baseUrl}${path}`, { method, headers, signal: AbortSignal.timeout(FROZEN_AFTER_MS) });
  return { status: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
}

describe('published paths holding router syntax', () => {
  it('routes a path with a parenthesised expression, a Google-style :verb and an OData key as published', async () => {
    server = await startGeneratedServer('router-syntax', document(`  /files/{id}(^(a|a)+$):
    get: {operationId: getFile, parameters: ${ID('id')}, ${OK}}
  /v1/{name}:cancel:
    post: {operationId: cancelOperation, parameters: ${ID('name')}, ${OK}}
  /v1/{name}:
    get: {operationId: getOperation, parameters: ${ID('name')}, ${OK}}
  /Products({key}):
    get: {operationId: getProduct, parameters: ${ID('key', 'integer')}, ${OK}}`));

    expect(await call('GET', '/files/report(^(a|a)+$)')).toMatchObject({ status: 200, body: '{"id":"report"}' });
    // The text that used to become the router's own regular expression (8.4 s per request) is
    // now plain text: a probe that made it backtrack is simply not a route.
    expect((await call('GET', `/files/${'a'.repeat(40)}b`)).status).toBe(404);
    expect(await call('POST', '/v1/projects%2Fp1%2Foperations%2F7:cancel')).toMatchObject({ status: 200, body: '{"name":"projects/p1/operations/7"}' });
    expect(await call('GET', '/v1/operations%2F7')).toMatchObject({ status: 200, body: '{"name":"operations/7"}' });
    // A value holding the text after it (the client sends it as it is: `.`, `:` and `(` need no escape) is read whole.
    expect(await call('POST', '/v1/jobs:cancel:cancel')).toMatchObject({ status: 200, body: '{"name":"jobs:cancel"}' });
    expect(await call('GET', '/files/x(^(a|a)+$)(^(a|a)+$)')).toMatchObject({ status: 200, body: '{"id":"x(^(a|a)+$)"}' });
    expect(await call('GET', '/Products(42)')).toMatchObject({ status: 200, body: '{"key":42}' });
    expect((await call('GET', '/Products(x)')).status).toBe(400);
  }, 120_000);

  it('routes a path holding * as text, not as a wildcard', async () => {
    server = await startGeneratedServer('wildcard', document(`  /files/*:
    get: {operationId: listAll, ${OK}}
  /files/{name}*:
    get: {operationId: getStarred, parameters: ${ID('name')}, ${OK}}`));
    expect(await call('GET', '/files/*')).toMatchObject({ status: 200, body: '{}' });
    expect(await call('GET', '/files/notes*')).toMatchObject({ status: 200, body: '{"name":"notes"}' });
    expect((await call('GET', '/files/anything/else')).status).toBe(404);
  }, 120_000);

  it('routes paths whose text needs percent-escapes, decoded as the client encodes them', async () => {
    server = await startGeneratedServer('escapes', document(`  /reports/q%203/{file}.{ext}:
    get: {operationId: getReport, parameters: [{name: file, in: path, required: true, schema: {type: string}}, {name: ext, in: path, required: true, schema: {type: string}}], ${OK}}`));
    expect(await call('GET', '/reports/q%203/summary.tar.gz')).toMatchObject({ status: 200, body: '{"file":"summary","ext":"tar.gz"}' });
  }, 120_000);
});

describe('servers that used to throw on start', () => {
  it('starts with head beside get on one path, each answered by its own handler', async () => {
    server = await startGeneratedServer(
      'head-get',
      document(`  /items/{id}:
    get: {operationId: getItem, parameters: ${ID('id')}, ${OK}}
    head: {operationId: headItem, parameters: ${ID('id')}, responses: {"204": {description: exists}}}`),
      { headItem: () => ({ status: 204, headers: { 'x-handled-by': 'headItem' } }) },
    );
    expect(await call('GET', '/items/a1')).toMatchObject({ status: 200, body: '{"id":"a1"}' });
    const head = await call('HEAD', '/items/a1');
    expect([head.status, head.headers['x-handled-by']]).toEqual([204, 'headItem']);
  }, 120_000);

  it('starts with two methods on paths that differ only in parameter names', async () => {
    server = await startGeneratedServer('renamed', document(`  /a/{x}:
    get: {operationId: getA, parameters: ${ID('x')}, ${OK}}
  /a/{y}:
    delete: {operationId: deleteA, parameters: ${ID('y')}, ${OK}}`));
    expect(await call('GET', '/a/1')).toMatchObject({ status: 200, body: '{"x":"1"}' });
    expect(await call('DELETE', '/a/2')).toMatchObject({ status: 200, body: '{"y":"2"}' });
  }, 120_000);

  it('starts with a request body declared on a GET (as in Stripe\'s description), reading none and refusing one sent', async () => {
    server = await startGeneratedServer(
      'get-body',
      document(`  /intents/{id}:
    get:
      operationId: getIntent
      parameters: ${ID('id')}
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [expand]}}}}
      ${OK}`),
      { getIntent: (request) => ({ status: 200, data: { body: request.body === undefined ? 'none' : 'some' } }) },
    );
    expect(await call('GET', '/intents/i1')).toMatchObject({ status: 200, body: '{"body":"none"}' });
    const sent = await rawRequest(server.port, { method: 'GET', path: '/intents/i1', headers: { 'content-type': 'application/json' }, body: '{"expand":[]}' });
    expect([sent.status, JSON.parse(sent.body).code]).toEqual([400, 'invalid_request']);
  }, 120_000);

  it.each([
    ['one method on paths that differ only in parameter names', `  /a/{x}:
    get: {operationId: getX, parameters: ${ID('x')}, ${OK}}
  /a/{y}:
    get: {operationId: getY, parameters: ${ID('y')}, ${OK}}`, '/paths/~1a~1{y}/get', /GET \/a\/\{y\} is the same route as GET \/a\/\{x\}/],
    ['a "?" in a path', `  /search?all:
    get: {operationId: search, ${OK}}`, '/paths/~1search?all', /contains "\?" or "#"/],
    ['a bare "%" in a path', `  /discounts/50%:
    get: {operationId: half, ${OK}}`, '/paths/~1discounts~150%', /"%" that is not a percent-escape/],
    ['two templates with nothing between them', `  /range/{from}{to}:
    get: {operationId: range, parameters: [{name: from, in: path, required: true, schema: {type: string}}, {name: to, in: path, required: true, schema: {type: string}}], ${OK}}`, '/paths/~1range~1{from}{to}', /two templates with nothing between them/],
  ])('refuses %s at generate time, naming the pointer and line', async (_name, paths, pointer, message) => {
    const error = await generateServerFiles(writeDocument('refused', document(paths))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    const problem = (error as SpecError).problems.find((candidate) => candidate.pointer === pointer);
    expect(problem?.message).toMatch(message);
    expect(problem?.line).toBeGreaterThan(0);
  }, 120_000);

  it('reports a path refused for its text once, not also as the same route as another refused one', async () => {
    const error = await loadDocument(writeDocument('refused-twice', document(`  /h#frag:
    get: {operationId: fragment, ${OK}}
  /q?x=1:
    get: {operationId: query, ${OK}}`))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    // "/h#frag" and "/q?x=1" read as one route to the router: that was a third, confusing problem.
    expect((error as SpecError).problems.map((problem) => problem.message)).toEqual(['path "/h#frag" contains "?" or "#"', 'path "/q?x=1" contains "?" or "#"']);
  });

  it('refuses a path that starts with "//" (another host, to a client whose base URL is relative) or holds a backslash (sent as "/")', async () => {
    // `new URL('//evil.example/x', page)` and `new URL('/\\evil.example/x', page)` are both on evil.example.
    expect(new URL('//evil.example/x', 'https://app.example/').host).toBe('evil.example');
    expect(new URL('/\\evil.example/x', 'https://app.example/').host).toBe('evil.example');
    const error = await loadDocument(writeDocument('other-host', document(`  //evil.example/x:
    get: {operationId: elsewhere, ${OK}}
  /\\evil.example/y:
    get: {operationId: backslashed, ${OK}}
  /a\\b:
    get: {operationId: inner, ${OK}}
  /fine//twice:
    get: {operationId: doubled, ${OK}}`))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    const problems = (error as SpecError).problems;
    expect(problems.map((problem) => [problem.pointer, problem.message])).toEqual([
      ['/paths/~1~1evil.example~1x', 'path "//evil.example/x" starts with "//"'],
      ['/paths/~1\\evil.example~1y', 'path "/\\\\evil.example/y" contains "\\"'],
      ['/paths/~1a\\b', 'path "/a\\\\b" contains "\\"'],
    ]);
    for (const problem of problems) expect(problem.line).toBeGreaterThan(0);
  });

  it('answers a HEAD request for a GET operation with its headers and no body (the route Fastify adds)', async () => {
    server = await startGeneratedServer('head-auto', document(`  /things:
    get: {operationId: listThings, ${OK}}`));
    const head = await rawRequest(server.port, { method: 'HEAD', path: '/things', headers: {} });
    expect([head.status, head.body]).toEqual([200, '']);
  }, 120_000);
});

describe('long path parameter values', () => {
  // The router refused any parameter longer than 100 characters before the document's schema
  // was consulted: a file name, cursor or key of 101 characters that the schema allows was 400
  // "request could not be routed".
  it('routes a value of any length the request line can hold, leaving its limits to the schema', async () => {
    const { app } = await documentApp('long-parameters', document(`  /files/{name}:
    get: {operationId: getFile, parameters: ${ID('name')}, ${OK}}
  /short/{code}:
    get: {operationId: getShort, parameters: [{name: code, in: path, required: true, schema: {type: string, maxLength: 8}}], ${OK}}
  /v1/{name}:cancel:
    post: {operationId: cancel, parameters: ${ID('name')}, ${OK}}`));
    try {
      const long = 'a'.repeat(5000);
      const file = await app.inject({ method: 'GET', url: `/files/${long}` });
      expect([file.statusCode, file.json()]).toEqual([200, { path: { name: long }, query: {}, headers: {}, cookies: {} }]);
      const cancelled = await app.inject({ method: 'POST', url: `/v1/${'b'.repeat(300)}:cancel` });
      expect([cancelled.statusCode, cancelled.json().path]).toEqual([200, { name: 'b'.repeat(300) }]);
      const short = await app.inject({ method: 'GET', url: `/short/${'c'.repeat(200)}` });
      expect([short.statusCode, short.json().detail]).toEqual([400, 'path parameter code must NOT have more than 8 characters']);
    } finally {
      await app.close();
    }
  });
});
