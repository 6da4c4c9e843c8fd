/**
 * One TypeScript compiler per command process. ts-morph carries its own copy of the compiler
 * (@ts-morph/common/dist/typescript.js, 9 MB) beside the pinned `typescript` package that
 * openapi-typescript prints with; reading, compiling and initialising the second copy took about
 * 0.35 s of every `generate` on the benchmark machine (decisions/0032-one-typescript.md).
 *
 * ts-morph is pinned to the release whose copy is the same minor version as the pinned package
 * (5.9), so its require of that copy is answered with the pinned package instead. The versions are
 * compared on every run, from the first bytes of each file: if they ever differ (a ts-morph bump
 * without a TypeScript bump), ts-morph keeps its own copy and nothing else changes.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/** TypeScript's bundle states `versionMajorMinor` about 124 KB in; read a little more than that. */
const HEADER_BYTES = 512 * 1024;
const TS_MORPH_COMMON = `${path.sep}node_modules${path.sep}@ts-morph${path.sep}common${path.sep}`;

/** The `versionMajorMinor` a TypeScript bundle declares near its start, or undefined. */
export function declaredMinorVersion(file) {
  let descriptor;
  try {
    descriptor = openSync(file, 'r');
    const buffer = Buffer.alloc(HEADER_BYTES);
    const length = readSync(descriptor, buffer, 0, HEADER_BYTES, 0);
    return /\bversionMajorMinor = "(\d+\.\d+)"/.exec(buffer.toString('utf8', 0, length))?.[1];
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** Installs the redirect for the rest of the process; returns what removes it (for tests). */
export function shareTypeScript() {
  const resolve = Module._resolveFilename;
  if (typeof resolve !== 'function') return () => undefined;
  const answers = new Map();
  Module._resolveFilename = function resolveSharingTypeScript(request, parent, ...rest) {
    const from = parent?.filename;
    if (request === './typescript' && typeof from === 'string' && from.includes(TS_MORPH_COMMON)) {
      if (!answers.has(from)) answers.set(from, pinnedInstead(resolve, parent, path.join(path.dirname(from), 'typescript.js')));
      const pinned = answers.get(from);
      if (pinned !== undefined) return pinned;
    }
    return resolve.call(this, request, parent, ...rest);
  };
  return () => {
    Module._resolveFilename = resolve;
  };
}

/** The pinned package's main file when it is the same minor version as ts-morph's copy, else undefined. */
function pinnedInstead(resolve, parent, bundled) {
  let pinned;
  try {
    pinned = resolve.call(Module, 'typescript', parent, false);
  } catch {
    return undefined;
  }
  const wanted = declaredMinorVersion(bundled);
  return wanted !== undefined && wanted === declaredMinorVersion(pinned) ? pinned : undefined;
}
