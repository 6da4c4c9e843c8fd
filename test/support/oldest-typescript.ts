/**
 * The oldest TypeScript the consumer set-ups are for (decisions/0028): 5.4, the first with
 * `module: Preserve`. What compiles with the pinned 5.9 may not with it (5.4 infers no type
 * predicate from `.filter((x) => x !== undefined)`; 5.5 does), and app teams upgrade late.
 *
 * Not a dev dependency: an npm alias of typescript links its own `tsc` into node_modules/.bin
 * over the pinned one's, and `npx tsc` became 5.4. Fetched once with npm's own client (`npm
 * pack`, through the user's registry settings), checked against its pinned integrity, and
 * unpacked into node_modules/.cache/; when it cannot be had (offline), the reason is answered
 * instead, for the test to skip loudly.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
import { npmPack, sriSha512 } from '../../scripts/bench/mid-size-documents.js';
import { REPO_ROOT } from './run-node.js';

const PINNED = {
  npmPackage: 'typescript@5.4.5',
  integrity: 'sha512-vcI4UpRgg81oIRUFwR0WSIHKt11nJ7SAVlYNIu+QpqeyXP+gpQJy/Z4+F0aGxSE4MqwjyXvW/TzgkLAx2AGHwQ==',
};

const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'typescript-5.4.5');
/** The compiler and the lib.*.d.ts files beside it, which is where it looks for them. */
const COMPILER = path.join(CACHE, 'package', 'lib', 'typescript.js');

/** The compiler, or why it could not be had. */
export async function oldestTypeScript(): Promise<typeof ts | string> {
  try {
    if (!existsSync(COMPILER)) await fetchInto(CACHE);
    return createRequire(COMPILER)(COMPILER) as typeof ts;
  } catch (error) {
    return `${PINNED.npmPackage} could not be had: ${(error as Error).message}`;
  }
}

async function fetchInto(cache: string): Promise<void> {
  mkdirSync(path.dirname(cache), { recursive: true });
  const work = mkdtempSync(`${cache}.fetch-`);
  try {
    const tarball = await npmPack(PINNED.npmPackage, work);
    if (sriSha512(readFileSync(tarball)) !== PINNED.integrity) throw new Error(`the tarball of ${PINNED.npmPackage} does not match its pinned integrity`);
    const staged = path.join(work, 'unpacked');
    mkdirSync(staged);
    await untar(tarball, staged, ['package/package.json', 'package/lib/typescript.js', 'package/lib/lib.*.d.ts']);
    // Renamed into place, so a concurrent run never loads half a compiler; if one got there first, its copy is as good.
    try {
      renameSync(staged, cache);
    } catch (error) {
      if (!existsSync(COMPILER)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function untar(tarball: string, into: string, members: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('tar', ['-xzf', tarball, '-C', into, '--wildcards', ...members], (error, _stdout, stderr) => (error ? reject(new Error(`tar: ${stderr.trim() || error.message}`)) : resolve()));
  });
}
