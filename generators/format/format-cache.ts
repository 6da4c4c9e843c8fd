/**
 * Laid-out text remembered on disk, so a run formats only what it has not formatted before:
 * - the toolkit's own files (the runtime copied into generated/runtime/), the same on every run,
 *   one entry each (cachedFormat), at most FORMATTED_FILES;
 * - the parts of the files laid out from the document (GeneratedFile.parts, ./parts.ts), one
 *   pack per generated file and source (partMemory): after an edit only the changed parts are
 *   formatted again. A pack keeps only the parts of its last run, so it stays the size of the
 *   file, and at most PART_PACKS packs are kept (the least recently written go first).
 * Everything is found by the SHA-256 of prettier's version, the pinned options and the exact
 * input text, so a remembered result is exactly what formatting would give now; anything else (a
 * changed text, a new prettier) is formatted and remembered. The published package also carries
 * the runtime copies formatted (PACKED_FOLDER). The folder is node_modules/.cache/
 * (git-ignored, like other tools' caches); if it cannot be read or written, formatting runs as
 * usual (generators/disk-cache.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheKey, readCached, writeCached } from '../disk-cache.js';
import { toolkitCacheFolder, toolkitPath } from '../toolkit-root.js';
import type { PartMemory } from './parts.js';

/** Exported for the benchmark, which times one run with it emptied (a fresh clone's first generate). */
export const CACHE_FOLDER = path.join(toolkitCacheFolder(), 'formatted');
/** Exported for the benchmark, which also times runs with it emptied (every part formatted). */
export const PARTS_FOLDER = path.join(toolkitCacheFolder(), 'formatted-parts');
/** Packs kept: a few documents' worth of generated files (tests generate into many scratch folders). */
const PART_PACKS = 48;
/**
 * Formatted runtime files kept: the runtime is about sixty files, so this is many versions of the
 * toolkit (each upgrade, or each edit while working on the runtime, adds its own entries).
 */
export const FORMATTED_FILES = 1000;

let prettierVersion: string | undefined;

function version(): string {
  prettierVersion ??= (createRequire(import.meta.url)('prettier/package.json') as { version: string }).version;
  return prettierVersion;
}

/**
 * The runtime copies formatted when the package was packed (scripts/launch.mjs, `--prebuild`),
 * found by the same keys: an installed toolkit's first generate formats none of them. Read only.
 */
export const PACKED_FOLDER = toolkitPath('dist', 'formatted');

/**
 * Not read by the generate that `npm pack` runs to fill it (MTC_PACKED_FORMATS=off): what it found
 * there it would not format, and so not write into the new folder.
 */
function packedFolder(): string | undefined {
  return process.env['MTC_PACKED_FORMATS'] === 'off' ? undefined : PACKED_FOLDER;
}

export async function cachedFormat(text: string, options: object, format: (text: string) => Promise<string>, folder = CACHE_FOLDER, packed = packedFolder()): Promise<string> {
  const key = `${cacheKey(version(), JSON.stringify(options), text)}.ts`;
  const remembered = readCached(folder, key) ?? (packed === undefined ? undefined : readCached(packed, key));
  if (remembered !== undefined) return remembered;
  const formatted = await format(text);
  writeCached(folder, key, formatted, FORMATTED_FILES);
  return formatted;
}

/**
 * The remembered parts of one generated file (`path`, relative to its output folder), scoped by
 * `scope` (the document it is generated from), so documents generated side by side keep a pack
 * each, and runs of one document into different output folders share one. Each part is found by
 * the hash of its text with prettier's version and options; the pack is written only when this
 * run's parts differ from what it held.
 */
export function partMemory(path: string, scope: string, options: object, folder = PARTS_FOLDER): PartMemory {
  // prettier's version and the options: part of every key, the pack's and each part's.
  const salt = `${version()}\0${JSON.stringify(options)}`;
  const key = `${cacheKey(salt, 'parts', path, scope)}.json`;
  const remembered = readPack(readCached(folder, key));
  const used = new Map<string, string>();
  let changed = false;
  const hash = (text: string): string => cacheKey(salt, text);
  return {
    get(text) {
      const id = hash(text);
      const found = remembered.get(id);
      if (found !== undefined) used.set(id, found);
      return found;
    },
    set(text, formatted) {
      used.set(hash(text), formatted);
      changed = true;
    },
    save() {
      if (changed || used.size !== remembered.size) writeCached(folder, key, JSON.stringify(Object.fromEntries(used)), PART_PACKS);
    },
  };
}

/** A pack's entries; anything that is not an object of strings (a damaged file) is read as empty. */
function readPack(text: string | undefined): Map<string, string> {
  if (text === undefined) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
    const entries = Object.entries(value);
    return entries.every(([, formatted]) => typeof formatted === 'string') ? new Map(entries as [string, string][]) : new Map();
  } catch {
    return new Map();
  }
}
