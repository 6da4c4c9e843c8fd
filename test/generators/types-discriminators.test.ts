/**
 * A union's discriminator without a mapping and its members' base with one (Pet maps `cat` to
 * Cat): the member's discriminator property was `"Cat" & "cat"`, i.e. never, so no Cat could be
 * written (generators/emit/types-discriminators.ts). The value the document writes down wins.
 */
import { describe, expect, it } from 'vitest';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'discriminators', version: '1' },
  paths: {
    '/pets': {
      get: {
        operationId: 'getPet',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { oneOf: [ref('Cat'), ref('Dog'), ref('Fish')], discriminator: { propertyName: 'petType' } } } } } },
      },
    },
  },
  components: {
    schemas: {
      // Dog is mapped by its bare name; Fish not at all (its implicit value stays "Fish").
      Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } } },
      Cat: { allOf: [ref('Pet'), { type: 'object', properties: { meows: { type: 'boolean' } } }] },
      Dog: { allOf: [ref('Pet'), { type: 'object', properties: { barks: { type: 'boolean' } } }] },
      Fish: { allOf: [ref('Pet'), { type: 'object', properties: { fins: { type: 'integer' } } }] },
    },
  },
};

describe('a union discriminator without a mapping over members whose base maps them', () => {
  it('types each member with the value the document maps it to, so members can be written and told apart', async () => {
    const document = JSON.parse(JSON.stringify(DOCUMENT));
    const types = await printTypes(document);
    expect(types).not.toMatch(/petType: "Cat"|petType: "Dog"/);
    expect(typeCheckTypesWith('types-discriminators', types, [
      "import type { components, operations } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const cat: Schemas['Cat'] = { petType: 'cat', meows: true };",
      "export const dog: Schemas['Dog'] = { petType: 'dog', barks: true };",
      "export const fish: Schemas['Fish'] = { petType: 'Fish', fins: 2 };",
      "type Answer = operations['getPet']['responses'][200]['content']['application/json'];",
      "export function sound(pet: Answer): string {",
      "  if (pet.petType === 'cat') return pet.meows === true ? 'meow' : '';",
      "  return pet.petType === 'dog' && pet.barks === true ? 'woof' : '';",
      '}',
    ])).toEqual([]);
    // The caller's document is not changed: the emitter works on its own copy.
    expect(document).toEqual(DOCUMENT);
  });
});

describe('a union discriminator whose mapping names a member by its bare schema name', () => {
  it('types that member with the mapped value the document gives it', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'bare mapping', version: '1' },
      paths: {
        '/vehicles': {
          post: {
            operationId: 'addVehicle',
            requestBody: { content: { 'application/json': { schema: { oneOf: [ref('Car'), ref('Bike')], discriminator: { propertyName: 'type', mapping: { car: 'Car' } } } } } },
            responses: { '204': { description: 'added' } },
          },
        },
      },
      components: {
        schemas: {
          Car: { type: 'object', required: ['type'], properties: { type: { type: 'string' }, doors: { type: 'integer' } } },
          Bike: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
        },
      },
    };
    const types = await printTypes(JSON.parse(JSON.stringify(document)));
    expect(typeCheckTypesWith('types-discriminators-bare', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const car: Schemas['Car'] = { type: 'car', doors: 4 };",
      // Bike is not mapped: its implicit value is its schema name.
      "export const bike: Schemas['Bike'] = { type: 'Bike' };",
      "// @ts-expect-error The document maps Car to `car`, never to its schema name.",
      "export const named: Schemas['Car'] = { type: 'Car' };",
    ])).toEqual([]);
  });
});

describe('a discriminator passed down two and three levels (Kitten: allOf [Cat], Tabby: allOf [Kitten], Cat: allOf [Pet])', () => {
  it("types each with its own value, the base's mapping or its name, never its parent's (what the server validates: test/server/discriminators.test.ts)", async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'inheritance', version: '1' },
      paths: {},
      components: {
        schemas: {
          Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', kitten: '#/components/schemas/Kitten' } } },
          Cat: { allOf: [ref('Pet'), { type: 'object', properties: { meows: { type: 'boolean' } } }] },
          Kitten: { allOf: [ref('Cat'), { type: 'object', properties: { age: { type: 'integer' } } }] },
          Tabby: { allOf: [ref('Kitten'), { type: 'object', properties: { stripes: { type: 'boolean' } } }] },
        },
      },
    };
    const types = await printTypes(JSON.parse(JSON.stringify(document)));
    expect(typeCheckTypesWith('types-discriminators-levels', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const cat: Schemas['Cat'] = { petType: 'cat', meows: true };",
      "export const kitten: Schemas['Kitten'] = { petType: 'kitten', age: 1, meows: true };",
      "export const tabby: Schemas['Tabby'] = { petType: 'Tabby', age: 2, stripes: true };",
      "// @ts-expect-error Kitten's value is its own, not Cat's.",
      "export const catKitten: Schemas['Kitten'] = { petType: 'cat' };",
      "// @ts-expect-error Tabby is not mapped: its value is its name.",
      "export const kittenTabby: Schemas['Tabby'] = { petType: 'kitten' };",
    ])).toEqual([]);
  });
});

describe('a union of many members whose mapping names each', () => {
  // Each member's value was looked up by scanning the whole mapping: a union of 4,000 members
  // (a 600 KB document) held generate for 150 s, 8,000 for over 7 minutes (a red-team pass, 2026-11-28).
  it('reads each mapping once, so aligning, the values the docs list and the values they inherit cost linear time', async () => {
    const { alignDiscriminatorMappings, impliedDiscriminatorValues, inheritedDiscriminatorValues } = await import('../../generators/emit/types-discriminators.js');
    const count = 20_000;
    const mapping = Object.fromEntries(Array.from({ length: count }, (_, index) => [`v${index}`, index % 2 === 0 ? `#/components/schemas/M${index}` : `M${index}`]));
    const schemas: Record<string, any> = { Base: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind', mapping: { ...mapping } } } };
    for (let index = 0; index < count; index++) schemas[`M${index}`] = { allOf: [ref('Base')] };
    // The last member is mapped by neither: it takes its base's value (none) or its name.
    schemas['M_last'] = { allOf: [ref('Base')] };
    schemas['U'] = { oneOf: [...Array.from({ length: count }, (_, index) => ref(`M${index}`)), ref('M_last')], discriminator: { propertyName: 'kind', mapping: { ...mapping } } };
    const started = performance.now();
    expect(impliedDiscriminatorValues(schemas['U'], schemas)).toEqual([['M_last', '#/components/schemas/M_last', 'name']]);
    expect(inheritedDiscriminatorValues(schemas).get('Base')).toEqual([['M_last', '#/components/schemas/M_last']]);
    alignDiscriminatorMappings({ components: { schemas } });
    expect(performance.now() - started).toBeLessThan(5_000);
    // Bare names became references; the mapping keeps its order and gains nothing.
    expect(Object.keys(schemas['U'].discriminator.mapping)).toEqual(Object.keys(mapping));
    expect(schemas['U'].discriminator.mapping.v1).toBe('#/components/schemas/M1');
  }, 300_000);
});
