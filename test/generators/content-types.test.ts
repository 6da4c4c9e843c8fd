/**
 * How the generators type content by its schema (issue 12, point 5): which string schemas are raw
 * bytes (`Blob`) in types.ts, in 3.1, 3.0 and Swagger 2.0 documents; when read/write markers are
 * on; and the server's validation schemas with readOnly / writeOnly members out of `required`.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { isBinarySchema } from '../../generators/model/media.js';
import { hasReadWriteProperties } from '../../generators/model/read-write.js';
import { printTypes } from '../../generators/emit/types.js';
import { markedNames, withoutMarkedRequired } from '../../generators/runtime/server/read-write.js';
import { rewriteSchemaObjects } from '../../generators/runtime/server/schema-rewrite.js';
import { writeSpec } from './helpers/scratch.js';

/** The whole-document form of the request and response rewrites validation.ts applies. */
const exemptFromRequired = <T>(schema: T, marker: 'readOnly' | 'writeOnly'): T => {
  const marked = markedNames(schema as { readonly [key: string]: unknown }, 'https://example.invalid/', marker);
  return rewriteSchemaObjects(schema, (object, original) => withoutMarkedRequired(object, marked(original))) as T;
};

describe('binary schemas', () => {
  it.each([
    ['format: binary', { type: 'string', format: 'binary' }, true],
    ['format: binary, nullable (3.1)', { type: ['string', 'null'], format: 'binary' }, true],
    ['format: binary without a type', { format: 'binary' }, true],
    ['contentEncoding: binary', { type: 'string', contentEncoding: 'binary' }, true],
    ['a media type that is not text, no encoding', { type: 'string', contentMediaType: 'image/png' }, true],
    ['a wildcard media type', { type: 'string', contentMediaType: 'application/*' }, true],
    ['base64 text of an image', { type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' }, false],
    ['JSON text in a string', { type: 'string', contentMediaType: 'application/json' }, false],
    ['HTML text in a string', { type: 'string', contentMediaType: 'text/html' }, false],
    ['XML text in a string', { type: 'string', contentMediaType: 'application/atom+xml' }, false],
    ['format: byte (base64 text)', { type: 'string', format: 'byte' }, false],
    ['an object that says binary', { type: 'object', format: 'binary' }, false],
    ['a plain string', { type: 'string' }, false],
    ['not a schema', 'binary', false],
  ])('%s', (_name, schema, binary) => {
    expect(isBinarySchema(schema)).toBe(binary);
  });
});

async function typesOf(text: string): Promise<string> {
  const loaded = await loadDocument(writeSpec('content-types', text));
  const model = buildModel(loaded, { source: 'openapi.yaml' });
  return printTypes(model.document, { readWriteMarkers: model.readWriteMarkers === true });
}

const UPLOAD_30 = `openapi: 3.0.3
info: { title: t, version: '1' }
paths:
  /files:
    post:
      requestBody:
        content:
          multipart/form-data:
            schema:
              type: object
              properties:
                file: { type: string, format: binary }
                maybe: { type: string, format: binary, nullable: true }
                encoded: { type: string, format: byte }
      responses:
        '200':
          description: ok
          content:
            application/octet-stream:
              schema: { type: string, format: binary }
`;

const UPLOAD_20 = `swagger: '2.0'
info: { title: t, version: '1' }
paths:
  /files:
    post:
      consumes: [multipart/form-data]
      parameters:
        - { name: file, in: formData, type: file, required: true }
        - { name: note, in: formData, type: string }
      responses:
        '200': { description: ok }
`;

describe('types.ts', () => {
  it('types bytes as Blob in a 3.0 document: files, nullable files and binary answers; base64 stays a string', async () => {
    const types = await typesOf(UPLOAD_30);
    expect(types).toMatch(/file\?: Blob;/);
    expect(types).toMatch(/maybe\?: Blob \| null;/);
    expect(types).toMatch(/encoded\?: string;/);
    expect(types).toMatch(/"application\/octet-stream": Blob;/);
    expect(types).not.toMatch(/\$Read|\$Write/);
  });

  it('types a Swagger 2.0 file parameter as Blob', async () => {
    const types = await typesOf(UPLOAD_20);
    expect(types).toMatch(/file: Blob;/);
    expect(types).toMatch(/note\?: string;/);
  });

  it('marks readOnly and writeOnly members only in a document that has them', async () => {
    const marked = await typesOf(`openapi: 3.1.0
info: { title: t, version: '1' }
components:
  schemas:
    Account:
      type: object
      required: [id, password]
      properties:
        id: { type: string, readOnly: true }
        password: { type: string, writeOnly: true }
        both: { type: string, readOnly: true, writeOnly: true }
`);
    expect(marked).toMatch(/id: \$Read<string>;/);
    expect(marked).toMatch(/password: \$Write<string>;/);
    expect(marked).toMatch(/both\?: string;/);
    expect(marked).toMatch(/export type Readable<T>/);
  });
});

describe('read/write detection', () => {
  it.each([
    ['a readOnly property', { components: { schemas: { A: { properties: { id: { readOnly: true } } } } } }, true],
    ['a writeOnly property deep in a path', { paths: { '/a': { post: { requestBody: { content: { 'application/json': { schema: { items: { properties: { p: { writeOnly: true } } } } } } } } } } }, true],
    ['both flags on one property (no marker)', { components: { schemas: { A: { properties: { id: { readOnly: true, writeOnly: true } } } } } }, false],
    ['readOnly on a whole schema, not a property', { components: { schemas: { A: { readOnly: true } } } }, false],
    ['a property named readOnly', { components: { schemas: { A: { properties: { readOnly: { type: 'boolean' } } } } } }, false],
  ])('%s', (_name, document, marked) => {
    expect(hasReadWriteProperties(document)).toBe(marked);
  });
});

describe('validation schemas for each direction', () => {
  const account = {
    type: 'object',
    required: ['id', 'name', 'password'],
    properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' }, password: { type: 'string', writeOnly: true } },
  };

  it('takes readOnly members out of required for requests, writeOnly ones for responses, leaving the input as it was', () => {
    const document = { components: { schemas: { Account: account } }, schemas: [{ type: 'array', items: account }] };
    const before = JSON.stringify(document);
    expect(exemptFromRequired(document, 'readOnly')).toEqual({ components: { schemas: { Account: { ...account, required: ['name', 'password'] } } }, schemas: [{ type: 'array', items: { ...account, required: ['name', 'password'] } }] });
    expect((exemptFromRequired(document, 'writeOnly').components.schemas.Account as { required: string[] }).required).toEqual(['id', 'name']);
    expect(JSON.stringify(document)).toBe(before);
  });

  it('returns the same object when nothing is marked, and leaves data (examples, enums) alone', () => {
    const plain = { type: 'object', required: ['a'], properties: { a: { type: 'string' } }, example: { required: ['id'], properties: { id: { readOnly: true } } } };
    expect(exemptFromRequired(plain, 'readOnly')).toBe(plain);
  });

  it('copies a member named __proto__ as data, never as a prototype', () => {
    const hostile = JSON.parse('{"properties":{"__proto__":{"properties":{"x":{"readOnly":true}},"required":["x"]}}}') as object;
    const exempted = exemptFromRequired(hostile, 'readOnly') as { properties: object };
    expect(Object.getPrototypeOf(exempted.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(exempted.properties, '__proto__')?.value).toEqual({ properties: { x: { readOnly: true } }, required: [] });
  });
});
