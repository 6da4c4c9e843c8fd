/**
 * Names for the scratch folders a run makes beside its real work (the writer's staging and
 * parked folders, the docs renderer's folder), and the cleanup of those a killed run left.
 *
 * A name carries its owner: `<prefix>-<host>-<pid>-<random>`. A later run removes one only when
 * it is abandoned: made on this host (a hash of the host name, so a folder shared with another
 * machine is left alone), by a process that no longer exists, and owned by the current user.
 * A run that is still working, here or elsewhere, is never disturbed; a reused pid only makes
 * the cleanup wait for a later run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** A new name for a scratch folder of this process. */
export function ownedScratchName(prefix: string): string {
  return `${prefix}-${HOST}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** The pid in a name made by ownedScratchName on this host with `prefix`, else undefined. */
export function scratchOwner(name: string, prefix: string): number | undefined {
  if (!name.startsWith(`${prefix}-${HOST}-`)) return undefined;
  const match = /^(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length + HOST.length + 2));
  return match === null ? undefined : Number(match[1]);
}

/** Made on this host with `prefix` by a process that has exited, and owned by this user. */
export function isAbandoned(folder: string, name: string, prefix: string): boolean {
  const pid = scratchOwner(name, prefix);
  if (pid === undefined || isRunning(pid)) return false;
  try {
    const uid = process.getuid?.();
    return uid === undefined || lstatSync(path.join(folder, name)).uid === uid;
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Removes the abandoned scratch folders named with `prefix` directly inside `folder`; never throws. */
export function removeStaleScratch(folder: string, prefix: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!isAbandoned(folder, name, prefix)) continue;
    try {
      rmSync(path.join(folder, name), { recursive: true, force: true });
    } catch {
      // Removed meanwhile, or not ours to remove after all: a later run tries again.
    }
  }
}
