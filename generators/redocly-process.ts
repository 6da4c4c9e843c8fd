/**
 * Runs Redocly's CLI (`@redocly/cli`, a dependency of `mtc lint`) as a child
 * process that never outlives this one and never uses the network (redocly-child.mjs), with
 * telemetry and update checks off. Its arguments are the caller's constants and paths this
 * process made absolute; text from a document never becomes one (a title once became
 * `--template=…`). Stopping it (the signal) sends SIGTERM, then SIGKILL after a grace period,
 * and the promise settles only once the process has exited.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toolkitCacheFolder, toolkitPath } from './toolkit-root.js';

export interface RedoclyRun {
  readonly cwd: string;
  readonly signal?: AbortSignal;
  /** 'capture': stdout ignored, stderr kept for the error message; 'inherit': both shown as they come. */
  readonly output: 'capture' | 'inherit';
  readonly timeoutMs: number;
  /** Extra environment (the folders a lint may read). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RedoclyResult {
  readonly code: number;
  readonly stderr: string;
}

/** How long a stopped CLI gets to exit on SIGTERM before it is killed. */
const KILL_GRACE_MS = 2_000;
const MAX_STDERR_CHARS = 64 * 1024;

function redoclyCli(): string {
  const packageJson = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'cli.js');
}

/** Resolves with the exit code; rejects when the CLI could not start, was stopped, or timed out. */
export function runRedocly(args: readonly string[], run: RedoclyRun): Promise<RedoclyResult> {
  return new Promise<RedoclyResult>((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new Error('stopped before Redocly started'));
      return;
    }
    // stdin stays open as a pipe: the child exits when it closes (this process died).
    const stdio: StdioOptions = ['pipe', run.output === 'inherit' ? 'inherit' : 'ignore', run.output === 'inherit' ? 'inherit' : 'pipe'];
    const env: NodeJS.ProcessEnv = { ...process.env, ...run.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // The CLI turns on Node's code cache on disk (Node 22.8+), by default in the system's temporary
    // folder: kept in the toolkit's cache folder instead, beside its other caches, unless the user
    // chose a folder for it.
    env['NODE_COMPILE_CACHE'] ||= path.join(toolkitCacheFolder(), 'node-compile-cache');
    const child = spawn(process.execPath, [toolkitPath('generators', 'redocly-child.mjs'), redoclyCli(), ...args], { cwd: run.cwd, stdio, env });
    // A child that exited meanwhile has a closed pipe; its error is ignored ('close' reports).
    child.stdin?.on('error', () => undefined);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR_CHARS) stderr += chunk;
    });
    let stopped: string | undefined;
    const stop = (why: string): void => {
      if (stopped !== undefined) return;
      stopped = why;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS).unref();
    };
    const onAbort = (): void => stop('Redocly was stopped');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => stop(`Redocly took longer than ${run.timeoutMs / 1000} s`), run.timeoutMs);
    const finish = (outcome: RedoclyResult | Error): void => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    child.on('error', (error) => {
      // Never started: there will be no 'close'. Otherwise 'close' follows and reports.
      if (child.pid === undefined) finish(new Error(`could not start Redocly: ${error.message}`));
      else stop(`Redocly failed: ${error.message}`);
    });
    // 'close': the process has exited and its pipes are drained.
    child.on('close', (code) => finish(stopped !== undefined ? new Error(stopped) : { code: code ?? 1, stderr: stderr.trim() }));
  });
}
