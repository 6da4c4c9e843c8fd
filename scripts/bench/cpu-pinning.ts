/**
 * Keeps the load generator and the server under load on separate cores. On a two-core machine
 * the scheduler otherwise moves autocannon and the server child across both cores at will, and
 * runs of the same server differed by a third; pinned, they agree within a few percent, and each
 * server is measured on one whole core of its own.
 *
 * Linux with `taskset` (util-linux) and two or more cores only; elsewhere nothing is pinned and
 * the report says so.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

export interface CpuPinning {
  /** Prepended to a server child's command line (`taskset -c 1`), or nothing. */
  readonly serverCommand: (command: string, args: readonly string[]) => readonly [string, readonly string[]];
  /** Pins this process (autocannon runs here) to the other core; returns the undo. */
  readonly pinLoadGenerator: () => () => void;
  /** False where nothing can be pinned (the methods then change nothing). */
  readonly pinned: boolean;
  /** For the report. */
  readonly description: string;
}

const SERVER_CPU = '1';
const LOAD_CPU = '0';

export function cpuPinning(): CpuPinning {
  const cores = os.availableParallelism();
  const usable = process.platform === 'linux' && cores >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
  if (!usable) {
    return {
      serverCommand: (command, args) => [command, args],
      pinLoadGenerator: () => () => undefined,
      pinned: false,
      description: 'not pinned to cores (needs Linux, taskset and two cores)',
    };
  }
  const everyCore = `0-${cores - 1}`;
  return {
    serverCommand: (command, args) => ['taskset', ['-c', SERVER_CPU, command, ...args]],
    pinLoadGenerator: () => {
      setAffinity(LOAD_CPU);
      return () => setAffinity(everyCore);
    },
    pinned: true,
    description: `each server pinned to core ${SERVER_CPU} and autocannon to core ${LOAD_CPU} (taskset)`,
  };
}

/** Every thread of this process (-a), so autocannon's and libuv's threads follow. */
function setAffinity(cpus: string): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not set this process's cores to ${cpus}: ${result.stderr.trim()}`);
}
