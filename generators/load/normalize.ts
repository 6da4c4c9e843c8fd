/**
 * OpenAPI 3.0 → 3.1 schema dialect, for what the model and the emitters rely on
 * (https://spec.openapis.org/oas/v3.1.0#schema-object, "nullable" was removed in favour of
 * JSON Schema's type arrays):
 * - `nullable: true` → `null` added to `type` (or `anyOf: [..., {type: 'null'}]` when there is no type);
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) → the numeric 3.1 form.
 * A 3.1 document that still says `nullable` is normalised the same way. Mutates in place: the
 * object is the loader's own fresh copy.
 */
import { forEachSchema } from './schema-walk.js';

type Json = { [key: string]: unknown };

export function normalizeTo31(document: Json): void {
  forEachSchema(document, (schema) => {
    normalizeNullable(schema);
    normalizeExclusiveBound(schema, 'exclusiveMinimum', 'minimum');
    normalizeExclusiveBound(schema, 'exclusiveMaximum', 'maximum');
  });
  if (typeof document.openapi === 'string' && document.openapi.startsWith('3.0')) document.openapi = '3.1.0';
}

function normalizeNullable(schema: Json): void {
  if (!('nullable' in schema)) return;
  const nullable = schema.nullable === true;
  delete schema.nullable;
  if (!nullable) return;
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type)) {
    if (!schema.type.includes('null')) schema.type = [...schema.type, 'null'];
  } else {
    wrapInNullableAnyOf(schema);
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}

/** A schema without `type` (a `$ref`, an `allOf`) becomes `anyOf: [<the schema>, {type: null}]`. */
function wrapInNullableAnyOf(schema: Json): void {
  const inner: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key === 'title') continue;
    // defineProperty: a key named `__proto__` stays data instead of replacing the prototype.
    Object.defineProperty(inner, key, { value, enumerable: true, writable: true, configurable: true });
    delete schema[key];
  }
  schema.anyOf = [inner, { type: 'null' }];
}

function normalizeExclusiveBound(schema: Json, exclusiveKey: string, boundKey: string): void {
  const flag = schema[exclusiveKey];
  if (typeof flag !== 'boolean') return;
  delete schema[exclusiveKey];
  if (flag && typeof schema[boundKey] === 'number') {
    schema[exclusiveKey] = schema[boundKey];
    delete schema[boundKey];
  }
}
