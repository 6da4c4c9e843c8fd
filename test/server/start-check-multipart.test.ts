/**
 * The start check mounts a document with multipart bodies as generated/server.ts does, with the
 * multipart reader (decisions/0029): the runtime refuses to mount such a document without one, so
 * a check that forgot it would refuse every document with an upload. The worker thread receives
 * the route table as plain data (no function survives the copy), so the reader is added where
 * the check mounts, not where the table is made.
 */
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { apiData } from '../../generators/emit/server/route-table.js';
import { serverStartFailure, startFailureOf } from '../../generators/emit/server/start-check.js';
import { registerRoutes, serverOptions, type ApiDefinition } from '../../generators/runtime/server-runtime.js';

const SPEC = fileURLToPath(new URL('./fixtures/uploads-api.yaml', import.meta.url));

describe('the start check of a document with multipart bodies', () => {
  it('starts it, from the model and from the route table as plain data, which the runtime alone refuses to mount', async () => {
    const model = buildModel(await loadDocument(SPEC), { source: SPEC });
    const api = structuredClone(apiData(model)) as unknown as ApiDefinition;
    expect(await serverStartFailure(model)).toBeUndefined();
    expect(await startFailureOf(api, model.operations.map((operation) => operation.pointer))).toBeUndefined();
    const app = Fastify(serverOptions({ logger: false }));
    try {
      expect(() => registerRoutes(app, api, { handlers: {} })).toThrow('operation uploadDocument takes multipart/form-data: pass the multipart reader');
    } finally {
      await app.close();
    }
  });
});
