/**
 * Generated from generators/runtime/server/dependent-schemas.ts by npm run generate. Do not edit.
 */

/**
 * `dependentSchemas` written as the conditions it means before Ajv compiles it
 * (https://json-schema.org/draft/2020-12/json-schema-core#section-10.2.2.4): each `name: S`
 * becomes `{if: {type: object, required: [name]}, then: S}` in the schema's `allOf`.
 *
 * Why: Ajv 8 (8.17-8.20, ajv-validator/ajv#2483, open) forgets the properties a schema's own
 * `properties` evaluated when a `dependentSchemas` entry does not apply, so beside
 * `unevaluatedProperties: false` a body without the trigger property was refused for a member the
 * schema declares ("body must not have property "kind"", 400; an answer the same way, 500).
 * Ajv tracks what `if`/`then` inside `allOf` evaluated correctly, and the two forms validate the
 * same values with the same annotations: the dependent schema applies exactly when the value is
 * an object holding the name (`type: object` because `required` alone holds for any non-object,
 * where dependentSchemas applies nothing).
 */
import { setOwn, type SchemaObject } from './schema-rewrite.js';

/** One schema object with its `dependentSchemas` moved into `allOf` as conditions (rewriteSchemaObjects' step). */
export function withDependentSchemasAsConditions(object: SchemaObject): SchemaObject {
  const dependents = object['dependentSchemas'];
  if (!isSchemaMap(dependents) || !isSurelySchema(object)) return object;
  const conditions = Object.keys(dependents).map((name) => ({
    if: { type: 'object', required: [name] },
    then: dependents[name],
  }));
  const earlier = object['allOf'];
  const copy: { [key: string]: unknown } = {};
  for (const key of Object.keys(object))
    if (key !== 'dependentSchemas') setOwn(copy, key, object[key]);
  setOwn(copy, 'allOf', [...(Array.isArray(earlier) ? earlier : []), ...conditions]);
  return copy;
}

function isSchemaMap(value: unknown): value is { readonly [name: string]: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isSchemaValue)
  );
}

function isSchemaValue(value: unknown): boolean {
  return (
    typeof value === 'boolean' ||
    (typeof value === 'object' && value !== null && !Array.isArray(value))
  );
}

/**
 * The walk calls every object, including maps of schemas (`properties`, `$defs`), whose members
 * are all schemas: one holding a property named `dependentSchemas` is no schema to rewrite. A
 * schema using the keyword almost always says more than schemas can (`type`, `required`); an
 * object of nothing but schemas is left as written.
 */
function isSurelySchema(object: SchemaObject): boolean {
  return Object.values(object).some((value) => !isSchemaValue(value));
}
