#!/usr/bin/env node
/**
 * mtc COMMAND [args…]   (the installed command; in this repository `npm run generate`, `check`,
 * `diff` and `lint` run `node scripts/launch.mjs COMMAND`)
 *
 * Runs scripts/COMMAND.ts compiled to plain JavaScript instead of through the tsx loader. A
 * loader's hooks see every module the process loads, dependencies included, and Redocly,
 * openapi-typescript and TypeScript are hundreds of modules: through tsx, loading them took
 * about 1.3 s more per run on the benchmark machine (decisions/0010-compiled-cli-launch.md).
 *
 * The CLIs are bundled once with esbuild (the toolkit's own code only; packages stay imports) into
 * one CommonJS file, whose compiled code V8 caches (compile-cache.mjs; each command and the lazily
 * loaded emitters are evaluated at first use), in node_modules/.cache/, under a key made
 * of every source file under generators/ and scripts/ (the benchmarks aside), so any edit gives
 * a new build and a stale one is never run. Builds go to a temporary folder that is renamed into
 * place, so concurrent runs never see half a build. The published package carries a build made
 * when it was packed (`--prebuild`, run by `npm pack`) in dist/commands/<key>/, used when its key
 * matches the sources, so an installed command builds nothing on its first run; and the runtime
 * copies formatted (dist/formatted/), so its first `generate` formats none of them. If no build can be
 * had (no esbuild, a read-only node_modules), or when MTC_LAUNCH=tsx is set, the command runs
 * through tsx, with the same behaviour.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPILED_ENTRIES, setUpThread, THREAD_SETUP } from './thread-setup.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMMANDS = ['generate', 'check', 'diff', 'lint'];
/** Folders whose files decide the build (anything a CLI can import from the toolkit). */
const SOURCE_FOLDERS = ['generators', 'scripts'];
/** Under those, what no CLI imports (and the published package leaves out). */
const NOT_SOURCES = ['scripts/bench'];
/** Where `npm pack` puts the build for the published package: one folder per sources' key (see prebuild()). */
const PREBUILT = path.join(ROOT, 'dist', 'commands');
/**
 * The same cache folder as generators/toolkit-root.ts (MTC_CACHE_DIR or node_modules/.cache/),
 * except that compiled CLIs must stay inside the toolkit's folder: their imports of packages are
 * resolved from where they are, and only there is node_modules above them.
 */
const CACHE = path.join(cacheFolder(), 'launch');

function cacheFolder() {
  const fallback = path.join(ROOT, 'node_modules', '.cache', 'media-tracking-contract');
  if (!process.env.MTC_CACHE_DIR) return fallback;
  const chosen = path.resolve(process.env.MTC_CACHE_DIR);
  const relative = path.relative(ROOT, chosen);
  return relative.startsWith('..') || path.isAbsolute(relative) ? fallback : chosen;
}

/** Raised when the build options change, so builds made with older options are not reused. */
const BUILD_FORMAT = 3;
/**
 * Packages compiled into the build instead of imported: Redocly's core is hundreds of small ES
 * modules, and loading them one by one took about 0.5 s of every run; bundled, about 0.1 s.
 * (The TypeScript packages stay imports: they are CommonJS, and compile-cache.mjs caches them.)
 */
const BUNDLED_PACKAGES = ['@redocly/openapi-core'];
/**
 * Imports of bundled code that are used only on some paths, loaded when first used instead of
 * when the bundle loads. Redocly's schema rules and its JSON Schema adapter import Ajv classes,
 * and the rules ajv-formats (which requires the whole of another Ajv); `generate`, `check` and
 * `diff` run none of those rules, and loading both Ajvs took 0.08-0.2 s of each run. `lint`
 * still loads them, at the first example it validates. GraphQL is the same: only Redocly's
 * GraphQL rules and visitor use it, no command reads a GraphQL document, and loading it took
 * 35-50 ms of every run. `names` are the bindings imported.
 */
