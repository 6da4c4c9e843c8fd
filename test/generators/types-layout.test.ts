/**
 * types.ts is openapi-typescript's output exactly as its printer writes it (decisions/0003). The
 * emitter calls openapi-typescript's transform directly; here it must print exactly what the
 * `openapiTS()` entry point prints (which lints and bundles the document again first), for
 * documents we own, hostile ones, a document built with many shapes of type, and Redocly's Museum
 * example when the shared specs are present (the larger real-world documents: in the corpus run,
 * test/corpus/shared-specs-types.corpus.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printTypes, type TypeOptions } from '../../generators/emit/types.js';
import { loadDocument } from '../../generators/load/index.js';
import { FIXTURES, REPO_ROOT, SHARED_SPECS } from './helpers/scratch.js';
import { viaOpenapiTS } from './helpers/via-openapi-ts.js';

const long = (word: string, count: number): string[] => Array.from({ length: count }, (_, index) => `${word}_${index}_${'x'.repeat(index % 7)}`);

/** Many shapes of type (unions, intersections, nested literals, long names), and their neighbours. */
const LAYOUTS = {
  openapi: '3.1.0',
  info: { title: 'layouts', version: '1' },
  paths: {
    '/a/{id}': {
      get: {
        operationId: 'getA',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Everything' } } } } },
      },
    },
  },
  webhooks: { ping: { post: { requestBody: { content: { 'application/json': { schema: { oneOf: [{ type: 'object', properties: { at: { type: 'string' } } }, { type: 'string' }] } } } }, responses: { '200': { description: 'ok' } } } } },
  components: {
    schemas: {
      Small: { type: 'object', properties: { a: { type: 'string' } } },
      Everything: {
        type: 'object',
        required: ['union'],
        properties: {
          union: { oneOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'string' }] },
          nullableObject: { type: ['object', 'null'], properties: { b: { type: 'integer' } } },
          objectOrEmpty: { anyOf: [{ type: 'object', properties: { c: { type: 'boolean' } } }, { type: 'string', enum: [''] }] },
          arrayOfUnion: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'object', properties: { d: { type: 'string' } } }] } },
          arrayOfObjectsOrEmpty: { anyOf: [{ type: 'array', items: { type: 'object', properties: { e: { type: 'string' } } } }, { type: 'string', enum: [''] }] },
          intersection: { allOf: [{ $ref: '#/components/schemas/Small' }, { type: 'object', properties: { f: { type: 'string' } } }] },
          tuple: { type: 'array', prefixItems: [{ type: 'object', properties: { g: { type: 'string' } } }, { type: 'number' }] },
          map: { type: 'object', additionalProperties: { oneOf: [{ type: 'object', properties: { h: { type: 'string' } } }, { type: 'integer' }] } },
          longEnum: { type: 'string', enum: long('value', 30) },
          longEnumArray: { type: 'array', items: { type: 'string', enum: long('item', 20) } },
          longRefUnion: { oneOf: [{ $ref: '#/components/schemas/Small' }, { type: 'string' }, { type: 'integer' }, { type: 'null' }, { type: 'string', enum: long('alternative', 6) }] },
          numbers: { type: 'number', enum: [1e21, 1.5, -2, 0.000001, 12345678901234567890] },
          constant: { const: 'it\'s "quoted"' },
          quotes: { type: 'string', enum: ["it's", 'say "hi"', 'both \' and "', 'back\\slash'] },
          unicode: { type: 'string', enum: ['漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字', 'é'] },
          described: { type: 'string', description: 'Line one  \n   indented line two\n\n* a list\n\n```\ncode */ block\n```' },
          [`${'k'.repeat(90)}`]: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
          twoObjects: { oneOf: [{ type: 'object', properties: { i: { type: 'string' } } }, { type: 'object', properties: { j: { type: 'string' } } }] },
          nested: { type: 'array', items: { anyOf: [{ type: 'object', properties: { deep: { oneOf: [{ type: 'object', properties: { k: { type: 'string' } } }, { type: 'null' }, { type: 'integer' }] } } }, { type: 'string' }] } },
          longArrayUnion: { type: ['array', 'null'], items: { type: 'string', enum: long('choice', 12) } },
          comment: { type: 'string', description: 'closes */ early and opens /* again' },
          discriminated: { oneOf: [{ $ref: '#/components/schemas/Small' }, { type: 'object', required: ['kind'], properties: { kind: { const: 'other' } } }], discriminator: { propertyName: 'kind' } },
        },
      },
    },
  },
};

describe('the direct transform prints what openapiTS() prints', () => {
  const files = [
    path.join(REPO_ROOT, 'spec/openapi.yaml'),
    path.join(FIXTURES, 'hostile.yaml'),
    path.join(REPO_ROOT, 'test/client/fixtures/plain-api.yaml'),
    // GitHub Enterprise and Stripe (0.9 and 3.9 MB) are compared in test/corpus/shared-specs-types.corpus.ts.
    ...(existsSync(SHARED_SPECS) ? [path.join(SHARED_SPECS, 'museum.yaml')] : []),
  ];
  if (!existsSync(SHARED_SPECS)) console.warn(`[types-layout] SKIPPED the Museum example: ${SHARED_SPECS} not found (../shared is absent beside this clone)`);

  it('on a document built with many shapes of type', async () => {
    const before = structuredClone(LAYOUTS);
    expect(await printTypes(LAYOUTS)).toBe(await viaOpenapiTS(LAYOUTS));
    // openapi-typescript writes into the document it gets; the model's document must not change.
    expect(LAYOUTS).toEqual(before);
  });

  it.each(files)('on %s', async (file) => {
    const { document } = await loadDocument(file);
    expect(await printTypes(document)).toBe(await viaOpenapiTS(document));
  }, 300_000);
});

describe('extensions beside the status codes of an operation', () => {
  it.each([['3'], ['null'], ['"text"'], ['{ "a": 1 }']])('are valid OpenAPI and no response: x-foo: %s is left out of the types (a non-object one crashed openapi-typescript)', async (value) => {
    const document = JSON.parse(`{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok"},"x-foo":${value}},"callbacks":{"done":{"{$request.body#/url}":{"post":{"responses":{"204":{"description":"seen"},"x-bar":${value}}}}}}}}}}`) as { [key: string]: unknown };
    const types = await printTypes(document);
    expect(types).toContain('200: {');
    expect(types).not.toMatch(/x-foo|x-bar/);
    // The document itself keeps them: only openapi-typescript's copy is changed.
    expect(JSON.stringify(document)).toContain('"x-foo"');
  });
});
