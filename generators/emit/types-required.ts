/**
 * A name in a schema's `required` that the same schema's `properties` does not declare: JSON
 * Schema requires the member all the same, whatever schema (or none) gives its type. openapi-
 * typescript types only the required names a schema declares (and, for an `allOf`, the ones an
 * inline member declares or a referenced member declares directly), and drops the rest, so the
 * commonest way to derive a create-body from a shared schema,
 * `NewPet: {allOf: [{$ref: Pet}, {required: [name]}]}`, was typed `Pet & unknown`: a client could
 * send `{}`, which the server refuses with 400 (a red-team pass, 2026-11-28). The same held for
 * `{required: [a, b], properties: {a: …}}`, for `required` beside an `allOf` of a schema that is
 * itself composed, and for `oneOf: [{required: [a]}, {required: [b]}]` ("a or b").
 *
 * In the types' copy of the document each such name gets `properties: {name: {}}`, which JSON
 * Schema reads alike (any value; the member is still typed by every other schema that applies),
 * typed `{} | null` (`requiredNameType`: any JSON value, never `undefined`, since `unknown` would
 * leave the `| undefined` of an optional `name?: string` in the intersection): `Pet & {name: {} |
 * null}` is `{name: string; …}`, and next to an index signature the intersection takes the
 * signature's type. A name an `allOf` member already types as required is left alone,
 * so documents without the trap print as before. A schema openapi-typescript typed as any object
 * (`{type: object, required: [id]}`) stays open to other members. Mutates the emitter's own copy.
 */
import { forEachSchema } from '../load/schema-walk.js';
import { isJsonObject, valueAtReference } from '../shared/json-pointer.js';

type Json = { [key: string]: unknown };

/** The `{}` schemas this rewrite added, for the types emitter's transform to type (requiredNameType). */
const ADDED = new WeakSet<object>();

/** Whether `schema` is a property schema this rewrite added for a required name. */
export function isAddedRequiredName(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && ADDED.has(schema);
}

/** Keywords that give an object schema members or other schemas to be typed by. */
const SHAPING = ['properties', 'additionalProperties', 'patternProperties', 'allOf', 'anyOf', 'oneOf', 'enum', 'const', '$ref'];

export function requiredNamesAsProperties(document: Json): void {
  const requiredBySiblings = siblingRequirements(document);
  forEachSchema(document, (schema) => {
    const required = schema['required'];
    if (!Array.isArray(required)) return;
    const properties = isJsonObject(schema['properties']) ? schema['properties'] : undefined;
    const siblings = requiredBySiblings.get(schema);
    const missing = [...new Set(required.filter((name): name is string => typeof name === 'string'))].filter(
      (name) => (properties === undefined || !Object.hasOwn(properties, name)) && !typedByAllOf(document, schema, name) && siblings?.has(name) !== true,
    );
    if (missing.length === 0) return;
    // With a `type` and nothing else shaping it, openapi-typescript typed it as any object (emptyObjectsUnknown).
    const open = Object.hasOwn(schema, 'type') && !SHAPING.some((keyword) => Object.hasOwn(schema, keyword));
    const added: Json = properties ?? {};
    for (const name of missing) {
      const value = {};
      ADDED.add(value);
      Object.defineProperty(added, name, { value, enumerable: true, writable: true, configurable: true });
    }
    schema['properties'] = added;
    if (open) schema['additionalProperties'] = {};
  });
}

/**
 * For each inline `allOf` member, the names another member of the same `allOf` (or the target
 * of its `$ref`) declares and requires itself: already required in the intersection, so
 * Swagger's petstore `NewPet: {allOf: [{$ref: Pet}, {required: [name], …}]}` prints as before.
 */
function siblingRequirements(document: Json): WeakMap<Json, ReadonlySet<string>> {
  const found = new WeakMap<Json, ReadonlySet<string>>();
  forEachSchema(document, (schema) => {
    const members = schema['allOf'];
    if (!Array.isArray(members)) return;
    const targets = members.map((member) => (isJsonObject(member) && typeof member['$ref'] === 'string' ? valueAtReference(document, member['$ref']) : member));
    members.forEach((member, index) => {
      if (!isJsonObject(member) || typeof member['$ref'] === 'string') return;
      const names = new Set<string>();
      targets.forEach((target, other) => {
        if (other === index || !isJsonObject(target) || !isJsonObject(target['properties']) || !Array.isArray(target['required'])) return;
        for (const name of target['required']) if (typeof name === 'string' && Object.hasOwn(target['properties'], name)) names.add(name);
      });
      if (names.size > 0) found.set(member, names);
    });
  });
  return found;
}

/**
 * Whether openapi-typescript types `name` as required through the schema's `allOf`: it hands the
 * schema's `required` to each inline member, and wraps a referenced member whose target
 * declares the property itself in `WithRequired`.
 */
function typedByAllOf(document: Json, schema: Json, name: string): boolean {
  const members = schema['allOf'];
  if (!Array.isArray(members)) return false;
  return members.some((member) => {
    if (!isJsonObject(member)) return false;
    const target = typeof member['$ref'] === 'string' ? valueAtReference(document, member['$ref']) : member;
    return isJsonObject(target) && isJsonObject(target['properties']) && Object.hasOwn(target['properties'], name);
  });
}
