/**
 * A schema `$ref` may point anywhere in the document (`#/paths/~1pets/get/responses/200/content/
 * application~1json/schema/items`, `#/components/schemas/List/items`). openapi-typescript turns
 * such a reference into an indexed access along the pointer (`paths['/pets']['get']...['items']`),
 * which does not type-check: the generated types do not have the document's shape. So every
 * schema a reference points into is hoisted to a component of its own (a unique name made from
 * its pointer, under components/schemas), its old place becomes a reference to that component,
 * and every reference to it is rewritten. Targets are hoisted deepest first, so a target inside
 * another target is already a component when the outer one moves.
 */
import { decodeFragment, isJsonObject, valueAtPointer } from '../shared/json-pointer.js';
import { fromPointer, toPointer } from '../shared/json-pointer.js';
import { forEachSchema } from './schema-walk.js';

type Json = { [key: string]: unknown };

const COMPONENT_ROOT = /^\/components\/schemas\/[^/]+$/;
/** Pointer segments that say nothing about the schema, left out of hoisted names. */
const STRUCTURAL = new Set(['paths', 'components', 'schemas', 'content', 'schema', 'properties']);

export function hoistDeepSchemaRefs(document: Json): void {
  const { targets, schemas } = schemaReferences(document);
  const deepestFirst = [...targets.keys()].sort((a, b) => fromPointer(b).length - fromPointer(a).length);
  const suffixes = new Map<string, number>();
  for (const pointer of deepestFirst) {
    const value = valueAtPointer(document, pointer);
    if (value === undefined) continue; // unresolvable: refused earlier
    const name = hoist(document, pointer, value, schemas.has(value as object), suffixes);
    for (const reference of targets.get(pointer) ?? []) reference.$ref = `#/components/schemas/${name}`;
  }
}

/** Schema references by the (decoded) pointer they target, for targets that are not component roots; and every schema object. */
function schemaReferences(document: Json): { targets: Map<string, Json[]>; schemas: Set<object> } {
  const targets = new Map<string, Json[]>();
  const schemas = new Set<object>();
  forEachSchema(document, (schema) => {
    schemas.add(schema);
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return;
    const pointer = decodeFragment(ref.slice(1));
    if (COMPONENT_ROOT.test(pointer)) return;
    // Appended in place: a new array per reference copied the list each time, the square of the
    // references to one target (40,000 `$ref`s to `#/components/schemas/A/items`: 12 s of an
    // 18 s run; a red-team pass of 2026-11-28).
    const list = targets.get(pointer);
    if (list === undefined) targets.set(pointer, [schema]);
    else list.push(schema);
  });
  return { targets, schemas };
}

/** Moves (or, when its place is not a schema, copies) the value into components/schemas; returns its name. */
function hoist(document: Json, pointer: string, value: unknown, isSchemaPlace: boolean, suffixes: Map<string, number>): string {
  const components = ownObject(document, 'components');
  const schemas = ownObject(components, 'schemas');
  const name = uniqueName(pointer, schemas, suffixes);
  define(schemas, name, value);
  if (isSchemaPlace) {
    const segments = fromPointer(pointer);
    const parent = valueAtPointer(document, toPointer(segments.slice(0, -1)));
    if (typeof parent === 'object' && parent !== null) define(parent as Json, segments[segments.length - 1] ?? '', { $ref: `#/components/schemas/${name}` });
  }
  return name;
}

/**
 * The target's name from its pointer, `_2`, `_3`, … after it when taken. `suffixes` holds the next
 * suffix to try per base for one run (names are only added to `taken`, so every suffix below it
 * is taken): trying from 2 each time cost the square of the targets whose pointers read alike
 * (`A/items/!`, `A/items/#`, … are all `A_items`).
 */
function uniqueName(pointer: string, taken: Json, suffixes: Map<string, number>): string {
  const words = fromPointer(pointer).filter((segment) => !STRUCTURAL.has(segment));
  const base = words.join('_').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'Schema';
  if (!Object.hasOwn(taken, base)) return base;
  let suffix = suffixes.get(base) ?? 2;
  while (Object.hasOwn(taken, `${base}_${suffix}`)) suffix += 1;
  suffixes.set(base, suffix + 1);
  return `${base}_${suffix}`;
}

function ownObject(parent: Json, key: string): Json {
  const existing = Object.hasOwn(parent, key) ? parent[key] : undefined;
  if (isJsonObject(existing)) return existing as Json;
  const created: Json = {};
  define(parent, key, created);
  return created;
}

/** defineProperty: a key named `__proto__` stays data instead of replacing the prototype. */
function define(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

