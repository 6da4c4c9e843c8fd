/**
 * A vite plugin for the test runs: byte-identical copies of the generated runtime are one module.
 *
 * Every generated folder carries the runtime (`runtime/`, about seventy files) copied verbatim, so
 * each test that imported a scratch folder's server.ts or client.ts had vitest transform, and its
 * worker compile and evaluate, a whole runtime again: most of the 2,000 modules a run of the suite
 * transformed were such copies (test/server and test/client used 141.6 s of CPU before, 131.5 s
 * after).
 *
 * Here a module under `runtime/` of a folder in the repository's scratch space (`.tmp/`) resolves
 * to the same file of one published copy, named by the SHA-256 of every file of that runtime
 * folder: folders whose runtimes are identical share one module per file, loaded once per worker;
 * a runtime that differs in any byte gets a copy of its own. Only module identity changes (as
 * for every test that imports the committed generated/, whose runtime is shared already): the
 * bytes loaded are identical to the folder's own, reached by the same relative imports, and the
 * folder on disk is left as written, so what tests read or type-check there is unchanged.
 */
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vitest/config';

export function sharedRuntimeCopies(repoRoot: string): Plugin {
  const scratch = path.join(repoRoot, '.tmp') + path.sep;
  const published = path.join(repoRoot, '.tmp', 'shared-runtime');
  /** Runtime folder → its published copy, with the stamp of every entry as it was when hashed. */
  const copies = new Map<string, { readonly copy: string; readonly folders: readonly string[]; readonly stamps: ReadonlyMap<string, string> }>();

  /**
   * The copy for `runtime`, hashed again when any of its folders changed (a file added, removed
   * or replaced) or `file`, the one being loaded, was written in place since.
   */
  function publishedCopy(runtime: string, file: string): string {
    const known = copies.get(runtime);
    if (known !== undefined && [...known.folders, file].every((entry) => known.stamps.get(entry) === stampOf(entry))) return known.copy;
    const { folders, files } = treeOf(runtime);
    const stamps = new Map([...folders, ...files.map((relative) => path.join(runtime, relative))].map((entry) => [entry, stampOf(entry)]));
    const hash = contentHash(runtime, files);
    const copy = path.join(published, hash, 'runtime');
    if (!existsSync(copy)) publish(runtime, path.dirname(copy), hash);
    copies.set(runtime, { copy, folders, stamps });
    return copy;
  }

  return {
    name: 'shared-runtime-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external) return resolved;
      const [file, ...query] = resolved.id.split('?');
      // Generated output in the scratch space only: not a package's own runtime/ folder, nor the copies.
      if (!file!.startsWith(scratch) || file!.startsWith(published + path.sep) || file!.includes(`${path.sep}node_modules${path.sep}`)) return resolved;
      const at = file!.lastIndexOf(`${path.sep}runtime${path.sep}`);
      if (at < 0) return resolved;
      const runtime = file!.slice(0, at + '/runtime'.length);
      if (!existsSync(runtime)) return resolved;
      const id = path.join(publishedCopy(runtime, file!), file!.slice(runtime.length + 1));
      return { ...resolved, id: [id, ...query].join('?') };
    },
  };
}

function stampOf(entry: string): string {
  const stat = statSync(entry);
  return `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

/**
 * Copies `runtime` to `target/runtime` through a folder of this process, checks that the copy
 * holds the bytes `hash` names (the folder may have changed since it was hashed), makes its files
 * read-only (stack traces point into the copy; an edit there would change what every later run
 * loads), and renames it into place whole. Copies are named by their content, so one is never
 * stale; they stay for later runs, a few hundred kilobytes each.
 */
function publish(runtime: string, target: string, hash: string): void {
  const staging = `${target}.${process.pid}.${Date.now()}`;
  try {
    const copy = path.join(staging, 'runtime');
    cpSync(runtime, copy, { recursive: true });
    const { files } = treeOf(copy);
    if (contentHash(copy, files) !== hash) throw new Error(`shared-runtime: ${runtime} changed while it was copied; run the tests again`);
    for (const relative of files) chmodSync(path.join(copy, relative), 0o444);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Published by another run first: the same bytes, by their name.
    if (!existsSync(target)) throw error;
  }
}

/** SHA-256 over each of `files` (paths relative to `folder`, sorted) and its bytes. */
function contentHash(folder: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const relative of files) hash.update(`${relative}\0`).update(readFileSync(path.join(folder, relative))).update('\0');
  return hash.digest('hex');
}

/** `folder` and every folder under it (full paths), and every file under it (`/`-separated relative paths, sorted). */
function treeOf(folder: string): { readonly folders: string[]; readonly files: string[] } {
  const folders = [folder];
  const files: string[] = [];
  const walk = (prefix: string): void => {
    for (const entry of readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        folders.push(path.join(folder, relative));
        walk(relative);
      } else files.push(relative);
    }
  };
  walk('');
  return { folders, files: files.sort() };
}
