/**
 * The values of YAML files parsed before, remembered on disk by the SHA-256 of the exact text
 * (and the yaml package's version): parsing our spec's 69 YAML files took 0.2-0.35 s of every
 * `generate`, about a tenth of it, while a JSON.parse of the same values takes about a
 * millisecond. After an edit, only the edited file is parsed again.
 *
 * Only what JSON gives back exactly is remembered (isJsonExact): a file with YAML aliases (one
 * object shared by several places, which a JSON copy would duplicate), or with a value JSON has
 * no form for (`.inf`, `.nan`, -0), is parsed every time. Syntax errors are never remembered, so
 * a refusal always comes from the parser itself. Everything the load checks afterwards (nesting,
 * node budget, structure) runs on the remembered value as on a parsed one. The folder is bounded
 * (generators/disk-cache.ts) and its entries are named by hash only: nothing in a document
 * chooses a path.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheKey, readCached, writeCached } from '../disk-cache.js';
import { toolkitCacheFolder } from '../toolkit-root.js';

/** Raised when what an entry holds changes (how the text is parsed is the caller's `parserOptions`). */
const FORMAT = 1;
/** Entries kept before the oldest half is removed (each is one file's value). */
const MAX_ENTRIES = 4000;
/** Larger files are parsed every time: the folder stays small, and such files are rare. */
const MAX_TEXT_CHARS = 4 * 1024 * 1024;

export const PARSE_CACHE_FOLDER = path.join(toolkitCacheFolder(), 'parsed-yaml');

let yamlVersion: string | undefined;

function version(): string {
  yamlVersion ??= (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;
  return yamlVersion;
}

/**
 * The value of `text` parsed with `parserOptions` (part of the key): remembered, or `parse()`'s
 * (which may throw), remembered when JSON keeps it exactly and `shared` says no object in it is
 * shared.
 */
export function cachedYamlValue(text: string, parserOptions: string, parse: () => { value: unknown; shared: boolean }, folder = PARSE_CACHE_FOLDER): unknown {
  if (text.length > MAX_TEXT_CHARS) return parse().value;
  const key = `${cacheKey(`format ${FORMAT}`, version(), parserOptions, text)}.json`;
  const remembered = readCached(folder, key);
  if (remembered !== undefined) {
    try {
      return JSON.parse(remembered);
    } catch {
      // A damaged entry (a disk error): parsed again and rewritten below.
    }
  }
  const { value, shared } = parse();
  if (!shared && isJsonExact(value)) writeCached(folder, key, JSON.stringify(value), MAX_ENTRIES);
  return value;
}

/**
 * True when JSON.parse(JSON.stringify(value)) is an equal value: plain objects and arrays (no
 * holes, no other prototype, no own `__proto__` key), strings, booleans, null and finite
 * numbers other than -0. Iterative: a deep document must not exhaust the stack here.
 */
export function isJsonExact(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node === 'string' || typeof node === 'boolean') continue;
    if (typeof node === 'number') {
      if (!Number.isFinite(node) || Object.is(node, -0)) return false;
      continue;
    }
    if (typeof node !== 'object') return false;
    if (Array.isArray(node)) {
      if (Object.getPrototypeOf(node) !== Array.prototype) return false;
      for (let index = 0; index < node.length; index += 1) {
        if (!Object.hasOwn(node, index)) return false;
        pending.push(node[index]);
      }
      continue;
    }
    if (Object.getPrototypeOf(node) !== Object.prototype || Object.hasOwn(node, '__proto__')) return false;
    for (const key of Object.keys(node)) pending.push((node as Record<string, unknown>)[key]);
  }
  return true;
}
