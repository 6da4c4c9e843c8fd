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
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vitest/config';

export function sharedRuntimeCopies(repoRoot: string): Plugin {
  const scratch = path.join(repoRoot, '.tmp') + path.sep;
  const published = path.join(repoRoot, '.tmp', 'shared-runtime');
  /** Runtime folder → its published copy, while the folder is as it was when hashed. */
  const copies = new Map<string, { readonly stamp: string; readonly copy: string }>();

  function publishedCopy(runtime: string): string {
    const stamp = folderStamp(runtime);
    const known = copies.get(runtime);
    if (known !== undefined && known.stamp === stamp) return known.copy;
    const copy = path.join(published, contentHash(runtime), 'runtime');
    if (!existsSync(copy)) publish(runtime, path.dirname(copy));
    copies.set(runtime, { stamp, copy });
    return copy;
  }

  return {
    name: 'shared-runtime-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external) return resolved;
      const file = resolved.id.split('?')[0]!;
      if (!file.startsWith(scratch) || file.startsWith(published + path.sep)) return resolved;
      const at = file.lastIndexOf(`${path.sep}runtime${path.sep}`);
      if (at < 0) return resolved;
      const runtime = file.slice(0, at + '/runtime'.length);
      if (!existsSync(runtime)) return resolved;
      return { ...resolved, id: path.join(publishedCopy(runtime), file.slice(runtime.length + 1)) };
    },
  };
}

/** The inode and times of a folder and of every folder under it: a file written into any of them changes one. */
function folderStamp(folder: string): string {
  const stat = statSync(folder);
  const own = `${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}`;
  const below = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [own, ...below.map((entry) => folderStamp(path.join(folder, entry.name)))].join(',');
}

/** Copies `runtime` to `target/runtime` through a folder of this process, renamed into place whole. */
function publish(runtime: string, target: string): void {
  const staging = `${target}.${process.pid}.${Date.now()}`;
  cpSync(runtime, path.join(staging, 'runtime'), { recursive: true });
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    // Published by another run first: the same bytes.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** SHA-256 over every file's relative path and bytes, in a fixed order. */
function contentHash(folder: string): string {
  const hash = createHash('sha256');
  for (const relative of filesUnder(folder, '')) hash.update(`${relative}\0`).update(readFileSync(path.join(folder, relative))).update('\0');
  return hash.digest('hex');
}

function filesUnder(folder: string, prefix: string): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(folder, relative) : [relative];
    })
    .sort();
}
