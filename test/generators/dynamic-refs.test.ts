/**
 * `$dynamicRef` in a document without `$id` (load/dynamic-refs.ts): one schema resource, so the
 * reference is a `$ref` to the schema declaring the anchor. The server's validator (Ajv) resolved
 * it to the root of the schema being compiled and refused valid values; the types said `unknown`.
 * A document with an `$id` keeps its `$dynamicRef` (generic schemas, which Ajv reads as written).
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { dynamicRefsAsRefs } from '../../generators/load/dynamic-refs.js';
import { printTypes } from '../../generators/emit/types.js';
import { createValidators, SchemaSet } from '../../generators/runtime/server/validation.js';
import { writeSpec } from './helpers/scratch.js';

const document = (extra: string) => `openapi: 3.1.0
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Result:${extra}
      type: object
      properties:
        items: { type: array, items: { $dynamicRef: '#item' } }
      $defs:
        item: { $dynamicAnchor: item, type: string }
`;

describe('$dynamicRef without $id', () => {
  it('is a $ref to the schema declaring the anchor, which the types and the server read alike', async () => {
    const loaded = await loadDocument(writeSpec('dynamic-ref', document('')));
    const schemas = (loaded.document as any).components.schemas;
    expect(schemas.Result.properties.items.items).toEqual({ $ref: '#/components/schemas/Result_defs_item' });
    expect(schemas.Result_defs_item).toEqual({ $dynamicAnchor: 'item', type: 'string' });
    expect(await printTypes(loaded.document)).toMatch(/items\?: components\["schemas"\]\["Result_defs_item"\]\[\];/);
    const set = new SchemaSet();
    const index = set.add({ $ref: '#/components/schemas/Result' }, 'test');
    const validate = set.compile(createValidators().responses, (loaded.document as any).components, 'response')[index]!;
    expect(validate({ items: ['a', 'b'] })).toBe(true);
    expect(validate({ items: [{}] })).toBe(false);
  });

  it('collects the anchors in linear time however many schemas declare one name (the list was copied per anchor: 50,000 took 20 s to generate)', () => {
    const document: any = { openapi: '3.1.0', paths: {}, components: { schemas: { Many: { anyOf: Array.from({ length: 100_000 }, () => ({ $dynamicAnchor: 'item', type: 'string' })) }, Uses: { $dynamicRef: '#item' } } } };
    const started = performance.now();
    dynamicRefsAsRefs(document);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Declared more than once: kept as written.
    expect(document.components.schemas.Uses).toEqual({ $dynamicRef: '#item' });
  }, 300_000);

  it('stays as written in a document with an $id', async () => {
    const loaded = await loadDocument(writeSpec('dynamic-ref-id', document("\n      $id: https://example.com/schemas/Result")));
    expect((loaded.document as any).components.schemas.Result.properties.items.items).toEqual({ $dynamicRef: '#item' });
  });
});

// A generic whose parameter is declared in `$defs` (the usual way to write one): Ajv finds a
// `$dynamicAnchor` only at a resource's root, so the server checked `StringList`'s items against
// `List` itself and refused the valid `{items: ["a"]}` (runtime/server/document-references.ts).
const GENERIC = `openapi: 3.1.0
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    List:
      $id: https://example.com/list
      type: object
      properties:
        items: { type: array, items: { $dynamicRef: '#T' } }
      $defs:
        T: { $dynamicAnchor: T, not: true }
    StringList:
      $id: https://example.com/string-list
      $ref: '#/components/schemas/List'
      $defs:
        T: { $dynamicAnchor: T, type: string }
`;

describe('$dynamicRef to an anchor in $defs, in a document with $ids', () => {
  it('is not checked by the server, as the types leave it unknown, and is warned about at the reference', async () => {
    const file = writeSpec('dynamic-ref-defs', GENERIC);
    const loaded = await loadDocument(file);
    expect(loaded.warnings).toEqual([expect.objectContaining({ severity: 'warning', line: 10, pointer: '/components/schemas/List/properties/items/items/$dynamicRef', message: expect.stringMatching(/does not check values at this `\$dynamicRef: "#T"`: its anchor `T` is declared in a schema without its own `\$id`/) })]);
    expect(await printTypes(loaded.document)).toMatch(/items\?: unknown\[\];/);
    const set = new SchemaSet();
    const index = set.add({ $ref: '#/components/schemas/StringList' }, 'test');
    const validate = set.compile(createValidators().requests, (loaded.document as any).components, 'request')[index]!;
    expect(validate({ items: ['a'] })).toBe(true);
    // What the rest of the schema says is still checked.
    expect(validate({ items: 'a' })).toBe(false);
  });

  it('earns no warning where each anchor sits beside its $id (kiota\'s generic categories), which the server checks', async () => {
    const loaded = await loadDocument(writeSpec('dynamic-ref-roots', `openapi: 3.1.0
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Category:
      $id: https://example.com/category
      $dynamicAnchor: category
      type: object
      properties:
        children: { type: array, items: { $dynamicRef: '#category' } }
`));
    expect(loaded.warnings).toEqual([]);
  });
});
