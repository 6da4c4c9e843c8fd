/**
 * A document's client runtime and server runtime meeting over a real socket, both built in this
 * process from the model, without printing, formatting or compiling anything: the server as
 * generated/server.ts builds it (the emitter's `apiData`), each client operation with the
 * descriptor client.ts would hold (the emitter's `operationDescriptor` and `runtimeFunctionsOf`,
 * each named runtime function looked up in the client runtime). A document takes a few
 * milliseconds, so a test can check many, each a request the client writes against what the
 * server reads from it.
 */
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { ApiModel } from '../../generators/model/types.js';
import { apiData } from '../../generators/emit/server/route-table.js';
import { contractData, operationDescriptor, runtimeFunctionsOf } from '../../generators/emit/client/descriptors.js';
import { registerRoutes, serverOptions, type AnyHandler, type ApiDefinition } from '../../generators/runtime/server-runtime.js';
import { readMultipart } from '../../generators/runtime/server/multipart.js';
import * as clientRuntime from '../../generators/runtime/client-runtime.js';
import type { AuthCredentials, ContractInfo, OperationDescriptor } from '../../generators/runtime/client-runtime.js';
import { writeDocument } from '../server/helpers/generated-server.js';

/** What an echoing handler was given: the values the server read from the request. */
export interface Received {
  readonly path: Record<string, unknown>;
  readonly query: unknown;
  readonly headers: Record<string, unknown>;
  readonly cookies: Record<string, unknown>;
  readonly body: unknown;
}

export interface Meeting {
  readonly model: ApiModel;
  /** Calls the operation (by operationId) as its generated client method would. */
  call(operationId: string, input?: unknown): Promise<unknown>;
  /** What the handler of the last call was given; undefined when no handler ran. */
  readonly received: () => Received | undefined;
  readonly app: FastifyInstance;
  /** The server's log lines at error level (JSON): why an answer was a 500. */
  readonly errors: string[];
  close(): Promise<void>;
}

export interface MeetingOptions {
  readonly handlers?: Readonly<Record<string, AnyHandler>>;
  /** What an echoing handler answers (by default 200 with what it was given). */
  readonly answer?: (received: Received, operationId: string) => { status: number; data?: unknown };
  /** The client's credentials by scheme; the server accepts any. */
  readonly auth?: AuthCredentials;
}

/**
 * Serves `document` (YAML or JSON text, or a file) on 127.0.0.1 with `handlers` (by operationId;
 * the others answer 200 with `answer(received)`, by default what they were given) and makes its client.
 */
export async function clientMeetsServer(
  document: string | { readonly file: string },
  options: MeetingOptions = {},
): Promise<Meeting> {
  const model = await modelOf(document);
  let last: Received | undefined;
  const errors: string[] = [];
  const app = Fastify(serverOptions({ logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } } }));
  const handlers = Object.fromEntries(
    model.operations.map((operation) => {
      const own = options.handlers?.[operation.operationId];
      const echo: AnyHandler = (request) => {
        last = { path: request.path, query: request.query, headers: request.headers, cookies: request.cookies, body: request.body };
        return options.answer?.(last, operation.operationId) ?? { status: 200, data: last };
      };
      return [operation.identifier, own ?? echo];
    }),
  );
  registerRoutes(app, { ...(apiData(model) as unknown as ApiDefinition), multipart: readMultipart }, { handlers, authenticate: () => ({}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const core = clientRuntime.createRuntime({ baseUrl: `http://127.0.0.1:${port}`, retry: false, ...(options.auth === undefined ? {} : { auth: options.auth }) }, contractData(model) as ContractInfo);
  const descriptors = new Map(model.operations.map((operation) => [operation.operationId, liveDescriptor(model, operation)]));
  return {
    model,
    app,
    errors,
    received: () => last,
    call: (operationId, input) => {
      last = undefined;
      const descriptor = descriptors.get(operationId);
      if (descriptor === undefined) throw new Error(`no operation ${operationId}`);
      return core.call(descriptor, input);
    },
    close: () => app.close(),
  };
}

async function modelOf(document: string | { readonly file: string }): Promise<ApiModel> {
  if (typeof document !== 'string') return buildModel(await loadDocument(document.file), { source: document.file });
  const file = writeDocument('client-meets-server', document);
  try {
    return buildModel(await loadDocument(file), { source: file });
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** The descriptor client.ts prints for `operation`, with the runtime functions it names (or what they make) in place. */
function liveDescriptor(model: ApiModel, operation: ApiModel['operations'][number]): OperationDescriptor {
  const runtime = clientRuntime as unknown as Record<string, (argument?: unknown) => unknown>;
  const functions = runtimeFunctionsOf(operation).map(([member, name, argument]) => {
    const made = runtime[name];
    if (made === undefined) throw new Error(`the client runtime exports no ${name}`);
    return [member, argument === undefined ? made : made(argument)];
  });
  return { ...(operationDescriptor(operation, model) as object), ...Object.fromEntries(functions) } as OperationDescriptor;
}
