/**
 * A server generated from a document a test writes: `generate` (types, server and runtime
 * emitters, as `npm run generate` runs them) into a scratch folder inside the repository (so
 * fastify and ajv resolve from node_modules), the generated `registerHandlers` mounted on Fastify
 * with the generated runtime's `serverOptions`, listening on 127.0.0.1 port 0.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { EMITTERS } from '../../../generators/emit/index.js';
import { generate } from '../../../generators/pipeline.js';
import { writeOutput } from '../../../generators/write/index.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_EMITTERS = new Set(['types', 'server', 'runtime']);
let counter = 0;

export interface GeneratedRoute {
  readonly operationId: string;
  readonly handler: string;
  readonly method: string;
  readonly path: string;
}

export type TestHandler = (request: { path: unknown; query: unknown; headers: unknown; body: unknown }) => unknown;

export interface GeneratedServer {
  readonly baseUrl: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly routes: readonly GeneratedRoute[];
  /** Log lines the server wrote (JSON), for tests that check what was logged. */
  readonly logs: string[];
  close(): Promise<void>;
}

/** A scratch folder holding `document` as openapi.yaml; returns the file's path. */
export function writeDocument(name: string, document: string): string {
  counter += 1;
  const dir = path.join(REPO, '.tmp', 'server-docs', `${name}-${process.pid}-${counter}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, document);
  return file;
}

/** Generates the server files for `specPath`; throws what generate throws (a SpecError for a refused document). */
export async function generateServerFiles(specPath: string): Promise<string> {
  const { files } = await generate({ specPath, emitters: EMITTERS.filter((emitter) => SERVER_EMITTERS.has(emitter.name)) });
  const out = path.join(path.dirname(specPath), 'generated');
  await writeOutput(out, files);
  return out;
}

/**
 * Generates, mounts and starts a server for `document`. Operations without a handler in
 * `handlers` (keyed by operationId) answer with `fallback`, by default 200 with the request's
 * path parameters as data.
 */
export async function startGeneratedServer(
  name: string,
  document: string,
  handlers: Readonly<Record<string, TestHandler>> = {},
  fallback: TestHandler = (request) => ({ status: 200, data: request.path }),
): Promise<GeneratedServer> {
  const specPath = writeDocument(name, document);
  const out = await generateServerFiles(specPath);
  const generated = (await import(pathToFileURL(path.join(out, 'server.ts')).href)) as {
    routes: readonly GeneratedRoute[];
    registerHandlers: (app: FastifyInstance, options: unknown) => void;
  };
  const runtime = (await import(pathToFileURL(path.join(out, 'runtime', 'server-runtime.ts')).href)) as {
    serverOptions: (overrides?: object) => object;
  };
  const logs: string[] = [];
  const app = Fastify(runtime.serverOptions({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } }));
  const implementations = Object.fromEntries(generated.routes.map((route) => [route.handler, handlers[route.operationId] ?? fallback]));
  generated.registerHandlers(app, { handlers: implementations, authenticate: () => ({}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    app,
    routes: generated.routes,
    logs,
    close: async () => {
      await app.close();
      rmSync(path.dirname(specPath), { recursive: true, force: true });
    },
  };
}

/** A minimal OpenAPI 3.1 document around `paths` (and optional `components`), as YAML text. */
export function document(paths: string, components = ''): string {
  return `openapi: 3.1.0
info: {title: hostile, version: "1"}
paths:
${paths}
${components === '' ? '' : `components:\n${components}\n`}`;
}
