/**
 * A hostile document (fixtures/hostile.yaml): names, descriptions, enums and defaults that try
 * to close comments, open template substitutions, or name the prototype chain. The whole
 * pipeline must produce TypeScript that type-checks strictly, and no PWNED_* marker may become
 * code: each may only live inside a comment or a string literal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import type { OperationModel } from '../../generators/model/types.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';
import { writeOutput } from '../../generators/write/index.js';
import { FIXTURES, scratchDir, writeSpec } from './helpers/scratch.js';
import { typeCheck, typeScriptFiles } from './helpers/typecheck.js';

const HOSTILE = path.join(FIXTURES, 'hostile.yaml');

/** Every identifier in the code of a file (comments and string contents are not identifiers). */
function identifiersIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('hostile document', () => {
  let files: GeneratedFile[] = [];
  let operations: readonly OperationModel[] = [];
  let outDir = '';

  beforeAll(async () => {
    const result = await generate({ specPath: HOSTILE, regenerateCommand: 'npm run generate' });
    files = result.files;
    operations = result.model.operations;
    outDir = scratchDir('hostile');
    await writeOutput(outDir, files);
  }, 300_000);

  it('gives every operation a safe, unique identifier', () => {
    const identifiers = operations.map((operation) => operation.identifier);
    expect(identifiers).toEqual(['delete_', 'class_', 'getMoviesPwnedOperationId', 'proto', 'constructor_', 'pwnedOpidTemplate', '_123StartsWithDigits']);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('emits TypeScript in which no PWNED marker is code', () => {
    const typeScript = files.filter((file) => file.path.endsWith('.ts'));
    expect(typeScript.map((file) => file.path)).toContain('types.ts');
    const leaks = typeScript.flatMap((file) => identifiersIn(file.path, file.contents).filter((name) => name.includes('PWNED')).map((name) => `${file.path}: ${name}`));
    expect(leaks).toEqual([]);
    // The markers did reach the output (inside comments and strings), so the check above is not vacuous.
    expect(typeScript.find((file) => file.path === 'types.ts')?.contents).toContain('PWNED_SCHEMA_DESCRIPTION');
  });

  it('keeps prototype names as quoted keys in types.ts', () => {
    const types = readFileSync(path.join(outDir, 'types.ts'), 'utf8');
    expect(types).toMatch(/"__proto__": string;/);
    expect(types).toMatch(/"valueOf"\?: number;/);
    expect(types).not.toMatch(/__oats_masked_/);
  });

  it('type-checks strictly', () => {
    expect(typeCheck(outDir, typeScriptFiles(outDir))).toEqual([]);
  }, 300_000);
});

// A description's ESC ]0; retitled the terminal of whoever printed a generated file (types.ts kept
// it raw), and a U+202E in a description or an enum value showed a reviewer the rest of the line
// reversed ("Trojan Source"); openapi.json and string literals kept them raw too.
describe('text that acts on a terminal or reorders a line', () => {
  const TEXT = '\u001b]0;PWNED\u0007\u001b[31m red \u202e reversed \u2066isolated\u2069 \u009b';
  const document = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/a': { get: { operationId: 'getA', description: TEXT, responses: { '200': { description: TEXT, content: { 'application/json': { schema: { $ref: '#/components/schemas/E' } } } } } } } },
    components: { schemas: { E: { type: 'string', description: TEXT, enum: ['\u202eRTL', 'plain'], default: TEXT, example: TEXT } } },
  };
  const RAW = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

  it('is in no generated file raw; JSON and string literals keep its value as escapes', async () => {
    const specPath = writeSpec('terminal-text', JSON.stringify(document), 'openapi.json');
    const result = await generate({ specPath, regenerateCommand: 'npm run generate' });
    const withRaw = result.files.filter((file) => file.path !== 'docs/index.html' && RAW.test(file.contents)).map((file) => file.path);
    expect(withRaw).toEqual([]);
    const bundled = JSON.parse(result.files.find((file) => file.path === 'openapi.json')!.contents) as typeof document;
    expect(bundled.components.schemas.E).toEqual(document.components.schemas.E);
    const types = result.files.find((file) => file.path === 'types.ts')!.contents;
    expect(types).toContain('"\\u202eRTL" | "plain"');
    const out = scratchDir('terminal-text-out');
    await writeOutput(out, result.files);
    expect(typeCheck(out, typeScriptFiles(out))).toEqual([]);
  }, 300_000);
});

