/**
 * OpenAPI 3.0's `nullable` beside a `$ref` is read as `anyOf: [{$ref}, {type: 'null'}]`
 * (load/normalize.ts). The schema's `default` stays beside `anyOf`: inside it, the server never
 * filled it in (Ajv does not look for defaults under `anyOf`), so a request that left the value
 * out got none, where the document promises the default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'nullable-ref-default',
    `openapi: 3.0.3
info: {title: nullable ref default, version: "1"}
paths:
  /items:
    post:
      operationId: addItem
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                status: {$ref: '#/components/schemas/Status', nullable: true, default: active, description: Where it stands}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}
components:
  schemas:
    Status: {type: string, enum: [active, archived]}
`,
    { handlers: { addItem: (request) => ({ status: 200, data: { body: request.body } }) } },
  );
});
afterAll(async () => {
  await served?.app.close();
});

describe('a 3.0 nullable $ref with a default', () => {
  it('fills the default into a body that leaves the value out', async () => {
    const response = await served.app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({ status: 'active' });
  });

  it('still takes null and the referenced values, and refuses others', async () => {
    expect((await served.app.inject({ method: 'POST', url: '/items', payload: { status: null } })).json().body).toEqual({ status: null });
    expect((await served.app.inject({ method: 'POST', url: '/items', payload: { status: 'archived' } })).json().body).toEqual({ status: 'archived' });
    expect((await served.app.inject({ method: 'POST', url: '/items', payload: { status: 'gone' } })).statusCode).toBe(400);
  });
});
