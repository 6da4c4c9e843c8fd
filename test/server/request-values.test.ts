/**
 * Issue 14, point 3, for every generated server (not only ours), over real HTTP: integers in
 * paths and queries are accepted only in canonical decimal form and exactly representable,
 * numbers only in JSON's grammar and finite (decisions/0017), and an operation that declares no
 * request body refuses a request that has one. The document declares no error body, so the
 * runtime answers RFC 9457 problem details (decisions/0021).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, startGeneratedServer, type GeneratedServer, type TestHandler } from './helpers/generated-server.js';
import { rawRequest } from './helpers/raw-http.js';

let server: GeneratedServer;

/** Whether the handler was given a body, for the operations that take none or an optional one. */
const bodySeen: TestHandler = (request) => ({ status: 200, data: { path: request.path, hasBody: request.body !== undefined } });

beforeAll(async () => {
  const ok = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
  server = await startGeneratedServer(
    'values',
    document(`  /movie/{id}/playback:
    get:
      operationId: getPlayback
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
        - {name: offset, in: query, schema: {type: integer, minimum: 0}}
        - {name: ratio, in: query, schema: {type: number}}
        - {name: ids, in: query, schema: {type: array, items: {type: integer}}}
        - {name: flag, in: query, schema: {type: boolean}}
        - {name: code, in: query, schema: {$ref: '#/components/schemas/Code'}}
        - {name: q, in: query, schema: {type: string}}
      ${ok}
    delete: {operationId: deletePlayback, parameters: [{name: id, in: path, required: true, schema: {type: integer}}], ${ok}}
    post:
      operationId: savePlayback
      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
      requestBody: {required: true, content: {application/json: {schema: {type: object}}}}
      ${ok}
  /movie/{id}/watched:
    post: {operationId: markWatched, parameters: [{name: id, in: path, required: true, schema: {type: integer}}], ${ok}}
    put:
      operationId: noteWatched
      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
      requestBody: {required: false, content: {application/json: {schema: {type: object}}}}
      ${ok}`, `  schemas:
    Code: {anyOf: [{type: integer}, {type: 'null'}]}`),
    { deletePlayback: bodySeen, markWatched: bodySeen, noteWatched: bodySeen },
    (request) => ({ status: 200, data: { path: request.path, query: request.query } }),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get(path: string): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, json: await response.json() };
}

describe('integers and numbers in paths and queries', () => {
  it.each(['Infinity', '-Infinity', 'NaN', '1e3', '1e400', '0x10', '0b1', '+5', '007', '-0', '5.0', ' 5', '5 ', '99999999999999999999', '9007199254740992'])(
    'refuses the path integer %j with 400 and the error body',
    async (text) => {
      const answer = await get(`/movie/${encodeURIComponent(text)}/playback`);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ status: 400, code: 'invalid_request', detail: 'path parameter id must be integer' });
    },
  );

  it.each(['Infinity', '1e400', '1e3', '0x10', '-1', '1.5', ''])('refuses the query integer offset=%j with 400', async (text) => {
    const answer = await get(`/movie/5/playback?offset=${encodeURIComponent(text)}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it.each(['Infinity', '1e400', 'NaN', '0x10', '.5', '5.', '+1'])('refuses the query number ratio=%j with 400', async (text) => {
    expect((await get(`/movie/5/playback?ratio=${encodeURIComponent(text)}`)).status).toBe(400);
  });

  it('hands canonical values to the handler as numbers', async () => {
    const answer = await get('/movie/9007199254740991/playback?offset=0&ratio=-2.5e-3&ids=1&ids=-20&flag=true&code=7');
    expect(answer).toEqual({
      status: 200,
      json: { path: { id: 9007199254740991 }, query: { offset: 0, ratio: -0.0025, ids: [1, -20], flag: true, code: 7 } },
    });
    expect((await get('/movie/-3/playback?code=')).json).toEqual({ path: { id: -3 }, query: { code: null } });
  });

  it('reads items of a repeated query key one by one, refusing a non-canonical one', async () => {
    expect((await get('/movie/5/playback?ids=1&ids=1e3')).status).toBe(400);
    expect((await get('/movie/5/playback?flag=1')).status).toBe(400);
  });

  it('says a single value given more than once is given more than once, not that it is not an integer', async () => {
    for (const query of ['offset=5&offset=6', 'offset=5&offset=5', 'flag=true&flag=false']) {
      const answer = await get(`/movie/5/playback?${query}`);
      const name = query.slice(0, query.indexOf('='));
      expect([query, answer.status, answer.json.detail]).toEqual([query, 400, `query parameter ${name} is given more than once; send it once`]);
    }
  });

  it('reads a query key given once as an array of one item, as the form style writes [7]', async () => {
    expect((await get('/movie/5/playback?ids=7')).json).toEqual({ path: { id: 5 }, query: { ids: [7] } });
    expect((await get('/movie/5/playback?ids=7&ids=8')).json).toEqual({ path: { id: 5 }, query: { ids: [7, 8] } });
    expect((await get('/movie/5/playback?ids=x')).status).toBe(400);
  });
});

describe('percent-escapes in the query', () => {
  const MALFORMED = 'is not valid percent-encoding; encode query names and values with encodeURIComponent';

  // A bare "%", a byte that is never UTF-8, an overlong "/", a cut escape, a lone surrogate's bytes.
  it.each(['%', '%FF', '%C0%AF', 'a%2', '%ED%A0%80'])('refuses q=%s with 400 naming the parameter, as a malformed path is refused', async (text) => {
    const answer = await rawRequest(server.port, { method: 'GET', path: `/movie/5/playback?offset=1&q=${text}`, headers: {} });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, expect.objectContaining({ code: 'invalid_request', detail: `query parameter q ${MALFORMED}` })]);
  });

  it('refuses a malformed name, and one in a parameter the operation does not declare', async () => {
    for (const query of ['%FF=1', 'q=ok&extra=%E2%82']) {
      const answer = await rawRequest(server.port, { method: 'GET', path: `/movie/5/playback?${query}`, headers: {} });
      expect([query, answer.status]).toEqual([query, 400]);
      expect(JSON.parse(answer.body).detail).toMatch(new RegExp(`^(a query parameter name|query parameter extra) ${MALFORMED}$`));
    }
  });

  it('still decodes well-formed escapes, and keeps answering after many malformed queries at once', async () => {
    const bad = await Promise.all(Array.from({ length: 50 }, (_, index) => rawRequest(server.port, { method: 'GET', path: `/movie/5/playback?q=%${index % 2 === 0 ? 'FF' : ''}`, headers: {} })));
    expect(new Set(bad.map((answer) => answer.status))).toEqual(new Set([400]));
    expect((await get('/movie/5/playback?q=50%25%20off%20%E2%82%AC+now')).json).toEqual({ path: { id: 5 }, query: { q: '50% off € now' } });
  });
});

describe('request bodies on operations that take none', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a 5 MB body on a GET with 400 before reading it', async () => {
    const answer = await rawRequest(server.port, { method: 'GET', path: '/movie/5/playback', headers: json, body: `"${'x'.repeat(5 * 1024 * 1024)}"` });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, detail: 'getPlayback takes no request body; send none', code: 'invalid_request' });
  });

  it('refuses a small JSON body on a DELETE, and a chunked one on a GET', async () => {
    expect((await rawRequest(server.port, { method: 'DELETE', path: '/movie/5/playback', headers: json, body: '{}' })).status).toBe(400);
    expect((await rawRequest(server.port, { method: 'GET', path: '/movie/5/playback', headers: { ...json, 'transfer-encoding': 'chunked' } })).status).toBe(400);
  });

  it('accepts an empty body (Content-Length: 0) where none is taken, and a body where one is', async () => {
    expect((await rawRequest(server.port, { method: 'DELETE', path: '/movie/5/playback', headers: { 'content-length': '0' } })).status).toBe(200);
    expect((await rawRequest(server.port, { method: 'POST', path: '/movie/5/playback', headers: json, body: '{"a":1}' })).status).toBe(200);
  });
});

/**
 * A request without a body has nothing to parse, whatever Content-Type it names: clients that send
 * one header set with every call (`Content-Type: application/json` on a DELETE; fetch adds
 * `Content-Length: 0` to a POST without a body) were answered 400 "body is empty but Content-Type
 * is application/json; send a JSON value" where the operation takes no body, which a JSON value
 * would then make a 400 of its own, or 400 "send application/json" for another type.
 */
describe('a Content-Type without a body', () => {
  const cases: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
    ['DELETE', '/movie/5/playback', { 'content-type': 'application/json', 'content-length': '0' }],
    ['DELETE', '/movie/5/playback', { 'content-type': 'application/json' }],
    ['POST', '/movie/5/watched', { 'content-type': 'application/json', 'content-length': '0' }],
    ['POST', '/movie/5/watched', { 'content-type': 'application/json; charset=utf-8' }],
    ['POST', '/movie/5/watched', { 'content-type': 'text/plain', 'content-length': '0' }],
    ['PUT', '/movie/5/watched', { 'content-type': 'application/json', 'content-length': '0' }],
  ];

  it.each(cases)('%s %s with %j reaches the handler with no body', async (method, path, headers) => {
    const answer = await rawRequest(server.port, { method, path, headers });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { path: { id: 5 }, hasBody: false }]);
  });

  it('still refuses an empty JSON body where the body is required, and reads an optional one that is sent', async () => {
    const empty = await rawRequest(server.port, { method: 'POST', path: '/movie/5/playback', headers: { 'content-type': 'application/json', 'content-length': '0' } });
    expect([empty.status, JSON.parse(empty.body).detail]).toEqual([400, 'body is empty but Content-Type is application/json; send a JSON value or no Content-Type']);
    const sent = await rawRequest(server.port, { method: 'PUT', path: '/movie/5/watched', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect([sent.status, JSON.parse(sent.body).hasBody]).toEqual([200, true]);
    const fromFetch = await fetch(`${server.baseUrl}/movie/5/watched`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(fromFetch.status).toBe(200);
  });
});
