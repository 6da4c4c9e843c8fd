/**
 * Reads an object schema's properties through `$ref` and `allOf` (later members win, as in the
 * house pattern `allOf: [$ref SuccessEnvelope, {properties: {data: X}}]`). Cycles stop the walk.
 */
import type { JsonSchema } from './types.js';
import { deref, isJsonObject } from '../shared/json-pointer.js';
import { jsonTypeOf, typeNames } from '../shared/json-type.js';

type Json = { readonly [key: string]: unknown };

export interface FlatObjectSchema {
  /** Property name → schema as written (not dereferenced), in first-seen order. */
  readonly properties: Map<string, JsonSchema>;
  /** Names any member lists under `required` (allOf members all apply). */
  readonly required: Set<string>;
}

export function flattenObjectSchema(document: unknown, schema: unknown): FlatObjectSchema {
  const flat: FlatObjectSchema = { properties: new Map<string, JsonSchema>(), required: new Set<string>() };
  collect(document, schema, flat, new Set<unknown>());
  return flat;
}

function collect(document: unknown, schema: unknown, flat: FlatObjectSchema, seen: Set<unknown>): void {
  const resolved = deref(document, schema, '').value;
  if (!isJsonObject(resolved) || seen.has(resolved)) return;
  seen.add(resolved);
  if (Array.isArray(resolved.allOf)) {
    for (const member of resolved.allOf) collect(document, member, flat, seen);
  }
  if (isJsonObject(resolved.properties)) {
    for (const [name, property] of Object.entries(resolved.properties)) {
      if (isSchema(property)) flat.properties.set(name, property);
    }
  }
  if (Array.isArray(resolved.required)) {
    for (const name of resolved.required) if (typeof name === 'string') flat.required.add(name);
  }
}

/**
 * The JSON types a schema allows (`type`, through `$ref` and `allOf`), or the types of its
 * `const`/`enum` values when it names none; `undefined` when it does not say.
 */
export function typesOf(document: unknown, schema: unknown, seen: Set<unknown> = new Set<unknown>()): ReadonlySet<string> | undefined {
  const resolved = deref(document, schema, '').value;
  if (!isJsonObject(resolved) || seen.has(resolved)) return undefined;
  seen.add(resolved);
  const own = typeNames(resolved.type);
  if (own !== undefined) return new Set(own);
  for (const member of Array.isArray(resolved.allOf) ? resolved.allOf : []) {
    const types = typesOf(document, member, seen);
    if (types !== undefined) return types;
  }
  const values = ownValues(resolved);
  return values === undefined ? undefined : new Set(values.map(jsonTypeOf));
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || isJsonObject(value);
}

/**
 * The single constant a schema pins its value to (`const: x` or a one-value `enum`), looked up
 * through `$ref` and `allOf`; `undefined` when it allows more than one value.
 */
export function constantOf(document: unknown, schema: unknown): unknown {
  const values = allowedValues(document, schema, new Set<unknown>());
  return values !== undefined && values.length === 1 ? values[0] : undefined;
}

/**
 * Values a schema allows when it lists them (`const`/`enum`), intersected across `allOf`
 * members; `undefined` when it does not restrict values.
 */
export function allowedValues(document: unknown, schema: unknown, seen: Set<unknown> = new Set<unknown>()): unknown[] | undefined {
  const resolved = deref(document, schema, '').value;
  if (!isJsonObject(resolved) || seen.has(resolved)) return undefined;
  seen.add(resolved);
  let values = ownValues(resolved);
  if (Array.isArray(resolved.allOf)) {
    for (const member of resolved.allOf) {
      const memberValues = allowedValues(document, member, seen);
      if (memberValues === undefined) continue;
      values = values === undefined ? memberValues : values.filter((value) => memberValues.includes(value));
    }
  }
  return values;
}

function ownValues(schema: Json): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return [...schema.enum];
  return undefined;
}
