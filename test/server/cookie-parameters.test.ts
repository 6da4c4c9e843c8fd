/**
 * Cookie parameters (`in: cookie`) are read and validated like query parameters: they were never
 * looked at, so a required one could be missing and an integer or enum one could hold anything,
 * and the handler got no cookies at all. The one Cookie parser (cookies.ts) serves both these and
 * cookie security schemes; a malformed Cookie header is judged by the schemas, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

/** The pet store's error shape: the document's, not ours (decisions/0021). */
const ERROR = `default: {description: error, content: {application/json: {schema: {type: object, required: [code, message], properties: {code: {type: integer}, message: {type: string}}}}}}`;

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'cookies',
    document(`  /pages:
    get:
      operationId: pages
      parameters:
        - {name: session, in: cookie, required: true, schema: {type: string, minLength: 3}}
        - {name: page, in: cookie, schema: {type: integer, minimum: 1}}
        - {name: theme, in: cookie, schema: {type: string, enum: [dark, light]}}
        - {name: ids, in: cookie, schema: {type: array, items: {type: integer}}}
        - {name: tags, in: cookie, explode: false, schema: {type: array, items: {type: string}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}
        ${ERROR}
  /open:
    get:
      operationId: open
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function get(cookie: string | undefined, url = '/pages'): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
  return { status: response.statusCode, json: response.json() };
}

describe('cookie parameters', () => {
  it('hands declared cookies to the handler read into their types, undeclared ones left out', async () => {
    const answer = await get('session=abc; page=2; theme=dark; other=1; ids=4; ids=5; tags=a,b');
    expect(answer).toEqual({ status: 200, json: { path: {}, query: {}, headers: {}, cookies: { session: 'abc', page: 2, theme: 'dark', ids: [4, 5], tags: ['a', 'b'] } } });
  });

  it('answers a missing required cookie 400 in the document error shape', async () => {
    for (const cookie of [undefined, '', 'page=2']) {
      expect(await get(cookie)).toEqual({ status: 400, json: { code: 400, message: 'cookie session is required' } });
    }
  });

  it.each([
    ['session=abc; page=two', 'cookie page must be integer'],
    ['session=abc; page=1e3', 'cookie page must be integer'],
    ['session=abc; page=0', 'cookie page must be >= 1'],
    ['session=abc; theme=blue', 'cookie theme must be one of "dark", "light"'],
    ['session=ab', 'cookie session must NOT have fewer than 3 characters'],
    ['session=abc; ids=1; ids=x', 'cookie ids.1 must be integer'],
  ])('refuses %j with 400: %s', async (cookie, message) => {
    expect(await get(cookie)).toEqual({ status: 400, json: { code: 400, message } });
  });

  it('reads percent-encoded values and quoted values, and judges a malformed header by the schemas (400, never 500)', async () => {
    expect((await get('session=a%20b%3Bc; page="3"')).json.cookies).toEqual({ session: 'a b;c', page: 3 });
    for (const cookie of [';;;', '=x; page', 'session', 'session=%zz%; page=%E0%A4%A', '\u0000=1', 'session=abc; page']) {
      const answer = await get(cookie);
      expect([200, 400], cookie).toContain(answer.status);
    }
    expect((await get('session=%zz%')).json.cookies).toEqual({ session: '%zz%' });
    expect((await get('session=abc; page=%E0%A4%A')).status).toBe(400);
  });

  it('refuses a scalar cookie sent twice rather than picking one of its values', async () => {
    expect((await get('session=abc; page=1; page=2')).status).toBe(400);
  });

  it('gives handlers of operations without cookie parameters an empty object', async () => {
    expect((await get('session=abc', '/open')).json.cookies).toEqual({});
  });
});
