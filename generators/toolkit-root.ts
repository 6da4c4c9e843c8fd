/**
 * The toolkit's own folder: the one holding package.json and generators/runtime/. Found by
 * walking up from this module when the TypeScript sources run (through tsx or vitest); a compiled
 * CLI (scripts/launch.mjs) lives in a cache folder instead, so the launcher says where it is. Paths to the toolkit's
 * own files (the runtime it copies, the formatter thread, its cache) start here, never from
 * `import.meta.url` directly.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by scripts/launch.mjs before it imports a compiled CLI, whose cache folder may be anywhere (MTC_CACHE_DIR). */
const LAUNCHED_FROM = Symbol.for('media-tracking-contract.toolkit-root');

export const TOOLKIT_ROOT = launchedFrom() ?? findToolkitRoot(path.dirname(fileURLToPath(import.meta.url)));

function launchedFrom(): string | undefined {
  const root: unknown = (globalThis as { [LAUNCHED_FROM]?: unknown })[LAUNCHED_FROM];
  return typeof root === 'string' ? root : undefined;
}

/** Set by scripts/launch.mjs beside the root: what a worker thread runs first (scripts/thread-setup.mjs). */
const THREAD_SETUP = Symbol.for('media-tracking-contract.thread-setup');

/** The launcher's thread set-up, `{ module, options }`, for a worker thread to run first; undefined outside a compiled command. */
export interface ThreadSetup {
  readonly module: string;
  readonly options: unknown;
}

export function launcherThreadSetup(): ThreadSetup | undefined {
  const setup = (globalThis as { [THREAD_SETUP]?: Partial<ThreadSetup> })[THREAD_SETUP];
  return typeof setup?.module === 'string' ? { module: setup.module, options: setup.options } : undefined;
}

export function findToolkitRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'generators', 'runtime'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`cannot find the toolkit's folder (package.json beside generators/runtime/) above ${start}`);
  }
}

/**
 * Where the toolkit keeps what it can recompute (compiled CLIs, formatted runtime copies):
 * node_modules/.cache/media-tracking-contract/, or MTC_CACHE_DIR when set (the benchmark's
 * first-run figure uses an empty one). scripts/launch.mjs follows the same rule for compiled CLIs
 * when MTC_CACHE_DIR is inside the toolkit's folder (packages must resolve from there).
 */
export function toolkitCacheFolder(): string {
  const chosen = process.env['MTC_CACHE_DIR'];
  return chosen !== undefined && chosen !== '' ? path.resolve(chosen) : toolkitPath('node_modules', '.cache', 'media-tracking-contract');
}

/** A path inside the toolkit's folder. */
export function toolkitPath(...segments: string[]): string {
  return path.join(TOOLKIT_ROOT, ...segments);
}
