/**
 * The one writer. Atomic: every file goes into a fresh sibling staging folder first, the
 * manifest last; only when all of them are written is that folder swapped in with two renames.
 * A failed run leaves the output folder exactly as it was — never partial output. Several
 * folders (the targets of one mtc.config.json) are all staged before any is swapped in, and the
 * old folders are kept aside until every swap has succeeded: if one fails, those already swapped
 * are put back, so the run replaces all of them or none.
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
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '../emit/emitter.js';
import { isAbandoned, ownedScratchName } from '../scratch.js';
import { pathProblem } from './paths.js';
import { toLf } from '../format/format.js';
import { manifestFile } from './manifest.js';
import { assertReplaceable } from './replaceable.js';
import { assertRemovable } from './removable.js';
import { RefusedOutput } from './refused-output.js';
import { shellWord } from '../shared/shell-word.js';

/** Test seams: called between the steps of the swap, so a test can kill the process there. */
export interface WriteHooks {
  /** After the old folder was renamed aside, before the new one is renamed into place. */
  readonly afterParking?: () => void | Promise<void>;
}

export async function writeOutput(outDir: string, files: readonly GeneratedFile[], hooks: WriteHooks = {}): Promise<void> {
  await writeOutputs([{ outDir, files }], hooks);
}

export interface Output {
  readonly outDir: string;
  readonly files: readonly GeneratedFile[];
}

