/**
 * Generated from generators/runtime/server/read-write.ts by npm run generate. Do not edit.
 */

/**
 * readOnly and writeOnly properties in validation. OpenAPI says a readOnly property listed in
 * `required` is required in responses only, and a writeOnly one in requests only
 * (https://spec.openapis.org/oas/v3.0.3#fixed-fields-19; 3.1 keeps the meaning through JSON
 * Schema's annotations), and the generated client sends no readOnly member. So request schemas
 * are compiled with readOnly members taken out of `required`, response schemas with writeOnly
 * ones taken out; a member that is sent anyway is still checked against its schema.
 * A property is marked when its own schema says so, as the generated types read it.
 *
 * A writeOnly member is never sent (a password, a secret): OpenAPI says it SHOULD NOT be in a
 * response, and the handler types leave it out, yet TypeScript lets a handler return a stored
 * record that still holds it (`data: account`, no excess-property check on a variable), and
 * then the server sent the password hash. Response schemas forbid the member (`false`), so such
 * an answer is off-contract: with the default `responseValidation: 'error'` it is logged and
 * answered 500, never sent.
 */
import type { JsonSchema } from './contract.js';
import { setOwn, withMember, type SchemaObject } from './schema-rewrite.js';
import { hasOwn } from '../own-property.js';

type Marker = 'readOnly' | 'writeOnly';

/** One schema object with `marker` members out of its `required` list (rewriteSchemaObjects' step). */
export function withoutMarkedRequired(object: SchemaObject, marker: Marker): SchemaObject {
  const required = object['required'];
  const properties = object['properties'];
  if (!Array.isArray(required) || typeof properties !== 'object' || properties === null)
    return object;
  const kept = required.filter(
    (name) =>
      !(
        typeof name === 'string' &&
        hasOwn(properties, name) &&
        isMarked((properties as { readonly [key: string]: JsonSchema })[name], marker)
      ),
  );
  return kept.length === required.length ? object : withMember(object, 'required', kept);
}

function isMarked(schema: unknown, marker: Marker): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const flags = schema as { readonly readOnly?: unknown; readonly writeOnly?: unknown };
  return flags[marker] === true && !(flags.readOnly === true && flags.writeOnly === true);
}

/** One response schema object with its writeOnly members forbidden and out of `required` (rewriteSchemaObjects' step). */
export function withoutWriteOnlyMembers(object: SchemaObject): SchemaObject {
  const unrequired = withoutMarkedRequired(object, 'writeOnly');
  const properties = unrequired['properties'];
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
    return unrequired;
  const members = properties as { readonly [key: string]: JsonSchema };
  const marked = Object.keys(members).filter((name) => isMarked(members[name], 'writeOnly'));
  if (marked.length === 0) return unrequired;
  const forbidden: { [key: string]: unknown } = { ...members };
  for (const name of marked) setOwn(forbidden, name, false);
  return withMember(unrequired, 'properties', forbidden);
}
