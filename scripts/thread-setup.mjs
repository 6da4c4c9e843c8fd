/**
 * What a command's thread installs before it loads any package: the redirects that keep it to one
 * TypeScript (one-typescript.mjs) and off Redocly 1.x's utilities (light-ref-utils.mjs), and, for
 * a compiled command, the V8 code cache of the large CommonJS packages (compile-cache.mjs). A
 * worker thread has a module loader of its own, untouched by what the main thread installed, so
 * the launcher runs this in the main thread and names it (THREAD_SETUP) for the workers the
 * generators start (generators/emit/thread.ts), which run it first.
 */
import path from 'node:path';
import { CACHED_PACKAGES, installCompileCache } from './compile-cache.mjs';
import { lightenRefUtils } from './light-ref-utils.mjs';
import { shareTypeScript } from './one-typescript.mjs';

/** Where the launcher leaves `{ module, options }` for worker threads: this file's URL and what to pass to setUpThread. */
export const THREAD_SETUP = Symbol.for('media-tracking-contract.thread-setup');

/**
 * `cacheFolder`: the toolkit's cache folder when the command runs compiled (its code cache is
 * under v8/), else undefined; `compiledFolder`: the folder of the compiled commands, whose
 * CommonJS file is code-cached too, under an entry of its own per `compiledVariant` (the command),
 * in a folder named after the build (COMPILED_ENTRIES), which the launcher removes with the build.
 */
export function setUpThread({ cacheFolder, compiledFolder, compiledVariant }) {
  shareTypeScript();
  lightenRefUtils();
  if (typeof cacheFolder !== 'string') return;
  const folders = typeof compiledFolder === 'string' ? [{ folder: compiledFolder, variant: compiledVariant ?? '', entries: compiledEntries(cacheFolder, compiledFolder) }] : [];
  installCompileCache(path.join(cacheFolder, 'v8'), CACHED_PACKAGES, folders);
}

/** Where the code cache keeps the entries of the compiled commands' build in `compiledFolder`. */
export function compiledEntries(cacheFolder, compiledFolder) {
  return path.join(cacheFolder, COMPILED_ENTRIES, path.basename(compiledFolder));
}

/** Under the cache folder, one folder per build of the commands, named as the build is. */
export const COMPILED_ENTRIES = path.join('v8', 'commands');
