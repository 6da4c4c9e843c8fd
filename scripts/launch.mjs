#!/usr/bin/env node
/**
 * node scripts/launch.mjs COMMAND [args…]   (what `npm run generate`, `check` and `diff` run)
 *
 * Runs scripts/COMMAND.ts compiled to plain JavaScript instead of through the tsx loader. A
 * loader's hooks see every module the process loads, dependencies included, and Redocly,
 * openapi-typescript and TypeScript are hundreds of modules: through tsx, loading them took
 * about 1.3 s more per run on the benchmark machine (decisions/0010-compiled-cli-launch.md).
 *
 * The CLIs are bundled once with esbuild (the toolkit's own code only; packages stay imports, and
 * the lazily loaded emitters stay separate chunks) into node_modules/.cache/, under a key made
 * of every source file under generators/ and scripts/, so any edit gives a new build and a
 * stale one is never run. Builds go to a temporary folder that is renamed into place, so
 * concurrent runs never see half a build. If building is impossible (no esbuild, a read-only
 * node_modules), or when MTC_LAUNCH=tsx is set, the command runs through tsx, with the same
 * behaviour.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installCompileCache } from './compile-cache.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMMANDS = ['generate', 'check', 'diff'];
/** Folders whose files decide the build (anything a CLI can import from the toolkit). */
const SOURCE_FOLDERS = ['generators', 'scripts'];
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
const BUILD_FORMAT = 2;
/**
 * Packages compiled into the build instead of imported: Redocly's core is hundreds of small ES
 * modules, and loading them one by one took about 0.5 s of every run; bundled, about 0.1 s.
 * (The TypeScript packages stay imports: they are CommonJS, and compile-cache.mjs caches them.)
 */
const BUNDLED_PACKAGES = ['@redocly/openapi-core'];
/** Builds of other sources older than this are removed after a new build (a run started earlier may still be loading one). */
const KEEP_OLD_BUILDS_MS = 60 * 60_000;

/** Every file under the source folders, as sorted relative paths (deterministic key). */
export function sourceFiles(root = ROOT) {
  const files = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) visit(folder);
  return files.sort();
}

/** The build's key: the launcher's format, esbuild's version and every source file's path and bytes. */
export function buildKey(root = ROOT, esbuildVersion = 'none') {
  const hash = createHash('sha256').update(`format ${BUILD_FORMAT}\0esbuild ${esbuildVersion}\0`);
  for (const file of sourceFiles(root)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The folder holding the compiled CLIs for the current sources, built if missing; undefined when building is impossible. */
async function compiledFolder() {
  let esbuild;
  try {
    esbuild = createRequire(import.meta.url)('esbuild');
  } catch {
    return undefined;
  }
  const folder = path.join(CACHE, buildKey(ROOT, esbuild.version));
  if (existsSync(path.join(folder, 'done'))) return folder;
  const temporary = `${folder}.${process.pid}.tmp`;
  try {
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(COMMANDS.map((command) => [command, `scripts/${command}.ts`])),
      outdir: temporary,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      outExtension: { '.js': '.mjs' },
      // Bundled CommonJS dependencies call require() for Node's modules; ES modules have none.
      banner: { js: "import { createRequire as __launchCreateRequire } from 'node:module';\nconst require = __launchCreateRequire(import.meta.url);" },
      plugins: [externalPackagesExcept(BUNDLED_PACKAGES)],
      logLevel: 'silent',
    });
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

/** Every edit of the sources makes a new build: the old ones would pile up in the cache. */
function removeOldBuilds(current) {
  const now = Date.now();
  for (const entry of readdirSync(CACHE, { withFileTypes: true })) {
    const other = path.join(CACHE, entry.name);
    if (!entry.isDirectory() || other === current) continue;
    try {
      if (now - statSync(other).mtimeMs > KEEP_OLD_BUILDS_MS) rmSync(other, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!COMMANDS.includes(command)) {
    process.stderr.write(`usage: node scripts/launch.mjs ${COMMANDS.join('|')} [args…]\n`);
    process.exit(2);
  }
  const script = path.join(ROOT, 'scripts', `${command}.ts`);
  // The CLIs read their arguments from process.argv.slice(2), as when run directly.
  process.argv = [process.argv[0], script, ...args];
  // MTC_LAUNCH=tsx: run the TypeScript sources, as before the compiled launch (and to test that path).
  const folder = process.env.MTC_LAUNCH === 'tsx' ? undefined : await compiledFolder();
  if (folder !== undefined) {
    // The compiled modules share the cache folder's location: they learn the toolkit's from here
    // (generators/toolkit-root.ts).
    globalThis[Symbol.for('media-tracking-contract.toolkit-root')] = ROOT;
    installCompileCache(path.join(cacheFolder(), 'v8'));
    await import(pathToFileURL(path.join(folder, `${command}.mjs`)).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(script).href);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
