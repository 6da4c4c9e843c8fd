/**
 * The declaration formatter (generators/print/type-format.ts) against prettier itself: every
 * per-operation type and interface the server and envelope emitters write (and the client's
 * input types and ApiClient interface), for documents we
 * own, hostile ones, real-world ones (when /work/shared is present) and generated operations,
 * must come out exactly as prettier (pinned options) prints it; and for our own documents the
 * formatter must handle all of them (none left to prettier).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { clientStatements } from '../../generators/emit/client.js';
import { envelopeDeclarations } from '../../generators/emit/envelope.js';
import { serverDeclarations } from '../../generators/emit/server.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { ApiModel, OperationModel, ResponseModel } from '../../generators/model/types.js';
import { formatTypeDeclaration, type Declaration } from '../../generators/format/type-format.js';
import { PRETTIER_OPTIONS } from '../../generators/format/format.js';
import { FIXTURES, REPO_ROOT, SHARED_SPECS } from './helpers/scratch.js';

/** Declarations the formatter left to prettier. */
async function expectAsPrettier(declarations: readonly Declaration[]): Promise<string[]> {
  const unsupported: string[] = [];
  for (const { text } of declarations) {
    const formatted = formatTypeDeclaration(text);
    if (formatted === undefined) {
      unsupported.push(text);
      continue;
    }
    expect(formatted, text).toBe((await prettier.format(`${text}\n`, PRETTIER_OPTIONS)).trimEnd());
  }
  return unsupported;
}

function declarationsOf(model: ApiModel): Declaration[] {
  return [...serverDeclarations(model), ...envelopeDeclarations(model), ...clientTypes(model)];
}

/** The client's per-operation input types and its ApiClient interface (its other statements go to prettier by design). */
function clientTypes(model: ApiModel): Declaration[] {
  return clientStatements(model).filter(({ text }) => /^(?:\/\*\*[\s\S]*?\*\/\s*)?export (?:type \w+Input\b|interface ApiClient\b)/.test(text));
}

const OWN = [
  path.join(REPO_ROOT, 'spec/openapi.yaml'),
  path.join(FIXTURES, 'hostile.yaml'),
  path.join(REPO_ROOT, 'test/client/fixtures/plain-api.yaml'),
  path.join(REPO_ROOT, 'test/server/fixtures/plain-api.yaml'),
];
const SHARED = ['museum.yaml', 'github-ghes-3.6.json', 'stripe-2022.json'].map((name) => path.join(SHARED_SPECS, name));

describe('formatTypeDeclaration', () => {
  it.each(OWN)('formats every declaration for %s as prettier does', async (file) => {
    const model = buildModel(await loadDocument(file), { source: file });
    expect(await expectAsPrettier(declarationsOf(model))).toEqual([]);
  }, 120_000);

  if (!existsSync(SHARED_SPECS)) console.warn(`SKIPPED the real-world documents in test/generators/type-format.test.ts: ${SHARED_SPECS} is absent`);
  it.skipIf(!existsSync(SHARED_SPECS)).each(SHARED)('formats every declaration for %s as prettier does', async (file) => {
    const model = buildModel(await loadDocument(file), { source: file });
    expect(await expectAsPrettier(declarationsOf(model))).toEqual([]);
  }, 600_000);

  it('finds the client declarations it is given for our spec (the filter above is not empty)', async () => {
    const file = path.join(REPO_ROOT, 'spec/openapi.yaml');
    const model = buildModel(await loadDocument(file), { source: file });
    const texts = clientTypes(model).map(({ text }) => text);
    expect(texts.filter((text) => text.includes('interface ApiClient'))).toHaveLength(1);
    expect(texts.length).toBe(model.operations.length + 1);
  });

  it('prints a rest parameter as prettier does: no trailing comma when the parameters break', async () => {
    const short = 'interface A {\n  m(...args: InputArgs<MInput>): Promise<MData>;\n}';
    const long = `interface A {\n  ${'m'.repeat(40)}(...args: InputArgs<${'M'.repeat(30)}Input>): Promise<${'M'.repeat(30)}Data>;\n}`;
    for (const text of [short, long]) {
      expect(formatTypeDeclaration(text)).toBe((await prettier.format(`${text}\n`, PRETTIER_OPTIONS)).trimEnd());
    }
    expect(formatTypeDeclaration(long)).toContain(`(\n    ...args: InputArgs<${'M'.repeat(30)}Input>\n  ):`);
  });

  it('formats generated operations as prettier does', async () => {
    const word = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,24}$/);
    const status = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom('4XX', '5XX', 'default'));
    const response = fc.record({
      status,
      shape: fc.constantFrom('success-envelope', 'error-body', 'plain', 'empty'),
      errorCodes: fc.array(fc.stringMatching(/^[a-z_'"]{1,30}$/), { maxLength: 4 }),
      contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', "it's/odd"),
    });
    const operation = fc.record({
      identifier: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join('')),
      method: fc.constantFrom('get', 'post', 'put', 'delete', 'patch'),
      path: fc.array(fc.stringMatching(/^[a-z_{}0-9.]{1,30}$/), { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
      summary: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
      responses: fc.array(response, { maxLength: 5 }),
      security: fc.constantFrom([], [[{ scheme: 'bearer', scopes: [] }]], [[{ scheme: 'bearer', scopes: [] }], []]),
      body: fc.option(fc.record({ required: fc.boolean(), contentType: fc.constantFrom('application/json', 'multipart/form-data') }), { nil: undefined }),
      query: fc.boolean(),
      roles: fc.constantFrom([], ['admin']),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 4 }), async (operations) => {
        const model: ApiModel = {
          title: 'T',
          version: '1',
          source: 'fuzz.yaml',
          document: {},
          securitySchemes: [{ key: 'bearer', kind: 'bearer' }],
          usesEnvelope: true,
          operations: operations.map((fields, index): OperationModel => ({
            operationId: `${fields.identifier}${index}`,
            identifier: `${fields.identifier}${index}`,
            method: fields.method,
            path: fields.path,
            servers: [{ url: '/' }],
            pointer: '#',
            ...(fields.summary === undefined ? {} : { summary: fields.summary }),
            tags: [],
            deprecated: false,
            parameters: { path: [], query: fields.query ? [{ name: 'q', in: 'query', required: false, schema: {}, pointer: '#' }] : [], header: [], cookie: [] },
            ...(fields.body === undefined ? {} : { requestBody: { ...fields.body, schema: {}, pointer: '#' } }),
            responses: fields.responses.map((entry): ResponseModel => ({
              status: entry.status as ResponseModel['status'],
              description: '',
              shape: entry.shape as ResponseModel['shape'],
              errorCodes: [...new Set(entry.errorCodes)].sort(),
              headers: [],
              pointer: '#',
              ...(entry.shape === 'empty' ? {} : { contentType: entry.contentType }),
            })),
            security: fields.security,
            roles: fields.roles,
            isAddition: false,
            envelopeException: false,
            idempotent: fields.method !== 'post',
          })),
        };
        await expectAsPrettier(declarationsOf(model));
      }),
      { numRuns: 150 },
    );
  }, 300_000);
});
