/**
 * The client as an npm package (issue 13): the layout, package.json (type module, exports with
 * types, dependencies on exactly what the code imports, the version from info.version), the
 * sources unchanged, compiled JavaScript and declarations (with a full-program fallback for
 * declarations that need inference), and a usage example that is valid code. Packing it,
 * installing it in an app and calling a server is test/project/mtc-package.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type TypeScript from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSources } from '../../generators/emit/package/compile.js';
import { typeScript } from '../../generators/emit/imports.js';
import { generateTargets, type GenerateResult } from '../../generators/pipeline.js';
import type { RegisteredEmitter } from '../../generators/emit/index.js';
import { SpecError } from '../../generators/load/index.js';
import { REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';
import { runNode } from '../support/run-node.js';
import { sharedCompilerHost } from '../support/typescript-host.js';

const PLAIN = path.join(REPO_ROOT, 'test/client/fixtures/plain-api.yaml');

describe('the client package', () => {
  // The plain client and the package, generated once for the two tests that read them (a package
  // compiles its sources with TypeScript: about a second each time).
  let plain: GenerateResult;
  let packaged: GenerateResult;
  beforeAll(async () => {
    [plain, packaged] = (await generateTargets({ specPath: PLAIN }, [{ outputs: ['client'] }, { outputs: ['client'], package: { name: '@acme/widgets' } }])) as [GenerateResult, GenerateResult];
  }, 300_000);

  it('wraps the client output unchanged, with dist/, package.json and a README', () => {
    const sources = plain.files.filter((file) => file.path.endsWith('.ts'));
    const byPath = new Map(packaged.files.map((file) => [file.path, file.contents]));
    for (const file of sources) {
      expect(byPath.get(`src/${file.path}`)).toBe(file.contents);
      expect(byPath.get(`dist/${file.path.replace(/\.ts$/, '.js')}`)).toBeDefined();
      expect(byPath.get(`dist/${file.path.replace(/\.ts$/, '.d.ts')}`)).toBeDefined();
      expect(byPath.get(`dist/cjs/${file.path.replace(/\.ts$/, '.js')}`)).toBeDefined();
      // One set of declarations, read as CommonJS's under dist/cjs/ (its package.json says so).
      expect(byPath.get(`dist/cjs/${file.path.replace(/\.ts$/, '.d.ts')}`)).toBe(byPath.get(`dist/${file.path.replace(/\.ts$/, '.d.ts')}`));
    }
    expect(packaged.files.length).toBe(sources.length * 5 + 3);
    expect(JSON.parse(byPath.get('dist/cjs/package.json')!)).toEqual({ type: 'commonjs' });
    const manifest = JSON.parse(byPath.get('package.json')!) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: '@acme/widgets', version: '1.0.0', type: 'module', main: './dist/cjs/client.js', files: ['dist', 'src'], dependencies: { 'openapi-fetch': '0.17.0' } });
    const entry = (module: string) => ({
      import: { types: `./dist/${module}.d.ts`, default: `./dist/${module}.js` },
      require: { types: `./dist/cjs/${module}.d.ts`, default: `./dist/cjs/${module}.js` },
      default: { types: `./dist/${module}.d.ts`, default: `./dist/${module}.js` },
    });
    expect(manifest['exports']).toEqual({ '.': entry('client'), './envelope': entry('envelope'), './types': entry('types'), './package.json': './package.json' });
    expect(byPath.get('dist/cjs/client.js')).toContain('require("./runtime/client-runtime.js")');
    // The JavaScript has no types left and keeps its relative imports.
    expect(byPath.get('dist/client.js')).toContain("from './runtime/client-runtime.js'");
    expect(byPath.get('dist/client.js')).not.toMatch(/import type|: ClientOptions/);
    expect(byPath.get('dist/client.d.ts')).toContain('export declare function createApiClient(options: ClientOptions): ApiClient;');
    const readme = byPath.get('README.md')!;
    // Installed from the tarball npm pack makes: by name it came from the public registry (a 404, or
    // someone else's package under that name), and a tarball left inside is refused by generate.
    expect(readme).toContain('```sh\nnpm pack --pack-destination ..\nnpm install /path/to/acme-widgets-1.0.0.tgz\n```');
    expect(readme).not.toMatch(/^npm install @acme\/widgets$/m);
    expect(readme).toContain('import { createApiClient, isOperationError } from "@acme/widgets";');
  });

  it('names in its README every error class a call can reject with, so an app knows what to catch', () => {
    const client = plain.files.find((file) => file.path === 'client.ts')!.contents;
    const reexported = /export \{([^}]*)\} from '\.\/runtime\/client-runtime\.js'/.exec(client)?.[1] ?? '';
    const errorClasses = reexported.split(',').map((name) => name.trim()).filter((name) => name.endsWith('Error'));
    // NetworkError and RequestTimeoutError were missing: an app learned of them from its logs.
    expect(errorClasses).toEqual(['ApiError', 'NetworkError', 'RequestInputError', 'RequestTimeoutError', 'ResponseBodyError']);
    const readme = packaged.files.find((file) => file.path === 'README.md')!.contents;
    expect(errorClasses.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  /** The package written as npm installs it into a new app folder, so resolvers read the package.json generate wrote. */
  function installedApp(name: string, manifest: Record<string, unknown>): { app: string; installed: string } {
    const app = scratchDir(name);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest));
    const installed = path.join(app, 'node_modules/@acme/widgets');
    for (const file of packaged.files) {
      mkdirSync(path.dirname(path.join(installed, file.path)), { recursive: true });
      writeFileSync(path.join(installed, file.path), file.contents);
    }
    return { app, installed };
  }

  it("resolves each entry point's declarations in every module resolution of TypeScript, node10 (CommonJS apps) too", () => {
    const { app, installed } = installedApp('package-resolution', { name: 'app', private: true });
    const ts = typeScript();
    const { ModuleKind, ModuleResolutionKind } = ts;
    const resolutions: [string, TypeScript.CompilerOptions, TypeScript.ResolutionMode][] = [
      ['node10', { module: ModuleKind.CommonJS, moduleResolution: ModuleResolutionKind.Node10 }, undefined],
      ['node16 import', { module: ModuleKind.Node16, moduleResolution: ModuleResolutionKind.Node16 }, ModuleKind.ESNext],
      ['nodenext require', { module: ModuleKind.NodeNext, moduleResolution: ModuleResolutionKind.NodeNext }, ModuleKind.CommonJS],
      ['node16 require', { module: ModuleKind.Node16, moduleResolution: ModuleResolutionKind.Node16 }, ModuleKind.CommonJS],
      ['bundler', { module: ModuleKind.ESNext, moduleResolution: ModuleResolutionKind.Bundler }, undefined],
    ];
    const entryPoints = { '@acme/widgets': 'client', '@acme/widgets/types': 'types', '@acme/widgets/envelope': 'envelope' };
    for (const [name, options, mode] of resolutions) {
      const resolved = Object.fromEntries(Object.keys(entryPoints).map((specifier) => {
        const found = ts.resolveModuleName(specifier, path.join(app, 'app.ts'), options, ts.sys, undefined, undefined, mode).resolvedModule?.resolvedFileName;
        return [specifier, found === undefined ? 'not found' : path.relative(installed, found).split(path.sep).join('/')];
      }));
      const folder = name.endsWith('require') ? 'dist/cjs' : 'dist';
      expect({ name, resolved }).toEqual({ name, resolved: Object.fromEntries(Object.entries(entryPoints).map(([specifier, file]) => [specifier, `${folder}/${file}.d.ts`])) });
    }
  });

  it('type-checks in a CommonJS TypeScript app (module node16 and nodenext) and in an ES module one', () => {
    // A CommonJS app compiled with module node16 (or node18) could not import an ES-module-only
    // package at all (TS1479); the require condition now gives it the CommonJS build's types.
    const app = [
      "import { createApiClient, isOperationError } from '@acme/widgets';",
      "import type { components } from '@acme/widgets/types';",
      "const api = createApiClient({ baseUrl: 'https://widgets.example' });",
      'export async function name(id: string): Promise<string | undefined> {',
      '  try {',
      "    const widget: components['schemas']['Widget'] = await api.getWidget({ params: { path: { widgetId: id } } });",
      '    return widget.name;',
      '  } catch (error) {',
      "    if (isOperationError(error, 'getWidget')) return undefined;",
      '    throw error;',
      '  }',
      '}',
      '',
    ].join('\n');
    const ts = typeScript();
    const { ModuleKind } = ts;
    const parsed = new Map<string, TypeScript.SourceFile>();
    // One folder per kind of app, so the programs of one kind share the package's parsed files.
    const commonjsApp = installedApp('package-consumer-commonjs', { name: 'app', private: true }).app;
    const moduleApp = installedApp('package-consumer-module', { name: 'app', private: true, type: 'module' }).app;
    const setups: [string, string, TypeScript.ModuleKind][] = [
      ['commonjs app, node16', commonjsApp, ModuleKind.Node16],
      ['commonjs app, nodenext', commonjsApp, ModuleKind.NodeNext],
      ['module app, node16', moduleApp, ModuleKind.Node16],
    ];
    for (const [name, folder, module] of setups) {
      writeFileSync(path.join(folder, 'app.ts'), app);
      // The package's declarations are checked (no skipLibCheck); TypeScript's own lib files are
      // not (skipDefaultLibCheck): checking lib.dom.d.ts again was half of each program's cost.
      const options: TypeScript.CompilerOptions = { module, strict: true, noEmit: true, skipDefaultLibCheck: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] };
      const program = ts.createProgram([path.join(folder, 'app.ts')], options, sharedCompilerHost(options, parsed));
      const errors = ts.getPreEmitDiagnostics(program).map((item) => `${item.file ? path.relative(folder, item.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(item.messageText, ' ')}`);
      expect({ name, errors }).toEqual({ name, errors: [] });
    }
  }, 300_000);

  it('runs from a CommonJS app through require, calling the server with the CommonJS build', async () => {
    const { app } = installedApp('package-require', { name: 'app', private: true });
    writeFileSync(path.join(app, 'app.cjs'), [
      "const { createApiClient } = require('@acme/widgets');",
      "const seen = [];",
      "const fetch = async (request) => (seen.push(`${request.method} ${request.url}`), new Response(JSON.stringify({ id: 'w1', name: 'Gear' }), { headers: { 'content-type': 'application/json' } }));",
      "createApiClient({ baseUrl: 'https://widgets.example', fetch }).getWidget({ params: { path: { widgetId: 'w1' } } })",
      "  .then((widget) => console.log(JSON.stringify({ widget, seen, build: require.resolve('@acme/widgets') })));",
      '',
    ].join('\n'));
    const ran = await runNode([path.join(app, 'app.cjs')], app);
    expect(ran.stderr).toBe('');
    const printed = JSON.parse(ran.stdout) as { widget: unknown; seen: string[]; build: string };
    expect(printed.widget).toEqual({ id: 'w1', name: 'Gear' });
    expect(printed.seen).toEqual(['GET https://widgets.example/widgets/w1']);
    expect(path.relative(app, printed.build).split(path.sep).join('/')).toBe('node_modules/@acme/widgets/dist/cjs/client.js');
  }, 60_000);

  it('needs no inference for any declaration of the generated sources, so no whole program is built', async () => {
    // A file whose declaration needs inference costs a whole TypeScript program (about a second:
    // the DOM library alone is parsed for it); every generated file is annotated enough not to.
    const [content] = (await generateTargets({ specPath: path.join(REPO_ROOT, 'test/client/fixtures/content-api.yaml') }, [{ outputs: ['client'] }])) as [GenerateResult];
    const ts = typeScript();
    const sources = [...plain.files, ...content.files].filter((file) => file.path.endsWith('.ts'));
    expect(sources.map((file) => file.path)).toEqual(expect.arrayContaining(['client.ts', 'envelope.ts', 'types.ts']));
    for (const file of sources) {
      const declaration = ts.transpileDeclaration(file.contents, { fileName: file.path, compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
      expect((declaration.diagnostics ?? []).map((item) => `${file.path}: ${ts.flattenDiagnosticMessageText(item.messageText, ' ')}`)).toEqual([]);
    }
  }, 300_000);

  it('writes a usage example that is valid JavaScript', () => {
    const readme = packaged.files.find((file) => file.path === 'README.md')!.contents;
    const example = /```js\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const ts = typeScript();
    const result = ts.transpileModule(example!, { fileName: 'example.mjs', reportDiagnostics: true, compilerOptions: { allowJs: true, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    expect(result.diagnostics ?? []).toEqual([]);
  });

  it('refuses a version that is not semantic and a name npm would refuse', async () => {
    await expect(generateTargets({ specPath: PLAIN }, [{ outputs: ['client'], package: { name: 'widgets', version: 'v2' } }])).rejects.toThrow(/package\.version "v2" is not a semantic version/);
    await expect(generateTargets({ specPath: PLAIN }, [{ outputs: ['client'], package: { name: 'Widgets Client' } }])).rejects.toThrow(/"Widgets Client" is not a valid npm package name/);
  }, 300_000);

  // A new-user pass (2026-11-28): a date version ("2024-05") failed only after every emitter had
  // run, as a bare `error: package: …` naming neither the document's line nor what to set.
  it('refuses a document version the package would take, at info.version, before any emitter runs', async () => {
    const spec = writeSpec('package-date-version', 'openapi: 3.1.0\ninfo:\n  title: dated\n  version: "2024-05"\npaths: {}\n');
    const emitted: string[] = [];
    const spy: RegisteredEmitter = {
      name: 'types',
      emit: () => {
        emitted.push('types');
        return [];
      },
    };
    const refusal = generateTargets({ specPath: spec, emitters: [spy] }, [{ outputs: ['client'], package: { name: 'dated' } }]);
    await expect(refusal).rejects.toBeInstanceOf(SpecError);
    const { problems } = (await refusal.catch((error: unknown) => error)) as SpecError;
    expect(problems.map((problem) => [problem.line, problem.column, problem.pointer, problem.message])).toEqual([
      [4, 12, '/info/version', 'info.version "2024-05" is not a semantic version (such as 1.2.0), and the client package takes its version from it'],
    ]);
    expect(problems[0]!.hint).toContain('"package": { "name": …, "version": "1.0.0" }');
    expect(emitted).toEqual([]);
    // A version of its own, or no package, and the same document is generated.
    await expect(generateTargets({ specPath: spec, emitters: [] }, [{ outputs: ['client'], package: { name: 'dated', version: '1.0.0' } }, { outputs: ['types'] }])).resolves.toHaveLength(2);
  }, 300_000);
});

describe('compiling the package', () => {
  it('takes declarations that need inference from a full program', () => {
    const compiled = compileSources([
      { path: 'client.ts', contents: "import { double } from './util.js';\nexport const values = [1, 2].map(double);\n" },
      { path: 'util.ts', contents: 'export function double(value: number): number {\n  return value * 2;\n}\n' },
    ]);
    expect(compiled.declarations.get('client.ts')).toBe('export declare const values: number[];\n');
    expect(compiled.declarations.get('util.ts')).toBe('export declare function double(value: number): number;\n');
    expect(compiled.javascript.get('client.ts')).toBe("import { double } from './util.js';\nexport const values = [1, 2].map(double);\n");
  });
});
