/**
 * Header parameters whose text begins or ends with white space, sent by a generated client to a
 * server built from the same document, in process. HTTP removes that white space from a field
 * value (RFC 9110 §5.5), and fetch's Headers already does, so a single value `' a b '` reaches the
 * handler as `'a b'`, as from any HTTP client (decision 0037). A header list is written by our own
 * header style, and the server reads its items without white space at their ends (RFC 9110's
 * list syntax), so `['a ', ' b']` arrived as `['a', 'b']`: the client refuses such an item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';

const DOCUMENT = document(`  /headers:
    get:
      operationId: headers
      parameters:
        - {name: X-Text, in: header, schema: {type: string}}
        - {name: X-Items, in: header, schema: {type: array, items: {type: string}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`);

let served: DocumentApp;
let call: ClientMethod;
let sent: Request[];

beforeAll(async () => {
  const made = await clientAndServer('header-white-space', DOCUMENT);
  ({ served, sent } = made);
  call = made.client['headers']!;
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe('header parameters with white space at an end, client to server', () => {
  it.each([[' a', 'a'], ['a ', 'a'], [' a b ', 'a b'], ['\ta', 'a']])('sends the single value %j as HTTP defines it, without white space at its ends (%j)', async (text, arrives) => {
    await expect(call({ params: { header: { 'X-Text': text } } })).resolves.toMatchObject({ headers: { 'X-Text': arrives } });
  });

  it.each([[[' a', 'b']], [['a', 'b ']], [['a ', 'b']], [['a', '\tb']]])('refuses the list %j, whose items the server reads without white space at their ends', async (items) => {
    const before = sent.length;
    await expect(call({ params: { header: { 'X-Items': items } } })).rejects.toThrow(/header parameter X-Items has an item .* begins or ends with white space/);
    expect(sent.length).toBe(before);
  });

  it('sends white space inside a value, and inside list items, as it is', async () => {
    const header = { 'X-Text': 'a  b\tc', 'X-Items': ['a b', 'c\td', ''] };
    await expect(call({ params: { header } })).resolves.toMatchObject({ headers: header });
  });

  it('still sends an empty text', async () => {
    await expect(call({ params: { header: { 'X-Text': '' } } })).resolves.toMatchObject({ headers: { 'X-Text': '' } });
  });
});
