/**
 * A hostile document (fixtures/hostile.yaml): names, descriptions, enums and defaults that try
 * to close comments, open template substitutions, or name the prototype chain. The whole
 * pipeline must produce TypeScript that type-checks strictly, and no PWNED_* marker may become
 * code: each may only live inside a comment or a string literal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import type { OperationModel } from '../../generators/model/types.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';
import { writeOutput } from '../../generators/write/index.js';
import { FIXTURES, scratchDir, writeSpec } from './helpers/scratch.js';
import { typeCheckFolders } from './helpers/typecheck.js';

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

/** The written outputs of both documents, type-checked together at the end of the file. */
const written: { name: string; dir: string }[] = [];

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
    written.push({ name: 'hostile.yaml', dir: outDir });
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
});

/**
 * Characters in spec text that reorder a line or act on a terminal: a right-to-left override
 * inside a string literal or a comment reorders what a reviewer sees of the rest of that line
 * ("Trojan Source", CVE-2021-42574), and a description's ESC ]0; retitled the terminal of whoever
 * printed types.ts. Every code file spells them as `\uXXXX` escapes, with the same values.
 */
describe('text that reorders a line or acts on a terminal', () => {
  const RLO = '\u202E';
  const TERMINAL = '\u001b]0;PWNED\u0007\u001b[31m red \u009b';
  const document = {
    openapi: '3.1.0',
    info: { title: `Bidi${RLO} API`, version: '1.0.0' },
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          summary: `List${RLO}items`,
          description: `Desc ${RLO} reversed \u2066isolated\u2069 and ${TERMINAL} here`,
          parameters: [{ name: `q${RLO}`, in: 'query', schema: { type: 'string', enum: [`a${RLO}b`, 'c'] } }],
          responses: { '200': { description: `ok${RLO}`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      },
    },
    components: { schemas: { Item: { type: 'object', description: `An item${RLO}`, properties: { [`na${RLO}me`]: { type: 'string', default: `x${RLO}y`, example: TERMINAL } } } } },
  };
  /** What no code file may hold raw: C0 controls but tab, LF and CR; DEL and C1; direction controls. */
  const RAW = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
  let files: GeneratedFile[] = [];
  let outDir = '';

  let specPath = '';

  beforeAll(async () => {
    specPath = writeSpec('bidi-spec', JSON.stringify(document), 'openapi.json');
    files = (await generate({ specPath, regenerateCommand: 'npm run generate' })).files;
    outDir = scratchDir('bidi-spec-out');
    await writeOutput(outDir, files);
    written.push({ name: 'bidi-spec', dir: outDir });
  }, 300_000);

  it('writes no raw direction control, C0 or C1 control into any file: code, JSON, the docs page or the README', () => {
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['types.ts', 'client.ts', 'server.ts', 'server-schemas.ts', 'openapi.json', 'docs/index.html', 'README.md']));
    const raw = files.filter((file) => RAW.test(file.contents)).map((file) => file.path);
    expect(raw).toEqual([]);
    // The text did reach the output, escaped, so the check above is not vacuous.
    expect(files.find((file) => file.path === 'types.ts')?.contents).toContain('"a\\u202Eb"');
    // The page shows what it showed: character references, the title isolated from the version.
    expect(files.find((file) => file.path === 'docs/index.html')?.contents).toContain('<title>&#x2068;Bidi&#x202E; API&#x2069; 1.0.0</title>');
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

  it('escapes the client package too (its compiled files, package.json and README are made after formatting), and isolates the title in its description', async () => {
    const packaged = (await generate({ specPath, outputs: ['client'], package: { name: 'bidi-client' } })).files;
    expect(packaged.map((file) => file.path)).toEqual(expect.arrayContaining(['package.json', 'dist/client.js', 'dist/client.d.ts']));
    const raw = packaged.filter((file) => RAW.test(file.contents));
    expect(raw.map((file) => file.path)).toEqual([]);
    const manifest = JSON.parse(packaged.find((file) => file.path === 'package.json')!.contents) as { description: string };
    expect(manifest.description).toContain(`\u2068Bidi${RLO} API\u2069,`);
    // Markdown keeps no escape inside a code span: the README names the character percent-encoded.
    expect(packaged.find((file) => file.path === 'README.md')?.contents).toContain('`Bidi%E2%80%AE API 1.0.0`');
  });
});

describe('the outputs of both documents', () => {
  // One program (test/support/consumer-setups.ts): each output is its own set of modules and
  // reports the errors it has alone; the runtime copies they share are checked once, not twice.
  it('type-check strictly', () => {
    expect(written.map((folder) => folder.name)).toEqual(['hostile.yaml', 'bidi-spec']);
    expect(typeCheckFolders(written)).toEqual([]);
  }, 300_000);
});
