/**
 * A discriminator whose property holds no strings (generators/load/non-string-discriminators.ts):
 * `use_custom: {type: boolean, const: false}` mapped as `'False'`, as Pydantic writes it (hey-api's
 * discriminator-non-string.yaml in the corpus). The types said `use_custom: "False"` and the
 * server added `enum: ["False"]` beside `const: false`, so no AutoConfig could be written or
 * sent. Now the discriminator is set aside with a warning, and the members' own `const`s tell
 * them apart everywhere.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { setAsideNonStringDiscriminators } from '../../generators/load/non-string-discriminators.js';
import { printTypes } from '../../generators/emit/types.js';
import { documentApp } from '../server/helpers/document-app.js';
import { writeSpec } from './helpers/scratch.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

const DOCUMENT = `openapi: 3.1.0
info: { title: non-string discriminators, version: '1' }
paths:
  /configs:
    post:
      operationId: putConfig
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Config' }
      responses:
        '200': { description: ok }
components:
  schemas:
    Config:
      oneOf: [{ $ref: '#/components/schemas/AutoConfig' }, { $ref: '#/components/schemas/CustomConfig' }]
      discriminator:
        propertyName: use_custom
        mapping: { 'False': '#/components/schemas/AutoConfig', 'True': '#/components/schemas/CustomConfig' }
    AutoConfig:
      type: object
      required: [use_custom, auto_setting]
      properties:
        use_custom: { type: boolean, const: false }
        auto_setting: { type: string }
    CustomConfig:
      type: object
      required: [use_custom, custom_value]
      properties:
        use_custom: { type: boolean, const: true }
        custom_value: { type: integer }
    Base:
      type: object
      required: [kind]
      properties:
        kind: { type: integer }
      discriminator:
        propertyName: kind
        mapping: { '1': '#/components/schemas/Child' }
    Child:
      allOf: [{ $ref: '#/components/schemas/Base' }, { type: object, properties: { extra: { type: string } } }]
    Pet:
      oneOf: [{ $ref: '#/components/schemas/Cat' }]
      discriminator: { propertyName: petType, mapping: { cat: '#/components/schemas/Cat' } }
    Cat:
      type: object
      required: [petType]
      properties:
        petType: { type: string, const: cat }
`;

describe('a discriminator whose property holds no strings', () => {
  it('is set aside with a warning at the discriminator, naming the declaration; a string one stays', async () => {
    const loaded = await loadDocument(writeSpec('non-string-discriminators', DOCUMENT));
    expect(loaded.warnings.map((warning) => `${warning.pointer} ${warning.message}`)).toEqual([
      '/components/schemas/Config/discriminator discriminator property "use_custom" holds no strings (type boolean at /components/schemas/AutoConfig/properties/use_custom), and a mapping\'s values are strings: the discriminator is ignored',
      '/components/schemas/Base/discriminator discriminator property "kind" holds no strings (type integer at /components/schemas/Base/properties/kind), and a mapping\'s values are strings: the discriminator is ignored',
    ]);
    expect(loaded.warnings.every((warning) => warning.line > 0)).toBe(true);
    const schemas = (loaded.document['components'] as { schemas: Record<string, Record<string, unknown>> }).schemas;
    expect(schemas['Config']).not.toHaveProperty('discriminator');
    expect(schemas['Pet']).toHaveProperty('discriminator');
  });

  it('types each member by its own const, so members can be written and told apart', async () => {
    const loaded = await loadDocument(writeSpec('non-string-discriminators-types', DOCUMENT));
    const types = await printTypes(loaded.document);
    expect(typeCheckTypesWith('non-string-discriminators', types, [
      "import type { components } from './types.js';",
      "type Schemas = components['schemas'];",
      "export const auto: Schemas['Config'] = { use_custom: false, auto_setting: 'x' };",
      "export const custom: Schemas['Config'] = { use_custom: true, custom_value: 1 };",
      "export const child: Schemas['Child'] = { kind: 1, extra: 'x' };",
      "export function setting(config: Schemas['Config']): string {",
      "  return config.use_custom ? String(config.custom_value) : config.auto_setting;",
      '}',
    ])).toEqual([]);
  });

  it('is accepted by the server as its members describe it', async () => {
    const { app } = await documentApp('non-string-discriminators-server', DOCUMENT, { handlers: { putConfig: () => ({ status: 200 }) } });
    try {
      const post = (payload: unknown) => app.inject({ method: 'POST', url: '/configs', payload: payload as object });
      expect((await post({ use_custom: false, auto_setting: 'x' })).statusCode).toBe(200);
      expect((await post({ use_custom: true, custom_value: 1 })).statusCode).toBe(200);
      expect((await post({ use_custom: 'False', auto_setting: 'x' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('reads each schema\'s allOf once for all the discriminators that share it, and still follows allOf cycles', () => {
    // 4,000 discriminators naming one schema of 4,000 allOf members: 14 s when each walked them.
    const schemas: Record<string, unknown> = {
      Wide: { allOf: Array.from({ length: 4_000 }, (_, index) => ({ type: 'object', properties: { t: { type: 'string' }, [`f${index}`]: { type: 'string' } } })) },
      // Y reaches the boolean through X, which is still being read when the walk from X comes back to Y.
      X: { allOf: [{ $ref: '#/components/schemas/Y' }, { properties: { flag: { type: 'boolean' } } }] },
      Y: { allOf: [{ $ref: '#/components/schemas/X' }] },
      OnX: { discriminator: { propertyName: 'flag' }, oneOf: [{ $ref: '#/components/schemas/X' }] },
      OnY: { discriminator: { propertyName: 'flag' }, oneOf: [{ $ref: '#/components/schemas/Y' }] },
    };
    for (let index = 0; index < 4_000; index++) schemas[`D${index}`] = { discriminator: { propertyName: 't' }, oneOf: [{ $ref: '#/components/schemas/Wide' }] };
    const started = performance.now();
    const findings = setAsideNonStringDiscriminators({ openapi: '3.1.0', paths: {}, components: { schemas } });
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(findings.map((finding) => finding.pointer)).toEqual(['/components/schemas/OnX/discriminator', '/components/schemas/OnY/discriminator']);
    expect(findings[1]!.message).toContain('type boolean at /components/schemas/X/allOf/1/properties/flag');
  });

  it('reads an allOf cycle once, however many paths reach it, and answers for every schema in it', () => {
    // N1: allOf [N2, N2], …, N40: allOf [N1, N1]: answers found inside an open cycle were not kept,
    // so the cycle was read 2^40 times (22 schemas: 11 s). Each read of a schema's allOf is counted:
    // the document's walk and this step read each a few times, the old step 2^40 times.
    const cycle = (size: number, declared: boolean) => {
      const schemas: Record<string, unknown> = {};
      for (let index = 1; index <= size; index++) {
        const next = { $ref: `#/components/schemas/N${index === size ? 1 : index + 1}` };
        schemas[`N${index}`] = { allOf: index === size && declared ? [next, next, { properties: { kind: { type: 'integer' } } }] : [next, next] };
      }
      schemas['Root'] = { oneOf: [{ $ref: '#/components/schemas/N1' }], discriminator: { propertyName: 'kind' } };
      for (let index = 1; index <= size; index++) schemas[`On${index}`] = { oneOf: [{ $ref: `#/components/schemas/N${index}` }], discriminator: { propertyName: 'kind' } };
      return schemas;
    };
    let reads = 0;
    const counted = (schemas: Record<string, unknown>) => Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, new Proxy(schema as object, {
      get(target, key, receiver) {
        if (key === 'allOf' && ++reads > 1_000) throw new Error('the cycle is read again and again');
        return Reflect.get(target, key, receiver);
      },
    })]));
    expect(setAsideNonStringDiscriminators({ openapi: '3.1.0', paths: {}, components: { schemas: counted(cycle(40, false)) } })).toEqual([]);
    expect(reads).toBeLessThan(5 * 81);
    reads = 0;
    const findings = setAsideNonStringDiscriminators({ openapi: '3.1.0', paths: {}, components: { schemas: counted(cycle(40, true)) } });
    expect(reads).toBeLessThan(5 * 81);
    expect(findings).toHaveLength(41);
    for (const finding of findings) expect(finding.message).toContain('type integer at /components/schemas/N40/allOf/2/properties/kind');
  });
});
