/**
 * A property over mutated documents: whatever a document says, loading either succeeds (and the
 * model builds) or refuses with located problems — never a bare JavaScript error, never a hang.
 * Each run replaces one value of a small but complete document (version, titles, paths, names,
 * parameters, servers, security, schema keywords, references) with a random or a known-hostile
 * value.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { scratchDir } from './helpers/scratch.js';
import { places } from '../support/document-places.js';

const BASE = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://{region}.example.test', variables: { region: { default: 'eu' } } }],
  security: [{ apiKey: [] }],
  paths: {
    '/pets/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getPet',
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string', minLength: 1 } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    },
    '/pets': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: { '201': { description: 'made' } } } },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } } },
    schemas: { Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } },
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' } },
  },
};

const PLACES = places(BASE).filter((segments) => segments.length > 0);
const HOSTILE = [{ $ref: 42 }, { $ref: '#/nope' }, { $ref: '#/paths/~1pets~1{id}/get' }, ['userToken'], 'userToken', 'int', 'one', 2, 3.1, -0.5, null, true, {}, [], { foo: 'bar' }, '/a/../b', '{x}', '__proto__', '%', '*'];

function mutated(segments: readonly (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(BASE) as { [key: string]: unknown };
  let parent: { [key: string]: unknown } = copy;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as { [key: string]: unknown };
  parent[segments[segments.length - 1]!] = replacement;
  return copy;
}

describe('mutated documents', () => {
  it('load or refuse with located problems, and the model builds from whatever loads', async () => {
    const dir = scratchDir('property');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PLACES), fc.oneof(fc.constantFrom(...HOSTILE), fc.jsonValue({ maxDepth: 3 })), async (segments, replacement) => {
        runs += 1;
        const file = path.join(dir, `run-${runs}.json`);
        writeFileSync(file, JSON.stringify(mutated(segments, replacement)));
        const started = Date.now();
        const outcome = await loadDocument(file).then(
          (loaded) => ({ loaded }),
          (error: unknown) => ({ error }),
        );
        expect(Date.now() - started).toBeLessThan(10_000);
        if ('error' in outcome) {
          expect(outcome.error, String(outcome.error)).toBeInstanceOf(SpecError);
          for (const problem of (outcome.error as SpecError).problems) {
            expect(problem.file).toBe(file);
            expect(problem.message.length).toBeGreaterThan(0);
            expect(problem.hint.length).toBeGreaterThan(0);
          }
          return;
        }
        for (const warning of outcome.loaded.warnings) expect(warning.line, JSON.stringify(warning)).toBeGreaterThan(0);
        expect(() => buildModel(outcome.loaded, { source: file })).not.toThrow();
      }),
      { numRuns: 200, seed: 20261124 },
    );
  }, 120_000);
});
