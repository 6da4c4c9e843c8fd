/**
 * The first part of the start check (decisions/0017), run before anything is compiled: a schema
 * too wide for the generated server's validator. With `allErrors` off, Ajv nests the code that
 * validates each member of `oneOf`, `prefixItems` and `patternProperties` inside the code of the
 * one before, and V8, compiling that code on the validator's first call, overflows its stack at
 * about 1,500-2,000 of them: the server started and answered every request to the operation 400
 * "Maximum call stack size exceeded". (`properties`, `allOf`, `dependentSchemas` and an
 * operation's parameters nest no deeper than a block of them whatever their number: the runtime
 * validates them in blocks, runtime/server/wide-members.ts. `anyOf` is a loop.) Left to the
 * start check, a schema of 200,000 was compiled three times over to find what to blame before it
 * was refused (26 s). Types and the client never compile schemas, so only a server is refused
 * for it.
 *
 * What is walked is what the server compiles: each route's parameters, bodies and answers, and
 * the component schemas they reach through `$ref`; a component nothing reaches is never compiled.
 */
import { subschemaEntries } from '../../load/schema-walk.js';
import { isJsonObject, valueAtReference } from '../../shared/json-pointer.js';
import { documentPointers } from './route-table.js';
import type { StartFailure } from './start-check.js';

/**
 * Subschemas one schema may have in NESTED_BY_VALIDATOR's keywords; decisions/0017 has the
 * measurement behind it. Comfortably under where a validator of them overflows on its first call
 * inside a request (`oneOf`: 1,600 answered, 2,000 did not, Node 20), since that depends on how
 * much stack the request has used and on the Node version. It was 2,000, measured by compiling
 * alone, which V8 does not do until the first call.
 */
export const MAX_NESTED_SUBSCHEMAS = 1_000;

/**
 * The keywords whose members the validator nests one inside the other, the runtime not putting
 * them in blocks: `oneOf` of blocks would mean something else. `$defs` is compiled only where a
 * `$ref` reaches it, and is walked there.
 */
const NESTED_BY_VALIDATOR = { arrays: ['oneOf', 'prefixItems'], maps: ['patternProperties'] } as const;
const ONLY_WHERE_REFERENCED = new Set(['$defs', 'definitions']);

type Json = { readonly [key: string]: unknown };

/** How many subschemas of `schema` the validator nests one inside the other, without listing them. */
export function nestedSubschemaCount(schema: Json): number {
  let count = 0;
  for (const key of NESTED_BY_VALIDATOR.arrays) {
    const value = schema[key];
    if (Array.isArray(value)) count += value.length;
  }
  for (const key of NESTED_BY_VALIDATOR.maps) {
    const value = schema[key];
    if (isJsonObject(value)) count += Object.keys(value).length;
  }
  return count;
}

/** A schema over the bound, in the route it was found under. */
export interface WideSchema {
  readonly route: number;
  readonly width: number;
  readonly schema: object;
}

interface RouteSchemas {
  readonly parameters?: readonly { readonly schema?: unknown }[];
  readonly body?: { readonly schema?: unknown; readonly alternatives?: readonly { readonly schema?: unknown }[] };
  readonly responses?: readonly { readonly schema?: unknown }[];
}

/**
 * The first schema, walking the routes of `api` in order (the route table as the server is
 * handed it), with more than `limit` nested subschemas. The walk stops there: a refusal costs no
 * walk of what that schema holds.
 */
export function firstWideSchema(api: { readonly routes: readonly unknown[]; readonly components?: unknown }, limit = MAX_NESTED_SUBSCHEMAS): WideSchema | undefined {
  const seen = new WeakSet<object>();
  for (const [route, table] of api.routes.entries()) {
    const { parameters = [], body, responses = [] } = table as RouteSchemas;
    const roots = [...parameters.map((parameter) => parameter.schema), body?.schema, ...(body?.alternatives ?? []).map((media) => media.schema), ...responses.map((response) => response.schema)];
    for (const root of roots) {
      const schema = firstWideUnder(api, root, limit, seen);
      if (schema !== undefined) return { route, width: nestedSubschemaCount(schema), schema };
    }
  }
  return undefined;
}

/** The first schema in `root` or what its `$ref`s reach with more than `limit` nested subschemas; iterative, since schemas nest deeply. */
function firstWideUnder(api: unknown, root: unknown, limit: number, seen: WeakSet<object>): Json | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const schema = pending.pop();
    if (!isJsonObject(schema) || seen.has(schema)) continue;
    seen.add(schema);
    if (nestedSubschemaCount(schema) > limit) return schema;
    if (typeof schema['$ref'] === 'string') pending.push(valueAtReference(api, schema['$ref']));
    const children = subschemaEntries(schema).filter(([tokens]) => !ONLY_WHERE_REFERENCED.has(String(tokens[0])));
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]![1]);
  }
  return undefined;
}

/**
 * The refusal of `wide`, at the schema's first place in `document` (the route table holds the
 * document's own objects), else at its operation (`operationPointers`, one per route): a schema
 * the model made.
 */
export function wideSchemaFailure(wide: WideSchema, document: object, operationPointers: readonly string[]): StartFailure {
  const operation = operationPointers[wide.route] ?? '';
  const limit = MAX_NESTED_SUBSCHEMAS.toLocaleString('en-US');
  return {
    pointer: documentPointers(document as { readonly [key: string]: unknown }).get(wide.schema) ?? operation,
    reason: `this schema has ${wide.width.toLocaleString('en-US')} subschemas in oneOf, prefixItems and patternProperties together, more than the ${limit} the generated server's validator can check in one schema (it nests one level of code per member, and overflows the stack past about 1,500)`,
    hint: `Where its oneOf members exclude one another (as a discriminator's do), write anyOf, which says the same and is checked in a loop at any width; otherwise describe it with at most ${limit} (a prefixItems tuple as items, patternProperties as fewer patterns). Types and a client alone (outputs without server) compile no schema and are generated from it as it is.`,
  };
}
