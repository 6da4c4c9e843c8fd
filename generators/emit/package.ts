/**
 * The client as an npm package (mtc.config.json `package`): the output folder holds
 *   package.json   `type: module`, `exports` with types for `import` and for `require` (and
 *                  `typesVersions` for TypeScript's node10 resolution), `dependencies` on exactly the packages
 *                  the code imports (at the versions the toolkit pins), version defaulting to
 *                  the document's info.version;
 *   dist/          JavaScript and `.d.ts` compiled from the sources (package/compile.ts), so a
 *                  plain JavaScript app needs no TypeScript tool;
 *   dist/cjs/      the same as CommonJS, with its own package.json saying so, for apps that
 *                  `require` the package (see COMMONJS below);
 *   src/           the sources: the client output's files exactly as in a plain output folder;
 *   README.md      install and a usage example written from the document (package/usage.ts).
 * It wraps the client emitters' output and changes none of it. `npm pack` of the folder gives
 * the package (its `files` leave out the manifest).
 */
import type { ApiModel } from '../model/types.js';
import type { EmitContext, GeneratedFile } from './emitter.js';
import { isSemanticVersion, packageNameProblem, packTarballName } from '../shared/npm-package.js';
import { isolated } from '../shared/printable-text.js';
import { markdownCodeBlock, markdownCodeSpan as code } from '../print/escape.js';
import { fileHeader } from '../print/header.js';
import { compareCodeUnits } from '../print/order.js';
import { isTypeScript } from './imports.js';
import { compileSources } from './package/compile.js';
import { clientUsage, NO_OPERATIONS, type ClientUsage } from './package/usage.js';

/** The client as an npm package (this file): the output folder becomes the package. */
export interface PackageOptions {
  readonly name: string;
  /** Defaults to the document's info.version. */
  readonly version?: string;
}

/** The module the package's main entry (`.`) is. */
const MAIN = 'client.ts';

/**
 * Where the CommonJS build lives. A TypeScript app compiled as CommonJS (`module: node16` or
 * `node18`, the tsconfig bases of many Node services) could not import an ES-module-only package
 * at all (TS1479), though Node 20.19+ would run its `require` of it; with a CommonJS build under
 * the `require` condition it imports the package as any other. The two builds are two instances:
 * an app that both imports and requires the package gets two (isOperationError recognises only
 * the errors of the build it came from), which one codebase compiled one way does not do.
 */
const COMMONJS = 'dist/cjs';

/** `dependencies`: the packages the client's files import, with their versions (emit/dependencies.ts). */
export function packageFiles(model: ApiModel, context: EmitContext, files: readonly GeneratedFile[], options: PackageOptions, dependencies: ReadonlyMap<string, string>): GeneratedFile[] {
  const version = packageVersion(model, options);
  assertPackageName(options.name);
  const sources = files.filter((file) => isTypeScript(file.path));
  if (!sources.some((file) => file.path === MAIN)) throw new Error(`package: the package holds the client, but the outputs give no ${MAIN}; add "client" to outputs`);
  const compiled = compileSources(sources);
  const dist = sources.flatMap((file) => {
    const stem = file.path.replace(/\.ts$/, '');
    const declaration = compiled.declarations.get(file.path)!;
    return [
      { path: `dist/${stem}.js`, contents: compiled.javascript.get(file.path)!, format: 'none' as const },
      { path: `dist/${stem}.d.ts`, contents: declaration, format: 'none' as const },
      { path: `${COMMONJS}/${stem}.js`, contents: compiled.commonjs.get(file.path)!, format: 'none' as const },
      // The same declarations, read as CommonJS's because of the folder's package.json.
      { path: `${COMMONJS}/${stem}.d.ts`, contents: declaration, format: 'none' as const },
    ];
  });
  return [
    ...sources.map((file) => ({ ...file, path: `src/${file.path}` })),
    ...dist,
    { path: `${COMMONJS}/package.json`, contents: `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`, format: 'json' },
    { path: 'package.json', contents: packageJson(model, context, options.name, version, sources, dependencies), format: 'json' },
    { path: 'README.md', contents: packageReadme(model, context, options.name, version, dependencies), format: 'none' },
  ];
}

function packageVersion(model: ApiModel, options: PackageOptions): string {
  const version = options.version ?? model.version;
  if (isSemanticVersion(version)) return version;
  const from = options.version === undefined ? `the document's info.version ${JSON.stringify(version)}` : `package.version ${JSON.stringify(version)}`;
  throw new Error(`package: ${from} is not a semantic version (such as 1.2.0); set package.version in mtc.config.json`);
}

function assertPackageName(name: string): void {
  const problem = packageNameProblem(name);
  if (problem !== undefined) throw new Error(`package: ${problem}`);
}

