/**
 * Wide `properties` and `allOf` validated in blocks of at most MEMBERS_PER_BLOCK, so that the
 * code Ajv generates for them nests a bounded number of levels, whatever the width.
 *
 * Why: with `allErrors` off, Ajv writes the check of each property (and each `allOf` member)
 * inside an `if` on the one before succeeding (ajv-validator/ajv#1581), so one schema of N of
 * them is a function N blocks deep. V8 compiles a function when it is first called, and its
 * parser overflows the stack at about 1,500-1,800 such blocks from inside a request
 * (decisions/0017 has the measurements): an operation of 2,000 query parameters, accepted by
 * generate, answered every request 400 "Maximum call stack size exceeded".
 *
 * The split says the same thing: `properties: {a: A, b: B, …}` becomes the same names with `true`
 * (what `additionalProperties` and `unevaluatedProperties` read stays as written) and `allOf`
 * members `{properties: {a: A, …}}` of MEMBERS_PER_BLOCK properties each; an `allOf` longer than
 * that becomes a balanced tree of `allOf`s of at most that many members. A property's schema
 * still applies exactly when the property is present, and its default is still filled in
 * before `required` is checked (Ajv applies `allOf` before a schema's object keywords). Only
 * which failure is reported first may differ when a value fails several checks of one such
 * schema: its members' before its `required`.
 */
import { setOwn, type SchemaObject } from './schema-rewrite.js';

/**
 * Members one block holds. 64 blocks of 64 blocks of 64 cover the 100,000 members one object
 * may have (decisions/0014) in about 200 levels, far under the 1,500 where V8 overflows.
 */
export const MEMBERS_PER_BLOCK = 64;

/** One schema object with wide `properties` and `allOf` in blocks (rewriteSchemaObjects' step). */
export function withWideMembersInBlocks(object: SchemaObject): SchemaObject {
  const properties = object['properties'];
  const allOf = object['allOf'];
  const wideProperties = typeof properties === 'object' && properties !== null && Object.keys(properties).length > MEMBERS_PER_BLOCK && isSchemaMap(properties);
  const wideAllOf = Array.isArray(allOf) && allOf.length > MEMBERS_PER_BLOCK;
  if (!wideProperties && !wideAllOf) return object;
  const members: unknown[] = Array.isArray(allOf) ? [...allOf] : [];
  const copy: { [key: string]: unknown } = {};
  for (const key of Object.keys(object)) setOwn(copy, key, object[key]);
  if (wideProperties) {
    const names = Object.keys(properties);
    const placeholders: { [name: string]: unknown } = {};
    for (const name of names) setOwn(placeholders, name, true);
    setOwn(copy, 'properties', placeholders);
    for (let at = 0; at < names.length; at += MEMBERS_PER_BLOCK) {
      const block: { [name: string]: unknown } = {};
      for (const name of names.slice(at, at + MEMBERS_PER_BLOCK)) setOwn(block, name, properties[name]);
      members.push({ properties: block });
    }
  }
  setOwn(copy, 'allOf', inBlocks(members));
  return copy;
}

/** `members` as a balanced tree of `allOf`s, each of at most MEMBERS_PER_BLOCK, in their order. */
function inBlocks(members: readonly unknown[]): unknown[] {
  let level = members;
  while (level.length > MEMBERS_PER_BLOCK) {
    const next: unknown[] = [];
    for (let at = 0; at < level.length; at += MEMBERS_PER_BLOCK) next.push({ allOf: level.slice(at, at + MEMBERS_PER_BLOCK) });
    level = next;
  }
  return [...level];
}

/** A map whose members are all schemas: `properties` of a schema, not an object that merely holds that key. */
function isSchemaMap(value: unknown): value is { readonly [name: string]: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((member) => typeof member === 'boolean' || (typeof member === 'object' && member !== null && !Array.isArray(member)));
}
