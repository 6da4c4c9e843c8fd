/**
 * A route table the server runtime has started on is not checked again. The start check
 * (start-check.ts) loads Fastify and Ajv and compiles every schema: about half a second of CPU on
 * a small document and two seconds on Stripe. Its answer depends only on the route table, the
 * runtime's code, the versions of the packages the runtime runs on and Node's, so all of them are
 * in the key (disk-cache.ts). An edit that leaves the route table as it was (a summary, a
 * description outside the schemas, the docs) then skips the check; any change to what the
 * server would mount checks again.
 *
 * Only a start is remembered. A refusal is worked out again each time, with its blame.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheKey, readCached, writeCached } from '../../disk-cache.js';
import { toolkitCacheFolder } from '../../toolkit-root.js';
import { RUNTIME_FOLDER, runtimeFileNames } from '../runtime.js';

/** The packages the runtime's server code imports: a new version may refuse what an old one started on. */
const RUNTIME_PACKAGES = ['fastify', 'ajv', 'ajv-formats', '@fastify/busboy'];

/** Route tables remembered; each entry is a few bytes, the bound only keeps the folder small. */
const MAX_ENTRIES = 500;

const STARTS = 'starts';

export interface StartMemory {
  readonly remembered: boolean;
  remember(): void;
}

/** Where entries live and what identifies the runtime: the defaults but in tests. */
export interface StartMemoryPlace {
  readonly folder?: string;
  readonly runtime?: () => string;
}

/** What is remembered of `api` (the route table, plain data) checked with this runtime. */
export function startMemory(api: unknown, operationPointers: readonly string[], place: StartMemoryPlace = {}): StartMemory {
  const folder = place.folder ?? path.join(toolkitCacheFolder(), 'start-checks');
  let key: string;
  try {
    key = cacheKey((place.runtime ?? runtimeIdentity)(), dataText(api), JSON.stringify(operationPointers));
  } catch {
    // The runtime's files or packages cannot be read, or the table is not plain data: checked every time.
    return { remembered: false, remember: () => undefined };
  }
  return {
    remembered: readCached(folder, key) === STARTS,
    remember: () => writeCached(folder, key, STARTS, MAX_ENTRIES),
  };
}

let identity: string | undefined;

/**
 * The runtime's source files (the compiled CLI is built from them, scripts/launch.mjs), the
 * versions of its packages, and Node's. Worked out once per process.
 */
export function runtimeIdentity(): string {
  if (identity !== undefined) return identity;
  const hashes: string[] = [process.version, process.arch];
  const require = createRequire(import.meta.url);
  for (const name of RUNTIME_PACKAGES) {
    const { version } = require(`${name}/package.json`) as { version: string };
    hashes.push(`${name}@${version}`);
  }
  for (const relative of runtimeFileNames()) hashes.push(relative, cacheKey(readFileSync(path.join(RUNTIME_FOLDER, relative), 'utf8')));
  identity = cacheKey(...hashes);
  return identity;
}

/**
 * JSON text of the route table that also tells a member whose value is `undefined` (JSON.stringify
 * drops it; the runtime may tell an absent member from one that is there) from any string: every
 * string is marked, so no value of the document can read as the mark.
 */
function dataText(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => (member === undefined ? 'u' : typeof member === 'string' ? `s${member}` : member));
}
