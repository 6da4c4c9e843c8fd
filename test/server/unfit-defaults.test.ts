/**
 * A `default` its own schema refuses (`{type: integer, default: "10"}`; grpc-gateway's
 * "A Bit of Everything" has `type: number, default: "0.2"`) is left out by the loader
 * (load/unfit-defaults.ts). The server fills defaults into requests before validating them, so
 * with it a request that left the value out, as the types allow, was refused: 400 "query
 * parameter limit must be integer" for a request that sent no `limit`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'unfit-defaults',
    document(`  /items:
    get:
      operationId: listItems
      parameters:
        - {name: limit, in: query, schema: {type: integer, default: "10"}}
        - {name: sort, in: query, schema: {type: string, enum: [asc, desc], default: ascending}}
        - {name: page, in: query, schema: {type: integer, default: 1}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}
    post:
      operationId: addItem
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                size: {type: integer, default: big}
                colour: {type: [string, "null"], default: null}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}`),
    { handlers: { addItem: (request) => ({ status: 200, data: { body: request.body } }) } },
  );
});
afterAll(async () => {
  await served?.app.close();
});

describe('a default its own schema refuses', () => {
  it('is not filled into a request that leaves the value out, which is answered, not refused', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/items' });
    expect(response.statusCode).toBe(200);
    // The fitting default is still filled in; the two unfit ones are not.
    expect(response.json().query).toEqual({ page: 1 });
  });

  it('leaves values the request sends to be validated as before', async () => {
    expect((await served.app.inject({ method: 'GET', url: '/items?limit=5&sort=desc' })).json().query).toEqual({ limit: 5, sort: 'desc', page: 1 });
    expect((await served.app.inject({ method: 'GET', url: '/items?limit=ten' })).statusCode).toBe(400);
  });

  it('is not filled into a body property either, where a fitting null default still is', async () => {
    const response = await served.app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({ colour: null });
  });
});
