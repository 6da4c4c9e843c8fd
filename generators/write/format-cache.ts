/**
 * The formatted text of the toolkit's own files (the runtime copied into generated/runtime/),
 * remembered on disk: they are the same on every run, yet formatting them was a large share of
 * `generate` on a small document. A file is found by the SHA-256 of prettier's version, the
 * pinned options and the exact input text, so a remembered result is exactly what formatting
 * would give now; anything else (a changed file, a new prettier) is formatted and remembered.
 * Output that depends on the document is never cached. The folder is node_modules/.cache/
 * (git-ignored, like other tools' caches); if it cannot be read or written, formatting runs as
 * usual. Entries are written to a temporary name and renamed, so a reader never sees half a file.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toolkitCacheFolder } from '../toolkit-root.js';

/** Exported for the benchmark, which times one run with it emptied (a fresh clone's first generate). */
export const CACHE_FOLDER = path.join(toolkitCacheFolder(), 'formatted');

let prettierVersion: string | undefined;

function version(): string {
  prettierVersion ??= (createRequire(import.meta.url)('prettier/package.json') as { version: string }).version;
  return prettierVersion;
}

export async function cachedFormat(text: string, options: object, format: (text: string) => Promise<string>, folder = CACHE_FOLDER): Promise<string> {
  const key = createHash('sha256').update(`${version()}\0${JSON.stringify(options)}\0${text}`).digest('hex');
  const file = path.join(folder, `${key}.ts`);
  try {
    return await readFile(file, 'utf8');
  } catch {
    // Not remembered yet (or unreadable): format below.
  }
  const formatted = await format(text);
  try {
    await mkdir(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, formatted);
    await rename(temporary, file);
  } catch {
    // A read-only checkout: nothing is remembered, the result is the same.
  }
  return formatted;
}
