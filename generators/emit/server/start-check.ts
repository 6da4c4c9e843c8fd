/**
 * Whatever generate accepts, a server starts on (decisions/0017). Before the server output is
 * emitted, the route table it will carry is mounted on a Fastify instance in memory exactly as
 * the generated `registerHandlers` mounts it (the runtime's own `registerRoutes` and
 * `serverOptions`), and made ready: every schema compiled by the runtime's Ajv, every route
 * registered by the router. It never listens and is closed at once.
 *
 * The loader's checks (load/servable.ts) refuse what the runtime is known to refuse, with the
 * pointer of the keyword; this one runs the runtime itself, so what they did not foresee (two
 * component schemas with one `$id`; ajv-formats' `formatMaximum` beside a format it cannot
 * compare) is refused here, at the operation, instead of stopping the server of whoever implements it.
 */
import Fastify from 'fastify';
import type { ApiModel } from '../../model/types.js';
import type { ApiDefinition } from '../../runtime/server/contract.js';
import { registerRoutes, serverOptions } from '../../runtime/server-runtime.js';
import { DOCUMENT_ID, withoutCodeOptimization } from '../../runtime/server/validation.js';
import { multipartOperation } from '../../runtime/server/body-decoding.js';
import { readMultipart } from '../../runtime/server/multipart.js';
import { apiData } from './route-table.js';
import { toPointer } from '../../shared/json-pointer.js';

export interface StartFailure {
  /** The operation the server fails on (`''` when it fails with no operation at all). */
  readonly pointer: string;
  readonly reason: string;
  /** How to fix it, where the reason alone does not say (a schema too wide, wide-schemas.ts). */
  readonly hint?: string;
}

/** Why a server generated from `model` would not start, located at an operation; `undefined` when it starts. */
export async function serverStartFailure(model: ApiModel): Promise<StartFailure | undefined> {
  return startFailureOf(apiData(model) as unknown as ApiDefinition, model.operations.map((operation) => operation.pointer));
}

/**
 * The check on the route table alone (`operationPointers`: each route's operation, in order), so
 * it can run where the model is not (start-check-thread.ts).
 */
export async function startFailureOf(api: ApiDefinition, operationPointers: readonly string[]): Promise<StartFailure | undefined> {
  const whole = await startFailure(api);
  if (whole === undefined) return undefined;
  const schemas = componentSchemas(api);
  const names = Object.keys(schemas);
  // The shortest prefix that fails ends with what to blame, alone or clashing with something
  // before it: a component schema (two with one `$id`), else an operation (a schema that does
  // not compile, two routes the router reads as one).
  const withoutRoutes = (count: number): ApiDefinition => ({ ...api, routes: [], components: { ...api.components, schemas: Object.fromEntries(names.slice(0, count).map((name) => [name, schemas[name]])) } });
  const schema = await shortestFailingPrefix(names.length, (count) => startFailure(withoutRoutes(count)));
  if (schema !== undefined) return { pointer: schema.count === 0 ? '' : toPointer(['components', 'schemas', names[schema.count - 1]!]), reason: schema.reason };
  // Every route is the whole table, whose failure is known: not compiled a second time.
  const route = await shortestFailingPrefix(api.routes.length, (count) => (count === api.routes.length ? Promise.resolve(whole) : startFailure({ ...api, routes: api.routes.slice(0, count) })));
  return route === undefined ? undefined : { pointer: route.count === 0 ? '' : (operationPointers[route.count - 1] ?? ''), reason: route.reason };
}

/** The smallest count in 0…total whose start fails, with its reason; `undefined` when `total` itself starts. */
async function shortestFailingPrefix(total: number, fails: (count: number) => Promise<string | undefined>): Promise<{ count: number; reason: string } | undefined> {
  const whole = await fails(total);
  if (whole === undefined) return undefined;
  let failing = { count: total, reason: whole };
  let passing = -1;
  while (failing.count - passing > 1) {
    const middle = Math.floor((failing.count + passing) / 2);
    const reason = await fails(middle);
    if (reason === undefined) passing = middle;
    else failing = { count: middle, reason };
  }
  return failing;
}

function componentSchemas(api: ApiDefinition): { readonly [name: string]: unknown } {
  const schemas = (api.components as { readonly schemas?: unknown }).schemas;
  return typeof schemas === 'object' && schemas !== null ? (schemas as { readonly [name: string]: unknown }) : {};
}

/** Mounts the routes of `api` and readies the app; the reason it fails, if it does. */
async function startFailure(api: ApiDefinition): Promise<string | undefined> {
  const app = Fastify(serverOptions({ logger: false }));
  try {
    const handlers = Object.fromEntries(api.routes.map((route) => [route.handler, () => ({ status: 204 })]));
    // Compiled to learn whether they compile, never to validate a request: without Ajv's optimiser.
    withoutCodeOptimization(() => registerRoutes(app, withMultipartReader(api), { handlers, authenticate: () => ({}) }));
    await app.ready();
    return undefined;
  } catch (error) {
    // Ajv names a schema of the document by the runtime's base URI for it (DOCUMENT_ID), which
    // the author never wrote: "…document.json#price" is said as the document writes it, "#price".
    return (error instanceof Error ? error.message : String(error)).replaceAll(DOCUMENT_ID, '');
  } finally {
    await app.close().catch(() => undefined);
  }
}

/**
 * The route table as generated/server.ts hands it over: with the multipart reader when some
 * operation reads multipart bodies (a function, so not part of the data the worker is sent).
 */
function withMultipartReader(api: ApiDefinition): ApiDefinition {
  return multipartOperation(api) === undefined ? api : { ...api, multipart: readMultipart };
}
