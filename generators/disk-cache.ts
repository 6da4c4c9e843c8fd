/**
 * Text remembered on disk under a key that is the SHA-256 of everything the text depends on (a
 * tool's version, its options, the exact input), so a remembered text is exactly what computing
 * it again would give. Lives in the toolkit's cache folder (node_modules/.cache/, git-ignored,
 * like other tools' caches; generators/toolkit-root.ts). Entries are written to a temporary name
 * and renamed, so a reader never sees half of one. If the folder cannot be read or written (a
 * read-only install), nothing is remembered and the result is the same.
 *
 * A folder holding text that depends on documents (which change) is bounded: past `limit`
 * entries, writing one removes the least recently written half.
 *
 * Whoever can write the folder decides what later runs produce (a remembered layout is written
 * into generated code, and load/meta-schema.ts runs the validator code it remembers), so the
 * folder must be one only the user can write, as node_modules/ is; MTC_CACHE_DIR must name such a
 * folder too.
 *
 * The folder can hold anything (MTC_CACHE_DIR may name any place, a run can be killed between
 * writing and renaming): only regular files are read, since a FIFO would block the process and a
 * device such as /dev/zero never ends; a temporary that cannot be renamed is removed, and one a
 * killed writer left is removed when the folder is pruned, so nothing grows without bound.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A temporary older than this was left by a writer that died (writing an entry takes well under a second). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function readCached(folder: string, key: string): string | undefined {
  let descriptor: number | undefined;
  try {
    // Non-blocking, so opening a FIFO returns at once; then only a regular file is read.
    descriptor = openSync(path.join(folder, key), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    return fstatSync(descriptor).isFile() ? readFileSync(descriptor, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

export function writeCached(folder: string, key: string, text: string, limit = Number.POSITIVE_INFINITY): void {
  const temporary = path.join(folder, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    makeFolder(folder);
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(folder, key));
  } catch {
    // Not writable, or something other than a file holds the name: nothing is remembered.
    removeQuietly(temporary);
    return;
  }
  if (Number.isFinite(limit)) prune(folder, limit);
}

/**
 * Keeps the most recently written half of the entries once there are more than `limit`, and
 * removes stale temporaries. An entry that cannot be looked at or removed (another process
 * removed it first, a directory someone put there) is passed over, so pruning always goes on.
 * Every write calls this: while the names alone are within the limit, only temporaries are looked
 * at (a look at each of a thousand entries on every write was most of the cost of writing one).
 */
function prune(folder: string, limit: number): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  const now = Date.now();
  const temporaries = names.filter((name) => name.endsWith('.tmp'));
  for (const name of temporaries) {
    const written = modifiedAt(path.join(folder, name));
    if (written !== undefined && now - written > STALE_TEMPORARY_MS) removeQuietly(path.join(folder, name));
  }
  // Directories among the names only make this an over-count: the entries are counted again below.
  if (names.length - temporaries.length <= limit) return;
  const entries: { name: string; written: number }[] = [];
  for (const name of names) {
    if (name.endsWith('.tmp')) continue;
    const written = modifiedAt(path.join(folder, name));
    if (written !== undefined) entries.push({ name, written });
  }
  if (entries.length <= limit) return;
  entries.sort((a, b) => a.written - b.written);
  for (const { name } of entries.slice(0, entries.length - Math.floor(limit / 2))) removeQuietly(path.join(folder, name));
}

/** When a file (not a directory) was last written, or undefined when it is gone or is a directory. */
function modifiedAt(file: string): number | undefined {
  try {
    const stats = lstatSync(file);
    return stats.isDirectory() ? undefined : stats.mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * `mkdir -p`, written out: Node's recursive mkdirSync spins forever where mkdir fails with ENOENT
 * under a parent that exists (MTC_CACHE_DIR=/proc/self hung generate). Throws where it cannot.
 */
function makeFolder(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = path.dirname(folder);
    if (code !== 'ENOENT' || parent === folder) throw error;
    makeFolder(parent);
    mkdirSync(folder);
  }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Gone already, or not ours to remove.
  }
}
