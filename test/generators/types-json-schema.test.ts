/**
 * Where openapi-typescript's defaults type a schema otherwise than JSON Schema reads it
 * (generators/emit/types.ts): `prefixItems` tuples (what may follow the prefix is `items`,
 * anything when it is absent and nothing when it is `false`; openapi-typescript typed the prefix
 * alone; and the items past `minItems` are optional), object schemas that name no members (any object, not `Record<string, never>`), and
 * an `enum` on an object schema (its object members; openapi-typescript threw on a string one),
 * `const: null` (null alone; openapi-typescript read it as no const), and `$defs`
 * (definitions, not a member: openapi-typescript typed it as a required one), `items: false`
 * (the empty array alone), and `properties`
 * beside an `additionalProperties` schema (the index signature must admit the named members too;
 * the shape of hey-api/hey-api#322 and openapi-ts/openapi-typescript#665), and so beside
 * `patternProperties`, whose schemas openapi-typescript also writes as the index signature.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';
import { FIXTURES, writeSpec } from './helpers/scratch.js';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'json-schema', version: '1' },
  paths: {},
  components: {
    schemas: {
      Closed: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false, minItems: 2 },
      // prefixItems requires no item: without minItems [] and ['a'] are valid, which the server accepts.
      Prefix: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      PrefixFromOne: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'boolean' }, minItems: 1 },
      ThenBooleans: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'boolean' }, minItems: 1 },
      ThenAnything: { type: 'array', prefixItems: [{ type: 'string' }, { $ref: '#/components/schemas/Closed' }], minItems: 2 },
      NullablePair: { type: ['array', 'null'], prefixItems: [{ type: 'number' }, { type: 'number' }], items: false },
      NullableOpen: { type: ['array', 'null'], prefixItems: [{ type: 'number' }] },
      Holder: { type: 'object', properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'integer' } } } },
      FreeForm: { type: 'object', properties: { metadata: { type: 'object' } } },
      // NestJS's own example (test/corpus/documents/nestjs-swagger-e2e-api-spec.json) made the transform throw.
      StringsAsObject: { type: 'object', enum: ['A', 'B'], description: 'no value is both an object and one of these' },
      MixedAsObject: { type: 'object', enum: [{ level: 1 }, 'x', null, [1]] },
      ConstNull: { const: null },
      Cleared: { type: 'object', required: ['deletedAt'], properties: { deletedAt: { type: ['string', 'null'], const: null } } },
      ConstNullNotListed: { enum: ['a'], const: null },
      // Named members of other types than the rest: valid values that an index signature of the rest alone refused.
      Counted: { type: 'object', required: ['count'], properties: { count: { type: 'integer' }, note: { $ref: '#/components/schemas/ConstNull' }, label: { type: 'string' } }, additionalProperties: { type: 'string' } },
      // kiota's issue microsoft/kiota#2502 asked about `items: {}`, `true` and absent; `false` allows only [].
      NoItems: { type: 'array', items: false },
      NoItemsOrNull: { type: ['array', 'null'], items: false },
      Nested: { type: 'object', properties: { inner: { type: 'object', properties: { n: { type: 'integer' } } } }, additionalProperties: { type: 'boolean' } },
      // A long enum and a description are not copied into the index signature (its type is wider anyway).
      Coded: { type: 'object', properties: { code: { type: 'string', description: 'One of many codes.', enum: Array.from({ length: 25 }, (_, index) => `c${index}`) } }, additionalProperties: { type: 'integer' } },
      Dto: { type: 'object', required: ['letters'], properties: { letters: { type: 'object', enum: ['A'] }, default: { type: 'object', enum: [{ on: true }] } } },
      // hey-api's pattern-properties fixture (test/corpus): `{base?: string} & {[key: string]: {…}}` held no value with `base`.
      Patterned: { type: 'object', required: ['base'], properties: { base: { type: 'string' } }, patternProperties: { '^nested_': { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false },
      PatternedBoth: { type: 'object', properties: { n: { type: 'integer' } }, patternProperties: { '^x-': { type: 'string' } }, additionalProperties: { type: 'boolean' } },
      PatternedAlike: { type: 'object', properties: { tag: { type: 'string' } }, patternProperties: { '^x-': { type: 'string' } } },
    },
  },
};

describe('JSON Schema as it reads', () => {
  it('types a prefixItems tuple with what may follow it, and a free-form object as open', async () => {
    const types = await printTypes(JSON.parse(JSON.stringify(DOCUMENT)));
    expect(types).toMatch(/Closed: \[\s*string,\s*number\s*\];/);
    expect(types).toMatch(/ThenBooleans: \[\s*string,\s*\.\.\.boolean\[\]\s*\];/);
    expect(types).toMatch(/ThenAnything: \[\s*string,\s*components\["schemas"\]\["Closed"\],\s*\.\.\.unknown\[\]\s*\];/);
    expect(types).toMatch(/Prefix: \[\s*string\?,\s*number\?\s*\];/);
    expect(types).toMatch(/PrefixFromOne: \[\s*string,\s*number\?,\s*\.\.\.boolean\[\]\s*\];/);
    expect(types).toMatch(/StringsAsObject: never;/);
    expect(types).toMatch(/MixedAsObject: \{\s*level: 1;\s*\};/);
    // openapi-typescript read `const: null` as no const and typed these `unknown` and `string | null`.
    expect(types).toMatch(/ConstNull: null;/);
    expect(types).toMatch(/deletedAt: null;/);
    expect(types).toMatch(/ConstNullNotListed: never;/);
    expect(types).toMatch(/\[key: string\]: string \| number \| components\["schemas"\]\["ConstNull"\];/);
    expect(types).toMatch(/\[key: string\]: number \| string;/);
    expect(types.match(/"c24"/g)).toHaveLength(1);
    expect(types.match(/One of many codes\./g)).toHaveLength(1);
    // A named type already among the patterns' is not written again.
    expect(types).toMatch(/PatternedAlike: \{\s*tag\?: string;\s*\} & \{\s*\[key: string\]: string;\s*\};/);
    expect(typeCheckTypesWith('types-json-schema', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const closed: Schemas['Closed'] = ['a', 1];",
      "// @ts-expect-error: items: false, nothing may follow",
      "export const closedLonger: Schemas['Closed'] = ['a', 1, 2];",
      "// @ts-expect-error: minItems: 2",
      "export const closedShorter: Schemas['Closed'] = ['a'];",
      "export const prefixEmpty: Schemas['Prefix'] = [];",
      "export const prefixOne: Schemas['Prefix'] = ['a'];",
      "export const prefixSecond: number | undefined = ([] as Schemas['Prefix'])[1];",
      "// @ts-expect-error: items: false, nothing may follow",
      "export const prefixLonger: Schemas['Prefix'] = ['a', 1, 2];",
      "export const fromOne: Schemas['PrefixFromOne'] = ['a'];",
      "export const fromOneRest: Schemas['PrefixFromOne'] = ['a', 1, true];",
      "// @ts-expect-error: minItems: 1",
      "export const fromOneEmpty: Schemas['PrefixFromOne'] = [];",
      "export const booleans: Schemas['ThenBooleans'] = ['a', true, false];",
      "// @ts-expect-error: only booleans may follow",
      "export const notBooleans: Schemas['ThenBooleans'] = ['a', 'b'];",
      "export const anything: Schemas['ThenAnything'] = ['a', ['b', 2], { any: 'thing' }, 3];",
      "export const pair: Schemas['NullablePair'] = null;",
      "export const open: Schemas['NullableOpen'] = [1, 'x'];",
      "export const held: Schemas['Holder'] = { pair: ['a', 1, 2] };",
      "// A free-form object takes any members, as the server accepts and sends them.",
      "export const free: Schemas['FreeForm'] = { metadata: { theme: 'dark', lang: 'en' } };",
      "export const level: Schemas['MixedAsObject'] = { level: 1 };",
      "// @ts-expect-error: a string is no object, whatever the enum lists",
      "export const letter: Schemas['StringsAsObject'] = 'A';",
      "export const named: Schemas['Dto']['default'] = { on: true };",
      "// @ts-expect-error: a property named `default` is a schema too",
      "export const namedWrong: Schemas['Dto']['default'] = 'on';",
      "export const cleared: Schemas['Cleared'] = { deletedAt: null };",
      "// @ts-expect-error: const null allows null alone",
      "export const notCleared: Schemas['Cleared'] = { deletedAt: 'yesterday' };",
      "export const counted: Schemas['Counted'] = { count: 2, note: null, label: 'x', extra: 'y' };",
      "export const countedCount: number = ({} as Schemas['Counted']).count;",
      "// @ts-expect-error: a named member keeps its own type",
      "export const countedWrong: Schemas['Counted'] = { count: 'two' };",
      "export const nested: Schemas['Nested'] = { inner: { n: 1 }, flag: true };",
      "export const coded: Schemas['Coded'] = { code: 'c3', extra: 1 };",
      "// @ts-expect-error: the named member keeps its enum",
      "export const codedWrong: Schemas['Coded'] = { code: 'c99' };",
      "export const none: Schemas['NoItems'] = [];",
      "export const noneOrNull: Schemas['NoItemsOrNull'] = null;",
      "// @ts-expect-error: items: false, no item at all",
      "export const some: Schemas['NoItems'] = [1];",
      "export const patterned: Schemas['Patterned'] = { base: 'b', nested_a: { sub: 'c' } };",
      "// @ts-expect-error: the named member keeps its own type",
      "export const patternedWrong: Schemas['Patterned'] = { base: 1 };",
      "export const patternedBoth: Schemas['PatternedBoth'] = { n: 1, 'x-a': 'b', other: true };",
      "export const patternedAlike: Schemas['PatternedAlike'] = { tag: 't', 'x-a': 'b' };",
    ])).toEqual([]);
  });
});

describe('$defs', () => {
  it('is no member of the instance, and a reference into it is typed by its target', async () => {
    const file = writeSpec('types-defs', `openapi: 3.1.0
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Shape:
      type: object
      required: [kind]
      unevaluatedProperties: false
      properties:
        kind: { const: shape }
        origin: { $ref: '#/components/schemas/Shape/$defs/point' }
      $defs:
        point: { type: array, prefixItems: [{ type: number }, { type: number }], items: false, minItems: 2 }
        unused: { type: string }
    Word: { type: string, $defs: { letter: { type: string, maxLength: 1 } } }
`);
    const types = await printTypes((await loadDocument(file)).document);
    expect(types).not.toMatch(/\$defs: \{/);
    expect(typeCheckTypesWith('types-defs', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const bare: Schemas['Shape'] = { kind: 'shape' };",
      "export const placed: Schemas['Shape'] = { kind: 'shape', origin: [1, 2] };",
      "// @ts-expect-error: the point is two numbers",
      "export const wrongPoint: Schemas['Shape'] = { kind: 'shape', origin: [1] };",
      "export const word: Schemas['Word'] = 'w';",
    ])).toEqual([]);
  });
});

describe('required', () => {
  // openapi-typescript typed only the required names a schema declares itself: `NewPet` was
  // `Pet & unknown`, so a client could send `{}`, which the server answers with 400.
  it('types a required name the schema does not declare as a required member, typed by whatever else applies', async () => {
    const file = writeSpec('types-required', `openapi: 3.1.0
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Pet: { type: object, required: [id], properties: { id: { type: integer }, name: { type: string }, tag: { type: string } } }
    NewPet:
      allOf:
        - $ref: '#/components/schemas/Pet'
        - required: [name]
    Composed: { allOf: [{ $ref: '#/components/schemas/NewPet' }] }
    Tagged: { allOf: [{ $ref: '#/components/schemas/Composed' }], required: [tag] }
    Undeclared: { type: object, required: [a, b], properties: { a: { type: string } } }
    Counts: { type: object, required: [total], additionalProperties: { type: integer } }
    AnyObject: { type: object, required: [id] }
    EitherOr:
      type: object
      properties: { email: { type: string }, phone: { type: string } }
      oneOf: [{ required: [email] }, { required: [phone] }]
    Petstore:
      allOf:
        - $ref: '#/components/schemas/Pet'
        - { required: [id], properties: { extra: { type: string } } }
`);
    const types = await printTypes((await loadDocument(file)).document);
    // A name another member already requires is not written again (Swagger's petstore NewPet).
    expect(types).toMatch(/Petstore: components\["schemas"\]\["Pet"\] & \{\s*extra\?: string;\s*\};/);
    expect(typeCheckTypesWith('types-required', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const pet: Schemas['NewPet'] = { id: 1, name: 'Rex' };",
      "export const petName: string = ({} as Schemas['NewPet']).name;",
      "// @ts-expect-error: name is required",
      "export const nameless: Schemas['NewPet'] = { id: 1 };",
      "// @ts-expect-error: present means a value, which JSON text cannot hold as undefined",
      "export const undefinedName: Schemas['NewPet'] = { id: 1, name: undefined };",
      "export const nullable: Schemas['Undeclared']['b'] = null;",
      "// @ts-expect-error: name keeps the type Pet gives it",
      "export const wrongName: Schemas['NewPet'] = { id: 1, name: 2 };",
      "export const tagged: Schemas['Tagged'] = { id: 1, name: 'Rex', tag: 't' };",
      "// @ts-expect-error: tag is required",
      "export const untagged: Schemas['Tagged'] = { id: 1, name: 'Rex' };",
      "export const undeclared: Schemas['Undeclared'] = { a: 'a', b: [1] };",
      "// @ts-expect-error: b is required, of any type",
      "export const withoutB: Schemas['Undeclared'] = { a: 'a' };",
      "export const counts: Schemas['Counts'] = { total: 3, other: 1 };",
      "// @ts-expect-error: total is an additional member, an integer",
      "export const countsWrong: Schemas['Counts'] = { total: 'three' };",
      "// @ts-expect-error: total is required",
      "export const countsMissing: Schemas['Counts'] = { other: 1 };",
      "export const anyObject: Schemas['AnyObject'] = { id: 'x', more: true };",
      "export const email: Schemas['EitherOr'] = { email: 'a@b.c' };",
      "export const phone: Schemas['EitherOr'] = { phone: '1' };",
      "// @ts-expect-error: one of the two is required",
      "export const neither: Schemas['EitherOr'] = {};",
    ])).toEqual([]);
  });
});

describe('default', () => {
  // openapi-typescript's defaultNonNullable made a property with a `default` required, so a client
  // had to send the very value the server fills in (found in Redoc's oneof-recursion example in a
  // corpus pass). `default` is an annotation: it guarantees no member in a body either way.
  it('leaves a property with a default as optional as its `required` says, in requests and answers', async () => {
    const file = writeSpec('types-default', `openapi: 3.0.3
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    NewPet:
      type: object
      required: [name]
      properties:
        name: { type: string, default: Rex }
        status: { type: string, enum: [available, sold], default: available }
        tags: { type: array, items: { type: string }, default: [] }
`);
    const types = await printTypes((await loadDocument(file)).document);
    expect(typeCheckTypesWith('types-default', types, [
      "import type { components } from './types.js';",
      "type NewPet = components['schemas']['NewPet'];",
      "export const sparse: NewPet = { name: 'Rex' };",
      "export const full: NewPet = { name: 'Rex', status: 'sold', tags: ['a'] };",
      "// @ts-expect-error: required stays required, whatever its default",
      "export const nameless: NewPet = { status: 'sold' };",
      "// @ts-expect-error: the default does not widen the enum",
      "export const wrong: NewPet = { name: 'Rex', status: 'lost' };",
    ])).toEqual([]);
  });
});

describe('boolean schemas (3.1)', () => {
  it('type `true` as unknown and `false` as never wherever they stand, `allOf` members and a discriminated `oneOf`\'s included (openapi-typescript threw on those)', async () => {
    const types = await printTypes((await loadDocument(path.join(FIXTURES, 'boolean-schemas.yaml'))).document);
    expect(types).toMatch(/Never: never;/);
    expect(types).toMatch(/Any: unknown;/);
    expect(types).toMatch(/legacy\?: never;/);
    expect(types).toMatch(/tagged\?: unknown & string;/);
    expect(types).toMatch(/Pet: components\["schemas"\]\["Cat"\] \| never;/);
    expect(typeCheckTypesWith('types-boolean-schemas', types, [
      "import type { components } from './types.js';",
      "type Thing = components['schemas']['Thing'];",
      "export const thing: Thing = { name: 'a', anything: [1], any: { x: 1 }, tagged: 'b', either: 2, pair: ['x', 1] };",
      "// @ts-expect-error: `legacy: false`, no value is valid",
      "export const legacy: Thing = { name: 'a', legacy: 1 };",
      "// @ts-expect-error: `allOf: [true, {type: string}]` is a string",
      "export const tagged: Thing = { name: 'a', tagged: 1 };",
      "// @ts-expect-error: `anyOf: [false, {type: integer}]` is an integer",
      "export const either: Thing = { name: 'a', either: 'x' };",
      "// @ts-expect-error: `items: false` after the prefix, nothing may follow",
      "export const pair: Thing = { name: 'a', pair: ['x', 1, 2] };",
    ])).toEqual([]);
  });

  it('make the combinators\' members openapi-typescript cannot read into the objects they mean, in the types\' copy only', async () => {
    const { booleanMembersAsObjects } = await import('../../generators/emit/types-boolean-members.js');
    const document = { components: { schemas: { A: { allOf: [true, false, { type: 'string' }], anyOf: [false], oneOf: [true, { type: 'integer' }] }, B: { properties: { allOf: { type: 'array' } }, example: { allOf: [true] } } } } };
    booleanMembersAsObjects(document);
    expect(document.components.schemas.A).toEqual({ allOf: [{}, { enum: [] }, { type: 'string' }], anyOf: [{ enum: [] }], oneOf: [{}, { type: 'integer' }] });
    // A property named allOf is a schema, and an example is data: neither is a list of members.
    expect(document.components.schemas.B).toEqual({ properties: { allOf: { type: 'array' } }, example: { allOf: [true] } });
  });
});

describe('empty enums', () => {
  it('type `enum: []` as never wherever it stands, so a value there does not compile and leaving it out does', async () => {
    const types = await printTypes((await loadDocument(path.join(FIXTURES, 'empty-enums.yaml'))).document);
    expect(types).toMatch(/Nothing: never;/);
    expect(types).toMatch(/flavour\?: never;/);
    expect(types).toMatch(/deeper\?: never;/);
    expect(types).toMatch(/words\?: never\[\];/);
    expect(types).toMatch(/composed\?: never;/);
    expect(types).toMatch(/mode\?: never;/);
    expect(types).toMatch(/tags\?: never\[\];/);
    expect(typeCheckTypesWith('types-empty-enums', types, [
      "import type { components, operations } from './types.js';",
      "type Thing = components['schemas']['Thing'];",
      "export const thing: Thing = { name: 'a', nested: {}, words: [] };",
      "// @ts-expect-error: `enum: []`, no value is valid",
      "export const flavoured: Thing = { name: 'a', flavour: 'vanilla' };",
      "// @ts-expect-error: items of `enum: []`, only the empty list",
      "export const worded: Thing = { name: 'a', words: ['w'] };",
      "// @ts-expect-error: a parameter of `enum: []` takes no value",
      "export const query: NonNullable<operations['makeThing']['parameters']['query']> = { mode: 'x' };",
    ])).toEqual([]);
  });
});
