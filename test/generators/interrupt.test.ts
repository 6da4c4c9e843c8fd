/**
 * Ctrl-C and SIGTERM during generate (issue 11, finding 4): the run stops, no output folder is
 * written, nothing is left in the temporary folder and no process of the run keeps running
 * (the docs page once came from a renderer subprocess that kept running, reparented, up to
 * 1.5 GB, and left its scratch copy of the document behind; the page is now written in
 * process, decisions/0040, so an interrupt has nothing of its own to leave). SIGKILL, which
 * cannot be handled, leaves nothing either.
 *
 * While the run works in memory a signal keeps its default action and ends the process at once,
 * even in a synchronous loop; only while it holds something a sudden end would leave behind (an
 * output folder being replaced) is the signal caught, the held work finished, and the exit code
 * 130 or 143 (generators/shared/interrupts.ts, decisions/0024).
 *
 * The signal goes to the generate process alone (as `kill PID` or a CI timeout sends it, unlike
 * a terminal's Ctrl-C, which reaches the whole process group), once the run has started loading
 * the document. Linux only: processes are found through /proc; elsewhere the test says it skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { build } from 'esbuild';
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
  it.each(['SIGINT', 'SIGTERM'] as const)('%s while loading ends the process by the signal itself: no output folder, nothing in the temporary folder, no process left', async (signal) => {
    const run = await startRun(signal);
    // Its children when it is stopped (a child that exits later is reparented, so they are listed first).
    const children = childrenOf(run.child.pid!);
    run.child.kill(signal);
    const result = await run.exited;
    const left = children.filter((pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').startsWith('Z'));
    expect(left, 'processes of the run still running after it exited').toEqual([]);
    expect(readdirSync(run.temporary), 'left in the temporary folder').toEqual([]);
    // Its default action, not a handler that waits for the event loop.
    expect(result, run.stderr()).toEqual({ code: null, signal });
    expect(existsSync(run.out)).toBe(false);
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

/** Killed when the file ends: a child a failing test leaves in its loop would spin on. */
const commandChildren: ChildProcess[] = [];
afterAll(() => {
  for (const child of commandChildren) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * The child script that runs `body` (the text of runCli's body, given `signal`), compiled by
 * esbuild into one file of the scratch folder: a plain node start, where one through tsx cost
 * about a second of CPU more per child. Packages stay imports of the project's node_modules.
 */
async function commandScript(body: string): Promise<string> {
  const module = (relative: string) => JSON.stringify(path.join(REPO_ROOT, relative));
  const script = [
    `import { runCli } from ${module('scripts/lib/cli.ts')};`,
    `import { holdingSignals } from ${module('generators/shared/interrupts.ts')};`,
    `import { writeOutput } from ${module('generators/write/index.ts')};`,
    `await runCli('usage', async (signal) => { ${body} });`,
  ].join('\n');
  const file = path.join(scratchDir('interrupt-commands'), `command-${commandChildren.length}.mjs`);
  await build({ stdin: { contents: script, resolveDir: REPO_ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: file, logLevel: 'error' });
  return file;
}

/** Runs `body` in a child (commandScript); resolves once it printed `ready`. */
async function startCommand(body: string) {
  const child = spawn(process.execPath, [await commandScript(body)], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  commandChildren.push(child);
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, killedBy) => resolve({ code, signal: killedBy })));
  const ready = new Promise<void>((resolve) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.includes('ready')) resolve();
    });
  });
  await Promise.race([ready, exited]);
  return { child, exited, stderr: () => stderr };
}

describe('signals and holds (generators/shared/interrupts.ts)', () => {
  it('a command in a synchronous loop ends on SIGTERM at once, by the signal (a handler would wait for the loop forever)', async () => {
    const run = await startCommand("process.stderr.write('ready\\n'); for (;;) {}");
    run.child.kill('SIGTERM');
    expect(await run.exited, run.stderr()).toEqual({ code: null, signal: 'SIGTERM' });
  }, 60_000);

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    // A closed terminal or a dropped SSH session (a reviewer's pass, 2026-11-28: it once ended
    // diff with its checkout left in the temporary folder).
    ['SIGHUP', 129],
  ] as const)('%s while an output folder is being replaced: the folder is written whole, then the command exits %i', async (signal, exitCode) => {
    const out = path.join(scratchDir(`interrupt-held-${signal}`), 'generated');
    const run = await startCommand(
      [
        // A folder generate wrote before: the held write parks it aside, then renames the new one in.
        `await writeOutput(${JSON.stringify(out)}, [{ path: 'old.ts', contents: 'export const stale = 1;\\n', format: 'none' }]);`,
        `await holdingSignals(signal, () => writeOutput(${JSON.stringify(out)}, [{ path: 'new.ts', contents: 'export const fresh = 1;\\n', format: 'none' }], {`,
        "  afterParking: () => { process.stderr.write('ready\\n'); return new Promise((resolve) => setTimeout(resolve, 500)); },",
        '}));',
        "process.stderr.write('after the hold\\n');",
        'return 0;',
      ].join('\n'),
    );
    run.child.kill(signal);
    expect(await run.exited, run.stderr()).toEqual({ code: exitCode, signal: null });
    expect(readdirSync(out).sort()).toEqual(['.mtc-manifest', 'new.ts']);
    expect(readdirSync(path.dirname(out)), 'scratch folders of the swap').toEqual(['generated']);
    expect(run.stderr()).toContain(`${signal}: stopping`);
    expect(run.stderr()).toContain(`interrupted by ${signal}`);
    // The run stops where the hold ends.
    expect(run.stderr()).not.toContain('after the hold');
  }, 60_000);

  it('a second signal during a hold exits at once', async () => {
    // A long timer, not a promise that never settles: with nothing pending, Node would end the run itself (exit 13).
    const run = await startCommand("await holdingSignals(signal, () => { process.stderr.write('ready\\n'); return new Promise((resolve) => setTimeout(resolve, 60_000)); }); return 0;");
    run.child.kill('SIGINT');
    await expect.poll(run.stderr).toContain('SIGINT: stopping');
    run.child.kill('SIGINT');
    expect(await run.exited, run.stderr()).toEqual({ code: 130, signal: null });
  }, 60_000);
});

describe.skipIf(!HAS_PROC)('a signal during lint', () => {
  it('SIGTERM while Redocly checks: the child is stopped and waited for, exit 143, and the message is about lint (it writes no folder)', async () => {
    // Every corpus document: Redocly reports them one by one for about a second, so the signal
    // arrives while it is still checking.
    const corpus = path.join(REPO_ROOT, 'test', 'corpus', 'documents');
    const documents = readdirSync(corpus).map((file) => path.join(corpus, file));
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', ...documents], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    commandChildren.push(child);
    let stderr = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, killedBy) => resolve({ code, signal: killedBy })));
    await new Promise<void>((resolve) => {
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        if (stderr.includes('validated in')) resolve();
      });
    });
    const redocly = childrenOf(child.pid!);
    expect(redocly.length, 'the Redocly child').toBeGreaterThan(0);
    child.kill('SIGTERM');
    expect(await exited, stderr).toEqual({ code: 143, signal: null });
    expect(redocly.filter((pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').startsWith('Z'))).toEqual([]);
    expect(stderr).toContain("interrupted by SIGTERM: stopped (Redocly's check was stopped before it finished: what it printed is not the whole report)");
    expect(stderr).not.toContain('output folder');
  }, 60_000);
});
