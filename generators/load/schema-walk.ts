/**
 * Finds every Schema Object in an OpenAPI document (https://spec.openapis.org/oas/v3.1.0#schema-object)
 * without mistaking example data for schemas: values under `example`, `examples`, `default`,
 * `enum`, `const` and `x-*` extensions are data, never walked.
 */

import { isJsonObject as isObject, toPointer } from '../shared/json-pointer.js';

type Json = { [key: string]: unknown };

/** Members whose values are data, never schemas (with `x-*` extensions). */
export const DATA_KEYS: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'enum', 'const']);
const SINGLE_SUBSCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema', 'additionalItems'];
const ARRAY_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP_SUBSCHEMAS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** A JSON object (not an array, not null): one definition for the generator, in shared/json-pointer.ts. */
export { isObject };

/** Calls `visit` once per schema object (shared objects, e.g. YAML aliases, are visited once). */
export function forEachSchema(document: unknown, visit: (schema: Json) => void): void {
  const seen = new WeakSet<object>();
  const visitSchema = (schema: unknown): void => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    visit(schema);
    for (const child of subschemas(schema)) visitSchema(child);
  };
  walkNonSchema(document, visitSchema, new WeakSet<object>(), false);
}

function walkNonSchema(node: unknown, visitSchema: (schema: unknown) => void, seen: WeakSet<object>, underComponents: boolean): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const entries: [string, unknown][] = Array.isArray(node) ? node.map((value, index) => [String(index), value]) : Object.entries(node);
  for (const [key, value] of entries) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    if (key === 'schema') visitSchema(value);
    else if (underComponents && key === 'schemas' && isObject(value)) Object.values(value).forEach(visitSchema);
    else walkNonSchema(value, visitSchema, seen, key === 'components');
  }
}

/**
 * Each Schema Object that is not inside another (`schema` members, and `components.schemas`),
 * with its JSON pointer; what is inside each is the visitor's to walk.
 */
export function forEachRootSchema(node: unknown, pointer: string, underComponents: boolean, visit: (schema: unknown, pointer: string) => void): void {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    const childPointer = `${pointer}${toPointer([key])}`;
    if (key === 'schema') visit(value, childPointer);
    else if (underComponents && key === 'schemas' && isObject(value)) {
      for (const [name, schema] of Object.entries(value)) visit(schema, `${childPointer}${toPointer([name])}`);
    } else forEachRootSchema(value, childPointer, pointer === '' && key === 'components', visit);
  }
}

/**
 * Calls `visit` once per Schema Object with its JSON pointer, each root schema first and then
 * what it holds, in keyword order (an object met again, e.g. a YAML alias, once).
 */
export function forEachSchemaAt(document: unknown, visit: (schema: Json, pointer: string) => void): void {
  const seen = new WeakSet<object>();
  const walk = (schema: unknown, pointer: string): void => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    visit(schema, pointer);
    for (const [tokens, child] of subschemaEntries(schema)) walk(child, `${pointer}${toPointer(tokens)}`);
  };
  forEachRootSchema(document, '', false, walk);
}

/** The direct subschemas of a schema, in keyword order. */
export function subschemas(schema: Json): unknown[] {
  return subschemaEntries(schema).map(([, value]) => value);
}

/** The direct subschemas of a schema with the reference tokens that lead to each (`['allOf', 0]`), in keyword order. */
export function subschemaEntries(schema: Json): [readonly (string | number)[], unknown][] {
  const found: [readonly (string | number)[], unknown][] = [];
  for (const key of SINGLE_SUBSCHEMA) {
    const value = schema[key];
    if (Array.isArray(value)) value.forEach((item: unknown, index) => found.push([[key, index], item]));
    else if (isObject(value)) found.push([[key], value]);
  }
  for (const key of ARRAY_SUBSCHEMAS) {
    const value = schema[key];
    if (Array.isArray(value)) value.forEach((item: unknown, index) => found.push([[key, index], item]));
  }
  for (const key of MAP_SUBSCHEMAS) {
    const value = schema[key];
    if (isObject(value)) for (const [name, item] of Object.entries(value)) found.push([[key, name], item]);
  }
  return found;
}
