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
import { visitSchemaObjects } from './schema-objects.js';

type Json = { [key: string]: unknown };

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
