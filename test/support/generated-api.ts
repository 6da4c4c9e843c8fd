/**
 * Generates a document's server and client through the real pipeline and writer into a scratch
 * folder inside the repository (so fastify, ajv and openapi-fetch resolve from node_modules), and
 * starts the generated server on 127.0.0.1 (port 0) for tests over real HTTP.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { EMITTERS } from '../../generators/emit/index.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const EMITTED = new Set(['types', 'envelope', 'client', 'server', 'runtime']);

export async function generateApi(specPath: string, name: string): Promise<string> {
  const out = path.join(REPO, '.tmp', 'generated-api', `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(out, { recursive: true });
  const { files } = await generate({ specPath, regenerateCommand: 'npm run generate', emitters: EMITTERS.filter((emitter) => EMITTED.has(emitter.name)) });
  await writeOutput(out, files);
  return out;
}

export function removeApi(out: string): void {
  if (process.env['KEEP_GENERATED_API'] !== '1') rmSync(out, { recursive: true, force: true });
}

export interface RunningApi {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Loose view of a generated server.ts: the tests exercise behaviour; types are checked elsewhere. */
interface GeneratedServer {
  registerHandlers(app: unknown, options: Record<string, unknown>): void;
}

export interface GeneratedRuntime {
  serverOptions(overrides?: Record<string, unknown>): Record<string, unknown>;
  HttpProblem: new (status: number, code: string, message: string) => Error;
}

export async function loadServerRuntime(out: string): Promise<GeneratedRuntime> {
  return (await import(pathToFileURL(path.join(out, 'runtime', 'server-runtime.ts')).href)) as GeneratedRuntime;
}

/** Mounts the generated handlers contract with `options` (handlers, authenticate, ...) and listens. */
export async function startApi(out: string, options: Record<string, unknown>): Promise<RunningApi> {
  const server = (await import(pathToFileURL(path.join(out, 'server.ts')).href)) as GeneratedServer;
  const runtime = await loadServerRuntime(out);
  const app = Fastify(runtime.serverOptions({ logger: false }));
  server.registerHandlers(app, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const close = async (): Promise<void> => {
    // A test's connections end with it: one a test left mid-request (a body it never finished
    // sending) would otherwise hold close() until the server's request timeout, a minute.
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
  };
  return { baseUrl: `http://127.0.0.1:${port}`, close };
}

/** Loose view of a generated client.ts. */
export interface LooseClient {
  createApiClient(options: Record<string, unknown>): Record<string, (input?: unknown, options?: unknown) => Promise<unknown>>;
  isOperationError(error: unknown, operation: string): boolean;
  ApiError: new (...args: never[]) => Error & { status: number; code: unknown; body: unknown };
}

export async function loadGeneratedClient(out: string): Promise<LooseClient> {
  return (await import(pathToFileURL(path.join(out, 'client.ts')).href)) as LooseClient;
}
