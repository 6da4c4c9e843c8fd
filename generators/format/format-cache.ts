/**
 * The formatted text of the toolkit's own files (the runtime copied into generated/runtime/),
 * remembered on disk: they are the same on every run, yet formatting them was a large share of
 * `generate` on a small document. A file is found by the SHA-256 of prettier's version, the
 * pinned options and the exact input text, so a remembered result is exactly what formatting
 * would give now; anything else (a changed file, a new prettier) is formatted and remembered.
 * Output that depends on the document is never cached. The folder is node_modules/.cache/
 * (git-ignored, like other tools' caches); if it cannot be read or written, formatting runs as
 * usual (generators/disk-cache.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheKey, readCached, writeCached } from '../disk-cache.js';
import { toolkitCacheFolder } from '../toolkit-root.js';

/** Exported for the benchmark, which times one run with it emptied (a fresh clone's first generate). */
export const CACHE_FOLDER = path.join(toolkitCacheFolder(), 'formatted');

let prettierVersion: string | undefined;

function version(): string {
  prettierVersion ??= (createRequire(import.meta.url)('prettier/package.json') as { version: string }).version;
  return prettierVersion;
}

export async function cachedFormat(text: string, options: object, format: (text: string) => Promise<string>, folder = CACHE_FOLDER): Promise<string> {
  const key = `${cacheKey(version(), JSON.stringify(options), text)}.ts`;
  const remembered = readCached(folder, key);
  if (remembered !== undefined) return remembered;
  const formatted = await format(text);
  writeCached(folder, key, formatted);
  return formatted;
}
