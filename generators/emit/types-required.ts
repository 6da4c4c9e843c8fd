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
  const declared = new DeclaredNames(document);
  const requiredBySiblings = siblingRequirements(document, declared);
  forEachSchema(document, (schema) => {
    const required = schema['required'];
    if (!Array.isArray(required)) return;
    const properties = isJsonObject(schema['properties']) ? schema['properties'] : undefined;
    const siblings = requiredBySiblings.get(schema);
    const typedByAllOf = declared.byAllOf(schema);
    const missing = [...new Set(required.filter((name): name is string => typeof name === 'string'))].filter(
      (name) => (properties === undefined || !Object.hasOwn(properties, name)) && !typedByAllOf.has(name) && siblings?.has(name) !== true,
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

/** The names another member of an inline member's `allOf` requires and declares itself. */
type SiblingNames = { has(name: string): boolean };

/**
 * For each inline `allOf` member, the names another member of the same `allOf` (or the target
 * of its `$ref`) declares and requires itself: already required in the intersection, so
 * Swagger's petstore `NewPet: {allOf: [{$ref: Pet}, {required: [name], …}]}` prints as before.
 * Each member's names are counted once per `allOf`, and a member's siblings are those counts
 * less its own: gathering them member by member cost the square of the members (an `allOf` of
 * 200,000 members held generate for about 380 s here, decisions/0017).
 */
function siblingRequirements(document: Json, declared: DeclaredNames): WeakMap<Json, SiblingNames> {
  const found = new WeakMap<Json, SiblingNames>();
  forEachSchema(document, (schema) => {
    const members = schema['allOf'];
    if (!Array.isArray(members)) return;
    const counts = new Map<string, number>();
    for (const member of members) {
      for (const name of declared.required(declared.target(member))) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (counts.size === 0) return;
    for (const member of members) {
      if (!isJsonObject(member) || typeof member['$ref'] === 'string') continue;
      const own = declared.required(member);
      found.set(member, { has: (name) => (counts.get(name) ?? 0) - (own.has(name) ? 1 : 0) > 0 });
    }
  });
  return found;
}

/**
 * What schemas declare, read once per schema however many `allOf`s name it: the names a schema
 * requires and declares itself, and the names openapi-typescript types as required through a
 * schema's `allOf` (it hands the schema's `required` to each inline member, and wraps a
 * referenced member whose target declares the property itself in `WithRequired`).
 */
class DeclaredNames {
  readonly #document: Json;
  readonly #required = new WeakMap<object, ReadonlySet<string>>();
  readonly #byAllOf = new WeakMap<object, ReadonlySet<string>>();

  constructor(document: Json) {
    this.#document = document;
  }

  /** A member itself, or the target of its `$ref`. */
  target(member: unknown): unknown {
    return isJsonObject(member) && typeof member['$ref'] === 'string' ? valueAtReference(this.#document, member['$ref']) : member;
  }

  /** The names `target` both requires and declares in its own `properties`. */
  required(target: unknown): ReadonlySet<string> {
    if (!isJsonObject(target)) return EMPTY;
    let names = this.#required.get(target);
    if (names === undefined) {
      const properties = target['properties'];
      const required = target['required'];
      const own = new Set<string>();
      if (isJsonObject(properties) && Array.isArray(required)) {
        for (const name of required) if (typeof name === 'string' && Object.hasOwn(properties, name)) own.add(name);
      }
      names = own;
      this.#required.set(target, names);
    }
    return names;
  }

  /** The names some member of `schema`'s `allOf` (or its target) declares in its `properties`. */
  byAllOf(schema: Json): ReadonlySet<string> {
    const members = schema['allOf'];
    if (!Array.isArray(members)) return EMPTY;
    let names = this.#byAllOf.get(schema);
    if (names === undefined) {
      const all = new Set<string>();
      const read = new Set<object>();
      for (const member of members) {
        const target = this.target(member);
        if (!isJsonObject(target) || read.has(target)) continue;
        read.add(target);
        if (isJsonObject(target['properties'])) for (const name of Object.keys(target['properties'])) all.add(name);
      }
      names = all;
      this.#byAllOf.set(schema, names);
    }
    return names;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
