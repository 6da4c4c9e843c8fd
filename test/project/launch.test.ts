/**
 * scripts/launch.mjs, what `npm run generate`, `check` and `diff` run: the compiled build is keyed
 * by every source file (an edit can never run a stale build), and both ways of running (compiled
 * and through tsx) answer the same.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without declarations (it runs before any TypeScript loader).
import { buildKey, sourceFiles, sourceKey } from '../../scripts/launch.mjs';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'launch-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(scratch, 'tree-'));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
  return root;
}

function launch(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the build key', () => {
  const files = { 'generators/a.ts': 'export const a = 1;\n', 'generators/emit/b.ts': 'export const b = 2;\n', 'scripts/generate.ts': 'x\n', 'scripts/bench/run.ts': 'not a CLI\n', 'test/c.ts': 'ignored\n' };

  it('lists every file under generators/ and scripts/ but the benchmarks, sorted, and nothing else', () => {
    expect(sourceFiles(tree(files))).toEqual(['generators/a.ts', 'generators/emit/b.ts', 'scripts/generate.ts']);
  });

  it('is the same for the same sources and changes with any byte, name or added file of them', () => {
    const keyOf = (root: string, esbuildVersion: string): string => buildKey(sourceKey(root), esbuildVersion);
    const base = keyOf(tree(files), '1');
    expect(keyOf(tree(files), '1')).toBe(base);
    expect(keyOf(tree({ ...files, 'generators/emit/b.ts': 'export const b = 3;\n' }), '1')).not.toBe(base);
    expect(keyOf(tree({ ...files, 'generators/new.ts': '' }), '1')).not.toBe(base);
    const { 'generators/a.ts': moved, ...rest } = files;
    expect(keyOf(tree({ ...rest, 'generators/z.ts': moved }), '1')).not.toBe(base);
    expect(keyOf(tree(files), '2'), 'a new esbuild builds again').not.toBe(base);
    expect(keyOf(tree({ ...files, 'test/c.ts': 'changed\n' }), '1'), 'tests are not part of the CLIs').toBe(base);
    expect(keyOf(tree({ ...files, 'scripts/bench/run.ts': 'changed\n' }), '1'), 'nor are the benchmarks (the published package leaves them out)').toBe(base);
  });
});

describe('running a command', () => {
  it('refuses an unknown command with usage (2), and lists the commands for --help (0)', () => {
    const result = launch(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('error: unknown command "frobnicate"');
    expect(result.stderr).toContain('Usage: mtc COMMAND [options]');
    const help = launch(['--help']);
    expect(help.status).toBe(0);
    for (const command of ['generate', 'check', 'diff', 'lint']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    // Read by installed users in their own repository, where `npm run generate` is no script of theirs.
    expect(help.stdout).toContain("(in the toolkit's own checkout: npm run COMMAND -- [options])");
    expect(help.stdout).not.toContain('in this repository');
  });

  it('takes `mtc help` and `mtc help COMMAND` as a new user types them (0), and refuses help for an unknown command (2)', () => {
    const help = launch(['help']);
    expect(help).toEqual(launch(['--help']));
    const generateHelp = launch(['help', 'generate']);
    expect(generateHelp.status).toBe(0);
    expect(generateHelp.stdout).toContain('Usage: mtc generate [options]');
    expect(generateHelp).toEqual(launch(['generate', '--help']));
    const unknown = launch(['help', 'frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('error: unknown command "frobnicate"');
  }, 240_000);

  it('answers the same compiled and through tsx (MTC_LAUNCH=tsx)', () => {
    const compiled = launch(['check', '--help']);
    const viaTsx = launch(['check', '--help'], { MTC_LAUNCH: 'tsx' });
    expect(compiled.status).toBe(0);
    expect(compiled.stdout).toContain('Usage: mtc check [options]');
    expect(viaTsx).toEqual(compiled);
  }, 240_000);

  it('is what the npm scripts run', () => {
    const scripts = JSON.parse(execFileSync('npm', ['pkg', 'get', 'scripts'], { cwd: REPO_ROOT, encoding: 'utf8' })) as Record<string, string>;
    for (const command of ['generate', 'check', 'diff']) expect(scripts[command]).toBe(`node scripts/launch.mjs ${command}`);
  });
});
