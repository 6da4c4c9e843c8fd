/**
 * A JSON body holding a key that would change an object's prototype when a handler copies or
 * merges it (`__proto__`, or `constructor` holding `prototype`) is refused with 400, as before,
 * but now says which key and why: it used to read "body is not valid JSON", which sent clients
 * looking for a syntax error that was not there (decisions/0017).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'prototype-keys',
    document(`  /notes:
    post:
      operationId: save
      requestBody: {required: true, content: {application/json: {schema: {type: object}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
    { handlers: { save: ({ body }) => ({ status: 200, data: body }) } },
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function post(payload: string): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload });
  return { status: response.statusCode, json: response.json() };
}

const WHY = "which is refused: copied into another object it would replace that object's prototype (prototype pollution); rename the key";

describe('prototype keys in JSON bodies', () => {
  it.each([
    ['{"__proto__": {"admin": true}}', `body has the key "__proto__", ${WHY}`],
    ['{"a": [1, {"b": {"__proto__": 1}}]}', `body field a.1.b has the key "__proto__", ${WHY}`],
    ['{"constructor": {"prototype": {"admin": true}}}', `body has the key "constructor" holding "prototype", ${WHY}`],
    ['{"x": {"constructor": {"prototype": 1}}}', `body field x has the key "constructor" holding "prototype", ${WHY}`],
  ])('refuses %s naming the key', async (payload, detail) => {
    expect(await post(payload)).toMatchObject({ status: 400, json: { code: 'invalid_request', detail } });
  });

  it('still calls malformed JSON malformed, and takes an ordinary constructor key', async () => {
    expect((await post('{"__proto__": ')).json.detail).toBe('body is not valid JSON; check quoting and commas');
    expect(await post('{"constructor": "x", "prototype": 1}')).toEqual({ status: 200, json: { constructor: 'x', prototype: 1 } });
  });
});
