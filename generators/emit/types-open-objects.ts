/**
 * An object schema with `properties` beside an `additionalProperties` schema (`{properties: {n:
 * {type: integer}}, additionalProperties: {type: string}}`): JSON Schema applies
 * `additionalProperties` only to members `properties` does not name, so `{n: 1, x: "a"}` is
 * valid. openapi-typescript writes it `{n?: number} & {[key: string]: string}`, where the index
 * signature covers `n` too: no value with an `n` can be written in that type, so a handler could
 * not return it nor a client send it without a cast (hey-api/hey-api#322 and
 * openapi-ts/openapi-typescript#665 report the same shape; a pass over peers' issues,
 * 2026-11-28). TypeScript cannot say "the other keys", so the index signature's type here also
 * allows each property's type: `{[key: string]: string | number}`, wider for unnamed keys than
 * the schema, and exact for every named one.
 *
 * `patternProperties` is the same case (a red-team pass, 2026-11-28): openapi-typescript writes
 * the index signature as the union of the pattern schemas (and an `additionalProperties` schema),
 * so `{properties: {base: {type: string}}, patternProperties: {'^nested_': {type: object}}}` was
 * `{base?: string} & {[key: string]: {…}}`, which no value holding `base` fits (hey-api's own
 * pattern-properties fixture in the corpus has that schema). Where a named property's type is
 * not among them, the copy's index is written as one `additionalProperties: {anyOf: [the
 * additionalProperties schema, each pattern schema, each other named type]}`, and its
 * `patternProperties` dropped. Mutates the emitter's own copy of the document.
 */
import { visitSchemaObjects } from './schema-objects.js';

type Json = { [key: string]: unknown };

export function additionalPropertiesBesideProperties(document: Json): void {
  visitSchemaObjects(document, (members) => {
    const properties = asObject(members['properties']);
    if (properties === undefined) return;
    // What openapi-typescript's index signature is made of: the additionalProperties schema and each pattern's.
    const additional = members['additionalProperties'];
    const patterns = asObject(members['patternProperties']);
    const index = [...(additional === false || additional === undefined ? [] : [additional]), ...(patterns === undefined ? [] : Object.values(patterns).filter((schema) => schema !== false))];
    // None, or one that is `{}` (or `true`): the index is absent or already `unknown`, so nothing conflicts.
    if (index.length === 0 || index.some((schema) => asObject(schema) === undefined || Object.keys(asObject(schema)!).length === 0)) return;
    // A property schema `false` admits no value, so it asks nothing of the index signature.
    const named = Object.values(properties).filter((schema) => schema !== false);
    if (named.length === 0) return;
    if (!named.every(isFlat)) {
      members['additionalProperties'] = {};
      delete members['patternProperties'];
      return;
    }
    // What decides each type, without the words about it: compared by text, and copied small.
    const covered = new Set(index.filter(isFlat).map((schema) => JSON.stringify(typeOnly(schema))));
    const others = new Map(named.map((schema): [string, Json] => { const type = typeOnly(schema); return [JSON.stringify(type), type]; }).filter(([text]) => !covered.has(text)));
    if (others.size === 0) return;
    members['additionalProperties'] = { anyOf: [...index, ...others.values()] };
    delete members['patternProperties'];
  });
}

/** The keywords of a flat schema that decide its TypeScript type. */
const TYPE_KEYWORDS = ['$ref', 'type', 'enum', 'const', 'nullable', 'format', 'contentMediaType'];
/**
 * A longer `enum` is left out of the copy, which is then its `type` alone: the index signature
 * is wider than the schema for unnamed members anyway, and a copied enum of a thousand values
 * printed the property's type twice (a review of 2026-11-28).
 */
const ENUM_COPIED = 20;

function typeOnly(schema: unknown): Json {
  const members = asObject(schema) ?? {};
  const copy: Json = {};
  for (const key of TYPE_KEYWORDS) {
    if (!Object.hasOwn(members, key)) continue;
    if (key === 'enum' && Array.isArray(members[key]) && members[key].length > ENUM_COPIED) continue;
    copy[key] = structuredClone(members[key]);
  }
  return copy;
}

/** Keywords that hold further schemas: a property schema with one is not copied (see above). */
const NESTING = ['properties', 'additionalProperties', 'patternProperties', 'unevaluatedProperties', 'propertyNames', 'items', 'prefixItems', 'contains', 'unevaluatedItems', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas'];

function isFlat(schema: unknown): boolean {
  const members = asObject(schema);
  return members !== undefined && !NESTING.some((key) => Object.hasOwn(members, key));
}

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}
