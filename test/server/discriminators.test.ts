/**
 * Discriminated unions in the generated server (fixtures/discriminators.yaml): a union mapped
 * by reference (Shape: round, box), members whose base maps them (Pet: cat, and Dog by bare
 * name; Fish unmapped), a schema used directly that extends such a base (Cat), and a union
 * mapped by bare schema name (Vehicle: car), and two unions over the same members, the first
 * mapped and the second not (the first decides, as in the types). The generated types narrow each member's
 * discriminator to these values (test/generators/types-discriminators.test.ts), so the server
 * must refuse any other value with 400: a handler switching over `kind` must never meet a value
 * its type says cannot exist. Before, JSON Schema's reading let `{kind: "tri", r: 1}` through as
 * a Circle.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDiscriminatorValues } from '../../generators/runtime/server/discriminators.js';
import { generateApi, removeApi, startApi, type RunningApi } from '../support/generated-api.js';
import { documentApp } from './helpers/document-app.js';

const SPEC = fileURLToPath(new URL('./fixtures/discriminators.yaml', import.meta.url));

let out: string;
let api: RunningApi;

beforeAll(async () => {
  out = await generateApi(SPEC, 'discriminators');
  const echo = ({ body }: { body: unknown }) => ({ status: 200, data: body });
  api = await startApi(out, { handlers: { shapes: echo, pets: echo, cat: echo, kitten: echo, tabby: echo, bare: echo, optionsMapped: echo, optionsPlain: echo } });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function post(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('the generated server with discriminated unions', () => {
  it.each([
    ['/shapes', { kind: 'round', r: 1 }],
    ['/shapes', { kind: 'box', side: 2 }],
    ['/pets', { petType: 'cat', meows: true }],
    ['/pets', { petType: 'dog' }],
    ['/pets', { petType: 'Fish', fins: 2 }],
    ['/cat', { petType: 'cat' }],
    // Below Cat, as the types say (test/generators/types-discriminators.test.ts): each its own value, not Cat's.
    ['/kitten', { petType: 'kitten', age: 1, meows: true }],
    ['/tabby', { petType: 'Tabby', age: 2, stripes: true }],
    ['/bare', { type: 'car', doors: 4 }],
    ['/bare', { type: 'Bike' }],
    // Two unions over the same members: the first in the document decides, for the types and the server.
    ['/options-mapped', { option: 'Option One', one: 1 }],
    ['/options-plain', { option: 'Option Two', two: 2 }],
  ])('takes %s %j, whose discriminator is a value the types allow', async (url, body) => {
    expect(await post(url, body)).toEqual({ status: 200, body });
  });

  it.each([
    ['/shapes', { kind: 'tri', r: 1 }, 'body field kind must be one of "round", "box"'],
    ['/shapes', { kind: 'Circle', r: 1 }, 'body field kind must be one of "round", "box"'],
    ['/pets', { petType: 'Cat' }, 'body field petType must be one of "cat", "dog", "Fish"'],
    ['/pets', { petType: 'parrot' }, 'body field petType must be one of "cat", "dog", "Fish"'],
    ['/cat', { petType: 'dog' }, 'body field petType must be one of "cat"'],
    ['/cat', { petType: 'kitten' }, 'body field petType must be one of "cat"'],
    ['/kitten', { petType: 'cat', age: 1 }, 'body field petType must be one of "kitten"'],
    ['/tabby', { petType: 'kitten' }, 'body field petType must be one of "Tabby"'],
    ['/tabby', { petType: 'cat' }, 'body field petType must be one of "Tabby"'],
    ['/bare', { type: 'Car' }, 'body field type must be one of "car", "Bike"'],
    ['/options-plain', { option: 'OptionOne', one: 1 }, 'body field option must be one of "Option One", "Option Two"'],
    // Each member's values, not only the first member's: the message names every value the union takes.
  ])('answers 400 to %s %j, whose discriminator no member is mapped to', async (url, body, detail) => {
    const answer = await post(url, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, detail });
  });
});

// A body whose discriminator selects Dog but that is no valid Dog was answered about Cat
// ("pet.kind must be one of "Cat""): Ajv lists the first member's failure first, and that was
// Cat refusing the value Dog. The answer names the problem in Dog (2026-11-28).
describe('the 400 for a discriminated union whose selected member is invalid', () => {
  const unionDocument = (mapping: string): string => `
openapi: 3.1.0
info: {title: Pets, version: '1'}
paths:
  /pets:
    post:
      operationId: addPet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                pet: {$ref: '#/components/schemas/Pet'}
      responses:
        '200': {description: added}
components:
  schemas:
    Pet:
      oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}, {$ref: '#/components/schemas/Fish'}]
      discriminator: {propertyName: kind${mapping}}
    Named:
      type: object
      required: [kind, name]
      properties: {kind: {type: string}, name: {type: string}}
    Cat:
      allOf:
        - {$ref: '#/components/schemas/Named'}
        - {type: object, required: [meow], properties: {meow: {type: boolean}}}
    Dog:
      type: object
      required: [kind, bark]
      properties:
        kind: {type: string}
        bark: {type: boolean}
        toy: {$ref: '#/components/schemas/Toy'}
    Fish:
      type: object
      required: [kind]
      properties: {kind: {type: string}}
    Toy:
      oneOf: [{$ref: '#/components/schemas/Ball'}, {$ref: '#/components/schemas/Rope'}]
      discriminator: {propertyName: toyType}
    Ball:
      type: object
      properties: {toyType: {type: string}, size: {type: integer}}
    Rope:
      type: object
      required: [length]
      properties: {toyType: {type: string}, length: {type: number}}
`;
  const mapped = ', mapping: {Cat: "#/components/schemas/Cat", Dog: Dog, Fish: "#/components/schemas/Fish"}';

  it.each([
    ['without a mapping', ''],
    ['with a mapping', mapped],
  ])('names the problem in the member the discriminator selects (%s)', async (_, mapping) => {
    const { app } = await documentApp('discriminated-400', unionDocument(mapping), { handlers: { addPet: () => ({ status: 200 }) } });
    try {
      const detail = async (pet: unknown): Promise<unknown> => {
        const answer = await app.inject({ method: 'POST', url: '/pets', payload: { pet } });
        expect(answer.statusCode, answer.body).toBe(400);
        return answer.json().detail;
      };
      expect(await detail({ kind: 'Dog', bark: 'loud' })).toBe('body field pet.bark must be boolean');
      expect(await detail({ kind: 'Dog' })).toBe('body field pet.bark is required');
      // Cat's base is checked before its own members: a Dog with a bad `name` is still a Dog.
      expect(await detail({ kind: 'Dog', name: 1, bark: 'x' })).toBe('body field pet.bark must be boolean');
      expect(await detail({ kind: 'Cat', name: 'Tom', meow: 'x' })).toBe('body field pet.meow must be boolean');
      // A union inside the selected member: its own selected member's problem.
      expect(await detail({ kind: 'Dog', bark: true, toy: { toyType: 'Rope', length: 'long' } })).toBe('body field pet.toy.length must be number');
      // No member selected: every value the union takes, as before.
      expect(await detail({ kind: 'Bird' })).toBe('body field pet.kind must be one of "Cat", "Dog", "Fish"');
      expect(await detail({ kind: 'Dog', bark: true, toy: { toyType: 'Kite' } })).toBe('body field pet.toy.toyType must be one of "Ball", "Rope"');
      expect((await app.inject({ method: 'POST', url: '/pets', payload: { pet: { kind: 'Dog', bark: true, toy: { toyType: 'Ball' } } } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the 400 for a union whose first member fails on an enum of its own', () => {
  const document = (pet: string): string => `
openapi: 3.1.0
info: {title: Pets, version: '1'}
paths:
  /pets:
    post:
      operationId: addPet
      requestBody:
        required: true
        content:
          application/json:
            schema: {type: object, properties: {pet: ${pet}}}
      responses:
        '200': {description: added}
components:
  schemas:
    Pet:
      oneOf: [{$ref: '#/components/schemas/Dog'}, {$ref: '#/components/schemas/Cat'}]
      discriminator: {propertyName: kind}
    Dog:
      type: object
      properties: {kind: {type: string}, size: {enum: [S, M]}}
    Cat:
      type: object
      properties: {kind: {type: string}}
`;

  // A reviewer's cases: the selected member listed first, failing on an enum of its own, was
  // taken for a refused member and the answer named the other member's discriminator.
  it('names the selected member\'s own enum, listed first, with a discriminator and without one', async () => {
    const cases: [string, unknown, string][] = [
      ["{$ref: '#/components/schemas/Pet'}", { kind: 'Dog', size: 'XL' }, 'body field pet.size must be one of "S", "M"'],
      ['{oneOf: [{type: object, properties: {kind: {const: dog}, colour: {enum: [brown, black]}}}, {type: object, properties: {kind: {enum: [cat]}}}]}', { kind: 'dog', colour: 'purple' }, 'body field pet.colour must be one of "brown", "black"'],
    ];
    for (const [index, [pet, value, want]] of cases.entries()) {
      const { app } = await documentApp(`own-enum-first-${index}`, document(pet), { handlers: { addPet: () => ({ status: 200 }) } });
      try {
        const answer = await app.inject({ method: 'POST', url: '/pets', payload: { pet: value } });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().detail).toBe(want);
      } finally {
        await app.close();
      }
    }
  });
});

describe('withDiscriminatorValues', () => {
  it('copies only the schemas it narrows and leaves the document as it was', () => {
    const components = {
      schemas: {
        Shape: { oneOf: [{ $ref: '#/components/schemas/Circle' }], discriminator: { propertyName: 'kind', mapping: { round: '#/components/schemas/Circle' } } },
        Circle: { type: 'object', properties: { kind: { type: 'string' } } },
        Other: { type: 'string' },
      },
    };
    const before = JSON.stringify(components);
    const narrowed = withDiscriminatorValues(components, []) as typeof components;
    expect(JSON.stringify(components)).toBe(before);
    expect(narrowed.schemas.Circle).toEqual({ ...components.schemas.Circle, allOf: [{ required: ['kind'], properties: { kind: { enum: ['round'] } } }] });
    expect(narrowed.schemas.Other).toBe(components.schemas.Other);
    expect(withDiscriminatorValues({ schemas: { Other: { type: 'string' } } }, [])).toEqual({ schemas: { Other: { type: 'string' } } });
  });

  // Each member's values were found by reading the whole mapping: a union of 4,000 members whose
  // mapping names each held generate's start check (and every start of the server) for minutes
  // (a red-team pass, 2026-11-28).
  it('narrows the members of a large mapped union in linear time, each to the values the mapping gives it', () => {
    const count = 20_000;
    const schemas: Record<string, unknown> = {};
    const mapping: Record<string, string> = {};
    for (let index = 0; index < count; index++) {
      schemas[`M${index}`] = { type: 'object', properties: { kind: { type: 'string' } } };
      mapping[`v${index}`] = index % 2 === 0 ? `#/components/schemas/M${index}` : `M${index}`;
    }
    mapping['again'] = '#/components/schemas/M7';
    schemas['U'] = { oneOf: Object.keys(schemas).map((name) => ({ $ref: `#/components/schemas/${name}` })), discriminator: { propertyName: 'kind', mapping } };
    const started = performance.now();
    const narrowed = withDiscriminatorValues({ schemas }, []) as { schemas: Record<string, { allOf: unknown[] }> };
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(narrowed.schemas['M6']!.allOf).toEqual([{ required: ['kind'], properties: { kind: { enum: ['v6'] } } }]);
    expect(narrowed.schemas['M7']!.allOf).toEqual([{ required: ['kind'], properties: { kind: { enum: ['v7', 'again'] } } }]);
  }, 300_000);

  it('reads a member named through a percent-encoded reference (`Cat%25` names `Cat%`, `Ma%C3%AEtre` names `Maître`), as the types do', () => {
    // The references were compared with the names as written, so such members were not narrowed:
    // `{kind: "toString"}` passed as either member while the types allow only "cat" or "master".
    const components = {
      schemas: {
        Pet: {
          oneOf: [{ $ref: '#/components/schemas/Cat%25' }, { $ref: '#/components/schemas/Ma%C3%AEtre' }],
          // The bundler hands a mapping's targets over decoded (`Cat%`), its $refs as written.
          discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat%', master: '#/components/schemas/Ma%C3%AEtre' } },
        },
        'Cat%': { type: 'object', properties: { kind: { type: 'string' } } },
        Maître: { type: 'object', properties: { kind: { type: 'string' } } },
      },
    };
    const narrowed = withDiscriminatorValues(components, []) as { schemas: Record<string, unknown> };
    expect(narrowed.schemas['Cat%']).toEqual({ ...components.schemas['Cat%'], allOf: [{ required: ['kind'], properties: { kind: { enum: ['cat'] } } }] });
    expect(narrowed.schemas['Maître']).toEqual({ ...components.schemas['Maître'], allOf: [{ required: ['kind'], properties: { kind: { enum: ['master'] } } }] });
  });

  it("points an heir's allOf at an unnarrowed copy of the narrowed heir it extends, as the types Omit its value", () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const components = {
      schemas: {
        Pet: { type: 'object', properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType' } },
        Cat: { allOf: [ref('Pet')] },
        // A name the copy would take is left alone: the copy takes another.
        'Cat.open': { type: 'string' },
        Kitten: { allOf: [ref('Cat'), { properties: { age: { type: 'integer' } } }] },
      },
    };
    const before = JSON.stringify(components);
    const narrowed = withDiscriminatorValues(components, []) as { schemas: Record<string, unknown> };
    expect(JSON.stringify(components)).toBe(before);
    const constraint = (value: string) => ({ required: ['petType'], properties: { petType: { enum: [value] } } });
    expect(narrowed.schemas).toEqual({
      ...components.schemas,
      Cat: { allOf: [constraint('Cat'), ref('Pet')] },
      'Cat.open.2': components.schemas.Cat,
      Kitten: { allOf: [constraint('Kitten'), ref('Cat.open.2'), { properties: { age: { type: 'integer' } } }] },
    });
    expect(narrowed.schemas['Cat.open']).toBe(components.schemas['Cat.open']);
  });

  it('pins what is not mirrored (decision 0034): a base after another member, or a parent listed later, passes nothing down', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const components = {
      schemas: {
        Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType' } },
        Mixin: { type: 'object', properties: { m: { type: 'string' } } },
        // Typed without petType at all (Mixin & Omit<Pet, "petType">); validated as Pet says: any string, required.
        Odd: { allOf: [ref('Mixin'), ref('Pet')] },
        // Typed Omit<Late, "petType">, no value of its own; validated against Late's unnarrowed copy.
        Early: { allOf: [ref('Late')] },
        Late: { allOf: [ref('Pet')] },
      },
    };
    const narrowed = withDiscriminatorValues(components, []) as { schemas: Record<string, unknown> };
    expect(narrowed.schemas['Odd']).toBe(components.schemas.Odd);
    expect(narrowed.schemas['Early']).toEqual({ allOf: [ref('Late.open')] });
    expect(narrowed.schemas['Late']).toEqual({ allOf: [{ required: ['petType'], properties: { petType: { enum: ['Late'] } } }, ref('Pet')] });
  });
});
