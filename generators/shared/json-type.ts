/**
 * JSON Schema's names for the type of a JSON value (https://json-schema.org/draft/2020-12/json-schema-core#section-4.2.1),
 * for the generator's reading of values a document gives (an enum's, a const's, a default). The
 * server runtime has its own (runtime/server/parameter-values.ts): it imports nothing of the generators.
 */

/** The type of a JSON value: a number with no fraction is an `integer` (1.0 too), any other `number`. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a JSON value is of type `type`, as JSON Schema's `type` keyword tests it: a `number` includes the integers. */
export function hasJsonType(value: unknown, type: string): boolean {
  const actual = jsonTypeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** The type names a schema's `type` keyword gives, `type: x` or `type: [x, y]`; undefined when it gives none. */
export function typeNames(type: unknown): string[] | undefined {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((name): name is string => typeof name === 'string') : undefined;
}
