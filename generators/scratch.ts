/**
 * Names for the scratch folders a run makes beside its real work (the writer's staging and
 * parked folders), and how a later run tells those a killed run left.
 *
 * A name carries its owner: `<prefix>-<host>-<pid>-<random>`. A later run removes one (or the
 * writer puts a parked folder back) only when it is abandoned and owned by the current user:
 * - made on this host by a process that no longer exists, or by this very process's pid but not
 *   by this process (a container runs generate under the same small pid every time, so the pid
 *   of a killed run is often the pid of the next one);
 * - or, from any host, untouched for longer than any run lasts (STALE_AFTER_MS): a container
 *   gets a new host name each time, so the host of a killed run is never seen again.
 * A run that is still working, here or elsewhere, is never disturbed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/**
 * Longer than any run lasts: the input limits bound a run to a few minutes of work
 * (decisions/0014). Only folders from another host, whose owner cannot be asked, wait this long.
 */
export const STALE_AFTER_MS = 60 * 60 * 1000;

/** The names this process made: its own pid in a name it did not make is a dead run's. */
const made = new Set<string>();

/** A new name for a scratch folder of this process. */
export function ownedScratchName(prefix: string): string {
  const name = `${prefix}-${HOST}-${process.pid}-${randomBytes(4).toString('hex')}`;
  made.add(name);
  return name;
}

/** The host hash and pid in a name made by ownedScratchName with `prefix`, else undefined. */
export function scratchOwner(name: string, prefix: string): { readonly host: string; readonly pid: number } | undefined {
  if (!name.startsWith(`${prefix}-`)) return undefined;
  const match = /^([0-9a-f]{8})-(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length + 1));
  return match === null ? undefined : { host: match[1]!, pid: Number(match[2]) };
}

/** Left by a run that no longer exists (see above), and owned by this user. */
export function isAbandoned(folder: string, name: string, prefix: string, now = Date.now()): boolean {
  const owner = scratchOwner(name, prefix);
  if (owner === undefined) return false;
  let stats;
  try {
    stats = lstatSync(path.join(folder, name));
  } catch {
    return false;
  }
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) return false;
  if (owner.host === HOST && !isRunning(owner.pid, name)) return true;
  return now - Math.max(stats.mtimeMs, stats.ctimeMs) > STALE_AFTER_MS;
}

function isRunning(pid: number, name: string): boolean {
  if (pid === process.pid) return made.has(name);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
