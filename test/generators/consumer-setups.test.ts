/**
 * Generated code type-checks in every consumer set-up of decisions/0028 (issue 12, point 3): a
 * bundler app without DOM.Iterable or Node types, and a Node service without DOM, as an ES module
 * and as CommonJS, each plain and strictest (isolatedDeclarations among the strictest flags).
 * Our own generated/ is checked as committed (`npm run check` keeps it fresh), and small
 * hand-written folders show that each set-up sees what it is there to see.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { checkInSetups, CONSUMER_SETUPS, rootFiles } from '../support/consumer-setups.js';
import { oldestTypeScript } from '../support/oldest-typescript.js';
import { FIXTURES, REPO_ROOT, scratchDir } from './helpers/scratch.js';

const oldest = await oldestTypeScript();
if (typeof oldest === 'string') console.warn(`test/generators/consumer-setups.test.ts: the check with the oldest TypeScript SKIPPED — ${oldest}`);

function folderWith(name: string, files: Record<string, string>): { name: string; dir: string } {
  const dir = scratchDir(`setup-${name}`);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return { name, dir };
}

function errorsBySetup(results: ReturnType<typeof checkInSetups>, folder: string): Record<string, number> {
  return Object.fromEntries(results.map((result) => [result.setup.name, result.byFolder.get(folder)?.length ?? 0]));
}

describe('consumer set-ups', () => {
  it('are a bundler app, a Node service and a CommonJS Node service, each plain and strictest', () => {
    expect(CONSUMER_SETUPS.map((setup) => `${setup.name}:${setup.scope}`)).toEqual([
      'bundler-app:client',
      'bundler-app-strictest:client',
      'node-service:all',
      'node-service-strictest:all',
      'node-service-commonjs:all',
      'node-service-commonjs-strictest:all',
    ]);
    for (const setup of CONSUMER_SETUPS) {
      expect(setup.options.strict).toBe(true);
      const strictest = setup.name.endsWith('-strictest');
      expect([setup.options.esModuleInterop, setup.options.exactOptionalPropertyTypes, setup.options.noUncheckedIndexedAccess]).toEqual([strictest, strictest, strictest]);
      // isolatedDeclarations only adds errors, so it shares the strictest set-ups (decisions/0028); it needs declaration.
      expect([setup.options.isolatedDeclarations === true, setup.options.declaration === true]).toEqual([strictest, strictest]);
    }
  });

  it('compile our own generated/, and the output of a document whose deep references were hoisted, without an error', async () => {
    // The hoisted document (hoist-refs.test.ts: its types had three errors before the loader hoisted
    // the targets) in the same program per set-up as generated/: the runtime both folders carry
    // is one file to the compiler, so its output costs only its own files.
    const { files } = await generate({ specPath: path.join(FIXTURES, 'deep-refs.yaml'), regenerateCommand: 'npm run generate', outputs: ['types', 'client', 'server'] });
    const deep = scratchDir('setup-deep-refs');
    await writeOutput(deep, files);
    const results = checkInSetups([{ name: 'generated', dir: path.join(REPO_ROOT, 'generated') }, { name: 'deep-refs', dir: deep }]);
    for (const result of results) expect({ setup: result.setup.name, errors: result.errors }).toEqual({ setup: result.setup.name, errors: [] });
    // The hoisted output was compiled in every set-up (the app's: the client output only).
    expect(results.map((result) => result.roots.filter((file) => path.dirname(file) === deep).map((file) => path.basename(file)).sort())).toEqual([
      ['client.ts', 'envelope.ts', 'types.ts'],
      ['client.ts', 'envelope.ts', 'types.ts'],
      ['client.ts', 'envelope.ts', 'server-schemas.ts', 'server.ts', 'types.ts'],
      ['client.ts', 'envelope.ts', 'server-schemas.ts', 'server.ts', 'types.ts'],
      ['client.ts', 'envelope.ts', 'server-schemas.ts', 'server.ts', 'types.ts'],
      ['client.ts', 'envelope.ts', 'server-schemas.ts', 'server.ts', 'types.ts'],
    ]);
  }, 300_000);

  it.skipIf(typeof oldest === 'string')('compile our own generated/ with the oldest TypeScript the set-ups are for (5.4) too', () => {
    const compiler = oldest as Exclude<typeof oldest, string>;
    expect(compiler.versionMajorMinor).toBe('5.4');
    // The strictest three: what differs between compilers is what they infer, not which flags they
    // know, and these hold every flag of the plain ones but esModuleInterop (checked both ways with 5.9).
    const strictest = CONSUMER_SETUPS.filter((setup) => setup.name.endsWith('-strictest'));
    const results = checkInSetups([{ name: 'generated', dir: path.join(REPO_ROOT, 'generated') }], strictest, { compiler, runtime: 'checked' });
    for (const result of results) expect({ setup: result.setup.name, errors: result.errors }).toEqual({ setup: result.setup.name, errors: [] });
  }, 300_000);

  it('see what each set-up lacks: iterable Headers, Node types, ES2019-2020 and ES2022 in the plain app, ES2022 and the DOM in the service', () => {
    const headers = folderWith('headers', { 'client.ts': 'export const names: string[] = [...new Headers()].map(([name]) => name);\n' });
    const node = folderWith('node', { 'client.ts': "export const home: string | undefined = process.env['HOME'];\n" });
    const dom = folderWith('dom', { 'client.ts': "export const title: string = document.title;\n" });
    const es2022 = folderWith('es2022', { 'client.ts': "export const own: boolean = Object.hasOwn({}, 'a');\nexport const failure: Error = new Error('a', { cause: 1 });\n" });
    // What the client runtime called until it compiled with ES2018's lib (Angular's CLI's for years).
    const es2019 = folderWith('es2019', { 'client.ts': "export const flat: number[] = [[1]].flat();\nexport const entries: object = Object.fromEntries([['a', 1]]);\nexport const found: string[] = [...'ab'.matchAll(/a/g)].map((match) => match[0]);\n" });
    const clean = folderWith('clean', { 'client.ts': 'const pairs: [string, string][] = [];\nnew Headers().forEach((value, name) => pairs.push([name, value]));\nexport { pairs };\n' });
    const results = checkInSetups([headers, node, dom, es2022, es2019, clean]);
    expect(errorsBySetup(results, 'headers')).toEqual({ 'bundler-app': 1, 'bundler-app-strictest': 1, 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 0 });
    expect(errorsBySetup(results, 'node')).toEqual({ 'bundler-app': 1, 'bundler-app-strictest': 1, 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 0 });
    expect(errorsBySetup(results, 'dom')).toEqual({ 'bundler-app': 0, 'bundler-app-strictest': 0, 'node-service': 1, 'node-service-strictest': 1, 'node-service-commonjs': 1, 'node-service-commonjs-strictest': 1 });
    // Angular's and Vite's templates' libs (ES2018, ES2020) and NestJS 10's (ES2021): apps and
    // services compile generated code without ES2022's additions.
    expect(errorsBySetup(results, 'es2022')).toEqual({ 'bundler-app': 2, 'bundler-app-strictest': 0, 'node-service': 2, 'node-service-strictest': 0, 'node-service-commonjs': 2, 'node-service-commonjs-strictest': 0 });
    expect(errorsBySetup(results, 'es2019')).toEqual({ 'bundler-app': 3, 'bundler-app-strictest': 0, 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 0 });
    expect(results[0]!.byFolder.get('es2019')).toEqual([
      expect.stringMatching(/^client\.ts:1:\d+ Property 'flat' does not exist/),
      expect.stringMatching(/^client\.ts:2:\d+ Property 'fromEntries' does not exist/),
      expect.stringMatching(/^client\.ts:3:\d+ Property 'matchAll' does not exist/),
    ]);
    expect(errorsBySetup(results, 'clean')).toEqual({ 'bundler-app': 0, 'bundler-app-strictest': 0, 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 0 });
    expect(results[0]!.byFolder.get('headers')![0]).toMatch(/^client\.ts:1:\d+ .*Symbol\.iterator/);
  }, 120_000);

  it('see what a CommonJS service refuses: import.meta (a file found beside a module), and only there', () => {
    // What server.ts did until it imported its schemas from server-schemas.ts (decisions/0028).
    const beside = folderWith('beside', { 'server.ts': "export const schemas: URL = new URL('./openapi.json', import.meta.url);\n" });
    const imported = folderWith('imported', {
      'server.ts': "import { text } from './schemas.js';\nexport const schemas: unknown = JSON.parse(text);\n",
      'schemas.ts': 'export const text: string = `{}`;\n',
    });
    const results = checkInSetups([beside, imported], CONSUMER_SETUPS.filter((setup) => setup.name.startsWith('node-service')));
    expect(errorsBySetup(results, 'beside')).toEqual({ 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 1, 'node-service-commonjs-strictest': 1 });
    expect(errorsBySetup(results, 'imported')).toEqual({ 'node-service': 0, 'node-service-strictest': 0, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 0 });
    // TS1470 under NodeNext in a "type": "commonjs" package, TS1343 under module CommonJS.
    expect(results.slice(2).map((result) => result.byFolder.get('beside')![0])).toEqual([
      expect.stringMatching(/^server\.ts:1:\d+ The 'import\.meta' meta-property is not allowed in files which will build into CommonJS output/),
      expect.stringMatching(/^server\.ts:1:\d+ The 'import\.meta' meta-property is only allowed when the '--module' option is/),
    ]);
  }, 120_000);

  it('turn on the strictest settings only in the strictest set-ups', () => {
    const optional = folderWith('optional', {
      'client.ts': 'interface Options { retries?: number }\nconst given: Options = { retries: undefined };\nconst list: number[] = [];\nexport const first: number = list[0];\nexport { given };\n',
    });
    // What the runtime wrote until 2026-11-27: an exported const of a computed value, a unique
    // symbol and a defaulted parameter, none with its type written out.
    const inferred = folderWith('inferred', {
      'client.ts': "export const limit = 16 * 1024;\nexport const KEY = Symbol('key');\nexport function read(text: string, decoded = text.length > 0): boolean {\n  return decoded;\n}\n",
    });
    const results = checkInSetups([optional, inferred]);
    // exactOptionalPropertyTypes refuses the explicit undefined; noUncheckedIndexedAccess the unchecked read.
    expect(errorsBySetup(results, 'optional')).toEqual({ 'bundler-app': 0, 'bundler-app-strictest': 2, 'node-service': 0, 'node-service-strictest': 2, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 2 });
    // isolatedDeclarations wants each of the three annotated.
    expect(errorsBySetup(results, 'inferred')).toEqual({ 'bundler-app': 0, 'bundler-app-strictest': 3, 'node-service': 0, 'node-service-strictest': 3, 'node-service-commonjs': 0, 'node-service-commonjs-strictest': 3 });
    expect(results[1]!.byFolder.get('inferred')).toEqual([
      expect.stringMatching(/^client\.ts:1:14 .*--isolatedDeclarations/),
      expect.stringMatching(/^client\.ts:2:14 .*--isolatedDeclarations/),
      expect.stringMatching(/^client\.ts:3:46 .*--isolatedDeclarations/),
    ]);
  }, 120_000);

  it('check a runtime copy shared by many folders once, and a copy that differs on its own', () => {
    const runtime = 'export function twice(value: number): number {\n  return value * 2;\n}\nexport const wrong: number = "one";\n';
    const client = "import { twice } from './runtime/client-runtime.js';\nexport const four: number = twice(2);\n";
    const folders = ['first', 'second', 'third'].map((name) => folderWith(name, { 'client.ts': client }));
    for (const [index, folder] of folders.entries()) {
      mkdirSync(path.join(folder.dir, 'runtime'));
      // The third copy differs (it has no error), so it is a file of its own.
      writeFileSync(path.join(folder.dir, 'runtime/client-runtime.ts'), index === 2 ? runtime.replace('"one"', '1') : runtime);
    }
    const [result] = checkInSetups(folders, CONSUMER_SETUPS.slice(0, 1));
    // One error for the two identical copies, reported in the first folder that holds them.
    expect(Object.fromEntries(result!.byFolder)).toEqual({ first: [expect.stringMatching(/^runtime\/client-runtime\.ts:4:14 Type 'string' is not assignable to type 'number'/)] });
  }, 120_000);

  it('compile only the client output in the app and every file in the service', () => {
    const dir = folderWith('scope', { 'types.ts': '', 'client.ts': '', 'server.ts': '' }).dir;
    expect(rootFiles(dir, 'client').map((file) => path.basename(file))).toEqual(['types.ts', 'client.ts']);
    expect(rootFiles(dir, 'all').map((file) => path.basename(file))).toEqual(['client.ts', 'server.ts', 'types.ts']);
  });
});
