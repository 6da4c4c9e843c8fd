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
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

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
    }
    expect(packaged.files.length).toBe(sources.length * 3 + 2);
    const manifest = JSON.parse(byPath.get('package.json')!) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: '@acme/widgets', version: '1.0.0', type: 'module', files: ['dist', 'src'], dependencies: { 'openapi-fetch': '0.17.0' } });
    expect(manifest['exports']).toMatchObject({ '.': { types: './dist/client.d.ts', default: './dist/client.js' }, './types': { types: './dist/types.d.ts', default: './dist/types.js' } });
    // The JavaScript has no types left and keeps its relative imports.
    expect(byPath.get('dist/client.js')).toContain("from './runtime/client-runtime.js'");
    expect(byPath.get('dist/client.js')).not.toMatch(/import type|: ClientOptions/);
    expect(byPath.get('dist/client.d.ts')).toContain('export declare function createApiClient(options: ClientOptions): ApiClient;');
    const readme = byPath.get('README.md')!;
    expect(readme).toContain('npm install @acme/widgets');
    expect(readme).toContain('import { createApiClient, isOperationError } from "@acme/widgets";');
  });

  it("resolves each entry point's declarations in every module resolution of TypeScript, node10 (CommonJS apps) too", () => {
    // Written as npm installs it, so TypeScript's own resolver reads the package.json generate wrote.
    const app = scratchDir('package-resolution');
    const installed = path.join(app, 'node_modules/@acme/widgets');
    for (const file of packaged.files) {
      mkdirSync(path.dirname(path.join(installed, file.path)), { recursive: true });
      writeFileSync(path.join(installed, file.path), file.contents);
    }
    const ts = typeScript();
    const { ModuleKind, ModuleResolutionKind } = ts;
    const resolutions: [string, TypeScript.CompilerOptions, TypeScript.ResolutionMode][] = [
      ['node10', { module: ModuleKind.CommonJS, moduleResolution: ModuleResolutionKind.Node10 }, undefined],
      ['node16 import', { module: ModuleKind.Node16, moduleResolution: ModuleResolutionKind.Node16 }, ModuleKind.ESNext],
      ['nodenext require', { module: ModuleKind.NodeNext, moduleResolution: ModuleResolutionKind.NodeNext }, ModuleKind.CommonJS],
      ['bundler', { module: ModuleKind.ESNext, moduleResolution: ModuleResolutionKind.Bundler }, undefined],
    ];
    const entryPoints = { '@acme/widgets': 'client', '@acme/widgets/types': 'types', '@acme/widgets/envelope': 'envelope' };
    for (const [name, options, mode] of resolutions) {
      const resolved = Object.fromEntries(Object.keys(entryPoints).map((specifier) => {
        const found = ts.resolveModuleName(specifier, path.join(app, 'app.ts'), options, ts.sys, undefined, undefined, mode).resolvedModule?.resolvedFileName;
        return [specifier, found === undefined ? 'not found' : path.relative(installed, found).split(path.sep).join('/')];
      }));
      expect({ name, resolved }).toEqual({ name, resolved: Object.fromEntries(Object.entries(entryPoints).map(([specifier, file]) => [specifier, `dist/${file}.d.ts`])) });
    }
  });

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
