/**
 * A hostile document (fixtures/hostile.yaml): names, descriptions, enums and defaults that try
 * to close comments, open template substitutions, or name the prototype chain. The whole
 * pipeline must produce TypeScript that type-checks strictly, and no PWNED_* marker may become
 * code: each may only live inside a comment or a string literal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * Direction controls and invisible characters in spec text ("Trojan Source", CVE-2021-42574): a
 * right-to-left override inside a string literal or a comment reorders what a reviewer sees of
 * the rest of that line. Every code file spells them as `\uXXXX` escapes, with the same values.
 */
describe('direction controls in spec text', () => {
  const RLO = '\u202E';
  const document = {
    openapi: '3.1.0',
    info: { title: `Bidi${RLO} API`, version: '1.0.0' },
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          summary: `List${RLO}items`,
          description: `Desc ${RLO} reversed \u2066 and a C1 control \u0085 here`,
          parameters: [{ name: `q${RLO}`, in: 'query', schema: { type: 'string', enum: [`a${RLO}b`, 'c'] } }],
          responses: { '200': { description: `ok${RLO}`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      },
    },
    components: { schemas: { Item: { type: 'object', description: `An item${RLO}`, properties: { [`na${RLO}me`]: { type: 'string', default: `x${RLO}y` } } } } },
  };
  let files: GeneratedFile[] = [];
  let outDir = '';

  beforeAll(async () => {
    const dir = scratchDir('bidi-spec');
    const specPath = path.join(dir, 'openapi.json');
    writeFileSync(specPath, JSON.stringify(document));
    files = (await generate({ specPath, regenerateCommand: 'npm run generate' })).files;
    outDir = path.join(dir, 'out');
    await writeOutput(outDir, files);
  }, 300_000);

  it('writes no raw direction control or C1 control into any code or JSON file', () => {
    const code = files.filter((file) => /\.(?:[cm]?[jt]s|json)$/.test(file.path));
    expect(code.map((file) => file.path)).toEqual(expect.arrayContaining(['types.ts', 'client.ts', 'server.ts', 'server-schemas.ts', 'openapi.json']));
    const raw = code.filter((file) => /[\u0080-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(file.contents)).map((file) => file.path);
    expect(raw).toEqual([]);
    // The text did reach the output, escaped, so the check above is not vacuous.
    expect(files.find((file) => file.path === 'types.ts')?.contents).toContain('"a\\u202Eb"');
  });

  it('keeps every value the same: the JSON, the server module and the literal types', async () => {
    const json = JSON.parse(readFileSync(path.join(outDir, 'openapi.json'), 'utf8')) as typeof document;
    expect(json.info.title).toBe(document.info.title);
    expect(Object.keys(json.components.schemas.Item.properties)).toEqual([`na${RLO}me`]);
    const module = (await import(pathToFileURL(path.join(outDir, 'server-schemas.ts')).href)) as { bundledDocument: string };
    expect(JSON.parse(module.bundledDocument)).toEqual(json);
    const types = ts.createSourceFile('types.ts', readFileSync(path.join(outDir, 'types.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
    const literals: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node)) literals.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(types);
    expect(literals).toEqual(expect.arrayContaining([`a${RLO}b`, `q${RLO}`, `na${RLO}me`]));
  });

  it('escapes the client package too (its compiled files and package.json are made after formatting), and isolates the title where it is shown', async () => {
    const specPath = path.join(path.dirname(outDir), 'openapi.json');
    const packaged = (await generate({ specPath, outputs: ['client'], package: { name: 'bidi-client' } })).files;
    expect(packaged.map((file) => file.path)).toEqual(expect.arrayContaining(['package.json', 'dist/client.js', 'dist/client.d.ts']));
    const raw = packaged.filter((file) => /\.(?:[cm]?[jt]s|json)$/.test(file.path) && /[\u0080-\u009F\u202A-\u202E\u2066-\u2069]/.test(file.contents));
    expect(raw.map((file) => file.path)).toEqual([]);
    const manifest = JSON.parse(packaged.find((file) => file.path === 'package.json')!.contents) as { description: string };
    expect(manifest.description).toContain(`\u2068Bidi${RLO} API\u2069,`);
    expect(packaged.find((file) => file.path === 'README.md')?.contents).toContain(`\u2068Bidi${RLO} API\u2069 1.0.0`);
  });

  it('type-checks strictly', () => {
    expect(typeCheck(outDir, typeScriptFiles(outDir))).toEqual([]);
  }, 300_000);
});
