/**
 * The answer media type of Swagger 2.0 operations that list no `produces` (load/swagger-produces.ts):
 * JSON, as peers read it, where the converter alone wrote `*\/*`, which our client and server treat
 * as bytes; a file answer stays bytes, and a `produces` the document gives is kept.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { writeSpec } from './helpers/scratch.js';

const OPERATIONS = `paths:
  /pets:
    get:
      responses:
        '200': { description: ok, schema: { $ref: '#/definitions/Pet' } }
        '404': { $ref: '#/responses/Missing' }
  /pets/{id}/photo:
    get:
      parameters: [{ name: id, in: path, required: true, type: string }]
      responses:
        '200': { description: photo, schema: { type: file } }
  /pets/{id}/card:
    get:
      produces: [text/plain]
      parameters: [{ name: id, in: path, required: true, type: string }]
      responses:
        '200': { description: card, schema: { type: string } }
responses:
  Missing: { description: none, schema: { $ref: '#/definitions/Pet' } }
definitions:
  Pet: { type: object, properties: { name: { type: string } } }
`;

async function answerTypes(name: string, root: string): Promise<Record<string, string[]>> {
  const loaded = await loadDocument(writeSpec(name, `swagger: '2.0'\ninfo: { title: pets, version: '1' }\n${root}${OPERATIONS}`));
  const paths = (loaded.document as { paths: Record<string, { get: { responses: Record<string, { content?: object }> } }> }).paths;
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, Object.keys(item.get.responses['200']!.content ?? {})]));
}

describe('Swagger 2.0 answers without produces', () => {
  it.each([
    ['nothing lists produces: objects are JSON, a file stays bytes', '', { '/pets': ['application/json'], '/pets/{id}/photo': ['*/*'], '/pets/{id}/card': ['text/plain'] }],
    ['the document lists produces: it applies as written', 'produces: [application/xml]\n', { '/pets': ['application/xml'], '/pets/{id}/photo': ['application/xml'], '/pets/{id}/card': ['text/plain'] }],
  ])('%s', async (name, root, want) => {
    expect(await answerTypes(name.replace(/\W+/g, '-'), root)).toEqual(want);
  });

  it('a $ref\'d error answer of such an operation is JSON too', async () => {
    const loaded = await loadDocument(writeSpec('swagger-produces-ref', `swagger: '2.0'\ninfo: { title: pets, version: '1' }\n${OPERATIONS}`));
    const missing = (loaded.document as any).paths['/pets'].get.responses['404'];
    const answer = missing.$ref === undefined ? missing : (loaded.document as any).components.responses.Missing;
    expect(Object.keys(answer.content)).toEqual(['application/json']);
  });
});
