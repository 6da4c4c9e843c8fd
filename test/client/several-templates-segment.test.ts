/**
 * Several path templates in one segment (`/items/{a}-{b}.{c}`), sent by a generated client to a
 * server built from the same document, in process. A value ends at the text that follows its
 * template, but never at its own first character: a value has one at least, so `-5` for `{a}` in
 * `{a}-{b}` (and `.env` for `{name}` in `{name}.{ext}`) is read as sent. The server's expression
 * used to refuse a first character that starts the following text, so the client's request for
 * the integer -5 was answered 404 (decisions/0017).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;

const DOCUMENT = document(`  /items/{a}-{b}.{c}:
    get:
      operationId: getItem
      parameters:
        - {name: a, in: path, required: true, schema: {type: integer}}
        - {name: b, in: path, required: true, schema: {type: string}}
        - {name: c, in: path, required: true, schema: {type: string, enum: [json, xml]}}
      ${OK}
  /files/{name}.{ext}:
    get:
      operationId: getFile
      parameters:
        - {name: name, in: path, required: true, schema: {type: string}}
        - {name: ext, in: path, required: true, schema: {type: string}}
      ${OK}`);

let served: DocumentApp | undefined;
let client: Record<string, ClientMethod> = {};
let sent: Request[] = [];

beforeAll(async () => {
  const both = await clientAndServer('several-templates', DOCUMENT);
  ({ served, client, sent } = both);
}, 300_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

async function call(operation: string, path: Record<string, unknown>): Promise<{ sentPath: string; given: unknown }> {
  const given = await client[operation]!({ params: { path } });
  return { sentPath: new URL(sent.at(-1)!.url).pathname, given };
}

describe('several templates in one segment', () => {
  it('reads a value whose first character is the text after its template, as the client sent it', async () => {
    const negative = await call('getItem', { a: -5, b: 'x', c: 'json' });
    expect(negative.sentPath).toBe('/items/-5-x.json');
    expect(negative.given).toMatchObject({ path: { a: -5, b: 'x', c: 'json' } });
    const hidden = await call('getFile', { name: '.env', ext: 'txt' });
    expect(hidden.sentPath).toBe('/files/.env.txt');
    expect(hidden.given).toMatchObject({ path: { name: '.env', ext: 'txt' } });
  });

  it('still ends a value at the text after its first character, and takes the rest for the last', async () => {
    expect((await call('getItem', { a: 7, b: 'x-y', c: 'xml' })).given).toMatchObject({ path: { a: 7, b: 'x-y', c: 'xml' } });
    expect((await call('getFile', { name: 'a', ext: 'tar.gz' })).given).toMatchObject({ path: { name: 'a', ext: 'tar.gz' } });
  });
});
