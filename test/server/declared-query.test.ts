/**
 * A handler's `query` holds the operation's declared query parameters and nothing else, as its
 * `headers` hold only the declared headers (decisions/0007). Undeclared keys reached handlers: an
 * API key sent in the query for an `apiKey` scheme with `in: query` arrived as
 * `query.api_key`, beside any stray key a client added, whether or not the operation declared
 * query parameters of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'declared-query',
    document(
      `  /plain:
    get:
      operationId: plain
      security: [{queryKey: []}]
      ${OK}
  /search:
    get:
      operationId: search
      security: [{queryKey: []}]
      parameters:
        - {name: page, in: query, schema: {type: integer}}
        - {name: ids, in: query, explode: false, schema: {type: array, items: {type: integer}}}
        - {name: meta, in: query, style: deepObject, schema: {type: object, properties: {a: {type: integer}}}}
        - {name: range, in: query, schema: {type: object, properties: {from: {type: integer}, to: {type: integer}}}}
        - {name: constructor, in: query, schema: {type: string}}
        - {name: X-Trace, in: header, schema: {type: string}}
      ${OK}`,
      `  securitySchemes:
    queryKey: {type: apiKey, in: query, name: api_key}`,
    ),
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function input(url: string, headers: Record<string, string> = {}): Promise<{ status: number; query: unknown; headers: unknown }> {
  const response = await served.app.inject({ method: 'GET', url, headers });
  const body = response.json();
  return { status: response.statusCode, query: body.query, headers: body.headers };
}

describe('the query a handler is given', () => {
  it('leaves out a query API key and stray keys on an operation that declares no query parameters', async () => {
    expect(await input('/plain?api_key=SECRET&foo=1')).toEqual({ status: 200, query: {}, headers: {} });
  });

  it('holds only the declared parameters, each read by its style, never the credential', async () => {
    const answer = await input('/search?api_key=SECRET&foo=1&page=2&ids=3,4&meta[a]=5&meta[b]=x&from=6&to=7&bar[c]=8', { 'x-trace': 't', 'x-other': 'o' });
    expect(answer).toEqual({
      status: 200,
      query: { page: 2, ids: [3, 4], meta: { a: 5, b: 'x' }, range: { from: 6, to: 7 } },
      headers: { 'X-Trace': 't' },
    });
  });

  it('leaves a declared parameter named after an inherited member out unless it was sent', async () => {
    expect((await input('/search?api_key=SECRET')).query).toEqual({});
    expect((await input('/search?api_key=SECRET&constructor=c')).query).toEqual({ constructor: 'c' });
  });

  it('still authenticates with the query API key it leaves out', async () => {
    expect((await input('/search?page=1')).status).toBe(401);
  });
});
