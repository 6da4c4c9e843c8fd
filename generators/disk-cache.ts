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
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function readCached(folder: string, key: string): string | undefined {
  try {
    return readFileSync(path.join(folder, key), 'utf8');
  } catch {
    return undefined;
  }
}

export function writeCached(folder: string, key: string, text: string, limit = Number.POSITIVE_INFINITY): void {
  try {
    mkdirSync(folder, { recursive: true });
    const temporary = path.join(folder, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(folder, key));
    if (Number.isFinite(limit)) prune(folder, limit);
  } catch {
    // Not writable: nothing is remembered.
  }
}

function prune(folder: string, limit: number): void {
  const names = readdirSync(folder).filter((name) => !name.endsWith('.tmp'));
  if (names.length <= limit) return;
  const byAge = names.map((name) => ({ name, written: statSync(path.join(folder, name)).mtimeMs })).sort((a, b) => a.written - b.written);
  for (const { name } of byAge.slice(0, names.length - Math.floor(limit / 2))) rmSync(path.join(folder, name), { force: true });
}
