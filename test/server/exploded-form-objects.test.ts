/**
 * Object parameters in the exploded form style, OpenAPI's default for query and cookie
 * parameters: `filter = {color: 'red', size: 10}` is sent as `?color=red&size=10`, its members
 * query keys (or cookies) of their own and its name nowhere. They were looked up under their own
 * name, so a required one was refused as missing on valid requests and an optional one was
 * silently dropped (decisions/0017 says which keys an object takes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';
import { formObjectsGatherer, type FormObject } from '../../generators/runtime/server/parameter-styles.js';
import { formObject } from '../../generators/runtime/server/parameter-values.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
const FILTER = '{type: object, required: [color], properties: {color: {type: string}, size: {type: integer}}, additionalProperties: false}';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'form-objects',
    document(
      `  /shop:
    get:
      operationId: shop
      security: [{}, {queryKey: []}]
      parameters:
        - {name: filter, in: query, required: true, schema: ${FILTER}}
        - {name: page, in: query, style: form, explode: true, schema: {$ref: '#/components/schemas/Page'}}
        - {name: extra, in: query, schema: {type: object, additionalProperties: {type: integer}}}
        - {name: meta, in: query, style: deepObject, schema: {type: object, additionalProperties: {}}}
        - {name: limit, in: query, schema: {type: integer}}
        - {name: joined, in: query, explode: false, schema: {type: object, properties: {a: {type: integer}}}}
      ${OK}
  /composed:
    get:
      operationId: composed
      parameters:
        - {name: paged, in: query, schema: {$ref: '#/components/schemas/Page', description: The page, beside its reference}}
        - {name: window, in: query, required: true, schema: {allOf: [{$ref: '#/components/schemas/Range'}, {properties: {step: {type: integer}}}], required: [from]}}
        - {name: tags, in: query, style: deepObject, schema: {allOf: [{$ref: '#/components/schemas/Range'}]}}
      ${OK}
  /searched:
    get:
      operationId: searched
      parameters:
        - {name: q, in: query, content: {application/json: {schema: {type: object, properties: {color: {type: string}}, additionalProperties: {type: integer}}}}}
        - {name: raw, in: query, content: {text/plain: {schema: {type: string}}}}
      ${OK}
  /basket:
    get:
      operationId: basket
      security: [{}, {cookieKey: []}]
      parameters:
        - {name: prefs, in: cookie, required: true, schema: {type: object, required: [theme], properties: {theme: {type: string, enum: [dark, light]}, zoom: {type: integer}, session: {type: string}, key: {type: string}}}}
        - {name: session, in: cookie, schema: {type: string}}
      ${OK}`,
      `  securitySchemes:
    queryKey: {type: apiKey, in: query, name: api_key}
    cookieKey: {type: apiKey, in: cookie, name: key}
  schemas:
    Page:
      type: object
      properties: {offset: {type: integer}, count: {type: integer}}
      additionalProperties: false
    Range:
      type: object
      properties: {from: {type: integer}, to: {type: integer}}`,
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

describe('exploded form objects in the query', () => {
  it('gathers the declared members into the parameter, each read by its schema', async () => {
    const answer = await get('/shop?color=red&size=10');
    expect(answer).toEqual({
      status: 200,
      json: expect.objectContaining({
        query: { filter: { color: 'red', size: 10 } },
      }),
    });
  });

  it('fills an optional object (through a $ref) when its members are sent, and leaves it out when none are', async () => {
    expect((await get('/shop?color=red&offset=20&count=5')).json.query).toEqual({ filter: { color: 'red' }, page: { offset: 20, count: 5 } });
    expect((await get('/shop?color=blue')).json.query).toEqual({
      filter: { color: 'blue' },
    });
  });

  it('answers a missing required member, a missing object or a member of the wrong type with 400 in the error body', async () => {
    expect(await get('/shop?size=10')).toEqual({
      status: 400,
      json: expect.objectContaining({
        code: 'invalid_request',
        detail: 'query parameter filter.color is required',
      }),
    });
    expect(await get('/shop')).toEqual({
      status: 400,
      json: expect.objectContaining({
        code: 'invalid_request',
        detail: 'query parameter filter is required',
      }),
    });
    expect(await get('/shop?color=red&size=ten')).toEqual({
      status: 400,
      json: expect.objectContaining({
        code: 'invalid_request',
        detail: 'query parameter filter.size must be integer',
      }),
    });
  });

  it('gives an open object (additionalProperties) the other keys, never another parameter, a deepObject key or a query API key', async () => {
    const answer = await get('/shop?color=red&limit=3&width=4&height=5&meta[k]=v&api_key=secret&joined=a,1&offset=2');
    expect(answer.status).toBe(200);
    expect(answer.json.query).toEqual({
      filter: { color: 'red' },
      page: { offset: 2 },
      extra: { width: 4, height: 5 },
      meta: { k: 'v' },
      limit: 3,
      joined: { a: 1 },
    });
    expect((await get('/shop?color=red&width=wide')).json).toMatchObject({
      code: 'invalid_request',
      detail: 'query parameter extra.width must be integer',
    });
  });

  it('finds the members of an object described through a $ref with keywords beside it, or through allOf', async () => {
    const answer = await get('/composed?offset=2&count=5&from=1&to=9&step=2&tags[from]=3&_=cache-buster');
    expect(answer.status).toBe(200);
    // `_` belongs to no closed object and is declared nowhere: the handler never sees it (decisions/0007).
    expect(answer.json.query).toEqual({ paged: { offset: 2, count: 5 }, window: { from: 1, to: 9, step: 2 }, tags: { from: 3 } });
    expect((await get('/composed?from=1&_=x')).json.query).toEqual({ window: { from: 1 } });
    expect((await get('/composed?to=9')).json).toMatchObject({ code: 'invalid_request', detail: 'query parameter window.from is required' });
    expect((await get('/composed?offset=2')).json).toMatchObject({ code: 'invalid_request', detail: 'query parameter window is required' });
    expect((await get('/composed?from=one')).json).toMatchObject({ code: 'invalid_request', detail: 'query parameter window.from must be integer' });
  });

  it('takes no keys for a parameter described by content, whose whole value is under its own name', async () => {
    expect((await get('/searched?color=red&size=1')).json.query).toEqual({});
    expect((await get('/searched?raw=text&other=1')).json.query).toEqual({ raw: 'text' });
  });

  it('refuses a member named __proto__, as a JSON body\'s is refused, naming the parameter it would land in', async () => {
    const answer = await get('/shop?color=red&__proto__=1');
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toMatch(/^query parameter extra has the key "__proto__", which is refused: .*prototype pollution/);
  });
});

describe('exploded form objects in cookies', () => {
  it('gathers the declared members from cookies of their own, not another parameter, a credential or other cookies', async () => {
    const answer = await get('/basket', {
      cookie: 'theme=dark; zoom=2; session=s1; key=k; tracker=x',
    });
    expect(answer).toEqual({
      status: 200,
      json: expect.objectContaining({
        cookies: { prefs: { theme: 'dark', zoom: 2 }, session: 's1' },
      }),
    });
  });

  it('answers a missing required member or a wrong value with 400', async () => {
    expect((await get('/basket', { cookie: 'zoom=2' })).json).toMatchObject({
      code: 'invalid_request',
      detail: 'cookie prefs.theme is required',
    });
    expect((await get('/basket', { cookie: 'theme=blue' })).json).toMatchObject({
      code: 'invalid_request',
      detail: 'cookie prefs.theme must be one of "dark", "light"',
    });
    expect((await get('/basket', { cookie: 'session=s1; key=k' })).json).toMatchObject({
      code: 'invalid_request',
      detail: 'cookie prefs is required',
    });
  });
});

describe('which keys an object takes', () => {
  const object = (name: string, schema: Record<string, unknown>, style: { style?: string; explode?: boolean } = {}): FormObject | undefined => formObject({ name, in: 'query', schema, ...style }, {});

  it('reads only objects in the exploded form style, whose schema allows no string', () => {
    const rgb = { type: 'object', properties: { R: { type: 'integer' } } };
    expect(object('c', rgb)).toEqual({
      name: 'c',
      members: ['R'],
      open: false,
    });
    expect(object('c', { type: 'object' })).toEqual({
      name: 'c',
      members: [],
      open: true,
    });
    expect(object('c', { ...rgb, additionalProperties: { type: 'integer' } })?.open).toBe(true);
    expect(object('c', { type: 'object', additionalProperties: false })?.open).toBe(false);
    expect(object('c', rgb, { explode: false })).toBeUndefined();
    expect(object('c', rgb, { style: 'deepObject', explode: true })).toBeUndefined();
    expect(object('c', { type: ['object', 'string'] })).toBeUndefined();
    expect(object('c', { type: 'array', items: { type: 'integer' } })).toBeUndefined();
    expect(formObject({ name: 'c', in: 'header', schema: rgb }, {})).toBeUndefined();
  });

  it('reads members and additionalProperties through $refs, with keywords beside them, and allOf', () => {
    const components = { schemas: { RGB: { type: 'object', properties: { R: { type: 'integer' } } }, Open: { type: 'object', additionalProperties: true } } };
    const read = (schema: Record<string, unknown>): FormObject | undefined => formObject({ name: 'c', in: 'query', schema }, components);
    expect(read({ $ref: '#/components/schemas/RGB', description: 'beside' })).toEqual({ name: 'c', members: ['R'], open: false });
    expect(read({ allOf: [{ $ref: '#/components/schemas/RGB' }, { properties: { G: { type: 'integer' } } }] })).toEqual({ name: 'c', members: ['R', 'G'], open: false });
    expect(read({ allOf: [{ $ref: '#/components/schemas/RGB' }, { $ref: '#/components/schemas/Open' }] })?.open).toBe(true);
    expect(read({ allOf: [{ $ref: '#/components/schemas/Open' }], additionalProperties: false })?.open).toBe(false);
  });

  it('gives a member two objects name to the first, leaves one sent whole alone, and gives the rest to the first open object', () => {
    const gather = formObjectsGatherer(
      [
        { name: 'page', members: ['size', 'offset'], open: false },
        { name: 'shape', members: ['size', 'sides'], open: false },
        { name: 'whole', members: ['w'], open: false },
        { name: 'rest', members: [], open: true },
        { name: 'late', members: [], open: true },
      ],
      (key) => key === 'limit',
    );
    const query: Record<string, unknown> = {
      size: '2',
      sides: '3',
      whole: 'x',
      w: '1',
      limit: '5',
      other: ['a', 'b'],
    };
    gather(query);
    expect(query).toEqual({
      page: { size: '2' },
      shape: { sides: '3' },
      whole: 'x',
      w: '1',
      limit: '5',
      rest: { other: ['a', 'b'] },
    });
  });
});
