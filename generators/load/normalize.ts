/**
 * OpenAPI 3.0 → 3.1 schema dialect, for what the model and the emitters rely on
 * (https://spec.openapis.org/oas/v3.1.0#schema-object, "nullable" was removed in favour of
 * JSON Schema's type arrays):
 * - `nullable: true` → `null` added to `type` (or `anyOf: [..., {type: 'null'}]` when there is no type);
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) → the numeric 3.1 form;
 * - keywords that constrain beside a `$ref` (`{$ref: Pet, required: [id]}`): in 3.1 they apply
 *   together with the reference (JSON Schema 2020-12), so they become `allOf: [{$ref: Pet}]` with
 *   the keywords beside it, which every tool reads alike (openapi-typescript dropped them from
 *   the types while the server's validator enforced them); in 3.0 (and Swagger 2.0) a Reference
 *   Object's other members "SHALL be ignored", so they are removed. Annotations stay.
 * A 3.1 document that still says `nullable` is normalised the same way. Mutates in place: the
 * object is the loader's own fresh copy.
 */
import { forEachSchema } from './schema-walk.js';

type Json = { [key: string]: unknown };

export function normalizeTo31(document: Json): void {
  const from30 = typeof document.openapi === 'string' && document.openapi.startsWith('3.0');
  forEachSchema(document, (schema) => {
    normalizeNullable(schema);
    normalizeExclusiveBound(schema, 'exclusiveMinimum', 'minimum');
    normalizeExclusiveBound(schema, 'exclusiveMaximum', 'maximum');
    normalizeRefSiblings(schema, from30);
  });
  if (from30) document.openapi = '3.1.0';
}

/** Members beside a `$ref` that describe without constraining (and extensions): left where they are. */
const REF_ANNOTATIONS = new Set(['$ref', 'description', 'title', 'summary', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment', 'externalDocs', 'xml', 'discriminator']);

function normalizeRefSiblings(schema: Json, from30: boolean): void {
  if (typeof schema.$ref !== 'string') return;
  const constraining = Object.keys(schema).filter((key) => !REF_ANNOTATIONS.has(key) && !key.startsWith('x-'));
  if (constraining.length === 0) return;
  if (from30) {
    for (const key of constraining) delete schema[key];
    return;
  }
  const reference = { $ref: schema.$ref };
  delete schema.$ref;
  schema.allOf = [reference, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
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

/**
 * Annotations that describe the whole schema, not one of its alternatives, so they stay beside
 * `anyOf`. `default` above all: the server fills in a default only where it meets one, and Ajv
 * never looks for one inside `anyOf`, so `{$ref: Status, nullable: true, default: active}` sent
 * nothing for a request that left the value out.
 */
const WHOLE_SCHEMA_ANNOTATIONS = new Set(['description', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly', 'example', 'examples']);

/** A schema without `type` (a `$ref`, an `allOf`) becomes `anyOf: [<the schema>, {type: null}]`, its annotations kept beside. */
function wrapInNullableAnyOf(schema: Json): void {
  const inner: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (WHOLE_SCHEMA_ANNOTATIONS.has(key)) continue;
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
