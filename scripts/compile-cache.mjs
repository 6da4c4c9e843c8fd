/**
 * A V8 code cache for the large CommonJS files the commands load: the commands themselves (one
 * compiled file, with an entry per command: decisions/0010-compiled-cli-launch.md), the pinned
 * TypeScript (9 MB;
 * ts-morph's own copy is loaded instead only when their versions differ, decisions/0032),
 * @ts-morph/common's 2.5 MB bundle and ts-morph's own 0.9 MB. Node 22 has
 * module.enableCompileCache(); Node 20 does not, and there compiling those files was about 0.7 s
 * of every run (decisions/0011-code-cache-for-large-packages.md).
 *
 * Only files over LARGE_FILE_BYTES of the CACHED_PACKAGES and of the folders named at install are
 * cached; everything else goes through Node's own compile untouched. A file is compiled the way
 * Node's CommonJS loader compiles it (the same wrapper, `this` and arguments), with V8's cached
 * data when a matching entry exists.
 * Entries are written when the process exits, after the run, so they also hold the functions
 * compiled lazily while it ran; they are keyed by the file's path, size and modification time
 * and by the Node version, and V8 itself rejects data made by another V8 or with other flags (the
 * file is then compiled normally and the entry rewritten). A cache that cannot be read or written
 * costs nothing but the time it would have saved.
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

/**
 * Below this, compiling costs less than reading and checking a cache entry. ts-morph's 0.9 MB
 * file took 35-50 ms to compile and run on every `generate`; with its entry, about a third.
 */
export const LARGE_FILE_BYTES = 512 * 1024;

/**
 * The packages whose large files are cached: ones that never call import() at run time. A
 * script compiled with cached data loses Node's dynamic-import callback on Node 20 (import()
 * then throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING, even when the script is compiled with
 * Node's own loader for it), so a package is added here only once that has been checked; both
 * TypeScripts only mention import( inside diagnostic text, and ts-morph's file does not contain
 * it. The compiled commands, cached too, call none of their own (test/project/launch.test.ts).
 */
export const CACHED_PACKAGES = ['typescript', '@ts-morph/common', 'ts-morph'];

/**
 * Installs the cache for the rest of the process; `folder` is created on first write. `folders`:
 * `{ folder, variant, entries }`, absolute folders whose large CommonJS files are cached too (the
 * compiled commands), each file's entry also keyed by `variant`: one file that runs differently
 * per variant (a command) keeps the functions each variant compiled in an entry of its own.
 * `entries`, when given, is where that folder's entries go instead of `folder`, so they can be
 * removed with it (a build of the commands is replaced at every edit of their sources).
 */
export function installCompileCache(folder, packages = CACHED_PACKAGES, folders = []) {
  const packageRoots = packages.map((name) => `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`);
  const ownRoots = folders.map((own) => ({ root: `${realFolder(own.folder)}${path.sep}`, variant: own.variant ?? '', entries: own.entries ?? folder }));
  const roots = [...packageRoots, ...ownRoots.map((own) => own.root)];
  const entryOf = (filename) => {
    const own = ownRoots.find((candidate) => filename.startsWith(candidate.root));
    return own === undefined ? entryPath(folder, filename) : entryPath(own.entries, filename, own.variant);
  };
  const compile = Module.prototype._compile;
  if (typeof compile !== 'function' || typeof Module.wrap !== 'function') return;
  const pending = [];
  Module.prototype._compile = function compileWithCache(content, filename) {
    if (!isLargePackageFile(content, filename, roots)) return compile.call(this, content, filename);
    const entry = entryOf(filename);
    if (entry === undefined) return compile.call(this, content, filename);
    const cachedData = readEntry(entry);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    if (cachedData === undefined || script.cachedDataRejected === true) pending.push({ script, entry });
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };
  process.once('exit', () => {
    for (const { script, entry } of pending) writeEntry(entry, script.createCachedData());
  });
  // Node reads a CommonJS file as UTF-8, which took 120-220 ms for TypeScript's 9 MB on the
  // benchmark machine; read as bytes, an all-ASCII file (TypeScript is) becomes the same string
  // in about a millisecond. A large file with other characters (@ts-morph/common has one `×`) is
  // decoded from the same bytes: handing it back to Node's loader read it a second time.
  const loadJs = Module._extensions['.js'];
  if (typeof loadJs !== 'function') return;
  Module._extensions['.js'] = function loadLargeFile(module, filename) {
    const source = largeFileSource(filename, roots);
    return source === undefined ? loadJs.call(this, module, filename) : module._compile(source, filename);
  };
}

/**
 * The folder as Node's loader names the files in it: CommonJS modules are known by their real
 * path, so a folder reached through a symbolic link (a linked node_modules, a cache folder under
 * a linked home) would otherwise never match and its files never be cached.
 */
function realFolder(folder) {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}

/** The text of a large file of the cached packages, else undefined (Node reads it). */
function largeFileSource(filename, roots) {
  if (!filename.endsWith('.js') || !roots.some((root) => filename.includes(root))) return undefined;
  try {
    if (statSync(filename).size <= LARGE_FILE_BYTES) return undefined;
    const bytes = readFileSync(filename);
    // ASCII is Latin-1 is UTF-8, byte for byte; no byte order mark can be there.
    if (isAscii(bytes)) return bytes.toString('latin1');
    // A byte order mark is left to Node's loader, whatever it makes of one.
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? undefined : bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

function isLargePackageFile(content, filename, roots) {
  // A shebang line is stripped by Node's own compile; such files are left to it.
  return content.length > LARGE_FILE_BYTES && roots.some((root) => filename.includes(root)) && !content.startsWith('#!');
}

/** The entry of `filename` in `folder` (exported for the launcher's test), undefined when the file cannot be looked at. */
export function entryPath(folder, filename, variant = '') {
  try {
    const { size, mtimeMs } = statSync(filename);
    const key = JSON.stringify([filename, size, mtimeMs, process.version, process.arch, variant]);
    return path.join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.v8`);
  } catch {
    return undefined;
  }
}

function readEntry(entry) {
  try {
    return readFileSync(entry);
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place: a concurrent run (or thread) reads a whole entry or none. */
function writeEntry(entry, data) {
  const temporary = `${entry}.${process.pid}.${threadId}.tmp`;
  try {
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(temporary, data);
    renameSync(temporary, entry);
  } catch {
    // A read-only or full disk: the next run compiles again.
  }
}

/** The `require` Node's loader gives a module: resolves from it and records it as the parent. */
function requireFor(module) {
  const require = (id) => module.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, module);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}
