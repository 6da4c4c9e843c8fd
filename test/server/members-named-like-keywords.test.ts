/**
 * Properties and component schemas named like the keywords that hold data (`default`, `example`,
 * `enum`, `const`) are schemas too. The runtime's schema rewrite before Ajv
 * compiles (schema-rewrite.ts, rewriteSchemaObjects) skipped every member with such a name, so under a property named
 * `default` a readOnly member stayed required in requests (a valid body refused), a writeOnly one
 * was not kept out of answers, and an integer beyond 2^53 was taken rounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyHandler } from '../../generators/runtime/server-runtime.js';
import { documentApp, type DocumentApp } from './helpers/document-app.js';

const DOCUMENT = `openapi: 3.1.0
info: {title: members named like keywords, version: '1'}
paths:
  /widgets:
    post:
      operationId: saveWidget
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Widget'}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}
components:
  schemas:
    enum:
      type: object
      required: [id, v]
      properties:
        id: {type: string, readOnly: true}
        v: {type: string}
        secret: {type: string, writeOnly: true}
    Widget:
      type: object
      properties:
        default:
          type: object
          required: [id, v]
          properties:
            id: {type: string, readOnly: true}
            v: {type: string}
            secret: {type: string, writeOnly: true}
        example: {type: integer}
        const: {$ref: '#/components/schemas/enum'}
`;

let served: DocumentApp;
let answer: unknown;

beforeAll(async () => {
  const saveWidget: AnyHandler = () => ({ status: 200, data: answer });
  served = await documentApp('members-named-like-keywords', DOCUMENT, { handlers: { saveWidget } });
});

afterAll(async () => {
  await served?.app.close();
});

async function post(body: unknown, reply: unknown = {}): Promise<{ status: number; detail: unknown }> {
  answer = reply;
  const response = await served.app.inject({ method: 'POST', url: '/widgets', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: response.statusCode, detail: response.json<{ detail?: unknown }>().detail };
}

describe('a property or component named default, example, const or enum', () => {
  it('takes a request without the readOnly member of the schema it holds', async () => {
    expect(await post({ default: { v: 'x' } })).toEqual({ status: 200, detail: undefined });
    expect(await post({ const: { v: 'x' } })).toEqual({ status: 200, detail: undefined });
    expect((await post({ default: {} })).detail).toBe('body field default.v is required');
  });

  it('holds its integers to the safe range, as any other property\'s', async () => {
    expect((await post({ example: 9007199254740993 })).detail).toBe('body field example must be an integer from -9007199254740991 to 9007199254740991');
  });

  it('keeps its writeOnly member out of answers (off-contract: 500)', async () => {
    expect((await post({}, { default: { id: '1', v: 'x' } })).status).toBe(200);
    expect((await post({}, { default: { id: '1', v: 'x', secret: 's' } })).status).toBe(500);
    expect((await post({}, { const: { id: '1', v: 'x', secret: 's' } })).status).toBe(500);
  });
});

/**
 * The same in the runtime's two other walks (a reviewer's cases): a discriminated union under a
 * property named `default` was never narrowed to its members' values, and a `$ref` under such a
 * property inside a schema with an `$id` was not made absolute, so no server started on it.
 */
describe('a union or a reference under a property named default', () => {
  const document = `openapi: 3.1.0
info: {title: walks, version: '1'}
paths:
  /pets:
    post:
      operationId: savePet
      requestBody:
        required: true
        content:
          application/json:
            schema: {type: object, properties: {default: {$ref: '#/components/schemas/Pet'}}}
      responses:
        '200': {description: ok}
  /boxes:
    post:
      operationId: saveBox
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Box'}
      responses:
        '200': {description: ok}
components:
  schemas:
    Pet:
      oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
      discriminator: {propertyName: kind}
    Cat:
      type: object
      properties: {kind: {type: string}, meow: {type: boolean}}
    Dog:
      type: object
      properties: {kind: {type: string}, bark: {type: boolean}}
    Name: {type: string, maxLength: 3}
    Box:
      $id: https://example.com/box
      type: object
      properties:
        default:
          type: object
          properties: {n: {$ref: '#/components/schemas/Name'}}
`;

  it('narrows the union by its discriminator and resolves the reference, as under any other name', async () => {
    const { app } = await documentApp('walks-under-default', document, { handlers: { savePet: () => ({ status: 200 }), saveBox: () => ({ status: 200 }) } });
    try {
      const status = async (url: string, payload: object): Promise<number> => (await app.inject({ method: 'POST', url, payload })).statusCode;
      // Without the narrowing both members took {kind: Dog}: a Dog with a bad bark matched Cat.
      expect(await status('/pets', { default: { kind: 'Dog', bark: 'x' } })).toBe(400);
      expect(await status('/pets', { default: { kind: 'Dog', bark: true } })).toBe(200);
      expect(await status('/boxes', { default: { n: 'abc' } })).toBe(200);
      expect(await status('/boxes', { default: { n: 'abcd' } })).toBe(400);
    } finally {
      await app.close();
    }
  });
});
