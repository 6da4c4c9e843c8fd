/**
 * The walk the types emitter's rewrites of its own copy of the document share
 * (types-object-enums.ts, types-open-objects.ts): every object that may be a schema, wherever it
 * is, without taking example data for a schema or a map of names for keywords.
 */
type Json = { [key: string]: unknown };

/** Members whose values are data, not schemas: an example or default shaped like a schema is left as written. */
const DATA_MEMBERS = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** Members whose keys are names (a property called `default` is a schema), not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'schemas']);

/** Calls `change` on every object of `document` that may be a schema: never on data, nor on a map of names. */
export function visitSchemaObjects(document: Json, change: (members: Json) => void): void {
  const seen = new WeakSet<object>();
  const visit = (node: unknown, keysAreNames: boolean): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    const members = node as Json;
    if (!keysAreNames) change(members);
    for (const [name, child] of Object.entries(members)) if (keysAreNames || !DATA_MEMBERS.has(name)) visit(child, !keysAreNames && NAME_MAPS.has(name));
  };
  visit(document, false);
}
