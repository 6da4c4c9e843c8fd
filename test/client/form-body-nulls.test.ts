/**
 * A form body (application/x-www-form-urlencoded, and multipart/form-data) holding `null` list items, sent by a generated
 * client to a server built from the same document, in process. The client left a null item out,
 * so the indexes had a gap (`maybes[0]=1&maybes[2]=2`): the server read an object, not a list,
 * and refused `[1, null, 2]` with 400, and `[null]` reached the handler as nothing; a multipart
 * list came back shorter. A null item is now the empty text (an empty part), which the server
 * reads back as `null` where the items allow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';
import type { AnyHandler } from '../../generators/runtime/server/contract.js';

const DOCUMENT = document(`  /form:
    post:
      operationId: form
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                maybes: {type: array, items: {type: [integer, "null"]}}
                people: {type: array, items: {type: [object, "null"], properties: {name: {type: string}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}
  /multipart:
    post:
      operationId: multipart
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              properties:
                maybes: {type: array, items: {type: [integer, "null"]}}
                people: {type: array, items: {type: [object, "null"], properties: {name: {type: string}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`);

let served: DocumentApp;
let client: Record<string, ClientMethod>;
let received: unknown;

beforeAll(async () => {
  const echo: AnyHandler = (request) => {
    received = request.body;
    return { status: 200, data: request.body };
  };
  ({ served, client } = await clientAndServer('form-body-nulls', DOCUMENT, { form: echo, multipart: echo }));
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe.each(['form', 'multipart'])('null list items in a %s body, client to server', (operation) => {
  it.each([
    ['between items', { maybes: [1, null, 2] }],
    ['alone', { maybes: [null] }],
    ['first and last', { maybes: [null, 0, null] }],
    ['in a list of objects', { people: [{ name: 'é 💡' }, null, { name: '' }] }],
  ])('carries a null item %s to the handler and back', async (_name, body) => {
    await expect(client[operation]!({ body })).resolves.toEqual(body);
    expect(received).toEqual(body);
  });
});
