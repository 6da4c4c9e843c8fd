/**
 * Items that hold their own style's delimiter, sent by a generated client to a server built from
 * the same document, in process (the client's fetch is the app's `inject`). RFC 6570, whose
 * expansions OpenAPI's styles are, writes the delimiters between items bare and escapes them
 * inside an item (`?ids=a%2Cb,c` is ['a,b', 'c']); the server decoded the query before splitting
 * it, so such an item arrived as two (decisions/0017). Every style and explode the runtime
 * reads for the query and cookies is sent here, with items holding `,`, `|`, a space, `%`, `&`,
 * `=`, `+`, non-ASCII text and nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
const TEXTS = '{type: array, items: {type: string}}';
const OPEN = '{type: object, additionalProperties: {type: string}}';

const DOCUMENT = document(`  /query:
    get:
      operationId: query
      parameters:
        - {name: form, in: query, explode: false, schema: ${TEXTS}}
        - {name: pipes, in: query, style: pipeDelimited, explode: false, schema: ${TEXTS}}
        - {name: spaces, in: query, style: spaceDelimited, explode: false, schema: ${TEXTS}}
        - {name: repeated, in: query, schema: ${TEXTS}}
        - {name: reserved, in: query, explode: false, allowReserved: true, schema: ${TEXTS}}
        - {name: counts, in: query, explode: false, schema: {type: array, items: {type: integer}}}
      ${OK}
  /query-objects:
    get:
      operationId: queryObjects
      parameters:
        - {name: formObject, in: query, explode: false, schema: ${OPEN}}
        - {name: pipeObject, in: query, style: pipeDelimited, schema: ${OPEN}}
        - {name: spaceObject, in: query, style: spaceDelimited, schema: ${OPEN}}
        - {name: deep, in: query, style: deepObject, explode: true, schema: ${OPEN}}
      ${OK}
  /exploded-object:
    get:
      operationId: explodedObject
      parameters:
        - {name: members, in: query, schema: ${OPEN}}
      ${OK}
  /cookies:
    get:
      operationId: cookies
      parameters:
        - {name: joined, in: cookie, explode: false, schema: ${TEXTS}}
        - {name: each, in: cookie, schema: ${TEXTS}}
        - {name: pairs, in: cookie, explode: false, schema: ${OPEN}}
      ${OK}
  /headers:
    get:
      operationId: headers
      parameters:
        - {name: X-Items, in: header, schema: ${TEXTS}}
        - {name: X-Pairs, in: header, schema: ${OPEN}}
        - {name: X-Exploded, in: header, explode: true, schema: ${OPEN}}
        - {name: X-Counts, in: header, schema: {type: array, items: {type: integer}}}
        - {name: X-Plain, in: header, schema: {type: string}}
      ${OK}`);

/** Each a delimiter of some style, or a character that must be escaped to survive. */
const ITEMS = ['a,b', 'c|d', 'e f', '100%', 'g&h', 'i=j', 'k+l', 'é 💡', '', 'z'];
/** spaceDelimited cannot carry a space (see below). */
const NO_SPACES = ITEMS.filter((item) => !item.includes(' '));
const MEMBERS = { 'a,b': 'c,d', 'e|f': 'g|h', 'i=j': 'k&l', 'm%': '€', empty: '' };
const MEMBERS_NO_SPACES = MEMBERS;

let served: DocumentApp;
let call: (operation: string, params: Record<string, unknown>) => Promise<{ readonly url: string; readonly cookie: string | undefined; readonly headers: Headers; readonly given: Record<string, unknown> }>;

