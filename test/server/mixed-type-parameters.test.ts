/**
 * A parameter whose schema allows a string and another scalar (`enum: [1, auto]`,
 * `oneOf: [integer, {type: string, pattern}]`): its text is kept as text, and read as the other
 * type when the text fails (schema-checks.ts, `otherReading` in parameter-values.ts). A typed
 * client's `limit: 1` arrives as `?limit=1`, and was refused "must be one of 1, "auto"".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'mixed-types',
    document(`  /m/{size}:
    get:
      operationId: mixed
      parameters:
        - {name: size, in: path, required: true, schema: {enum: [10, 20, all]}}
        - {name: limit, in: query, schema: {type: [integer, string], enum: [1, auto]}}
        - {name: key, in: query, schema: {oneOf: [{type: integer}, {type: string, pattern: '^[a-z]+$'}]}}
        - {name: flag, in: query, schema: {enum: [true, 'yes']}}
        - {name: code, in: query, schema: {enum: ['1', 2]}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}
  /many:
    get:
      operationId: many
      parameters:
        - {name: a, in: query, schema: {enum: ['1', 2]}}
        - {name: b, in: query, schema: {enum: ['1', 2]}}
        - {name: c, in: query, schema: {enum: ['1', 2]}}
        - {name: d, in: query, schema: {enum: [1, x]}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
  );
});

afterAll(async () => {
  await served?.app.close();
});

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await served.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('a parameter that may be a string or another scalar', () => {
  it('is read as the other type where the text as a string fails', async () => {
    expect(await get('/m/10?limit=1&key=5&flag=true')).toMatchObject({ status: 200, body: { path: { size: 10 }, query: { limit: 1, key: 5, flag: true } } });
  });

  it('stays text where the text is valid as it is', async () => {
    expect(await get('/m/all?limit=auto&key=abc&flag=yes&code=1')).toMatchObject({ status: 200, body: { path: { size: 'all' }, query: { limit: 'auto', key: 'abc', flag: 'yes', code: '1' } } });
  });

  it('refuses what no reading makes valid, naming the value as it was sent', async () => {
    const answer = await get('/m/10?limit=2');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: 'query parameter limit must be one of 1, "auto"' });
    expect((await get('/m/30')).status).toBe(400);
  });

  // Each try is a validation with its own pattern work (decisions/0014): a failing part tries
  // all its ambiguous values together, then one at a time, four tries at most.
  it('tries other readings four times at most', async () => {
    expect(await get('/many?a=1&b=1&d=1')).toMatchObject({ status: 200, body: { query: { a: '1', b: '1', d: 1 } } });
    expect((await get('/many?a=1&b=1&c=1&d=1')).status).toBe(400);
  });
});
