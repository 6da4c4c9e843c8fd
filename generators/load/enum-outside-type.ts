/**
 * An `enum` that lists values its own `type` refuses (`{type: integer, enum: ["0 - Unknown",
 * "1 - Success"]}`, as Swashbuckle writes a C# enum described by its names; `{type: array, enum:
 * [a, b]}` meaning an array of those values). JSON Schema applies both keywords, so such a value
 * is valid under neither: the server's validation refuses it, while openapi-typescript types the
 * schema by its enum and so offers exactly the values the server refuses. Peers split on it
 * (orval printed code that did not compile, orval-labs/orval#884; openapi-typescript typed the
 * enum, openapi-ts/openapi-typescript#2129), so it is generated as written with a located warning
 * naming the values (a pass over peers' issues, 2026-11-28). Redocly's `no-enum-type-mismatch`
 * rule says the same, but only `mtc lint` runs it.
 */
import { hasJsonType, typeNames } from '../shared/json-type.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** Values the message names at most, and the characters of each (an object value can be any size). */
/** How many refused values a message shows (unsatisfiable-schemas.ts too). */
export const SHOWN = 3;
const VALUE_CHARACTERS = 60;

export function enumOutsideType(schema: Json, pointer: string): Finding | undefined {
  const values = schema['enum'];
  const types = typeNames(schema['type']);
  if (!Array.isArray(values) || types === undefined || types.length === 0) return undefined;
  const refused = values.filter((value) => !types.some((type) => hasJsonType(value, type)));
  if (refused.length === 0) return undefined;
  const shown = refused.slice(0, SHOWN).map(shortJson).join(', ') + (refused.length > SHOWN ? ', …' : '');
  const typeText = types.length === 1 ? `type: ${types[0]}` : `type: [${types.join(', ')}]`;
  const outcome = refused.length === values.length ? 'so no value is valid here' : refused.length === 1 ? 'so it is never valid' : 'so those are never valid';
  // `{type: array, enum: [a, b]}` almost always means an array of those values.
  const remedy = types.length === 1 && types[0] === 'array' ? 'Move the `enum` under `items` (an array of those values)' : `Give \`type\` the type of the values (${suggestedType(refused)}), or drop those values`;
  return {
    pointer: `${pointer}/enum`,
    severity: 'warning',
    message: `\`enum\` lists ${refused.length === 1 ? 'a value' : 'values'} of another type than \`${typeText}\` (${shown}), ${outcome}`,
    hint: `${remedy}; it was generated as written, and the server's validation refuses ${refused.length === 1 ? 'that value' : 'those values'}.`,
  };
}

/** The `type` the refused values have, to suggest (`type: string`), or a neutral phrase when they differ. */
function suggestedType(values: readonly unknown[]): string {
  const names = new Set(values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value)));
  return names.size === 1 ? `\`type: ${[...names][0]}\`` : 'a list of their types';
}

/** A value as JSON for a message, cut to VALUE_CHARACTERS (unsatisfiable-schemas.ts too). */
export function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > VALUE_CHARACTERS ? `${text.slice(0, VALUE_CHARACTERS)}…` : text;
}
