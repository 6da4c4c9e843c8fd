/**
 * Parameters described by `content`, and cookie lists and objects joined in one cookie, end to
 * end: a client generated from a small document calls a server built from the same document (as
 * generated/server.ts builds it, over real HTTP); what went over the wire and what the handler
 * was given are both checked. The client wrote a JSON parameter by its location's default style
 * (an object as its members or `q[color]=…`) and the server validated the text as sent, so
 * neither side could carry an object or a list; joined cookies were written exploded, which the
 * server does not read as one object (decisions/0017, 0031).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod, type LooseClientModule } from './helpers/load-client.js';
import { documentApp, type DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';
import { appBundle } from '../../scripts/bench/client-size.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}, "400": {description: bad, content: {application/json: {schema: {}}}}}`;
const FILTER = '{type: object, required: [color], properties: {color: {type: string}, size: {type: integer}, tags: {type: array, items: {type: string}}}, additionalProperties: false}';

const DOCUMENT = document(`  /search/{key}:
    get:
      operationId: search
      parameters:
        - {name: key, in: path, required: true, content: {application/json: {schema: {type: array, items: {type: integer}}}}}
        - {name: q, in: query, content: {application/json: {schema: ${FILTER}}}}
        # A stray style, explode or allowReserved beside content does not apply (OpenAPI ties them to schema).
        - {name: any, in: query, style: deepObject, explode: true, allowReserved: true, content: {application/json: {schema: {}}}}
        - {name: ids, in: query, explode: false, schema: {type: array, items: {type: integer}}}
        - {name: t, in: query, content: {text/plain: {schema: {type: string}}}}
        - {name: X-Filter, in: header, content: {application/json: {schema: ${FILTER}}}}
        - {name: prefs, in: cookie, content: {application/json: {schema: {type: object, properties: {theme: {type: string}}}}}}
      ${OK}
  /cookies:
    get:
      operationId: cookies
      parameters:
        - {name: color, in: cookie, style: form, explode: false, schema: {type: object, properties: {R: {type: integer}, G: {type: integer}}, additionalProperties: false}}
        - {name: ids, in: cookie, explode: false, schema: {type: array, items: {type: integer}}}
        - {name: open, in: cookie, explode: false, schema: {type: object, additionalProperties: {type: string}}}
        - {name: size, in: cookie, schema: {type: object, properties: {w: {type: integer}, h: {type: integer}}}}
        - {name: tags, in: cookie, explode: false, schema: {type: array, items: {type: string}}}
      ${OK}
  /plain:
    get:
      operationId: plain
      parameters:
        - {name: page, in: query, schema: {type: integer}}
      ${OK}`);

let served: DocumentApp;
let outDir: string;
let baseUrl: string;
let client: LooseClientModule;
const sent: Request[] = [];
let call: (operation: string, params: Record<string, unknown>) => Promise<any>;

beforeAll(async () => {
  outDir = scratchDir('content-parameters');
  const spec = path.join(outDir, 'openapi.yaml');
  writeFileSync(spec, DOCUMENT);
  await generateClient(spec, path.join(outDir, 'client'));
  served = await documentApp('content-parameters', DOCUMENT);
  await served.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(served.app.server.address() as AddressInfo).port}`;
  client = await loadClient(path.join(outDir, 'client'));
  const api = client.createApiClient({
    baseUrl,
    retry: false,
    fetch: (request: Request) => {
      sent.push(request.clone());
      return globalThis.fetch(request);
    },
  });
  call = (operation, params) => (api[operation] as ClientMethod)({ params });
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

const lastUrl = () => new URL(sent.at(-1)!.url);

/** The ApiError a call was refused with, as status and the server's message. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; detail: unknown }> {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { status: number; body: { detail?: unknown } } | undefined;
  if (!(error instanceof client.ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, detail: error.body.detail };
}

describe('JSON parameters, client to server', () => {
  it('sends each as JSON text, percent-encoded where the location needs it, and the handler gets the value', async () => {
    const q = { color: 'red & blue=ok', size: 2, tags: ['a,b', 'c;d', 'é'] };
    const answer = await call('search', {
      path: { key: [1, 2] },
      query: { q, any: [null, true, { x: '1/2' }], ids: [3, 4], t: 'plain, text' },
      header: { 'X-Filter': { color: 'été ☃' } },
      cookie: { prefs: { theme: 'dark; light' } },
    });
    const url = lastUrl();
    expect(url.pathname).toBe(`/search/${encodeURIComponent('[1,2]')}`);
    expect(url.search).toBe(
      `?q=${encodeURIComponent(JSON.stringify(q))}&any=${encodeURIComponent('[null,true,{"x":"1/2"}]')}&ids=3,4&t=${encodeURIComponent('plain, text')}`,
    );
    expect(sent.at(-1)!.headers.get('x-filter')).toBe('{"color":"\\u00e9t\\u00e9 \\u2603"}');
    expect(sent.at(-1)!.headers.get('cookie')).toBe(`prefs=${encodeURIComponent('{"theme":"dark; light"}')}`);
    expect(answer).toMatchObject({
      path: { key: [1, 2] },
      query: { q, any: [null, true, { x: '1/2' }], ids: [3, 4], t: 'plain, text' },
      headers: { 'X-Filter': { color: 'été ☃' } },
      cookies: { prefs: { theme: 'dark; light' } },
    });
  });

  it('carries JSON strings, numbers and null whole, not as their bare text', async () => {
    for (const any of ['x', '', '1', 0, null, false]) {
      const answer = await call('search', { path: { key: [] }, query: { any } });
      expect(lastUrl().searchParams.get('any')).toBe(JSON.stringify(any));
      expect(answer.query).toEqual({ any });
    }
  });

  it('gets the document 400 for a value its schema refuses, as for any other parameter', async () => {
    expect(await refusal(call('search', { path: { key: [1] }, query: { q: { color: 5 } } }))).toEqual({ status: 400, detail: 'query parameter q.color must be string' });
    expect(await refusal(call('search', { path: { key: ['1'] } }))).toEqual({ status: 400, detail: 'path parameter key.0 must be integer' });
    expect(await refusal(call('search', { path: { key: [1] }, header: { 'X-Filter': { color: 'red', x: 1 } } }))).toEqual({
      status: 400,
      detail: 'header X-Filter must not have property "x"',
    });
  });

  it('gets the document 400 for prototype keys and nesting past the limit', async () => {
    const poisoned = JSON.parse('{"color": "red", "tags": [], "__proto__": {"admin": true}}');
    expect(await refusal(call('search', { path: { key: [1] }, query: { any: { a: poisoned } } }))).toEqual({
      status: 400,
      detail: `query parameter any.a has the key "__proto__", which is refused: copied into another object it would replace that object's prototype (prototype pollution); rename the key`,
    });
    let deep: unknown = [];
    for (let level = 0; level < 1_200; level++) deep = [deep];
    expect(await refusal(call('search', { path: { key: [1] }, query: { any: deep } }))).toEqual({ status: 400, detail: 'query parameter any is nested more than 1000 levels deep' });
  });

  it('gets the document 400 for a JSON query too large for the server, never a crash', async () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => ({ index }));
    expect(await refusal(call('search', { path: { key: [1] }, query: { any: huge } }))).toEqual({ status: 400, detail: 'request line and headers are too large' });
    // The server still answers afterwards.
    expect((await call('search', { path: { key: [1] } })).path).toEqual({ key: [1] });
  });

  it('answers malformed JSON text from another client with the document 400', async () => {
    for (const search of ['?q=%7Bcolor%3Ared%7D', '?q=', '?any=%5B%5B%5B', `?any=${'%5B'.repeat(5_000)}`]) {
      const response = await fetch(`${baseUrl}/search/%5B1%5D${search}`);
      expect({ search, status: response.status }).toEqual({ search, status: 400 });
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^query parameter (q|any) is not valid JSON; /);
    }
  });

  it('refuses before sending what JSON cannot hold, and a list or object for a text/plain parameter', async () => {
    const before = sent.length;
    await expect(call('search', { path: { key: [1] }, query: { any: 10n } })).rejects.toThrow(client.RequestInputError);
    await expect(call('search', { path: { key: [1] }, query: { t: { a: 1 } } })).rejects.toThrow('search: query parameter "t" (text/plain) is sent as text: give a string');
    expect(sent.length).toBe(before);
  });
});

describe('cookies joined in one cookie (form, explode: false), client to server', () => {
  it('writes color=R,100,G,200 and ids=3,4,5, and the server reads them back', async () => {
    const answer = await call('cookies', { cookie: { color: { R: 100, G: 200 }, ids: [3, 4, 5], open: { a: 'x;y', b: 'é' }, size: { w: 1, h: 2 } } });
    expect(sent.at(-1)!.headers.get('cookie')).toBe('color=R,100,G,200; ids=3,4,5; open=a,x%3By,b,%C3%A9; w=1; h=2');
    expect(answer.cookies).toEqual({ color: { R: 100, G: 200 }, ids: [3, 4, 5], open: { a: 'x;y', b: 'é' }, size: { w: 1, h: 2 } });
  });

  it('keeps a comma inside one item: the client percent-encodes it and the server splits on bare commas before decoding', async () => {
    const answer = await call('cookies', { cookie: { tags: ['a,b', 'c', '%2C'], open: { 'k,1': 'x,y', z: ',' } } });
    expect(sent.at(-1)!.headers.get('cookie')).toBe('tags=a%2Cb,c,%252C; open=k%2C1,x%2Cy,z,%2C');
    // Read decoded first, these were ['a', 'b', 'c', '%2C'] and an odd list that was no object (400).
    expect(answer.cookies).toEqual({ tags: ['a,b', 'c', '%2C'], open: { 'k,1': 'x,y', z: ',' } });
  });

  it('answers the document 400, never a 500, to a joined cookie whose bare commas leave no object or whose escapes are malformed', async () => {
    // A malformed escape used to be kept as sent, so `%E0%A4%A` reached the handler as that text.
    for (const cookie of ['open=a,x,y', 'open=a%2', 'color=R,1%2C5,G,200', 'open=%E0%A4%A,1']) {
      const response = await fetch(`${baseUrl}/cookies`, { headers: { cookie } });
      expect([cookie, response.status]).toEqual([cookie, 400]);
    }
  });

  it('gets the document 400 for a member its schema refuses, and refuses nested values before sending', async () => {
    expect(await refusal(call('cookies', { cookie: { color: { R: 'red' } } }))).toEqual({ status: 400, detail: 'cookie color.R must be integer' });
    await expect(call('cookies', { cookie: { ids: [[1]] } })).rejects.toThrow(client.RequestInputError);
  });
});

describe('what an app bundles', () => {
  const app = (operation: string, params: string) =>
    `import { createClientCore, ${operation} } from './client.ts';\nconst core = createClientCore({ baseUrl: 'https://api.example' });\nconsole.log(await ${operation}(core, { params: ${params} }));`;

  it('keeps the content and joined-cookie writers only when the app calls an operation that needs them', async () => {
    const plain = await appBundle(path.join(outDir, 'client'), app('plain', '{ query: { page: 1 } }'));
    expect(plain.text).not.toContain('cannot be written as JSON');
    expect(plain.text).not.toContain('is not an HTTP token');
    const search = await appBundle(path.join(outDir, 'client'), app('search', '{ path: { key: [1] } }'));
    expect(search.text).toContain('cannot be written as JSON');
  }, 60_000);
});
