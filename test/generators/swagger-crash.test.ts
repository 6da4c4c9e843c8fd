/**
 * A crash of the Swagger 2.0 converter on an input nobody foresaw is located at the smallest part
 * of the document that still makes it crash (generators/load/swagger.ts), never passed on as a
 * bare JavaScript error. No real input is known to reach it since x-ms-parameterized-host is
 * checked first, so the converter here crashes on one path the way it did on that field.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { writeSpec } from './helpers/scratch.js';

vi.mock('../../generators/load/swagger-converter.js', async (importOriginal) => {
  const original = (await importOriginal()) as typeof import('../../generators/load/swagger-converter.js');
  const converter = original.swaggerConverter();
  const convertObj = (document: { paths?: object }, options: object) => {
    if (document.paths !== undefined && '/explodes' in document.paths) return Promise.reject(new TypeError("Cannot read properties of undefined (reading 'forEach')"));
    return converter.convertObj(document as never, options as never);
  };
  return { swaggerConverter: () => ({ ...converter, convertObj }) };
});

const DOCUMENT = `swagger: '2.0'
info: { title: t, version: '1' }
paths:
  /a: { get: { responses: { '200': { description: ok } } } }
  /b: { get: { responses: { '200': { description: ok } } } }
  /explodes: { get: { responses: { '200': { description: ok } } } }
  /c: { get: { responses: { '200': { description: ok } } } }
`;

describe('a converter crash', () => {
  it('is reported at the path it crashes on, with its reason and the file and line', async () => {
    const file = writeSpec('converter-crash', DOCUMENT);
    const error = await loadDocument(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).problems).toEqual([
      expect.objectContaining({ file, line: 6, pointer: '/paths/~1explodes', message: "the Swagger 2.0 document could not be converted to OpenAPI 3 here (swagger2openapi: Cannot read properties of undefined (reading 'forEach'))" }),
    ]);
  });
});