/** Writes every output folder, or (on any failure) none: see the header. */
export async function writeOutputs(outputs: readonly Output[], hooks: WriteHooks = {}): Promise<void> {
  const staged: Staged[] = [];
  try {
    for (const output of outputs) staged.push(await stage(output));
  } catch (error) {
    for (const { staging } of staged) await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const swapped: Swapped[] = [];
  try {
    for (const folder of staged) {
      swapped.push(await swapIn(folder, hooks));
    }
  } catch (error) {
    for (const done of swapped.reverse()) await putBack(done);
    for (const { staging } of staged) await rm(staging, { recursive: true, force: true });
    throw error;
  }
  for (const { parked } of swapped) if (parked !== undefined) await rm(parked, { recursive: true, force: true });
}

interface Staged {
  readonly target: string;
  readonly staging: string;
}

/** The folder's files in a fresh staging folder beside it, the manifest last. */
async function stage({ outDir, files }: Output): Promise<Staged> {
  const target = await prepareOutput(outDir);
  const written = files.map((file) => ({ ...file, contents: toLf(file.contents) }));
  const staging = path.join(path.dirname(target), ownedScratchName(scratchPrefix(target, 'new')));
  // The parent folders only now, when there is something to write: a refused run makes none.
  await mkdir(path.dirname(target), { recursive: true });
  await mkdir(staging);
  try {
    // The manifest last: a staging folder without one was never complete.
    await writeAll(staging, [...written, manifestFile(written)]);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw unwritten(outDir, error);
  }
  return { target, staging };
}

/**
 * A write the system refused (a full disk, a quota, a name too long) said with the folder it was
 * for and what is left: a bare `ENOSPC: no space left on device, write` named neither, nor that
 * the old output is untouched (2026-11-28, a re-check on a full tmpfs). Our own refusals (a bad
 * path) already say both.
 */
function unwritten(outDir: string, error: unknown): unknown {
  const { code, message } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string') return error;
  const full = code === 'ENOSPC' || code === 'EDQUOT' ? ' (free some space there and run generate again)' : '';
  return new Error(`cannot write the output folder ${outDir}: ${message}${full}; nothing was replaced, and ${outDir} is as it was`, { cause: error });
}

/**
 * Everything the writer checks and repairs before writing, cheap enough to run before the
 * generators do their work (so a wrong --out fails at once): what killed runs left beside the
 * folder is repaired, the folder must be one generate may replace, and the nearest existing
 * folder above it must take new folders (a file in the path, a read-only or pseudo filesystem
 * fail here, in one line, not after seconds of work), and the old folder's files must be
 * removable once the new ones are in (removable.ts). Nothing is created: parent folders are
 * made by writeOutput, so a run refused later leaves no empty folders behind. Returns the
 * folder's absolute path.
 */
export async function prepareOutput(outDir: string): Promise<string> {
  const target = path.resolve(outDir);
  const existing = await nearestFolder(target, outDir);
  if (existing === path.dirname(target)) await repairInterrupted(target);
  await assertReplaceable(target);
  await assertRemovable(target, outDir);
  await assertCanCreateIn(existing, target, outDir);
  return target;
}

/** The closest folder above `target` that exists; a file on the way is refused. */
async function nearestFolder(target: string, outDir: string): Promise<string> {
  for (let folder = path.dirname(target); ; folder = path.dirname(folder)) {
    try {
      if ((await stat(folder)).isDirectory()) return folder;
      throw new RefusedOutput(`cannot write the output folder ${outDir}: ${folder} is a file, not a folder`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || path.dirname(folder) === folder) throw error;
    }
  }
}

/**
 * Makes and removes one folder where the output (or its first missing parent) will go: the only
 * honest test: access(2) lets root pass whatever a folder's mode, and says yes on /sys and /proc,
 * where no folder can be made.
 * Named as a staging folder of this run, so a kill in between is repaired by the next run.
 */
async function assertCanCreateIn(folder: string, target: string, outDir: string): Promise<void> {
  const probe = path.join(folder, ownedScratchName(scratchPrefix(target, 'new')));
  try {
    await mkdir(probe);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(`cannot write the output folder ${outDir}: no folder can be made in ${folder} (${code ?? message})`);
  }
  await rmdir(probe);
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
  for (const name of abandoned(scratchPrefix(target, 'new'))) await removeLeftover(path.join(parent, name));
  const parked = abandoned(scratchPrefix(target, 'old'));
  if (parked.length > 0 && !names.includes(path.basename(target))) {
    await rename(path.join(parent, parked[0]!), target);
    parked.shift();
  }
  for (const name of parked) await removeLeftover(path.join(parent, name));
}

/**
 * A hidden folder an earlier run left, which this one cannot remove (a read-only folder inside):
 * said in words, with the way out, rather than as a bare `EACCES: permission denied, unlink …`
 * that named a file the user never saw and failed every run after it.
 */
async function removeLeftover(folder: string): Promise<void> {
  try {
    await rm(folder, { recursive: true, force: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(`cannot remove ${folder}, a scratch folder an earlier run of generate left (${code ?? message}): remove it yourself (chmod -R u+w ${shellWord(folder)} && rm -rf ${shellWord(folder)})`);
  }
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

interface Swapped {
  readonly target: string;
  /** Where the old folder waits until every folder is swapped in; undefined when there was none. */
  readonly parked: string | undefined;
}

/**
 * Old folder aside, new folder in; if the second rename fails the old one goes back. The caller
 * removes the parked folder once every folder is in. Killed between the renames, or before the
 * parked folder is removed, the next run puts it back or removes it (repairInterrupted).
 */
async function swapIn({ staging, target }: Staged, hooks: WriteHooks): Promise<Swapped> {
  const parked = path.join(path.dirname(target), ownedScratchName(scratchPrefix(target, 'old')));
  try {
    await rename(target, parked);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await renameInto(staging, target);
    return { target, parked: undefined };
  }
  try {
    await hooks.afterParking?.();
    await renameInto(staging, target);
  } catch (error) {
    await putParkedBack(parked, target);
    throw error;
  }
  return { target, parked };
}

/**
 * The old folder back in its place after a failed swap; when another run's folder has taken the
 * place meanwhile, that one is newer and stays, and the old one is removed.
 */
async function putParkedBack(parked: string, target: string): Promise<void> {
  try {
    await rename(parked, target);
  } catch (error) {
    if (!isTakenPlace(error)) throw error;
    await removeLeftover(parked);
  }
}

/**
 * The last rename of a swap. It fails only when a folder appeared at `target` since this run
 * looked (another generate into the same folder finishing first): said so, rather than as a
 * bare `ENOTEMPTY: directory not empty, rename '….mtc-new-…' -> …` (a new-user pass,
 * 2026-11-27, two runs started together into a new folder). What is there is left as it is.
 */
async function renameInto(staging: string, target: string): Promise<void> {
  try {
    await rename(staging, target);
  } catch (error) {
    if (!isTakenPlace(error)) throw error;
    throw new Error(`${target} was written by another run (or another program) while this one was generating, so this run wrote nothing there: run generate again once the other has finished`);
  }
}

/** A rename onto a folder that is there (not empty, or on some systems any): another run's. */
function isTakenPlace(error: unknown): boolean {
  const { code } = error as NodeJS.ErrnoException;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}

/** Undoes a swap when a later folder failed: the new folder goes, the old one (if any) comes back. */
async function putBack({ target, parked }: Swapped): Promise<void> {
  // Aside under a staging name first, so a kill here is repaired like any abandoned staging folder.
  const aside = path.join(path.dirname(target), ownedScratchName(scratchPrefix(target, 'new')));
  await rename(target, aside);
  if (parked !== undefined) await rename(parked, target);
  await rm(aside, { recursive: true, force: true });
}
