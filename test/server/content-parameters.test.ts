/**
 * Parameters described by `content` instead of `schema`, on the server: a JSON one arrives as
 * JSON text (percent-encoded in a query, path or cookie, as it is in a header) and is parsed
 * before validation; its value, not its text, is what the schema judges and the handler gets. It
 * was validated as sent, so every object or list was refused "must be object", and a schema that
 * allows strings took malformed JSON as a string. Malformed or hostile text is the document's 400,
 * never a 500. Any other media type is one text, read as a primitive. Also: cookie objects and
 * lists joined in one cookie (form, `explode: false`). decisions/0017.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';
import { UnreadableValue, valueReader } from '../../generators/runtime/server/parameter-values.js';
import { JSON_DEPTH_LIMIT } from '../../generators/runtime/server/json-checks.js';
import { MAX_PATH_PARAMETER_LENGTH } from '../../generators/runtime/server-runtime.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
const FILTER = '{type: object, required: [color], properties: {color: {type: string}, size: {type: integer}}, additionalProperties: false}';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'content-parameters',
    document(
      `  /search/{key}:
    get:
      operationId: search
      parameters:
        - {name: key, in: path, required: true, content: {application/json: {schema: {type: array, items: {type: integer}}}}}
        - {name: q, in: query, content: {application/json: {schema: ${FILTER}}}}
        - {name: word, in: query, content: {application/json: {schema: {type: string}}}}
        - {name: any, in: query, content: {application/json: {schema: {}}}}
        - {name: n, in: query, content: {application/vnd.api+json: {schema: {type: number}}}}
        - {name: text, in: query, content: {text/plain: {schema: {type: string}}}}
        - {name: count, in: query, content: {text/plain: {schema: {type: integer}}}}
        - {name: X-Filter, in: header, content: {application/json: {schema: ${FILTER}}}}
        - {name: prefs, in: cookie, content: {application/json: {schema: {type: object, properties: {tags: {type: array, items: {type: string}}}}}}}
      ${OK}
  /cookies:
    get:
      operationId: cookies
      parameters:
        - {name: color, in: cookie, style: form, explode: false, schema: {type: object, properties: {R: {type: integer}, G: {type: integer}}, additionalProperties: false}}
        - {name: ids, in: cookie, explode: false, schema: {type: array, items: {type: integer}}}
        - {name: open, in: cookie, explode: false, schema: {type: object, additionalProperties: {type: string}}}
      ${OK}`,
    ),
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, json: response.json() };
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString().replace(/\+/g, '%20');
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('JSON parameters are parsed before validation', () => {
  it('hands the handler the parsed value of a query, path, header and cookie parameter', async () => {
    const answer = await get(`/search/${json([1, 2])}?${query({ q: '{"color":"red","size":2}', word: '"a,b"', any: '[null,{"x":1}]', n: '1.5e3' })}`, {
      'x-filter': '{"color":"\\u00e9t\\u00e9"}',
      cookie: `prefs=${json({ tags: ['a;b', 'c d'] })}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.path).toEqual({ key: [1, 2] });
    expect(answer.json.query).toEqual({ q: { color: 'red', size: 2 }, word: 'a,b', any: [null, { x: 1 }], n: 1500 });
    expect(answer.json.headers['X-Filter']).toEqual({ color: 'été' });
    expect(answer.json.cookies).toEqual({ prefs: { tags: ['a;b', 'c d'] } });
  });

  it('refuses JSON text that is malformed with the document 400, naming the parameter, in every location', async () => {
    const malformed = 'is not valid JSON; the document describes it as application/json, so send the value as JSON text (JSON.stringify, then percent-encoded)';
    const cases: [string, Record<string, string>, string][] = [
      [`/search/[1?${query({ q: '{color:red}' })}`, {}, 'path parameter key'],
      [`/search/[1]?${query({ q: '{color:red}' })}`, {}, 'query parameter q'],
      ['/search/[1]?word=abc', {}, 'query parameter word'],
      ['/search/[1]?q=', {}, 'query parameter q'],
      ['/search/[1]', { 'x-filter': "{'color':'red'}" }, 'header X-Filter'],
      ['/search/[1]', { cookie: 'prefs=%7B' }, 'cookie prefs'],
    ];
    for (const [url, headers, subject] of cases) {
      const answer = await get(url, headers);
      expect({ url, answer }).toEqual({ url, answer: { status: 400, json: expect.objectContaining({ code: 'invalid_request', detail: `${subject} ${malformed}` }) } });
    }
  });

  it('refuses a valid JSON text its schema refuses as any other validation failure', async () => {
    expect(await get(`/search/[1]?${query({ q: '{"color":1}' })}`)).toMatchObject({ status: 400, json: { detail: 'query parameter q.color must be string' } });
    expect(await get(`/search/[1]?${query({ q: '{"size":1}' })}`)).toMatchObject({ status: 400, json: { detail: 'query parameter q.color is required' } });
    expect(await get(`/search/[1]?${query({ q: '["red"]' })}`)).toMatchObject({ status: 400, json: { detail: 'query parameter q must be object' } });
    expect(await get(`/search/[1]?${query({ q: '{"color":"red","x":1}' })}`)).toMatchObject({ status: 400, json: { detail: 'query parameter q must not have property "x"' } });
    expect(await get('/search/["1"]')).toMatchObject({ status: 400, json: { detail: 'path parameter key.0 must be integer' } });
    expect(await get('/search/[1]', { 'x-filter': '"red"' })).toMatchObject({ status: 400, json: { detail: 'header X-Filter must be object' } });
    expect(await get('/search/[1]', { cookie: `prefs=${json({ tags: 'a' })}` })).toMatchObject({ status: 400, json: { detail: 'cookie prefs.tags must be array' } });
  });

  it('refuses a JSON text sent more than once instead of picking one', async () => {
    expect(await get('/search/[1]?word=%22a%22&word=%22b%22')).toMatchObject({ status: 400, json: { detail: 'query parameter word is given more than once; send one application/json text' } });
    expect(await get('/search/[1]', { cookie: 'prefs={}; prefs={}' })).toMatchObject({ status: 400, json: { detail: 'cookie prefs is given more than once; send one application/json text' } });
  });

  it('refuses prototype keys anywhere in the value, naming where, as in a body', async () => {
    const reason = "which is refused: copied into another object it would replace that object's prototype (prototype pollution); rename the key";
    expect(await get(`/search/[1]?${query({ any: '{"a":{"__proto__":{"polluted":1}}}' })}`)).toMatchObject({
      status: 400,
      json: { detail: `query parameter any.a has the key "__proto__", ${reason}` },
    });
    expect(await get(`/search/[1]?${query({ any: '[{"constructor":{"prototype":{}}}]' })}`)).toMatchObject({
      status: 400,
      json: { detail: `query parameter any.0 has the key "constructor" holding "prototype", ${reason}` },
    });
    expect(await get('/search/[1]', { 'x-filter': '{"__proto__":{"color":"red"}}' })).toMatchObject({ status: 400, json: { detail: `header X-Filter has the key "__proto__", ${reason}` } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // `constructor` alone is data, as in a body.
    expect(await get(`/search/[1]?${query({ any: '{"constructor":1}' })}`)).toMatchObject({ status: 200, json: { query: { any: { constructor: 1 } } } });
  });

  it('refuses a member given twice in one object, naming where, as in a body', async () => {
    expect(await get(`/search/[1]?${query({ any: '{"a":[{"role":"user","role":"admin"}]}' })}`)).toMatchObject({
      status: 400,
      json: { detail: 'query parameter any.a.0 gives the member role twice in one object; send it once' },
    });
    expect(await get(`/search/[1]?${query({ any: '{"a":{"role":"user"},"b":{"role":"admin"}}' })}`)).toMatchObject({ status: 200 });
  });

  it('refuses JSON nested past the body limit and numbers too large to represent', async () => {
    const deep = '['.repeat(JSON_DEPTH_LIMIT + 1) + ']'.repeat(JSON_DEPTH_LIMIT + 1);
    expect(await get(`/search/[1]?any=${encodeURIComponent(deep)}`)).toMatchObject({ status: 400, json: { detail: `query parameter any is nested more than ${JSON_DEPTH_LIMIT} levels deep` } });
    const atLimit = '['.repeat(JSON_DEPTH_LIMIT) + ']'.repeat(JSON_DEPTH_LIMIT);
    expect((await get(`/search/[1]?any=${encodeURIComponent(atLimit)}`)).status).toBe(200);
    expect(await get('/search/[1]?n=1e400')).toMatchObject({ status: 400, json: { detail: 'query parameter n has a number too large to represent; send finite numbers' } });
    expect(await get(`/search/[1]?any=${encodeURIComponent(`[${'9'.repeat(400)}]`)}`)).toMatchObject({ status: 400, json: { detail: 'query parameter any has a number too large to represent; send finite numbers' } });
  });

  it('reads a path value longer than the router\'s default 100 characters, and answers one past serverOptions\' limit with the document 400', async () => {
    const values = Array.from({ length: 60 }, (_, index) => index);
    expect(await get(`/search/${encodeURIComponent(JSON.stringify(values))}`)).toMatchObject({ status: 200, json: { path: { key: values } } });
    const past = encodeURIComponent(JSON.stringify(Array.from({ length: MAX_PATH_PARAMETER_LENGTH }, () => 1)));
    expect(await get(`/search/${past}`)).toMatchObject({ status: 400, json: { code: 'invalid_request', detail: `a path parameter is longer than ${MAX_PATH_PARAMETER_LENGTH} characters` } });
  });

  it('reads a large JSON value whole (inject skips Node\'s header size limit; over HTTP the e2e test sees it refused)', async () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, index) => ({ i: index })));
    const answer = await get(`/search/[1]?any=${encodeURIComponent(big)}`);
    expect(answer.status).toBe(200);
    expect(answer.json.query.any).toHaveLength(20_000);
  });
});

describe('parameters of other media types are one text', () => {
  it('passes the raw text through, read as a primitive of its schema, never split by a style', async () => {
    expect((await get(`/search/[1]?${query({ text: '{"a":1}, b' })}`)).json.query).toEqual({ text: '{"a":1}, b' });
    expect((await get('/search/[1]?count=12')).json.query).toEqual({ count: 12 });
    expect(await get('/search/[1]?count=1e3')).toMatchObject({ status: 400, json: { detail: 'query parameter count must be integer' } });
  });
});

describe('cookie lists and objects joined in one cookie (form, explode: false)', () => {
  it('reads color=R,100,G,200 as an object and ids=1,2,3 as a list', async () => {
    const answer = await get('/cookies', { cookie: 'color=R,100,G,200; ids=1,2,3; open=a,x%3By,b,%20' });
    expect(answer).toMatchObject({ status: 200, json: { cookies: { color: { R: 100, G: 200 }, ids: [1, 2, 3], open: { a: 'x;y', b: ' ' } } } });
  });

  it('refuses a joined object of an odd length or a member its schema refuses', async () => {
    expect(await get('/cookies', { cookie: 'color=R,100,G' })).toMatchObject({ status: 400, json: { detail: 'cookie color must be object' } });
    expect(await get('/cookies', { cookie: 'color=R,red' })).toMatchObject({ status: 400, json: { detail: 'cookie color.R must be integer' } });
    expect(await get('/cookies', { cookie: 'color=B,1' })).toMatchObject({ status: 400, json: { detail: 'cookie color must not have property "B"' } });
  });

  it('refuses a member named __proto__, as a JSON body\'s is refused', async () => {
    const answer = await get('/cookies', { cookie: 'open=__proto__,x' });
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toMatch(/^cookie open has the key "__proto__", which is refused/);
  });
});

describe('valueReader of a JSON parameter', () => {
  const read = valueReader({ name: 'q', in: 'query', schema: {}, contentType: 'application/json; charset=utf-8' }, {});

  it('parses scalars, objects and lists, and throws UnreadableValue for what it cannot read', () => {
    expect(read('1')).toBe(1);
    expect(read('null')).toBeNull();
    expect(read('"x"')).toBe('x');
    expect(read('{"a":[true]}')).toEqual({ a: [true] });
    expect(() => read('x')).toThrow(UnreadableValue);
    expect(() => read(['1', '2'])).toThrow(UnreadableValue);
    expect(() => read('{"__proto__":1}')).toThrow(UnreadableValue);
  });

  it('reads a text/plain one as text even when the schema is an object (no style applies)', () => {
    const text = valueReader({ name: 't', in: 'query', schema: { type: 'object' }, contentType: 'text/plain' }, {});
    expect(text('a,1,b,2')).toBe('a,1,b,2');
  });
});