const LAZY_IMPORTS = [
  { importer: '@redocly/openapi-core/lib/rules/ajv.js', specifier: 'ajv-formats', names: ['default'] },
  { importer: '@redocly/openapi-core/lib/rules/ajv.js', specifier: '@redocly/ajv/dist/2020.js', names: ['default'] },
  { importer: '@redocly/openapi-core/lib/rules/ajv.js', specifier: '@redocly/ajv/dist/draft4.js', names: ['default'] },
  { importer: '@redocly/openapi-core/lib/types/json-schema-adapter.js', specifier: '@redocly/ajv/dist/2020.js', names: ['Ajv2020'] },
  { importer: '@redocly/openapi-core/lib/rules/graphql/struct.js', specifier: 'graphql', names: ['buildASTSchema', 'GraphQLError', 'validateSchema'] },
  { importer: '@redocly/openapi-core/lib/graphql/visitor.js', specifier: 'graphql', names: ['getLocation'] },
];
/** Builds of other sources older than this are removed after a new build (a run started earlier may still be loading one). */
const KEEP_OLD_BUILDS_MS = 60 * 60_000;

/** Every file under the source folders, as sorted relative paths (deterministic key). */
export function sourceFiles(root = ROOT) {
  const files = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (NOT_SOURCES.includes(child)) continue;
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) visit(folder);
  return files.sort();
}

