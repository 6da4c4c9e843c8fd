/**
 * A parameter described by `content` (not `schema`) under a JSON media type holds JSON text:
 * the server reads it as JSON when it reads as a type the schema allows, in the path, the query,
 * a header and a cookie (it was validated as text, so an object or a list was always refused;
 * found by the corpus in ogen's parameters.json). Text that is not JSON, or that reads as a type
 * the schema does not allow, is validated as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

const USER = '{schema: {type: object, required: [id], properties: {id: {type: integer}, tags: {type: array, items: {type: string}}}}}';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'content-parameters',
    document(`  /users/{who}:
    get:
      operationId: user
      parameters:
        - {name: who, in: path, required: true, content: {application/json: ${USER}}}
        - {name: filter, in: query, content: {application/vnd.corpus+json: ${USER}}}
        - {name: X-User, in: header, content: {application/json: ${USER}}}
        - {name: prefs, in: cookie, content: {application/json: ${USER}}}
        - {name: label, in: query, content: {application/json: {schema: {type: string}}}}
        - {name: ids, in: query, content: {application/json: {schema: {type: array, items: {type: integer}}}}}
        - {name: raw, in: query, content: {text/plain: {schema: {type: string}}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}`),
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, json: response.json() };
}

const ONE = encodeURIComponent('{"id":1}');

describe('parameters described by JSON content', () => {
  it('reads JSON text in the path, the query, a header and a cookie', async () => {
    const filter = encodeURIComponent('{"id":2,"tags":["a","b"]}');
    const answer = await get(`/users/${ONE}?filter=${filter}&ids=${encodeURIComponent('[1,2]')}`, { 'x-user': '{"id":3}', cookie: `prefs=${ONE}` });
    expect(answer.status).toBe(200);
    expect(answer.json.path).toEqual({ who: { id: 1 } });
    expect(answer.json.query).toEqual({ filter: { id: 2, tags: ['a', 'b'] }, ids: [1, 2] });
    expect(answer.json.headers).toEqual({ 'X-User': { id: 3 } });
    expect(answer.json.cookies).toEqual({ prefs: { id: 1 } });
  });

  it('validates what the JSON reads as, and refuses text that is not JSON for an object', async () => {
    expect((await get(`/users/${encodeURIComponent('{"id":"x"}')}`)).status).toBe(400);
    expect((await get(`/users/${encodeURIComponent('{"id":1')}`)).status).toBe(400);
    expect((await get(`/users/plain`)).status).toBe(400);
  });

  it('keeps text for a string schema unless it is a JSON string, and reads no other media type', async () => {
    expect((await get(`/users/${ONE}?label=abc`)).json.query).toEqual({ label: 'abc' });
    expect((await get(`/users/${ONE}?label=123`)).json.query).toEqual({ label: '123' });
    expect((await get(`/users/${ONE}?label=${encodeURIComponent('"quoted"')}`)).json.query).toEqual({ label: 'quoted' });
    expect((await get(`/users/${ONE}?raw=${encodeURIComponent('{"id":1}')}`)).json.query).toEqual({ raw: '{"id":1}' });
  });
});
