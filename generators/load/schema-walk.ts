/**
 * Finds every Schema Object in an OpenAPI document (https://spec.openapis.org/oas/v3.1.0#schema-object)
 * without mistaking example data for schemas: inside a schema only its subschema keywords are
 * walked (its `default`, `enum`, `const` and examples never), outside one `example`, `examples`
 * and `x-*` extensions are data.
 */

import { isJsonObject as isObject, toPointer } from '../shared/json-pointer.js';

type Json = { [key: string]: unknown };

/**
 * Outside schemas only examples are data. `default` there is a response (`responses.default`)
 * or a component's name, and holds schemas: skipped as data, a 3.0 `default` response's schema
 * was never normalised (`exclusiveMinimum: true` then refused the whole document) nor checked.
 */
const NON_SCHEMA_DATA_KEYS: ReadonlySet<string> = new Set(['example', 'examples']);
/** Members outside schemas whose keys are names (a response `default`, a component `example`), not fields. */
const NON_SCHEMA_NAME_MAPS = new Set(['paths', 'webhooks', 'responses', 'content', 'headers', 'callbacks', 'links', 'encoding', 'variables', 'mapping', 'scopes']);

/** Whether a member `key` of a non-schema object is data (skipped): never in a map of names. */
function isNonSchemaData(key: string, keysAreNames: boolean): boolean {
  return key.startsWith('x-') || (!keysAreNames && NON_SCHEMA_DATA_KEYS.has(key));
}

/** Whether the keys of the object under `key` are names: a map listed above, or any of `components`' maps. */
function childKeysAreNames(key: string, keysAreNames: boolean, parentKey: string | undefined): boolean {
  return !keysAreNames && (NON_SCHEMA_NAME_MAPS.has(key) || parentKey === 'components');
}
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
  walkNonSchema(document, visitSchema, new WeakSet<object>(), undefined, false);
}

/** `ownKey`: the key `node` is under; `keysAreNames`: whether its keys are names (childKeysAreNames). */
function walkNonSchema(node: unknown, visitSchema: (schema: unknown) => void, seen: WeakSet<object>, ownKey: string | undefined, keysAreNames: boolean): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) walkNonSchema(item, visitSchema, seen, undefined, false);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (isNonSchemaData(key, keysAreNames)) continue;
    if (!keysAreNames && key === 'schema') visitSchema(value);
    else if (ownKey === 'components' && key === 'schemas' && isObject(value)) Object.values(value).forEach(visitSchema);
    else walkNonSchema(value, visitSchema, seen, key, childKeysAreNames(key, keysAreNames, ownKey));
  }
}

/**
 * Each Schema Object that is not inside another (`schema` members, and `components.schemas`),
 * with its JSON pointer; what is inside each is the visitor's to walk.
 */
export function forEachRootSchema(node: unknown, pointer: string, underComponents: boolean, visit: (schema: unknown, pointer: string) => void, keysAreNames = false, ownKey?: string): void {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (isNonSchemaData(key, keysAreNames && !Array.isArray(node))) continue;
    const childPointer = `${pointer}${toPointer([key])}`;
    if (Array.isArray(node)) forEachRootSchema(value, childPointer, false, visit);
    else if (!keysAreNames && key === 'schema') visit(value, childPointer);
    else if (underComponents && key === 'schemas' && isObject(value)) {
      for (const [name, schema] of Object.entries(value)) visit(schema, `${childPointer}${toPointer([name])}`);
    } else forEachRootSchema(value, childPointer, pointer === '' && key === 'components', visit, childKeysAreNames(key, keysAreNames, ownKey), key);
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
