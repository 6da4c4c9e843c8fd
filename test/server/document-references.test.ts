/**
 * A `$ref` inside a schema with an `$id` names the document's component, as the loader and the
 * types read it (runtime/server/document-references.ts): kiota's test document
 * `non-identifier-schema-key.yaml` gives each component an `$id` and refers to another component
 * by `#/components/schemas/...`, which JSON Schema resolves against that `$id` and Ajv could not
 * compile, so generate refused the document.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { withDocumentReferences } from '../../generators/runtime/server/document-references.js';

const ID = 'https://openapi.invalid/document.json';

describe('withDocumentReferences', () => {
  it.each([
    [
      'a reference inside a schema with an $id is made absolute against the document',
      { A: { $id: 'https://x.example/a', allOf: [{ $ref: '#/components/schemas/B' }] } },
      { A: { $id: 'https://x.example/a', allOf: [{ $ref: `${ID}#/components/schemas/B` }] } },
    ],
    [
      'a reference beside the $id itself too (the $id sets the base of its own object)',
      { A: { $id: 'https://x.example/a', $ref: '#/components/schemas/B' } },
      { A: { $id: 'https://x.example/a', $ref: `${ID}#/components/schemas/B` } },
    ],
    [
      'a reference outside every $id is left alone',
      { A: { $id: 'https://x.example/a', type: 'object' }, C: { $ref: '#/components/schemas/B' } },
      { A: { $id: 'https://x.example/a', type: 'object' }, C: { $ref: '#/components/schemas/B' } },
    ],
    [
      'data members and $dynamicRef are left alone; properties named $id and $ref are schemas',
      { A: { $id: 'https://x.example/a', default: { $ref: '#/x' }, examples: [{ $ref: '#/x' }], items: { $dynamicRef: '#node' }, properties: { $ref: { $ref: '#/components/schemas/B' }, $id: { type: 'string' } } } },
      { A: { $id: 'https://x.example/a', default: { $ref: '#/x' }, examples: [{ $ref: '#/x' }], items: { $dynamicRef: '#node' }, properties: { $ref: { $ref: `${ID}#/components/schemas/B` }, $id: { type: 'string' } } } },
    ],
    [
      'a property named $id does not open a resource',
      { A: { properties: { $id: { type: 'string' } }, items: { $ref: '#/components/schemas/B' } } },
      { A: { properties: { $id: { type: 'string' } }, items: { $ref: '#/components/schemas/B' } } },
    ],
  ])('%s', (_name, schemas, want) => {
    const document = { $id: ID, components: { schemas } };
    const before = JSON.stringify(document);
    expect(withDocumentReferences(document, ID)).toEqual({ $id: ID, components: { schemas: want } });
    expect(JSON.stringify(document)).toBe(before);
  });

  it('returns a document without a nested $id as it is', () => {
    const document = { $id: ID, components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } };
    expect(withDocumentReferences(document, ID)).toBe(document);
  });

  it('leaves out a $dynamicRef to an anchor declared away from a resource root, which Ajv resolves to the wrong schema', () => {
    const schemas = {
      List: { $id: 'https://x.example/list', type: 'object', properties: { items: { type: 'array', items: { $dynamicRef: '#T' } }, next: { $dynamicRef: '#root' } }, $defs: { T: { $dynamicAnchor: 'T', not: true } } },
      Root: { $id: 'https://x.example/root', $dynamicAnchor: 'root', type: 'object', example: { $dynamicAnchor: 'next' }, properties: { other: { $dynamicRef: '#next' } } },
    };
    const rewritten = withDocumentReferences({ $id: ID, components: { schemas } }, ID).components.schemas as typeof schemas;
    expect(rewritten.List.properties.items).toEqual({ type: 'array', items: {} });
    // An anchor beside an $id is one Ajv finds; an example is data, declaring no anchor.
    expect(rewritten.List.properties.next).toEqual({ $dynamicRef: '#root' });
    expect(rewritten.Root.properties.other).toEqual({ $dynamicRef: '#next' });
    expect(schemas.List.properties.items.items).toEqual({ $dynamicRef: '#T' });
  });

  it('lets Ajv compile generic schemas whose $dynamicRef resolves in the scope the $ids make', () => {
    // kiota's document, in short: a localized category's children are localized categories.
    const schemas = {
      base: { $id: 'https://x.example/base', $dynamicAnchor: 'category', type: 'object', required: ['children'], properties: { children: { type: 'array', items: { $dynamicRef: '#category' } } } },
      localized: { $id: 'https://x.example/localized', $dynamicAnchor: 'category', allOf: [{ $ref: '#/components/schemas/base' }, { required: ['locale'] }] },
    };
    const compile = (document: object) => {
      const ajv = new Ajv2020({ strict: false });
      ajv.addSchema(document, ID);
      return ajv.getSchema(`${ID}#/schemas/0`);
    };
    const document = { $id: ID, components: { schemas }, schemas: [{ $ref: '#/components/schemas/localized' }] };
    expect(() => compile(document)).toThrow(/can't resolve reference #\/components\/schemas\/base from id https:\/\/x.example\/localized/);
    const validate = compile(withDocumentReferences(document, ID))!;
    expect(validate({ locale: 'en', children: [{ locale: 'fr', children: [] }] })).toBe(true);
    expect(validate({ locale: 'en', children: [{ children: [] }] })).toBe(false);
  });
});
