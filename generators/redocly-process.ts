/**
 * Runs Redocly's CLI (`@redocly/cli`, a dependency: the docs renderer and `mtc lint`) as a child
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
  /** Extra environment (NODE_ENV for the renderer). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * A file this process wrote with JSON.stringify, which a prepared CLI reads with JSON.parse
   * instead of its YAML parser (redocly-child.mjs). Absolute.
   */
  readonly ownJsonFile?: string;
}

/**
 * A CLI started ahead of its work (prepareRedocly): it loads the CLI's modules, including those
 * of the command handler named by `preload`, then waits until `go()` before running.
 */
export interface PreparedRedocly {
  /** Lets it run (once the files it reads are in place); idempotent. */
  go(): void;
  /** Settles when it has exited, as runRedocly's promise does. */
  readonly result: Promise<RedoclyResult>;
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
  return startRedocly(args, run, undefined).result;
}

/**
 * Starts the CLI now and lets it load while the caller prepares its input; it runs at `go()`.
 * The timeout counts from the start; the signal stops it whether it has been let go or not.
 */
export function prepareRedocly(args: readonly string[], run: RedoclyRun, preload: string): PreparedRedocly {
  return startRedocly(args, run, preload);
}

function startRedocly(args: readonly string[], run: RedoclyRun, preload: string | undefined): PreparedRedocly {
  let go = (): void => undefined;
  const result = new Promise<RedoclyResult>((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new Error('stopped before Redocly started'));
      return;
    }
    // stdin stays open as a pipe: the child exits when it closes (this process died). A prepared
    // child also reads its go-ahead there (redocly-child.mjs).
    const stdio: StdioOptions = ['pipe', run.output === 'inherit' ? 'inherit' : 'ignore', run.output === 'inherit' ? 'inherit' : 'pipe'];
    const env: NodeJS.ProcessEnv = { ...process.env, ...run.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // The CLI turns on Node's code cache on disk (Node 22.8+), by default in the system's temporary
    // folder: kept in the toolkit's cache folder instead, beside its other caches, unless the user
    // chose a folder for it.
    env['NODE_COMPILE_CACHE'] ||= path.join(toolkitCacheFolder(), 'node-compile-cache');
    // Only a prepared child waits for its go-ahead: never one started with this set by the user.
    delete env['MTC_REDOCLY_PRELOAD'];
    delete env['MTC_REDOCLY_OWN_JSON'];
    if (preload !== undefined) env['MTC_REDOCLY_PRELOAD'] = preload;
    if (preload !== undefined && run.ownJsonFile !== undefined) env['MTC_REDOCLY_OWN_JSON'] = run.ownJsonFile;
    const child = spawn(process.execPath, [toolkitPath('generators', 'redocly-child.mjs'), redoclyCli(), ...args], { cwd: run.cwd, stdio, env });
    // A child that exited meanwhile has a closed pipe; the write's error is then ignored ('close' reports).
    child.stdin?.on('error', () => undefined);
    let sent = false;
    go = () => {
      if (sent || preload === undefined) return;
      sent = true;
      child.stdin?.write('go\n');
    };
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
  return { go: () => go(), result };
}
