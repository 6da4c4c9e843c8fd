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

type Marker = 'readOnly' | 'writeOnly';

/** Members holding data, not schemas: their `required` lists are values to leave alone. */
export const DATA_MEMBERS: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'example', 'examples']);

/** `schema` with `marker` members out of every `required` list; the same object when none is. */
export function exemptFromRequired<T>(schema: T, marker: Marker): T {
  return exempt(schema, marker) as T;
}

function exempt(value: unknown, marker: Marker): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const changed = exempt(item, marker);
      if (changed !== item) (copy ??= [...value])[index] = changed;
    });
    return copy ?? value;
  }
  const object = value as { readonly [key: string]: unknown };
  let copy: { [key: string]: unknown } | undefined;
  for (const key of Object.keys(object)) {
    if (DATA_MEMBERS.has(key)) continue;
    const member = object[key];
    const changed = exempt(member, marker);
    if (changed !== member) setOwn((copy ??= { ...object }), key, changed);
  }
  const required = object['required'];
  const properties = object['properties'];
  if (Array.isArray(required) && typeof properties === 'object' && properties !== null) {
    const kept = required.filter((name) => !(typeof name === 'string' && Object.hasOwn(properties, name) && isMarked((properties as { readonly [key: string]: JsonSchema })[name], marker)));
    if (kept.length !== required.length) setOwn((copy ??= { ...object }), 'required', kept);
  }
  return copy ?? object;
}

function isMarked(schema: unknown, marker: Marker): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const flags = schema as { readonly readOnly?: unknown; readonly writeOnly?: unknown };
  return flags[marker] === true && !(flags.readOnly === true && flags.writeOnly === true);
}

/** An own data property, whatever its name (an assignment to `__proto__` would set the prototype). */
export function setOwn(object: { [key: string]: unknown }, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}
