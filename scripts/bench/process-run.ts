/**
 * Runs one command as a fresh process and measures its wall time and peak memory.
 *
 * Peak memory comes from GNU `/usr/bin/time -v` when the machine has it (it sees the whole
 * process, native allocations included). Without it, a preload module makes the Node child write
 * its own `process.resourceUsage().maxRSS` on exit; both sides of a comparison always use the
 * same method, so the figures stay comparable.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const GNU_TIME = '/usr/bin/time';
const RSS_PRELOAD = fileURLToPath(new URL('./rss-preload.mjs', import.meta.url));

export type MemoryProbe = 'gnu-time' | 'preload';

export function defaultMemoryProbe(): MemoryProbe {
  return existsSync(GNU_TIME) ? 'gnu-time' : 'preload';
}

export interface NodeCommand {
  /** Arguments after `node`, e.g. `['--import', 'tsx', 'scripts/generate.ts', ...]`. */
  readonly nodeArgs: readonly string[];
  readonly cwd: string;
  /** Added to the child's environment. */
  readonly env?: NodeJS.ProcessEnv;
}

/** A run that takes longer than this is stuck, not slow: it is killed and reported. */
const PROCESS_TIMEOUT_MS = 15 * 60_000;

export interface ProcessMeasurement {
  readonly wallMs: number;
  readonly maxRssMiB: number;
}

export async function measureNodeProcess(command: NodeCommand, probe: MemoryProbe): Promise<ProcessMeasurement> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-rss-'));
  const reportFile = path.join(scratch, 'rss.txt');
  try {
    const { file, args, env } = wrap(command, probe, reportFile);
    const started = performance.now();
    await runToCompletion(file, args, command.cwd, env);
    const wallMs = performance.now() - started;
    const maxRssKiB = probe === 'gnu-time' ? parseGnuTime(readFileSync(reportFile, 'utf8')) : Number(readFileSync(reportFile, 'utf8'));
    if (!Number.isFinite(maxRssKiB) || maxRssKiB <= 0) throw new Error(`no peak-memory figure in ${reportFile}`);
    return { wallMs, maxRssMiB: maxRssKiB / 1024 };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function wrap(command: NodeCommand, probe: MemoryProbe, reportFile: string) {
  const env = { ...process.env, ...command.env, BENCH_RSS_FILE: reportFile };
  if (probe === 'gnu-time') {
    return { file: GNU_TIME, args: ['-v', '-o', reportFile, process.execPath, ...command.nodeArgs], env };
  }
  return { file: process.execPath, args: ['--import', RSS_PRELOAD, ...command.nodeArgs], env };
}

export function parseGnuTime(report: string): number {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  if (!match) throw new Error(`GNU time report has no "Maximum resident set size" line:\n${report}`);
  return Number(match[1]);
}

function runToCompletion(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], timeout: PROCESS_TIMEOUT_MS, killSignal: 'SIGKILL' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const shown = [file, ...args].join(' ');
      reject(new Error(`command failed (${signal ?? `exit ${code}`}) in ${cwd}:\n  ${shown}\n${stderr.trim()}`));
    });
  });
}
