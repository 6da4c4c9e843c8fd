/**
 * The server built from each corpus document that generates (decisions/0028) starts in-process,
 * and answers malformed requests as client errors: every operation gets its published path
 * with no parameters, a query with broken percent-encoding, and a broken body in each media type
 * its request body declares (JSON cut short, a form with broken escapes, multipart without its
 * closing boundary). A 404 for a published path or any 5xx is a defect of the runtime, and so is
 * anything but a 4xx for a JSON or multipart body that cannot be parsed (a form with broken
 * escapes may be read leniently, as URLSearchParams reads it).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { OperationModel } from '../../generators/model/types.js';
import { apiData } from '../../generators/emit/server/route-table.js';
import { registerRoutes, serverOptions, type ApiDefinition } from '../../generators/runtime/server-runtime.js';
import { readMultipart } from '../../generators/runtime/server/multipart.js';
import { contentKindOf } from '../../generators/runtime/server/respond-content.js';
import { deref, isJsonObject, valueAtPointer } from '../../generators/shared/json-pointer.js';
import { rawRequest, type RawRequest } from '../server/helpers/raw-http.js';
import { EXPECTED_REFUSALS } from './expectations.js';

const DOCUMENTS = path.join(fileURLToPath(new URL('./documents', import.meta.url)));
const names = readdirSync(DOCUMENTS)
  .filter((name) => !Object.hasOwn(EXPECTED_REFUSALS, name))
  .sort();

describe('servers built from the corpus documents', () => {
  it.each(names)('%s: answers malformed requests with a client error', async (name) => {
    const file = path.join(DOCUMENTS, name);
    const model = buildModel(await loadDocument(file), { source: file });
    const app = Fastify(serverOptions({ logger: false }));
    // Each handler answers the operation's first declared success status, with data its media type
    // carries, so every answer is on contract; except where the operation declares none (3.1 allows it): whatever the handler
    // answers is then undeclared, and the runtime's 500 for that is the handler's doing.
    let reached = false;
    const handlers = Object.fromEntries(
      model.operations.map((operation) => [
        operation.identifier,
        () => {
          reached = true;
          const status = successStatus(operation);
          return { status, data: successData(operation, status) };
        },
      ]),
    );
    // With the multipart reader, as generated/server.ts passes it where a document has multipart bodies.
    registerRoutes(app, { ...(apiData(model) as unknown as ApiDefinition), multipart: readMultipart }, { handlers, authenticate: () => ({}), responseValidation: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const wrong: string[] = [];
      for (const operation of model.operations) {
        for (const { unparsable, ...request } of malformedRequests(operation, model.document)) {
          reached = false;
          const answer = await rawRequest(port, request);
          const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 404;
          const handlersDoing = reached && operation.responses.length === 0;
          if (answer.status === 404 || (answer.status >= 500 && !handlersDoing) || (unparsable && !refused)) wrong.push(`${request.method} ${request.path} (${request.headers['content-type'] ?? 'no body'}): ${answer.status} ${answer.body.slice(0, 300)}`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);
});

interface Probe extends RawRequest {
  /** The body cannot be parsed in its media type, so only a client error is a right answer. */
  readonly unparsable: boolean;
}

function malformedRequests(operation: OperationModel, document: { readonly [key: string]: unknown }): Probe[] {
  const method = operation.method.toUpperCase();
  const target = operation.path.replace(/\{[^{}]*\}/g, 'x1').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/g, encodeURIComponent);
  // A bearer token (any credential is accepted) gets most requests past authentication to the checks behind it.
  const headers = { authorization: 'Bearer corpus' };
  const requests: Probe[] = [
    { method, path: target, headers, unparsable: false },
    { method, path: `${target}?%E0%A4%A=%&q=%zz`, headers, unparsable: false },
  ];
  for (const mediaType of declaredBodyMediaTypes(operation, document)) {
    const body = brokenBody(mediaType);
    if (body !== undefined) requests.push({ method, path: target, headers: { ...headers, 'content-type': body.contentType }, body: body.text, unparsable: body.unparsable });
  }
  return requests;
}

/** The media types of the operation's request body as the document declares them, in its order. */
function declaredBodyMediaTypes(operation: OperationModel, document: { readonly [key: string]: unknown }): string[] {
  const found = valueAtPointer(document, operation.pointer);
  if (!isJsonObject(found)) return [];
  const body = deref(document, found.requestBody, '').value;
  return isJsonObject(body) && isJsonObject(body.content) ? Object.keys(body.content) : [];
}

function brokenBody(mediaType: string): { contentType: string; text: string; unparsable: boolean } | undefined {
  const type = mediaType.toLowerCase();
  if (type === 'multipart/form-data') return { contentType: 'multipart/form-data; boundary=corpus', text: '--corpus\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary', unparsable: true };
  if (type === 'application/x-www-form-urlencoded') return { contentType: type, text: '%zz=%E0%A4%A&a', unparsable: false };
  // A range such as application/*+json is sent as one concrete type it covers.
  if (type.includes('json')) return { contentType: type.replace(/\*/g, 'vnd.corpus'), text: '{"cut short', unparsable: true };
  return undefined;
}

/**
 * Data of the kind the answer's media type carries (decisions/0029): text for text, bytes for a
 * binary type, an empty stream for events, an object otherwise.
 */
function successData(operation: OperationModel, status: number): unknown {
  const response = operation.responses.find((candidate) => candidate.status === status);
  switch (response?.shape === 'plain' ? contentKindOf(response.contentType) : undefined) {
    case 'text':
      return '';
    case 'bytes':
      return Buffer.alloc(0);
    case 'events':
      return (async function* () {})();
    case undefined:
      return {};
  }
}

function successStatus(operation: OperationModel): number {
  const numeric = operation.responses.flatMap((response) => (typeof response.status === 'number' ? [response.status] : []));
  return numeric.find((status) => status >= 200 && status < 300) ?? numeric[0] ?? 200;
}
