/**
 * Generated from generators/runtime/server/unique-items.ts by npm run generate. Do not edit.
 */

/**
 * `uniqueItems` in linear time. Ajv compares every pair of items with a deep equality unless the
 * items' schema pins them to one scalar type, so on an array of objects (tags, ids as objects, a
 * list without an `items` type) one request of 80,000 distinct items (949 KB, under the default
 * body limit) held the event loop for 109 s. Here each item is written once as a canonical text
 * (object members in code-unit order of their names, numbers as JSON writes them) and the texts
 * meet in a Map: JSON Schema's equality (members in any order, 1 and 1.0 the same number), in
 * time linear in the array's size. The message and parameters are Ajv's own.
 */
import type { FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';

const validate: SchemaValidateFunction = (schema: unknown, data: unknown): boolean => {
  if (schema !== true || !Array.isArray(data)) return true;
  const seen = new Map<string, number>();
  for (let index = 0; index < data.length; index++) {
    const text = canonicalJson(data[index]);
    const first = seen.get(text);
    if (first !== undefined) {
      validate.errors = [
        {
          keyword: 'uniqueItems',
          message: `must NOT have duplicate items (items ## ${first} and ${index} are identical)`,
          params: { i: index, j: first },
        },
      ];
      return false;
    }
    seen.set(text, index);
  }
  return true;
};

/** Replaces Ajv's own `uniqueItems` (removed first: `ajv.removeKeyword('uniqueItems')`). */
export const uniqueItemsKeyword: FuncKeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  errors: true,
  validate,
};

/**
 * One text per JSON value, equal exactly when the values are equal as JSON Schema compares them
 * (the loader compares a `default` with an `enum` by it too, load/unfit-defaults.ts).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const names = Object.keys(value).sort();
    return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalJson((value as { readonly [key: string]: unknown })[name])}`).join(',')}}`;
  }
  // JSON.stringify writes -0 as 0 and 1.0 as 1, as JSON Schema counts them equal.
  return JSON.stringify(value) ?? 'undefined';
}
