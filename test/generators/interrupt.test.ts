/**
 * Ctrl-C and SIGTERM during generate (issue 11, finding 4): the run stops, no output folder is
 * written, nothing is left in the temporary folder and no process of the run keeps running
 * (the docs page once came from a renderer subprocess that kept running, reparented, up to
 * 1.5 GB, and left its scratch copy of the document behind; the page is now written in
 * process, decisions/0040, so an interrupt has nothing of its own to leave), and the exit code
 * says which signal stopped it. SIGKILL, which cannot be handled, leaves nothing either.
 *
 * The signal goes to the generate process alone (as `kill PID` or a CI timeout sends it, unlike
 * a terminal's Ctrl-C, which reaches the whole process group), once the run has started loading
 * the document. Linux only: processes are found through /proc; elsewhere the test says it skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

const HAS_PROC = existsSync('/proc/self/stat');
if (!HAS_PROC) console.warn('[interrupt] SKIPPED: /proc is not available here (the test finds the run\'s processes through it)');

/** The project spec, every output: a run long enough (about a second) to be interrupted in. */
const SPEC = path.join(REPO_ROOT, 'spec', 'openapi.yaml');

function generateArgs(out: string): string[] {
  return [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', SPEC, '--out', out];
}

const temporaryFolders: string[] = [];
afterAll(() => {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

/** Pids of live (not zombie) processes whose parent is `parent`. */
function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [state, ppid] = readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (Number(ppid) === parent && state !== 'Z') found.push(Number(entry));
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  return found;
}

/** Starts generate with its own temporary folder; resolves once it has started loading the document. */
async function startRun(name: string) {
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'interrupt-test-'));
  temporaryFolders.push(temporary);
  const out = path.join(scratchDir(`interrupt-${name}-out`), 'generated');
  const child = spawn(process.execPath, generateArgs(out), { cwd: REPO_ROOT, env: { ...process.env, TMPDIR: temporary }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, killedBy) => resolve({ code, signal: killedBy })));
  await new Promise<void>((resolve) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.includes('loading ')) resolve();
    });
  });
  return { child, temporary, out, exited, stderr: () => stderr };
}

describe.skipIf(!HAS_PROC)('a signal during generate', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s stops the run: no output folder, nothing in the temporary folder, no process left', async (signal, exitCode) => {
    const run = await startRun(signal);
    // Its children when it is stopped (a child that exits later is reparented, so they are listed first).
    const children = childrenOf(run.child.pid!);
    run.child.kill(signal);
    const result = await run.exited;
    const left = children.filter((pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').startsWith('Z'));
    expect(left, 'processes of the run still running after it exited').toEqual([]);
    expect(readdirSync(run.temporary), 'left in the temporary folder').toEqual([]);
    expect(result, run.stderr()).toEqual({ code: exitCode, signal: null });
    expect(existsSync(run.out)).toBe(false);
    expect(run.stderr()).toContain(`interrupted by ${signal}`);
  }, 120_000);

  it('SIGKILL, which cannot be handled, leaves nothing behind either, and the next run writes the folder', async () => {
    const run = await startRun('kill');
    run.child.kill('SIGKILL');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(readdirSync(run.temporary)).toEqual([]);
    expect(existsSync(run.out)).toBe(false);
    const next = spawn(process.execPath, generateArgs(run.out), { cwd: REPO_ROOT, env: { ...process.env, TMPDIR: run.temporary }, stdio: 'ignore' });
    expect(await new Promise((resolve) => next.on('exit', resolve))).toBe(0);
    expect(readdirSync(run.temporary)).toEqual([]);
    expect(existsSync(path.join(run.out, 'docs', 'index.html'))).toBe(true);
  }, 180_000);
});
