/**
 * The one writer. Atomic: every file goes into a fresh sibling folder first; only when all of
 * them are written is that folder swapped in with renames. A failed run leaves the output folder
 * exactly as it was — never partial output.
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '../model/types.js';
import { pathProblem } from './paths.js';
import { toLf } from './format.js';

export async function writeOutput(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const target = path.resolve(outDir);
  await assertReplaceable(target);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-`));
  try {
    await writeAll(staging, files);
    await swapIn(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The output folder is replaced as a whole, so a mistyped --out must not take the project with
 * it: refuse the filesystem root, the working directory or any folder above it, and any folder
 * holding a `.git` or `package.json` (a project, not generated output).
 */
async function assertReplaceable(target: string): Promise<void> {
  const fromTarget = path.relative(target, process.cwd());
  if (path.parse(target).root === target || fromTarget === '' || (!fromTarget.startsWith('..') && !path.isAbsolute(fromTarget))) {
    throw new Error(`refusing to replace ${target}: it is the working directory, one of its parents or the filesystem root. Choose a dedicated output folder such as ./generated.`);
  }
  for (const marker of ['.git', 'package.json']) {
    if (await exists(path.join(target, marker))) {
      throw new Error(`refusing to replace ${target}: it contains ${marker}, so it is not a generated folder. Choose a dedicated output folder such as ./generated.`);
    }
  }
}

async function writeAll(folder: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) throw new Error(`refusing to write ${JSON.stringify(file.path)}: the path ${problem}`);
    const destination = path.join(folder, ...file.path.split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    await writeFile(destination, toLf(file.contents), { flag: 'wx' });
  }
}

/** Old folder aside, new folder in, old folder removed; if the second rename fails the old one goes back. */
async function swapIn(staging: string, target: string): Promise<void> {
  if (!(await exists(target))) {
    await rename(staging, target);
    return;
  }
  const parked = `${staging}.old`;
  await rename(target, parked);
  try {
    await rename(staging, target);
  } catch (error) {
    await rename(parked, target);
    throw error;
  }
  await rm(parked, { recursive: true, force: true });
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}