/** `./types` for types.ts, `.` for the client: one entry point per top-level module, with its path less the extension. */
function entryPoints(sources: readonly GeneratedFile[]): [subpath: string, stem: string][] {
  const topLevel = sources.map((file) => file.path).filter((path) => !path.includes('/')).sort(compareCodeUnits);
  const entries = topLevel.map((path): [string, string] => [path === MAIN ? '.' : `./${path.replace(/\.ts$/, '')}`, path.replace(/\.ts$/, '')]);
  return entries.sort(([a], [b]) => (a === '.' ? -1 : b === '.' ? 1 : compareCodeUnits(a, b)));
}

function exportsOf(sources: readonly GeneratedFile[]): Record<string, unknown> {
  const entries = entryPoints(sources).map(([subpath, stem]) => [
    subpath,
    {
      import: { types: `./dist/${stem}.d.ts`, default: `./dist/${stem}.js` },
      require: { types: `./${COMMONJS}/${stem}.d.ts`, default: `./${COMMONJS}/${stem}.js` },
      // A resolver that sets neither condition gets the ES module.
      default: { types: `./dist/${stem}.d.ts`, default: `./dist/${stem}.js` },
    },
  ]);
  return Object.fromEntries([...entries, ['./package.json', './package.json']]);
}

/**
 * The subpaths' declarations for TypeScript's `node10` resolution, the default of `module:
 * CommonJS`, which reads no `exports`: without this map `import type { paths } from 'pkg/types'`
 * is "cannot find module" there (the main entry has `types`). Node.js 20.19+ runs such an app's
 * `require('pkg')` of this ES module as it is.
 */
function typesVersionsOf(sources: readonly GeneratedFile[]): Record<string, unknown> {
  const subpaths = entryPoints(sources).filter(([subpath]) => subpath !== '.');
  return { '*': Object.fromEntries(subpaths.map(([subpath, stem]) => [subpath.slice(2), [`./dist/${stem}.d.ts`]])) };
}

function packageJson(model: ApiModel, context: EmitContext, name: string, version: string, sources: readonly GeneratedFile[], dependencies: ReadonlyMap<string, string>): string {
  const manifest = {
    name,
    version,
    description: `Typed client for ${isolated(model.title.slice(0, 120))}, generated from ${model.source} by ${context.regenerateCommand}. Do not edit.`,
    type: 'module',
    exports: exportsOf(sources),
    // For tools that read no `exports`: CommonJS, which Node loads from anywhere.
    main: `./${COMMONJS}/client.js`,
    types: './dist/client.d.ts',
    typesVersions: typesVersionsOf(sources),
    files: ['dist', 'src'],
    sideEffects: false,
    dependencies: Object.fromEntries(dependencies),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function packageReadme(model: ApiModel, context: EmitContext, name: string, version: string, dependencies: ReadonlyMap<string, string>): string {
  const names = [...dependencies.keys()];
  const tarball = packTarballName(name, version);
  return [
    fileHeader('html', model.source, context.regenerateCommand).trimEnd(),
    `# ${code(name)}`,
    '',
    `A typed client for ${code(`${model.title} ${model.version}`.trim())}, generated from ${code(model.source)}. Do not edit it:`,
    `change the document and run ${code(context.regenerateCommand)}.`,
    '',
    '## Install',
    '',
    // `npm install NAME` was the whole section: in a new app it asked the public registry, which
    // answered 404, or would have installed whatever someone else had published under the name.
    `Generated, not published: an app installs it from a tarball. In this folder, pack it into the folder above`,
    `(a tarball left in here is a file ${code(context.regenerateCommand)} did not write, and it refuses the folder), then install that file in the app:`,
    '',
    markdownCodeBlock('sh', [`npm pack --pack-destination ..`, `npm install /path/to/${tarball}`].join('\n')),
    '',
    `Once your team publishes it to a registry it controls, ${code(`npm install ${name}`)} from there works too;`,
    'until then that command asks the public registry, where that name holds nothing or someone else\'s package.',
    '',
    names.length === 0 ? 'It depends on no other package.' : `Its dependencies are installed with it: ${names.map((dependency) => code(dependency)).join(', ')}.`,
    '',
    '## Use',
    '',
    'Plain JavaScript on Node.js 20.19+ (`node app.mjs`, or `require` in CommonJS), TypeScript (types included, for ES modules and CommonJS) and browser bundles alike:',
    '',
    ...usageLines(clientUsage(model, name)),
    '',
    '`src/` holds the TypeScript sources of `dist/`.',
    '',
  ].join('\n');
}

function usageLines(usage: ClientUsage | undefined): string[] {
  return usage === undefined ? [NO_OPERATIONS] : [markdownCodeBlock('js', usage.example), '', ...usage.after];
}
