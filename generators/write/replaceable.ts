/**
 * Which folders the writer may replace. The output folder is replaced as a whole, so a mistyped
 * --out must not take anything with it. Refused: the filesystem root, the working directory or
 * any folder above it, a file or symbolic link where the folder should be, and any folder that
 * is not empty unless every file in it is named by the manifest generate wrote there
 * (manifest.ts). Guessing from contents is not enough: a hand-made folder may well hold a file
 * that quotes the generated header.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_BYTES_LIMIT, MANIFEST_PATH, readManifest } from './manifest.js';
import { entryKind } from '../shared/entry-kind.js';
import { RefusedOutput } from './refused-output.js';

const ADVICE = 'Choose a new or empty folder (such as ./generated), or remove this one yourself.';
/** How many unlisted files the refusal names. */
const NAMED = 3;

export async function assertReplaceable(target: string): Promise<void> {
  const fromTarget = path.relative(target, process.cwd());
  if (path.parse(target).root === target || fromTarget === '' || (!fromTarget.startsWith('..') && !path.isAbsolute(fromTarget))) {
    throw new RefusedOutput(`refusing to replace ${target}: it is the working directory, one of its parents or the filesystem root. ${ADVICE}`);
  }
  const problem = await whyNotReplaceable(target);
  if (problem !== undefined) throw new RefusedOutput(`refusing to replace ${target}: ${problem}. ${ADVICE}`);
}

/** Undefined when generate may replace `target`, else the reason it may not. */
async function whyNotReplaceable(target: string): Promise<string | undefined> {
  let entries;
  try {
    const stats = await lstat(target);
    if (stats.isSymbolicLink()) return 'it is a symbolic link, not a folder generate wrote';
    if (!stats.isDirectory()) return 'it is a file, not a folder generate wrote';
    entries = await readdir(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (entries.length === 0) return undefined;
  const listed = await manifestEntries(target);
  if (typeof listed === 'string') return `its ${MANIFEST_PATH} is ${listed}, not the file generate writes (delete the folder and generate again)`;
  if (listed === undefined) return `it is not empty and has no ${MANIFEST_PATH}, the list of files generate writes into every output folder, so generate did not write it (a folder written by an older version without one: delete it once)`;
  const unlisted = await unlistedFiles(target, listed);
  if (unlisted.length === 0) return undefined;
  const named = `${unlisted.map((file) => JSON.stringify(file)).join(', ')}${unlisted.length === NAMED ? ', …' : ''}`;
  return `it holds files generate did not write (not in its ${MANIFEST_PATH}): ${named}; move them elsewhere (or, if they are generated files a merge brought in, delete the folder and generate again)`;
}

/**
 * The manifest's entries; undefined when there is none; what is there instead when it is not a
 * regular file, or is larger than generate's ever is (MANIFEST_BYTES_LIMIT). Checked before reading: readFile waits for a writer on a FIFO, and generate hung
 * there before any work, deaf to Ctrl-C (a red-team pass, 2026-11-27); a link is not followed, as
 * an output folder that is a link is not.
 */
async function manifestEntries(target: string): Promise<ReadonlyMap<string, string> | string | undefined> {
  const file = path.join(target, MANIFEST_PATH);
  try {
    const stats = await lstat(file);
    if (stats.isDirectory()) return undefined;
    if (!stats.isFile()) return entryKind(stats);
    if (stats.size > MANIFEST_BYTES_LIMIT) return `a file of ${megabytes(stats.size)}, larger than any generate writes`;
    return readManifest(await readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Up to NAMED files (anything but a folder, `/`-separated) under `root` that the manifest does not list; stops there. */
async function unlistedFiles(root: string, listed: ReadonlyMap<string, string>): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      if (found.length === NAMED) return;
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(child);
      else if (child !== MANIFEST_PATH && !listed.has(child)) found.push(child);
    }
  };
  await visit('');
  return found;
}
