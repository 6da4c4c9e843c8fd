/**
 * A Fastify app serving a document a test writes, built as generated/server.ts builds it (the
 * server emitter's `apiData` is what it prints) but without printing or formatting, so a test
 * can mount several documents in well under a second. Not listening: send requests with `inject`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadDocument } from '../../../generators/load/index.js';
import { buildModel } from '../../../generators/model/build.js';
import { apiData } from '../../../generators/emit/server/route-table.js';
import { registerRoutes, serverOptions, type AnyHandler, type ApiDefinition, type Authenticate, type PrincipalBase } from '../../../generators/runtime/server-runtime.js';
import { readMultipart } from '../../../generators/runtime/server/multipart.js';
import { writeDocument } from './generated-server.js';

export interface DocumentApp {
  readonly app: FastifyInstance;
  /** Log lines the server wrote (JSON), for tests that check what was logged. */
  readonly logs: string[];
}

export interface DocumentAppOptions {
  /** Keyed by operationId; operations without one answer 200 with everything their handler was given. */
  readonly handlers?: Readonly<Record<string, AnyHandler>>;
  /** Accepts every credential by default. */
  readonly authenticate?: Authenticate<PrincipalBase>;
  /** Passed to `serverOptions`. */
  readonly fastify?: FastifyServerOptions;
  /** Passed to `registerRoutes` (the runtime's default when absent). */
  readonly handlerTimeoutMs?: number;
  /** Adds the app's own routes beside the operations, as a service does (the reference app's /healthz). */
  readonly ownRoutes?: (app: FastifyInstance) => void;
}

/** Mounts `document` (YAML text) on a new Fastify app made with the runtime's `serverOptions`. */
export async function documentApp(name: string, document: string, options: DocumentAppOptions = {}): Promise<DocumentApp> {
  const { handlers = {}, authenticate = () => ({}), fastify = {}, handlerTimeoutMs } = options;
  const file = writeDocument(name, document);
  try {
    const model = buildModel(await loadDocument(file), { source: file });
    const logs: string[] = [];
    const app = Fastify(
      serverOptions({
        logger: {
          level: 'info',
          stream: { write: (line: string) => void logs.push(line) },
        },
        ...fastify,
      }),
    );
    const echo: AnyHandler = (request) => ({
      status: 200,
      data: {
        path: request.path,
        query: request.query,
        headers: request.headers,
        cookies: request.cookies,
      },
    });
    const implementations = Object.fromEntries(model.operations.map((operation) => [operation.identifier, handlers[operation.operationId] ?? echo]));
    options.ownRoutes?.(app);
    registerRoutes(app, { ...(apiData(model) as unknown as ApiDefinition), multipart: readMultipart }, {
      handlers: implementations,
      authenticate,
      ...(handlerTimeoutMs === undefined ? {} : { handlerTimeoutMs }),
    });
    await app.ready();
    return { app, logs };
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
