/**
 * The one writer. Atomic: every file goes into a fresh sibling staging folder first, the
 * manifest last; only when all of them are written is that folder swapped in with two renames.
 * A failed run leaves the output folder exactly as it was — never partial output.
 *
 * A run killed outright (kill -9, a power cut) cannot clean up, so every scratch folder is named
 * after its owner (generators/scratch.ts) and the next run repairs what it left: a staging
 * folder is removed, and a parked old folder is put back when the output folder is missing
 * (a kill between the two renames), then removed once no longer needed. Either the old or the
 * new output is always in place or restored.
 *
 * Folders and files get the modes the umask gives (mkdir and writeFile defaults), like any
 * other file the user makes: generated docs must be readable by a web server's user.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '../emit/emitter.js';
import { isAbandoned, ownedScratchName } from '../scratch.js';
import { pathProblem } from './paths.js';
import { toLf } from '../format/format.js';
import { manifestFile } from './manifest.js';
import { assertReplaceable } from './replaceable.js';

/** Test seams: called between the steps of the swap, so a test can kill the process there. */
export interface WriteHooks {
  /** After the old folder was renamed aside, before the new one is renamed into place. */
  readonly afterParking?: () => void | Promise<void>;
}

export async function writeOutput(outDir: string, files: readonly GeneratedFile[], hooks: WriteHooks = {}): Promise<void> {
  const target = await prepareOutput(outDir);
  const written = files.map((file) => ({ ...file, contents: toLf(file.contents) }));
  const staging = path.join(path.dirname(target), ownedScratchName(scratchPrefix(target, 'new')));
  await mkdir(staging);
  try {
    // The manifest last: a staging folder without one was never complete.
    await writeAll(staging, [...written, manifestFile(written)]);
    await swapIn(staging, target, hooks);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Everything the writer checks and repairs before writing, cheap enough to run before the
 * generators do their work (so a wrong --out fails at once): what killed runs left beside the
 * folder is repaired, and the folder must be one generate may replace. Returns its absolute path.
 */
export async function prepareOutput(outDir: string): Promise<string> {
  const target = path.resolve(outDir);
  await mkdir(path.dirname(target), { recursive: true });
  await repairInterrupted(target);
  await assertReplaceable(target);
  return target;
}

/** `.generated.mtc-new` / `.generated.mtc-old`: the scratch prefixes beside the folder `generated`. */
function scratchPrefix(target: string, kind: 'new' | 'old'): string {
  return `.${path.basename(target)}.mtc-${kind}`;
}

/**
 * A staging folder of a killed run is removed. A parked folder (the old output, renamed aside)
 * of a killed run is put back if the output folder is missing, else removed.
 */
async function repairInterrupted(target: string): Promise<void> {
  const parent = path.dirname(target);
  const names = await readdir(parent);
  const abandoned = (prefix: string): string[] => names.filter((name) => isAbandoned(parent, name, prefix));
  for (const name of abandoned(scratchPrefix(target, 'new'))) await rm(path.join(parent, name), { recursive: true, force: true });
  const parked = abandoned(scratchPrefix(target, 'old'));
  if (parked.length > 0 && !names.includes(path.basename(target))) {
    await rename(path.join(parent, parked[0]!), target);
    parked.shift();
  }
  for (const name of parked) await rm(path.join(parent, name), { recursive: true, force: true });
}

async function writeAll(folder: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) throw new Error(`refusing to write ${JSON.stringify(file.path)}: the path ${problem}`);
    const destination = path.join(folder, ...file.path.split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    await writeFile(destination, file.contents, { flag: 'wx' });
  }
}

/**
 * Old folder aside, new folder in, old folder removed; if the second rename fails the old one
 * goes back. Killed between the renames, the parked folder is put back by the next run.
 */
async function swapIn(staging: string, target: string, hooks: WriteHooks): Promise<void> {
  const parked = path.join(path.dirname(target), ownedScratchName(scratchPrefix(target, 'old')));
  try {
    await rename(target, parked);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await rename(staging, target);
    return;
  }
  await hooks.afterParking?.();
  try {
    await rename(staging, target);
  } catch (error) {
    await rename(parked, target);
    throw error;
  }
  await rm(parked, { recursive: true, force: true });
}
