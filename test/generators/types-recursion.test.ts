/**
 * Schemas that contain themselves through a union, array or tuple (a JSON value, a tree of
 * alternatives) must give a types.ts that compiles: openapi-typescript types them as members of
 * `components.schemas`, which TypeScript cannot resolve (TS2502), so they are typed through
 * aliases (generators/emit/types-recursion.ts). Everything else stays as openapi-typescript prints it.
 */
import { describe, expect, it } from 'vitest';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';
import { viaOpenapiTS } from './helpers/via-openapi-ts.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` });

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'recursion', version: '1' },
  paths: {
    '/json': { get: { operationId: 'getJson', responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref('Json') } } } } } },
  },
  components: {
    schemas: {
      Json: { description: 'any JSON */ value', anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: ref('Json') }, { type: 'object', additionalProperties: ref('Json') }] },
      // A cycle of two, one of them a bare alias of the other.
      A: { oneOf: [{ type: 'string' }, { type: 'array', items: ref('B') }] },
      B: ref('A'),
      Pair: { type: 'array', prefixItems: [{ type: 'string' }, { oneOf: [{ type: 'null' }, ref('Pair')] }] },
      // Names a sanitiser has to change, one of them a prototype member.
      ['__proto__']: { oneOf: [{ type: 'integer' }, { type: 'array', items: ref('__proto__') }] },
      '*/ Weird name': { oneOf: [{ type: 'integer' }, { type: 'array', items: ref('*/ Weird name') }] },
      // Recursion through an object compiles as it is: printed as openapi-typescript prints it.
      Tree: { type: 'object', properties: { children: { type: 'array', items: ref('Tree') } } },
      Values: { type: 'array', items: ref('Json') },
    },
  },
};

describe('schemas that contain themselves outside an object', () => {
  it('give a types.ts that compiles, with the same types as before', async () => {
    const types = await printTypes(JSON.parse(JSON.stringify(DOCUMENT)));
    expect(typeCheckTypesWith('types-recursion', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const json: Schemas['Json'] = ['a', 1, { b: [2, { c: 'd' }] }];",
      "// @ts-expect-error: a boolean is no JSON value of this schema",
      "export const notJson: Schemas['Json'] = [true];",
      "export const a: Schemas['A'] = ['x', ['y', []]];",
      "export const b: Schemas['B'] = 'z';",
      "export const pair: Schemas['Pair'] = ['a', ['b', null]];",
      "export const proto: Schemas['__proto__'] = [1, [2, [3]]];",
      "export const weird: Schemas['*/ Weird name'] = [1];",
      "export const tree: Schemas['Tree'] = { children: [{ children: [] }] };",
      "export const values: Schemas['Values'] = [{ x: 'y' }];",
    ])).toEqual([]);
  });

  it('are typed through exported aliases with sanitised names; every other schema is printed as openapi-typescript prints it', async () => {
    const types = await printTypes(JSON.parse(JSON.stringify(DOCUMENT)));
    expect(types).toContain('Json: RecursiveJson;');
    expect(types).toContain('export type RecursiveJson = string | number | RecursiveJson[] | {\n    [key: string]: RecursiveJson;\n};');
    expect(types).toContain('export type RecursiveA = string | RecursiveB[];');
    expect(types).toContain('export type RecursiveB = RecursiveA;');
    expect(types).toContain('"__proto__": RecursiveProto;');
    expect(types).toContain('"*/ Weird name": RecursiveWeirdName;');
    // The escaped description stays on the member.
    expect(types).toContain('/** @description any JSON *\\/ value */\n        Json: RecursiveJson;');
    const peer = await viaOpenapiTS(JSON.parse(JSON.stringify(DOCUMENT)));
    const member = (text: string, name: string): string => new RegExp(`\\n {8}${name}: [^\\n]*(\\n {12}[^\\n]*)*(\\n {8}\\};)?`).exec(text)?.[0] ?? '';
    for (const name of ['Tree', 'Values']) {
      expect(member(types, name)).not.toBe('');
      expect(member(types, name)).toBe(member(peer, name));
    }
  });
});
