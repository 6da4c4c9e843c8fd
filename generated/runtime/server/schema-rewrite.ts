/**
 * Generated from generators/runtime/server/schema-rewrite.ts by npm run generate. Do not edit.
 */

/**
 * Copy-on-write rewriting of the document's schemas before Ajv compiles them (readOnly and
 * writeOnly members out of `required`, the safe-integer keyword beside `integer`): one walk, so
 * every rewrite skips the same data members and shares what it does not change.
 */

/** Members holding data, not schemas: their `required` or `type` members are values to leave alone. */
export const DATA_MEMBERS: ReadonlySet<string> = new Set([
  'enum',
  'const',
  'default',
  'example',
  'examples',
]);

/**
 * Members whose value maps names to schemas (`properties`, `$defs`, the components' `schemas`):
 * each key there is a name, so a property or component named `default`, `enum` or `example` is a
 * schema to walk like any other. Skipped as data, its readOnly members stayed required in
 * requests and its integers were not held to the safe range (a red-team pass, 2026-11-28).
 */
const NAME_MAPS: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'schemas',
]);

/** How an object's keys are read: as a schema's keywords (data members aside), or as names in a map of schemas. */
export type KeyReading = 'keywords' | 'names';

/** Whether the member `key` of an object whose keys are read as `reading` holds data, not schemas. */
export function holdsData(key: string, reading: KeyReading): boolean {
  return reading === 'keywords' && DATA_MEMBERS.has(key);
}

/** How the keys of the object under `key` are read, in an object whose keys are read as `reading`. */
export function readingUnder(key: string, reading: KeyReading): KeyReading {
  return reading === 'keywords' && NAME_MAPS.has(key) ? 'names' : 'keywords';
}

export type SchemaObject = { readonly [key: string]: unknown };

/**
 * `value` with `rewrite` applied to every object in it (its members rewritten first), data
 * members aside. Only what changes is copied: a tree `rewrite` leaves alone comes back as the
 * same object. `rewrite` also gets the object as it was in `value` (`original`, the same object
 * when no member changed), for facts gathered from `value` beforehand. Recursive: the loader
 * bounds a document's nesting (decisions/0014).
 */
export function rewriteSchemaObjects(
  value: unknown,
  rewrite: (object: SchemaObject, original: SchemaObject) => SchemaObject,
  reading: KeyReading = 'keywords',
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const changed = rewriteSchemaObjects(item, rewrite);
      if (changed !== item) (copy ??= [...value])[index] = changed;
    });
    return copy ?? value;
  }
  const object = value as SchemaObject;
  let copy: { [key: string]: unknown } | undefined;
  for (const key of Object.keys(object)) {
    if (holdsData(key, reading)) continue;
    const member = object[key];
    const changed = rewriteSchemaObjects(member, rewrite, readingUnder(key, reading));
    if (changed !== member) setOwn((copy ??= { ...object }), key, changed);
  }
  // A map of names is no schema: only its members are rewritten.
  return reading === 'names' ? (copy ?? object) : rewrite(copy ?? object, object);
}

/** A copy of `object` with `key` set to `value`. */
export function withMember(object: SchemaObject, key: string, value: unknown): SchemaObject {
  const copy = { ...object };
  setOwn(copy, key, value);
  return copy;
}

/** An own data property, whatever its name (an assignment to `__proto__` would set the prototype). */
export function setOwn(object: { [key: string]: unknown }, key: string, value: unknown): void {
  Object.defineProperty(object, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
