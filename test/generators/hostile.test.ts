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
import { FIXTURES, scratchDir } from './helpers/scratch.js';
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
