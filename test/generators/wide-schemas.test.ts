/**
 * A schema too wide for the generated server's validator (generators/emit/server/wide-schemas.ts)
 * is refused when the server output is generated, at its line and pointer, before anything is
 * compiled; types and a client alone are generated from the same document.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { firstWideSchema, MAX_NESTED_SUBSCHEMAS } from '../../generators/emit/server/wide-schemas.js';
import { runStartCheck } from '../../generators/emit/server/start-check-thread.js';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { generate } from '../../generators/pipeline.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'wide-schemas-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/**
 * One operation whose body is component Big, a oneOf of `members` objects. Property names of
 * this run's own: a route table that started before is not checked again (start-check-memory.ts).
 */
function writeWideDocument(name: string, members: number): string {
  const fresh = `p${process.pid}x${Date.now()}`;
  const oneOf = Array.from({ length: members }, (_, index) => ({ properties: { [`${fresh}${index}`]: { type: 'string' } }, required: [`${fresh}${index}`] }));
  const document = {
    openapi: '3.1.0',
    info: { title: 'Wide', version: '1.0.0' },
    paths: { '/things': { post: { operationId: 'makeThing', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Big' } } } }, responses: { '204': { description: 'made' } } } } },
    components: { schemas: { Small: { type: 'string' }, Big: { type: 'object', oneOf } } },
  };
  const file = path.join(scratch, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
}

/** The 1-based line `text` first appears on in `file`. */
function lineOf(file: string, text: string): number {
  return readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;
}

async function refusal(run: Promise<unknown>): Promise<SpecError> {
  const error = await run.then(() => undefined, (thrown: unknown) => thrown);
  if (!(error instanceof SpecError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('a schema too wide for the generated server', () => {
  it('at the bound: the server is generated, and starts', async () => {
    const file = writeWideDocument('at-bound', MAX_NESTED_SUBSCHEMAS);
    const lines: string[] = [];
    const result = await generate({ specPath: file, outputs: ['server'], log: (line) => lines.push(line) });
    expect(result.files.some((file) => file.path.endsWith('server.ts'))).toBe(true);
    expect(lines).toContain('the generated server starts on it: every route mounts and every schema compiles (checked on the main thread)');
  }, 120_000);

  it('one over: refused at its line and pointer, saying how to split it', async () => {
    const file = writeWideDocument('over-bound', MAX_NESTED_SUBSCHEMAS + 1);
    const { problems } = await refusal(generate({ specPath: file, outputs: ['server'] }));
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        line: lineOf(file, '"Big"'),
        pointer: '/components/schemas/Big',
        message: expect.stringContaining(`would not start: this schema has 1,001 subschemas in oneOf, prefixItems and patternProperties together, more than the 1,000 the generated server's validator can check in one schema`),
        hint: expect.stringMatching(/^Where its oneOf members exclude one another .*write anyOf.*at most 1,000 .*Types and a client alone/),
      }),
    ]);
  }, 120_000);

  // The runtime's validators are Ajv2020 instances (runtime/server/validation.ts).
  it('one over: refused before Ajv is handed any schema', async () => {
    const file = writeWideDocument('over-bound-uncompiled', MAX_NESTED_SUBSCHEMAS + 1);
    const model = buildModel(await loadDocument(file), { source: file });
    const added = vi.spyOn(Ajv2020.prototype, 'addSchema');
    const check = await runStartCheck(model);
    expect(check.failure).toMatchObject({ pointer: '/components/schemas/Big' });
    expect(added).not.toHaveBeenCalled();
  }, 120_000);

  it('one over: types and a client alone are generated, since they compile no schema', async () => {
    const file = writeWideDocument('over-bound-client', MAX_NESTED_SUBSCHEMAS + 1);
    const result = await generate({ specPath: file, outputs: ['types', 'client'] });
    expect(result.files.some((file) => file.path.endsWith('types.ts'))).toBe(true);
  }, 120_000);
});

describe('what the width walk reads: what the server compiles', () => {
  const route = (schema: unknown, parameters: readonly string[] = []) => ({ parameters: parameters.map((name) => ({ name, in: 'query', schema: {} })), body: { schema }, responses: [] });
  const wide = { oneOf: [{}, {}, {}] };

  it('finds a wide schema through $ref, nested, or in a $defs a $ref reaches', () => {
    expect(firstWideSchema({ routes: [route({ $ref: '#/components/schemas/W' })], components: { schemas: { W: wide } } }, 2)).toEqual({ route: 0, width: 3, schema: wide });
    expect(firstWideSchema({ routes: [route({}), route({ items: { allOf: [wide] } })] }, 2)).toEqual({ route: 1, width: 3, schema: wide });
    expect(firstWideSchema({ routes: [route({ $ref: '#/components/schemas/W/$defs/D' })], components: { schemas: { W: { $defs: { D: wide } } } } }, 2)).toMatchObject({ schema: wide });
  });

  it('leaves what the server never compiles: a component nothing references, a $defs no $ref reaches, anyOf', () => {
    expect(firstWideSchema({ routes: [route({ $defs: { D: wide }, anyOf: [{}, {}, {}, {}] })], components: { schemas: { Unused: wide } } }, 2)).toBeUndefined();
  });

  it('leaves what the server validates in blocks (runtime/server/wide-members.ts): properties, allOf, dependentSchemas, the parameters of one location', () => {
    const blocked = { properties: { a: {}, b: {}, c: {} }, allOf: [{}, {}, {}], dependentSchemas: { a: {}, b: {}, c: {} } };
    expect(firstWideSchema({ routes: [route(blocked, ['a', 'b', 'c'])] }, 2)).toBeUndefined();
  });
});
