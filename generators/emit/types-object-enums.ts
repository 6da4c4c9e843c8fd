/**
 * A schema of `type: object` with an `enum` (NestJS writes `{type: object, enum: [A, B, C]}` for
 * an enum property whose TypeScript type it could not read) allows the enum's members that are
 * objects, and nothing else: JSON Schema checks `type` and `enum` each on its own, as the
 * generated server's validator does. openapi-typescript reads the members of such an enum as
 * schemas instead (an old convention of its own), and a string member made it throw ("Expected
 * SchemaObject, received string"), so the whole document failed to generate. Before the
 * transform, each such enum keeps only its object members and its `type` is written as the list
 * `[object]`, the same type in JSON Schema, which openapi-typescript types as the union of the
 * members' literal types: `never` when none is an object. Mutates the emitter's own copy.
 */
type Json = { [key: string]: unknown };

/** Members whose values are data, not schemas: an example or default shaped like a schema is left as written. */
const DATA_MEMBERS = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** Members whose keys are names (a property called `default` is a schema), not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'schemas']);

export function objectEnumsAsValues(document: Json): void {
  visitSchemaObjects(document, (members) => {
    if (members['type'] === 'object' && Array.isArray(members['enum'])) {
      members['enum'] = members['enum'].filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
      members['type'] = ['object'];
    }
  });
}

/**
 * `const: null` allows null alone, as the server's validator reads it; openapi-typescript takes
 * a `const` of null for no `const` at all and typed the schema `unknown` (or by its `type`
 * alone), so a property the server refuses anything but null for took any value in the types
 * (a 3.1 new-user pass, 2026-11-28). Written `enum: [null]`, the same set of values in JSON
 * Schema, which openapi-typescript types `null`. Mutates the emitter's own copy.
 */
export function nullConstsAsEnums(document: Json): void {
  visitSchemaObjects(document, (members) => {
    if (!Object.hasOwn(members, 'const') || members['const'] !== null) return;
    delete members['const'];
    members['enum'] = Array.isArray(members['enum']) ? members['enum'].filter((value) => value === null) : [null];
  });
}

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
