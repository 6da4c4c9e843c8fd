/**
 * Deep schema references (issue 12, point 3): a `$ref` into a path or into the inside of a
 * component became an indexed access in types.ts that does not type-check. The loader hoists each
 * such target into components/schemas and rewrites the references.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { hoistDeepSchemaRefs } from '../../generators/load/hoist-refs.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { FIXTURES, scratchDir, writeSpec } from './helpers/scratch.js';
import { typeCheck } from './helpers/typecheck.js';

/** References into a path and into the inside of a component, each hoisted by the loader. */
const DEEP = readFileSync(path.join(FIXTURES, 'deep-refs.yaml'), 'utf8');

describe('schema references that point inside a path or a component', () => {
  it('hoists each target into components/schemas, leaving a reference in its place', async () => {
    const { document } = (await loadDocument(writeSpec('hoist', DEEP))) as { document: any };
    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual(['List', 'UsesInner', 'pets_get_responses_200_application_json_items_tags', 'pets_get_responses_200_application_json_items', 'List_items']);
    const items = schemas['pets_get_responses_200_application_json_items'];
    expect(items.properties.name).toEqual({ type: 'string' });
    // The deeper target moved first, so the outer one refers to it.
    expect(items.properties.tags).toEqual({ $ref: '#/components/schemas/pets_get_responses_200_application_json_items_tags' });
    const list = document.paths['/pets'].get.responses['200'].content['application/json'].schema;
    expect(list.items).toEqual({ $ref: '#/components/schemas/pets_get_responses_200_application_json_items' });
    expect(document.paths['/pets'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/pets_get_responses_200_application_json_items' });
    expect(schemas.List.items).toEqual({ $ref: '#/components/schemas/List_items' });
    expect(schemas.UsesInner.properties).toEqual({ first: { $ref: '#/components/schemas/List_items' }, again: { $ref: '#/components/schemas/List_items' } });
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"#\/(paths|components\/schemas\/[^/"]+\/)/);
  });

  it('hoists in linear time: many references to one target, and many targets whose names read alike (each was the square of them)', () => {
    // 40,000 references to one inner schema copied the list of its references once per reference
    // (12 s of an 18 s generate), and targets named alike (`B/properties/!#`, `B/properties/#!`…
    // are all `B`) were each numbered from 2.
    const alike = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`!${index.toString(2).replace(/0/g, '!').replace(/1/g, '#')}`, { type: 'string' }]));
    const document: any = {
      components: {
        schemas: {
          A: { type: 'array', items: { type: 'string' } },
          B: { type: 'object', properties: alike },
          Uses: { anyOf: Array.from({ length: 40_000 }, () => ({ $ref: '#/components/schemas/A/items' })) },
          Alike: { anyOf: Object.keys(alike).map((name) => ({ $ref: `#/components/schemas/B/properties/${encodeURIComponent(name)}` })) },
        },
      },
    };
    const started = performance.now();
    hoistDeepSchemaRefs(document);
    expect(performance.now() - started).toBeLessThan(5_000);
    const schemas = document.components.schemas;
    expect(new Set(schemas.Uses.anyOf.map((ref: { $ref: string }) => ref.$ref))).toEqual(new Set(['#/components/schemas/A_items']));
    const names = schemas.Alike.anyOf.map((ref: { $ref: string }) => ref.$ref.slice('#/components/schemas/'.length));
    expect(new Set(names).size).toBe(20_000);
    expect(names.filter((name: string) => !/^B(?:_\d+)?$/.test(name))).toEqual([]);
    expect(schemas.B_20000).toEqual({ type: 'string' });
  }, 120_000);

  it('keeps names unique when a component already has the name', async () => {
    const text = DEEP.replace('    List:\n', '    List_items: { type: boolean }\n    List:\n');
    const { document } = (await loadDocument(writeSpec('hoist-taken', text))) as { document: any };
    expect(document.components.schemas.List_items).toEqual({ type: 'boolean' });
    expect(document.components.schemas.List.items).toEqual({ $ref: '#/components/schemas/List_items_2' });
  });

  it('produces types that type-check strictly (they had three errors)', async () => {
    // Every TypeScript output; the docs page holds no types. The same
    // output in every consumer set-up is compiled by consumer-setups.test.ts, in the programs that
    // compile our own generated/ (one program per set-up for both, rather than four more here).
    const { files } = await generate({ specPath: writeSpec('hoist-generate', DEEP), regenerateCommand: 'npm run generate', outputs: ['types', 'client', 'server'] });
    const out = scratchDir('hoist-out');
    await writeOutput(out, files);
    expect(typeCheck(out)).toEqual([]);
  }, 300_000);
});
