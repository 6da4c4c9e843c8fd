/**
 * A JSON body that gives one member twice in one object (`{"role":"user","role":"admin"}`) is
 * refused with 400 naming the member. JSON.parse keeps the last and says nothing, while a proxy,
 * gateway or audit log in front may read the first (RFC 8259 §4: the behaviour is unpredictable),
 * so the handler could act on a value those checked as something else; the toolkit already
 * refuses the same in documents and in mtc.config.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'duplicate-members',
    document(`  /notes:
    post:
      operationId: save
      requestBody: {required: true, content: {application/json: {schema: {}}, text/json: {schema: {}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
    { handlers: { save: ({ body }) => ({ status: 200, data: body }) } },
  );
});
afterAll(async () => {
  await served?.app.close();
});

async function post(payload: string, contentType = 'application/json'): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': contentType }, payload });
  return { status: response.statusCode, json: response.json() };
}

describe('a member given twice in one object of a JSON body', () => {
  it.each([
    ['{"role": "user", "role": "admin"}', 'body gives the member role twice in one object; send it once'],
    ['{"a": [1, {"b": 1, "c": {"x": 1, "x": 2}}]}', 'body field a.1.c gives the member x twice in one object; send it once'],
    ['{"a b": {"\\u0061": 1, "a": 2}}', 'body field "a b" gives the member a twice in one object; send it once'],
    ['[{"k": 1}, {"k": 2, "k": 3}]', 'body field 1 gives the member k twice in one object; send it once'],
  ])('refuses %s naming the member and where it is', async (payload, detail) => {
    expect(await post(payload)).toMatchObject({ status: 400, json: { code: 'invalid_request', detail } });
    expect(await post(payload, 'text/json')).toMatchObject({ status: 400, json: { code: 'invalid_request', detail } });
  });

  it('takes one name in different objects, and colons and quotes inside strings', async () => {
    const body = { a: { x: 1 }, b: { x: 2 }, 'c:"d"': 'e":"f', g: ['h:', { x: ':"' }], '\\': '\\"' };
    expect(await post(JSON.stringify(body))).toEqual({ status: 200, json: body });
    expect(await post(' "just: a string" ')).toEqual({ status: 200, json: 'just: a string' });
  });
});
