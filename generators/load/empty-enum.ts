/**
 * `enum: []`: valid JSON Schema since draft 6 (an enum SHOULD list a value, OpenAPI 3.1's 2020-12
 * included; 3.0's and 2.0's older draft said MUST), and no value passes it. Generated as written
 * (the types say `never`, the server's validation refuses every value: runtime/server/
 * empty-enums.ts), with a located warning, since a schema no value passes is almost always a
 * list its author has not filled in yet: Discord's published description has one
 * (discord/discord-api-spec#51), which generate refused whole until 2026-11-28.
 */
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

export function emptyEnum(schema: Json, pointer: string): Finding | undefined {
  const values = schema['enum'];
  if (!Array.isArray(values) || values.length > 0) return undefined;
  return {
    pointer: `${pointer}/enum`,
    severity: 'warning',
    message: '`enum` is empty, so no value can pass this schema',
    hint: 'List the values it allows, or remove the `enum`; it was generated as written: the types say `never` here, and the server answers 400 to a request holding a value here and 500 rather than answer with one.',
  };
}
