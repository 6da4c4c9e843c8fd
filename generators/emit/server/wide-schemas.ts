/**
 * The first part of the start check (decisions/0017), run before anything is compiled: a schema
 * too wide for the generated server's validator. With `allErrors` off, Ajv nests the code that
 * validates each subschema of `allOf`, `oneOf`, `prefixItems`, `properties`, `patternProperties`
 * and `dependentSchemas` (which the runtime compiles as `allOf` members, dependent-schemas.ts)
 * inside the code of the one before, and one schema of about 2,100 of them overflows its stack
 * (`anyOf` is a loop: 30,000 members compile). Left to the start check, a schema of 200,000 was
 * compiled three times over to find what to blame before it was refused (26 s). Types and the
 * client never compile schemas, so only a server is refused for it.
 *
 * What is walked is what the server compiles: each route's parameters (one object schema per
 * location, whose `properties` are the parameters), bodies and answers, and the component
 * schemas they reach through `$ref`; a component nothing reaches is never compiled.
 */
import { subschemaEntries } from '../../load/schema-walk.js';
import { isJsonObject, valueAtReference } from '../../shared/json-pointer.js';
import { documentPointers } from './route-table.js';
import type { StartFailure } from './start-check.js';

/**
 * Subschemas one schema may have in NESTED_BY_VALIDATOR's keywords; decisions/0017 has the
 * measurement behind it. Just under where a schema at the top overflows (about 2,100), so no
 * schema the server could start on is refused here: one nested deeper, with less stack left,
 * that overflows below it is still found by the start check's compile, which costs little at
 * this width. What this check spares is compiling 200,000 members until the stack runs out.
 */
export const MAX_NESTED_SUBSCHEMAS = 2_000;

/**
 * The keywords whose members the validator nests one inside the other. `$defs` is compiled only
 * where a `$ref` reaches it, and is walked there.
 */
const NESTED_BY_VALIDATOR = { arrays: ['allOf', 'oneOf', 'prefixItems'], maps: ['properties', 'patternProperties', 'dependentSchemas'] } as const;
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

/** A schema over the bound: the schema itself, or the parameters of one location that the server validates as one. */
export type WideSchema =
  | { readonly route: number; readonly width: number; readonly schema: object }
  | { readonly route: number; readonly width: number; readonly parameters: string };

interface RouteSchemas {
  readonly parameters?: readonly { readonly in: string; readonly schema?: unknown }[];
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
    const widths = new Map<string, number>();
    for (const { in: location } of parameters) widths.set(location, (widths.get(location) ?? 0) + 1);
    for (const [location, width] of widths) if (width > limit) return { route, width, parameters: location };
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
 * document's own objects), else at its operation (`operationPointers`, one per route): a
 * parameter group, or a schema the model made.
 */
export function wideSchemaFailure(wide: WideSchema, document: object, operationPointers: readonly string[]): StartFailure {
  const operation = operationPointers[wide.route] ?? '';
  const limit = MAX_NESTED_SUBSCHEMAS.toLocaleString('en-US');
  const hint = `Split it: the validator nests one level of code per member and overflows its stack at about 2,100, while a $ref to a named schema that large is compiled as a function of its own (only small ones are inlined). ${'parameters' in wide ? `Describe at most ${limit} parameters in one location, since the server validates them together.` : `Move its members into named schemas under components.schemas of at most ${limit} each and list those by $ref (allOf: [{$ref: '#/components/schemas/PartA'}, …]).`} Types and a client alone (outputs without server) compile no schema and are generated from it as it is.`;
  if ('parameters' in wide) {
    return { pointer: operation, reason: `its ${wide.width.toLocaleString('en-US')} ${wide.parameters} parameters are one schema of that many properties to the generated server's validator, more than the ${limit} it can compile in one schema`, hint };
  }
  return {
    pointer: documentPointers(document as { readonly [key: string]: unknown }).get(wide.schema) ?? operation,
    reason: `this schema has ${wide.width.toLocaleString('en-US')} subschemas in allOf, oneOf, prefixItems, properties, patternProperties and dependentSchemas together, more than the ${limit} the generated server's validator can compile in one schema`,
    hint,
  };
}
