/**
 * readOnly and writeOnly properties in validation. OpenAPI says a readOnly property listed in
 * `required` is required in responses only, and a writeOnly one in requests only
 * (https://spec.openapis.org/oas/v3.0.3#fixed-fields-19; 3.1 keeps the meaning through JSON
 * Schema's annotations), and the generated client sends no readOnly member. So request schemas
 * are compiled with readOnly members taken out of `required`, response schemas with writeOnly
 * ones taken out; a member that is sent anyway is still checked against its schema.
 * A property is marked when its own schema says so, as the generated types read it.
 */
import type { JsonSchema } from './contract.js';
import { withMember, type SchemaObject } from './schema-rewrite.js';

type Marker = 'readOnly' | 'writeOnly';

/** One schema object with `marker` members out of its `required` list (rewriteSchemaObjects' step). */
export function withoutMarkedRequired(object: SchemaObject, marker: Marker): SchemaObject {
  const required = object['required'];
  const properties = object['properties'];
  if (!Array.isArray(required) || typeof properties !== 'object' || properties === null) return object;
  const kept = required.filter((name) => !(typeof name === 'string' && Object.hasOwn(properties, name) && isMarked((properties as { readonly [key: string]: JsonSchema })[name], marker)));
  return kept.length === required.length ? object : withMember(object, 'required', kept);
}

function isMarked(schema: unknown, marker: Marker): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const flags = schema as { readonly readOnly?: unknown; readonly writeOnly?: unknown };
  return flags[marker] === true && !(flags.readOnly === true && flags.writeOnly === true);
}