beforeAll(async () => {
  const { served: app, client, sent } = await clientAndServer('delimited-items', DOCUMENT);
  served = app;
  call = async (operation, params) => {
    const method = client[operation] as ClientMethod;
    const given = (await method({ params })) as Record<string, unknown>;
    const request = sent.at(-1)!;
    return { url: new URL(request.url).search, cookie: request.headers.get('cookie') ?? undefined, headers: request.headers, given };
  };
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe('query items holding their own delimiter, client to server', () => {
  it('escapes a comma inside an item of a form list with explode false, and the server splits on the bare ones only', async () => {
    const answer = await call('query', { query: { form: ['a,b', 'c'] } });
    expect(answer.url).toBe('?form=a%2Cb,c');
    expect(answer.given['query']).toEqual({ form: ['a,b', 'c'] });
  });

  it('carries every kind of item through each joined and exploded list style', async () => {
    const query = { form: ITEMS, pipes: ITEMS, spaces: NO_SPACES, repeated: ITEMS, counts: [1, 2] };
    expect((await call('query', { query })).given['query']).toEqual(query);
  });

  it('escapes a comma inside an item even where allowReserved sends reserved characters bare', async () => {
    const reserved = ['a,b', 'https://x.test/p?q', ...ITEMS];
    const answer = await call('query', { query: { reserved } });
    expect(answer.url.startsWith('?reserved=a%2Cb,https://x.test/p?q,')).toBe(true);
    expect(answer.given['query']).toEqual({ reserved });
  });

  it('keeps empty items where they are', async () => {
    for (const form of [['', 'x'], ['x', ''], ['', '']]) expect((await call('query', { query: { form } })).given['query']).toEqual({ form });
  });

  it('carries objects whose names and values hold delimiters through every object style', async () => {
    const query = { formObject: MEMBERS, pipeObject: MEMBERS, spaceObject: MEMBERS_NO_SPACES, deep: { a: 'b,c', d: 'e|f g' } };
    expect((await call('queryObjects', { query })).given['query']).toEqual(query);
    const members = { 'a,b': 'c,d', 'e f': 'g&h=i', j: '' };
    expect((await call('explodedObject', { query: { members } })).given['query']).toEqual({ members });
  });

  it('refuses, before sending, a spaceDelimited item holding a space, which no spelling tells from the separator', async () => {
    await expect(call('query', { query: { spaces: ['a b', 'c'] } })).rejects.toThrow(/spaces: "a b" holds a space/);
    await expect(call('queryObjects', { query: { spaceObject: { 'a b': 'c' } } })).rejects.toThrow(/holds a space/);
  });
});

describe('cookie items holding their own delimiter, client to server', () => {
  it('carries every kind of item through joined and exploded cookies', async () => {
    const cookie = { joined: ITEMS, each: ITEMS, pairs: MEMBERS };
    const answer = await call('cookies', { cookie });
    expect(answer.cookie).toContain('joined=a%2Cb,c%7Cd,');
    expect(answer.given['cookies']).toEqual(cookie);
  });
});

// Header values are never percent-encoded (OpenAPI 3.1.1 §4.8.12.4): the simple style joins
// items with bare commas, so an item that holds one cannot be sent (runtime/client/header-styles.ts).
describe('header lists and objects, client to server', () => {
  it('writes lists and objects in the simple style (openapi-fetch wrote `[object Object]` and `a, b`), and the server reads them back', async () => {
    const header = { 'X-Items': ['a', 'b c', 'é', ''], 'X-Pairs': { R: '100', G: '200' }, 'X-Exploded': { R: '100', 'b c': 'd=e' }, 'X-Counts': [1, 2, 3], 'X-Plain': 'a, b' };
    const answer = await call('headers', { header });
    expect([...answer.headers].filter(([name]) => name.startsWith('x-'))).toEqual([
      ['x-counts', '1,2,3'],
      ['x-exploded', 'R=100,b c=d=e'],
      ['x-items', 'a,b c,é,'],
      ['x-pairs', 'R,100,G,200'],
      ['x-plain', 'a, b'],
    ]);
    expect(answer.given['headers']).toEqual(header);
  });

  it('refuses, before sending, an item or member that holds a comma, and an exploded member name that holds "="', async () => {
    await expect(call('headers', { header: { 'X-Items': ['a,b', 'c'] } })).rejects.toThrow(/header parameter X-Items has an item "a,b" that holds a comma/);
    await expect(call('headers', { header: { 'X-Pairs': { R: '1,2' } } })).rejects.toThrow(/X-Pairs has a member value "1,2" that holds a comma/);
    await expect(call('headers', { header: { 'X-Exploded': { 'a=b': 'c' } } })).rejects.toThrow(/X-Exploded has a member name "a=b" that holds "="/);
    await expect(call('headers', { header: { 'X-Items': [['nested']] } })).rejects.toThrow(/X-Items holds a list inside it/);
  });
});

describe('what the server makes of a delimited value as sent', () => {
  const query = async (search: string) => {
    const answer = await served.app.inject({ method: 'GET', url: `/query${search}` });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };

  it('reads an escaped separator as part of an item and a bare one between items, whichever way names are spelt', async () => {
    expect((await query('?form=a%2Cb,c&pipes=a%7Cb|c&spaces=a%2Bb%20c+d')).body['query']).toEqual({ form: ['a,b', 'c'], pipes: ['a|b', 'c'], spaces: ['a+b', 'c', 'd'] });
    expect((await query('?%66orm=a%2cb,c&form=d')).body['query']).toEqual({ form: ['a,b', 'c', 'd'] });
    expect((await query('?form=a+b,c')).body['query']).toEqual({ form: ['a b', 'c'] });
  });

  it('reads integers split from their text as sent', async () => {
    expect(await query('?counts=1,2')).toMatchObject({ status: 200, body: { query: { counts: [1, 2] } } });
    expect(await query('?counts=1%2C2')).toMatchObject({ status: 400, body: { detail: 'query parameter counts.0 must be integer' } });
  });

  it('answers a malformed escape with the document\'s 400', async () => {
    for (const search of ['?form=a%2,b', '?pipes=%E2%82|b', '?spaces=%zz%20a', '?counts=1,%']) {
      const answer = await query(search);
      expect(answer.status, search).toBe(400);
      expect(answer.body, search).toMatchObject({ code: 'invalid_request', detail: expect.stringContaining('percent-encoding') });
    }
    const cookie = await served.app.inject({ method: 'GET', url: '/cookies', headers: { cookie: 'joined=a%2,b' } });
    expect(cookie.statusCode).toBe(400);
    expect(cookie.json()).toMatchObject({ code: 'invalid_request', detail: expect.stringMatching(/cookie joined holds "a%2,b", which is not valid percent-encoding/) });
  });
});
