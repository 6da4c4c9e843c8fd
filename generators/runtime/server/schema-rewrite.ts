/**
 * Copy-on-write rewriting of the document's schemas before Ajv compiles them (readOnly and
 * writeOnly members out of `required`, the safe-integer keyword beside `integer`): one walk, so
 * every rewrite skips the same data members and shares what it does not change.
 */

/** Members holding data, not schemas: their `required` or `type` members are values to leave alone. */
export const DATA_MEMBERS: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'example', 'examples']);

export type SchemaObject = { readonly [key: string]: unknown };

/**
 * `value` with `rewrite` applied to every object in it (its members rewritten first), data
 * members aside. Only what changes is copied: a tree `rewrite` leaves alone comes back as the
 * same object. Recursive: the loader bounds a document's nesting (decisions/0014).
 */
export function rewriteSchemaObjects(value: unknown, rewrite: (object: SchemaObject) => SchemaObject): unknown {
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
    if (DATA_MEMBERS.has(key)) continue;
    const member = object[key];
    const changed = rewriteSchemaObjects(member, rewrite);
    if (changed !== member) setOwn((copy ??= { ...object }), key, changed);
  }
  return rewrite(copy ?? object);
}

/** A copy of `object` with `key` set to `value`. */
export function withMember(object: SchemaObject, key: string, value: unknown): SchemaObject {
  const copy = { ...object };
  setOwn(copy, key, value);
  return copy;
}

/** An own data property, whatever its name (an assignment to `__proto__` would set the prototype). */
export function setOwn(object: { [key: string]: unknown }, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}
