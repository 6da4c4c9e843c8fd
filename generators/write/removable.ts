/**
 * Whether the old output folder can be removed once the new one is in its place. Replacing a
 * folder needs write permission only on its parent (the two renames), but removing the old copy
 * needs it on every folder inside: a read-only output folder was swapped out, the new one put in,
 * and then the removal failed with a bare EACCES, so the run exited 1 after changing the output
 * and left a hidden `.generated.mtc-old-…` that every later run stumbled on (a new-user pass,
 * 2026-11-27). Checked before any work instead, in one line naming the folder.
 *
 * access(2) is the honest test here, unlike for making a folder (write.ts): root may remove
 * entries whatever a folder's mode, which is what access answers for it, and a read-only
 * filesystem answers EROFS to anyone.
 */
import { access, constants, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { shellWord } from '../shared/shell-word.js';

/** Throws when a folder in `target` (itself included) does not let its entries be removed. */
export async function assertRemovable(target: string, outDir: string): Promise<void> {
  const stuck = await firstReadOnlyFolder(target);
  if (stuck === undefined) return;
  const where = stuck.folder === target ? outDir : `${path.join(outDir, path.relative(target, stuck.folder))} (in ${outDir})`;
  throw new Error(
    `cannot replace the output folder ${outDir}: ${where} is read-only (${stuck.code}), and generate removes the old files once the new ones are in place; make it writable (chmod -R u+w ${shellWord(outDir)}) or choose another folder`,
  );
}

/** The first folder, depth first, whose entries cannot be removed; undefined when there is none (or no folder). */
async function firstReadOnlyFolder(folder: string): Promise<{ readonly folder: string; readonly code: string } | undefined> {
  try {
    if (!(await lstat(folder)).isDirectory()) return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // Read (R) to list the entries, search (X) to reach them, write (W) to unlink them.
    await access(folder, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    return { folder, code: (error as NodeJS.ErrnoException).code ?? 'EACCES' };
  }
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    // A link is removed as itself, never followed: only real folders are searched.
    if (!entry.isDirectory()) continue;
    const found = await firstReadOnlyFolder(path.join(folder, entry.name));
    if (found !== undefined) return found;
  }
  return undefined;
}
