/**
 * A JSON body that is the text `null` is a body sent: the document's routes validate it and hand
 * their handler `null` (request-body.ts marks it for their validators). A route the app adds on the
 * same instance has no validator of ours to read that marker back, and got a Symbol as its body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'json-null-body',
    document(`  /notes:
    post:
      operationId: save
      requestBody: {required: true, content: {application/json: {schema: {type: ['null', object]}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
    {
      handlers: { save: ({ body }) => ({ status: 200, data: { body, kind: body === null ? 'null' : typeof body } }) },
      ownRoutes: (app) => app.post('/own', async (request) => ({ kind: request.body === null ? 'null' : typeof request.body })),
    },
  );
});
afterAll(async () => {
  await served?.app.close();
});

const postNull = (url: string) => served.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: 'null' });

describe('a JSON body of null', () => {
  it("reaches the document's handler as null", async () => {
    const response = await postNull('/notes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null, kind: 'null' });
  });

  it("reaches a route the app adds beside the document's as null, not as the runtime's marker", async () => {
    const response = await postNull('/own');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'null' });
  });
});
