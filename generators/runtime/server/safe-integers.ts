/**
 * Integers in request bodies are exact, as parameter values are (parameter-values.ts): within
 * ±(2^53 − 1). JSON Schema's `integer` accepts any number without a fraction, and JSON.parse reads
 * `1e20` or twenty digits as one, already rounded: a body with `count: 1e20` passed and
 * reached a BIGINT column that cannot hold it (a 500 on PostgreSQL), and an int64 id of 2^53 + 1
 * arrived as 2^53. Request schemas get this keyword beside each `type` that allows integers and
 * not every number; a `number` still takes any finite value.
 */
import { _, type CodeKeywordDefinition } from 'ajv';
import { withMember, type SchemaObject } from './schema-rewrite.js';

export const SAFE_INTEGER = 'x-openapi-runtime-safe-integer';

/** Inline code, one `Number.isSafeInteger` per integer value: nothing for other values. */
export const safeIntegerKeyword: CodeKeywordDefinition = {
  keyword: SAFE_INTEGER,
  type: 'number',
  schemaType: 'boolean',
  error: { message: `must be an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}` },
  code: (cxt) => cxt.fail(_`!Number.isSafeInteger(${cxt.data})`),
};

/** One schema object with SAFE_INTEGER when its `type` asks for integers (rewriteSchemaObjects' step). */
export function withSafeIntegerMark(object: SchemaObject): SchemaObject {
  return integersOnly(object['type']) ? withMember(object, SAFE_INTEGER, true) : object;
}

function integersOnly(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') && !types.includes('number');
}
