/**
 * Real-world documents (../shared/specs, beside the project; skipped loudly when absent): the
 * server built from each starts, and every operation's published path reaches routing and
 * validation (never a 404 for the published path, never a 500). Stripe's description stopped
 * the server at start (a request body declared on GET).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { apiData } from '../../generators/emit/server/route-table.js';
import { registerRoutes, serverOptions, type ApiDefinition } from '../../generators/runtime/server-runtime.js';
import { readMultipart } from '../../generators/runtime/server/multipart.js';
import { rawRequest } from '../server/helpers/raw-http.js';

const SHARED_SPECS = path.resolve(fileURLToPath(new URL('../../', import.meta.url)), '../shared/specs');
const documents = existsSync(SHARED_SPECS) ? readdirSync(SHARED_SPECS).filter((name) => /\.(json|ya?ml)$/.test(name)).sort() : [];

if (documents.length === 0) console.warn(`SKIPPED shared-specs-start: no documents in ${SHARED_SPECS} (the shared folder beside the project is absent)`);

describe.skipIf(documents.length === 0)('servers built from the shared real-world documents', () => {
  it.each(documents)('%s: starts, and every published path is routed', async (name) => {
    const file = path.join(SHARED_SPECS, name);
    const model = buildModel(await loadDocument(file), { source: file });
    const app = Fastify(serverOptions({ logger: false }));
    // Each handler answers the operation's first declared success status, so every answer is on contract.
    const handlers = Object.fromEntries(model.operations.map((operation) => [operation.identifier, () => ({ status: successStatus(operation.responses), data: {} })]));
    registerRoutes(app, { ...(apiData(model) as unknown as ApiDefinition), multipart: readMultipart }, { handlers, authenticate: () => ({}), responseValidation: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answers: string[] = [];
      for (const operation of model.operations) {
        const target = operation.path.replace(/\{[^{}]*\}/g, 'x1').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/g, encodeURIComponent);
        const answer = await rawRequest(port, { method: operation.method.toUpperCase(), path: target, headers: {} });
        if (answer.status === 404 || answer.status >= 500) answers.push(`${operation.method.toUpperCase()} ${target}: ${answer.status} ${answer.body}`);
      }
      expect(answers).toEqual([]);
    } finally {
      await app.close();
    }
  }, 300_000);
});

function successStatus(responses: readonly { readonly status: number | string }[]): number {
  const numeric = responses.flatMap((response) => (typeof response.status === 'number' ? [response.status] : []));
  return numeric.find((status) => status >= 200 && status < 300) ?? numeric[0] ?? 200;
}
