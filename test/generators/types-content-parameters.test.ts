/**
 * A parameter described by `content` is typed by its media type's schema, not `string`
 * (generators/emit/types-content-parameters.ts): the client writes a JSON one as JSON text and the
 * server hands its handler the parsed value (decisions/0017, 0031), so the input and handler
 * types must be the value's. openapi-typescript typed every such parameter `string`.
 */
import { describe, expect, it } from 'vitest';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

const FILTER = { type: 'object', required: ['color'], properties: { color: { type: 'string' } } };

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'content-parameters', version: '1' },
  paths: {
    '/items/{key}': {
      parameters: [{ $ref: '#/components/parameters/Key' }],
      get: {
        operationId: 'items',
        parameters: [
          { name: 'q', in: 'query', content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: FILTER } } },
          { name: 'X-Ids', in: 'header', content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } } },
          { name: 'note', in: 'cookie', content: { 'text/plain': { schema: { type: 'string', enum: ['a', 'b'] } } } },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    parameters: { Key: { name: 'key', in: 'path', required: true, content: { 'application/json': { schema: { type: 'array', items: { type: 'number' } } } } } },
    schemas: { Holder: { type: 'object', properties: { parameters: { type: 'object', properties: { in: { const: 'query' }, content: { type: 'string' } } } } } },
  },
};

describe('parameters described by content', () => {
  it('are typed by the schema of the media type the model chose (JSON first), wherever they are declared', async () => {
    const document = JSON.parse(JSON.stringify(DOCUMENT));
    const types = await printTypes(document);
    expect(document).toEqual(DOCUMENT);
    expect(typeCheckTypesWith('types-content-parameters', types, [
      "import type { operations, components } from './types.js';",
      "type Parameters = operations['items']['parameters'];",
      "export const query: NonNullable<Parameters['query']> = { q: { color: 'red' }, page: 1 };",
      "// @ts-expect-error: the JSON media type's schema, not the text one's",
      "export const text: NonNullable<Parameters['query']> = { q: 'red' };",
      "export const header: NonNullable<Parameters['header']> = { 'X-Ids': [1, 2] };",
      "export const cookie: NonNullable<Parameters['cookie']> = { note: 'a' };",
      "// @ts-expect-error: the text/plain schema's enum",
      "export const wrongCookie: NonNullable<Parameters['cookie']> = { note: 'c' };",
      "export const path: Parameters['path'] = { key: [1.5] };",
      "export const key: components['parameters']['Key'] = [2];",
      "// A schema's property named parameters is a schema, left as it is.",
      "export const holder: components['schemas']['Holder'] = { parameters: { in: 'query', content: 'x' } };",
    ])).toEqual([]);
  });
});
