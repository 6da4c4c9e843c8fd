/**
 * Where openapi-typescript's defaults type a schema otherwise than JSON Schema reads it
 * (generators/emit/types.ts): `prefixItems` tuples (what may follow the prefix is `items`,
 * anything when it is absent and nothing when it is `false`; openapi-typescript typed the prefix
 * alone), and object schemas that name no members (any object, not `Record<string, never>`).
 */
import { describe, expect, it } from 'vitest';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'json-schema', version: '1' },
  paths: {},
  components: {
    schemas: {
      Closed: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      ThenBooleans: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'boolean' } },
      ThenAnything: { type: 'array', prefixItems: [{ type: 'string' }, { $ref: '#/components/schemas/Closed' }] },
      NullablePair: { type: ['array', 'null'], prefixItems: [{ type: 'number' }, { type: 'number' }], items: false },
      NullableOpen: { type: ['array', 'null'], prefixItems: [{ type: 'number' }] },
      Holder: { type: 'object', properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'integer' } } } },
      FreeForm: { type: 'object', properties: { metadata: { type: 'object' } } },
    },
  },
};

describe('JSON Schema as it reads', () => {
  it('types a prefixItems tuple with what may follow it, and a free-form object as open', async () => {
    const types = await printTypes(JSON.parse(JSON.stringify(DOCUMENT)));
    expect(types).toMatch(/Closed: \[\s*string,\s*number\s*\];/);
    expect(types).toMatch(/ThenBooleans: \[\s*string,\s*\.\.\.boolean\[\]\s*\];/);
    expect(types).toMatch(/ThenAnything: \[\s*string,\s*components\["schemas"\]\["Closed"\],\s*\.\.\.unknown\[\]\s*\];/);
    expect(typeCheckTypesWith('types-json-schema', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const closed: Schemas['Closed'] = ['a', 1];",
      "// @ts-expect-error: items: false, nothing may follow",
      "export const closedLonger: Schemas['Closed'] = ['a', 1, 2];",
      "export const booleans: Schemas['ThenBooleans'] = ['a', true, false];",
      "// @ts-expect-error: only booleans may follow",
      "export const notBooleans: Schemas['ThenBooleans'] = ['a', 'b'];",
      "export const anything: Schemas['ThenAnything'] = ['a', ['b', 2], { any: 'thing' }, 3];",
      "export const pair: Schemas['NullablePair'] = null;",
      "export const open: Schemas['NullableOpen'] = [1, 'x'];",
      "export const held: Schemas['Holder'] = { pair: ['a', 1, 2] };",
      "// A free-form object takes any members, as the server accepts and sends them.",
      "export const free: Schemas['FreeForm'] = { metadata: { theme: 'dark', lang: 'en' } };",
    ])).toEqual([]);
  });
});