/** The sources' key: the launcher's format and every source file's path and bytes. */
export function sourceKey(root = ROOT) {
  const hash = createHash('sha256').update(`format ${BUILD_FORMAT}\0`);
  for (const file of sourceFiles(root)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The build's key: the sources' key (sourceKey()) and esbuild's version. */
export function buildKey(sources, esbuildVersion = 'none') {
  return createHash('sha256').update(`${sources}\0esbuild ${esbuildVersion}`).digest('hex').slice(0, 32);
}

/** dist/commands/<key>/ when it was built from exactly these sources, else undefined. */
function prebuiltFolder(key) {
  const folder = path.join(PREBUILT, key);
  return existsSync(path.join(folder, 'done')) ? folder : undefined;
}

/** The folder holding the compiled CLIs for the current sources, built if missing; undefined when building is impossible. */
async function compiledFolder() {
  const sources = sourceKey(ROOT);
  const prebuilt = prebuiltFolder(sources);
  if (prebuilt !== undefined) return prebuilt;
  const require = createRequire(import.meta.url);
  let esbuildVersion;
  try {
    // The version from its package.json: loading esbuild's API costs a run that finds its build.
    esbuildVersion = JSON.parse(readFileSync(require.resolve('esbuild/package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
  const folder = path.join(CACHE, buildKey(sources, esbuildVersion));
  if (existsSync(path.join(folder, 'done'))) return folder;
  let esbuild;
  try {
    esbuild = require('esbuild');
  } catch {
    return undefined;
  }
  const temporary = `${folder}.${process.pid}.tmp`;
  try {
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    await build(esbuild, temporary);
    // Written last: a folder without it (a build interrupted mid-way) is never used.
    writeFileSync(path.join(temporary, 'done'), '');
    renameSync(temporary, folder);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another run finished the same build first: use it.
    if (existsSync(path.join(folder, 'done'))) return folder;
    process.stderr.write(`launch: could not compile the commands (${error?.message ?? error}); running them through tsx\n`);
    return undefined;
  }
  removeOldBuilds(folder);
  return folder;
}

/** The compiled commands' file in a build folder (see build()). */
const COMMANDS_FILE = 'commands.cjs';
/** The name the compiled commands read `import.meta.url` from (a CommonJS file has no import.meta). */
const IMPORT_META_URL = '__mtcImportMetaUrl';

/**
 * Two builds into one folder. The commands are one CommonJS file (commands.cjs, from
 * scripts/commands.ts, each command's module evaluated only when run), so that V8's code cache
 * applies to them as it does to TypeScript (compile-cache.mjs): Node 20 caches no ES module's
 * compiled code, and compiling the 3 MB of a command on every run was about a tenth of a
 * `generate` on our spec. One file, not one per command: the commands share most of their code,
 * and four files held 8.5 MB where this one holds 3 (the published package carries the build).
 * `import.meta.url` becomes the file's own URL, as in the ES build (each module's URL was its
 * chunk's). The worker threads' entries (the start check's,
 * generators/emit/server/start-check-worker.ts, and the emitters', generators/emit/thread-worker.ts)
 * stay ES modules with shared chunks: a worker runs an ES entry, and each is found beside the
 * module that starts it (start-check-thread.ts, thread.ts), so they are named as those expect.
 */
async function build(esbuild, outdir) {
  const common = { absWorkingDir: ROOT, outdir, bundle: true, platform: 'node', target: 'node20.19', logLevel: 'silent' };
  const plugins = () => [lazyImports(LAZY_IMPORTS), externalPackagesExcept(BUNDLED_PACKAGES)];
  await esbuild.build({
    ...common,
    entryPoints: { [COMMANDS_FILE.replace(/\.cjs$/, '')]: 'scripts/commands.ts' },
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    define: { 'import.meta.url': IMPORT_META_URL },
    banner: { js: `const ${IMPORT_META_URL} = require('node:url').pathToFileURL(__filename).href;` },
    plugins: plugins(),
  });
  await esbuild.build({
    ...common,
    entryPoints: { 'start-check-worker': 'generators/emit/server/start-check-worker.ts', 'emit-worker': 'generators/emit/thread-worker.ts' },
    splitting: true,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    // Bundled CommonJS dependencies call require() for Node's modules; ES modules have none.
    banner: { js: "import { createRequire as __launchCreateRequire } from 'node:module';\nconst require = __launchCreateRequire(import.meta.url);" },
    plugins: plugins(),
  });
}

/**
 * `node scripts/launch.mjs --prebuild` (the `prepack` script): the build for the published
 * package, in dist/commands/<key of the sources>/, the only folder left there. A build for the
 * same sources is kept as it is, so a command running from it (tests run in parallel with
 * `npm pack`) never sees it replaced. Needs esbuild (a dev dependency), which a checkout has.
 */
async function prebuild() {
  const key = sourceKey(ROOT);
  const folder = path.join(PREBUILT, key);
  if (!existsSync(path.join(folder, 'done'))) {
    const esbuild = createRequire(import.meta.url)('esbuild');
    const temporary = `${folder}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    await build(esbuild, temporary);
    writeFileSync(path.join(temporary, 'done'), '');
    renameSync(temporary, folder);
  }
  for (const name of readdirSync(PREBUILT)) if (name !== key) rmSync(path.join(PREBUILT, name), { recursive: true, force: true });
  packFormattedRuntime(key);
}

/** The formatted runtime the package carries (generators/format/format-cache.ts reads it). */
const PACKED_FORMATS = path.join(ROOT, 'dist', 'formatted');
/** Set for the generate that fills it: formats read from an earlier pack's folder would be missing from the new one. */
const PACKED_FORMATS_OFF = 'MTC_PACKED_FORMATS';

/**
 * The runtime copies as generate formats them, for the published package: formatting its seventy
 * files with prettier was four of the five and a half seconds of an installed toolkit's first
 * `generate`. One generate of a small document, with an empty cache folder of its own and the
 * packed folder not read, formats them; its entries (each named by the hash of prettier's
 * version, its options and the text) are what the package carries. Kept while the sources and
 * prettier's version are the same. Packs run at once (the tests do) each make a whole folder; the
 * first to finish is kept.
 */
function packFormattedRuntime(sourcesKey) {
  const key = `${sourcesKey} prettier ${createRequire(import.meta.url)('prettier/package.json').version}`;
  if (readPackedKey() === key) return;
  const work = mkdtempSync(path.join(tmpdir(), 'mtc-pack-formats-'));
  const temporary = `${PACKED_FORMATS}.${process.pid}.tmp`;
  try {
    const spec = path.join(work, 'openapi.yaml');
    writeFileSync(spec, "openapi: 3.1.0\ninfo: { title: formats, version: '1' }\npaths:\n  /a:\n    get:\n      operationId: a\n      responses:\n        '204': { description: none }\n");
    const cache = path.join(work, 'cache');
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), 'generate', '--spec', spec, '--out', path.join(work, 'out')], {
      env: { ...process.env, MTC_CACHE_DIR: cache, [PACKED_FORMATS_OFF]: 'off' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`formatting the runtime for the package failed:\n${run.stderr}`);
    const formatted = path.join(cache, 'formatted');
    if (!existsSync(formatted)) throw new Error(`formatting the runtime for the package wrote nothing to ${formatted}`);
    rmSync(temporary, { recursive: true, force: true });
    cpSync(formatted, temporary, { recursive: true });
    writeFileSync(path.join(temporary, KEY_FILE), key);
    if (readPackedKey() === key) return; // another pack finished first
    rmSync(PACKED_FORMATS, { recursive: true, force: true });
    try {
      renameSync(temporary, PACKED_FORMATS);
    } catch (error) {
      // Another pack renamed its folder in between: kept if it is for these sources.
      if (readPackedKey() !== key) throw error;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

/** Names the sources' key and prettier's version the packed formats were made with; not an entry (entries are hashes). */
const KEY_FILE = 'sources-key';

function readPackedKey() {
  try {
    return readFileSync(path.join(PACKED_FORMATS, KEY_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Every package stays an import (resolved from the toolkit's node_modules at run time), except
 * `bundled` ones and whatever they import themselves.
 */
function externalPackagesExcept(bundled) {
  const inside = (file) => bundled.some((name) => file.split(path.sep).join('/').includes(`/node_modules/${name}/`));
  return {
    name: 'external-packages-except',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
        if (specifier.startsWith('node:')) return { external: true };
        const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
        return bundled.includes(name) || inside(importer) ? undefined : { external: true };
      });
    },
  };
}

/**
 * Each listed import becomes functions that require the module at their first call (or
 * construction, or `instanceof` test) and forward to the export: `default` is the module's
 * `module.exports`, as Node gives an ES module importing CommonJS, a name is that member of it. The required module is
 * still compiled into the build, resolved from the importer's folder as the import was, so the
 * same copy runs. An importer that starts importing a name not listed fails the build, not a run.
 */
export function lazyImports(lazy) {
  const NAMESPACE = 'lazy-import';
  const find = (importer, specifier) =>
    lazy.find((entry) => entry.specifier === specifier && importer.split(path.sep).join('/').endsWith(`/node_modules/${entry.importer}`));
  return {
    name: 'lazy-imports',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer, kind, namespace }) => {
        const entry = namespace === 'file' && kind === 'import-statement' ? find(importer, specifier) : undefined;
        if (entry === undefined) return undefined;
        // Named after the importer, so the package rule below still finds the module inside the bundled package.
        return { path: `${importer}#lazy:${specifier}`, namespace: NAMESPACE, pluginData: { importer, entry } };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ pluginData: { importer, entry } }) => ({
        resolveDir: path.dirname(importer),
        loader: 'js',
        contents: lazyModule(entry.specifier, entry.names),
      }));
    },
  };
}

function lazyModule(specifier, names) {
  const lines = [
    'function lazy(pick) {',
    '  let value;',
    `  const load = () => (value ??= pick(require(${JSON.stringify(specifier)})));`,
    '  function lazyExport(...args) {',
    '    return new.target === undefined ? load().apply(this, args) : Reflect.construct(load(), args);',
    '  }',
    // `error instanceof GraphQLError` asks the class, not the stand-in.
    '  Object.defineProperty(lazyExport, Symbol.hasInstance, { value: (candidate) => candidate instanceof load() });',
    '  return lazyExport;',
    '}',
  ];
  for (const name of names) {
    if (name === 'default') lines.push('export default lazy((exports) => exports);');
    else lines.push(`export const ${name} = lazy((exports) => exports[${JSON.stringify(name)}]);`);
  }
  return lines.join('\n');
}

/** Every edit of the sources makes a new build: the old ones would pile up in the cache. */
function removeOldBuilds(current) {
  removeOldFolders(CACHE, path.basename(current));
  // And the code cache's entries for them (thread-setup.mjs), a few MB per build and command.
  removeOldFolders(path.join(cacheFolder(), COMPILED_ENTRIES), path.basename(current));
}

/** Each folder in `parent` but `keep` last changed more than KEEP_OLD_BUILDS_MS ago. */
function removeOldFolders(parent, keep) {
  const now = Date.now();
  let entries;
  try {
    entries = readdirSync(parent, { withFileTypes: true });
  } catch {
    return; // Not made yet.
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const other = path.join(parent, entry.name);
    try {
      if (now - statSync(other).mtimeMs > KEEP_OLD_BUILDS_MS) rmSync(other, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

const USAGE = `Usage: mtc COMMAND [options]      (in the toolkit's own checkout: npm run COMMAND -- [options])

Commands:
  generate   write the chosen outputs (types, client, server, docs) from an OpenAPI document
  check      fail when an output folder differs from what generate would write
  diff       breaking-change report between two versions of a document
  lint       lint documents with Redocly's recommended rules

Paths are relative to the current directory; generate and check read mtc.config.json there.
Run \`mtc COMMAND --help\` (or \`mtc help COMMAND\`) for a command's options.
`;

async function main() {
  const argv = process.argv.slice(2);
  // `mtc help generate` is `mtc generate --help`, as git and npm take it; `mtc help` alone is --help.
  const [command, ...args] = argv[0] !== 'help' ? argv : argv.length === 1 ? ['--help'] : [argv[1], '--help'];
  if (command === '--prebuild') return prebuild();
  if (command === '--help' || command === '-h') return void process.stdout.write(USAGE);
  if (command === '--version') return void process.stdout.write(`${JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version}\n`);
  if (!COMMANDS.includes(command)) {
    process.stderr.write(`${command === undefined ? 'error: no command' : await unknownCommand(command)}\n\n${USAGE}`);
    process.exit(2);
  }
  const script = path.join(ROOT, 'scripts', `${command}.ts`);
  // The CLIs read their arguments from process.argv.slice(2), as when run directly.
  process.argv = [process.argv[0], script, ...args];
  // MTC_LAUNCH=tsx: run the TypeScript sources, as before the compiled launch (and to test that path).
  const folder = process.env.MTC_LAUNCH === 'tsx' ? undefined : await compiledFolder();
  if (folder !== undefined) {
    // The compiled modules share the cache folder's location: they learn the toolkit's from here
    // (generators/toolkit-root.ts), and so do the worker threads they start, with this set-up
    // (generators/toolkit-root.ts reads it for them, generators/emit/thread.ts passes it on).
    // The code cache keeps one entry of the commands' file per command: each holds the functions
    // its command compiled, where one shared entry would hold only the first command's.
    setUpThread({ cacheFolder: cacheFolder(), compiledFolder: folder, compiledVariant: command });
    globalThis[Symbol.for('media-tracking-contract.toolkit-root')] = ROOT;
    // Worker threads load the workers' ES build, not the commands' file.
    globalThis[THREAD_SETUP] = { module: new URL('./thread-setup.mjs', import.meta.url).href, options: { cacheFolder: cacheFolder() } };
    // Required, not imported: CommonJS, so the code cache set up above compiles it (see build()).
    const { COMMAND_MODULES } = createRequire(import.meta.url)(path.join(folder, COMMANDS_FILE));
    await COMMAND_MODULES[command]();
    return;
  }
  setUpThread({ cacheFolder: undefined });
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(script).href);
}

/** `generat`: the command nearest it, as the commands name a mistyped option (nearest-name.mjs imported here only, on this path, so a run loads nothing more; exported for test/project/launch.test.ts). */
export async function unknownCommand(command) {
  const { nearestName } = await import('../generators/shared/nearest-name.mjs');
  const near = command.startsWith('-') ? undefined : nearestName(command, COMMANDS);
  return `error: unknown command ${JSON.stringify(command)}${near === undefined ? '' : `: did you mean ${near}?`}`;
}

/** Run as a program (directly, or through npm's `mtc` link, whose path is not this file's), not imported. */
function isMain() {
  if (process.argv[1] === undefined) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) await main();
