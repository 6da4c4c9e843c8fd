/**
 * Generated from generators/runtime/server/empty-enums.ts by npm run generate. Do not edit.
 */

/**
 * An empty `enum` written as the schema Ajv compiles for it. JSON Schema since draft 6 (and so
 * OpenAPI 3.1) only says an enum SHOULD list a value: `enum: []` is valid and no value passes it.
 * Ajv refuses to compile it ("enum must have non-empty array"), which stopped the generated server
 * at start-up, so generate refused whole documents that have one (Discord's published API
 * description, discord/discord-api-spec#51). The schema keeps every other keyword (its `$defs`,
 * `$id` and anchors may be referred to from elsewhere) and gets `false` as its first allOf
 * member: it refuses every value, as the empty enum did, and a request or answer holding such a
 * value is described as a member that must not be sent (validation.ts).
 */
import { setOwn, type SchemaObject } from './schema-rewrite.js';

/** One schema object with an empty `enum` replaced by a `false` allOf member (rewriteSchemaObjects' step). */
export function withEmptyEnumAsFalse(object: SchemaObject): SchemaObject {
  const values = object['enum'];
  if (!Array.isArray(values) || values.length > 0) return object;
  const earlier = object['allOf'];
  const copy: { [key: string]: unknown } = {};
  for (const key of Object.keys(object)) if (key !== 'enum') setOwn(copy, key, object[key]);
  setOwn(copy, 'allOf', [false, ...(Array.isArray(earlier) ? earlier : [])]);
  return copy;
}
