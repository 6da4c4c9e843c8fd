/**
 * A text body whose media type names a one-byte charset, sent by a generated client to a server
 * built from the same document, in process. fetch writes a string as UTF-8 whatever the
 * Content-Type says, and the server decodes by the charset the Content-Type names, so `café`
 * under `text/plain; charset=iso-8859-1` reached the handler as `cafÃ©`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';

const DOCUMENT = document(`  /latin:
    post:
      operationId: latin
      requestBody: {required: true, content: {"text/plain; charset=iso-8859-1": {schema: {type: string}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {type: string}}}}}`);

let served: DocumentApp;
let send: ClientMethod;
let sent: Request[];

beforeAll(async () => {
  const made = await clientAndServer('text-charset', DOCUMENT, { latin: (request) => ({ status: 200, data: request.body }) });
  ({ served, sent } = made);
  send = made.client['latin']!;
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe('text in a Latin-1 body, client to server', () => {
  it.each(['café ü', 'ÿ\u0000 \r\n', ''])('reaches the handler as %j', async (text) => {
    await expect(send({ body: text })).resolves.toBe(text);
  });

  it('refuses, before sending, a character Latin-1 cannot write', async () => {
    const before = sent.length;
    await expect(send({ body: 'a 💡' })).rejects.toThrow(/which its charset cannot write/);
    expect(sent.length).toBe(before);
  });
});
