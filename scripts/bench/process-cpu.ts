/**
 * CPU time a process has used, from Linux's /proc (user + system). The server benchmark divides
 * it by the requests answered: a figure of the server alone, which requests/s is not once the
 * load generator on its own core is the slower side.
 */
import { readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of USER_HZ, 100 per second on every mainstream kernel. */
const TICK_MICROS = 10_000;

/** Microseconds of CPU `pid` has used so far, or undefined where /proc cannot tell (not Linux). */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) * TICK_MICROS : undefined;
}
