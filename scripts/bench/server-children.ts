/** Starting and stopping the benchmark's server children (each its own process and event loop). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.js';
import type { ReadyMessage, ServerFixture } from './server-protocol.js';
import type { CpuPinning } from './cpu-pinning.js';

export interface RunningServer {
  readonly label: string;
  readonly origin: string;
  readonly ready: ReadyMessage;
  /** The server's process id (the node process: taskset execs it in its own place). */
  readonly pid: number | undefined;
  /** The child itself, for benchmarks that talk to it over IPC after it is ready. */
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export function childEntry(file: string): string {
  return fileURLToPath(new URL(`./${file}`, import.meta.url));
}

export function startServer(label: string, entryFile: string, fixture: ServerFixture | undefined, pinning: CpuPinning, env: Record<string, string> = {}): Promise<RunningServer> {
  const [command, args] = pinning.serverCommand(process.execPath, ['--import', 'tsx', childEntry(entryFile)]);
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', BENCH_SERVER_FIXTURE: fixture ? JSON.stringify(fixture) : '', ...env },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} server (${entryFile}) did not report ready within ${START_TIMEOUT_MS} ms\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: ReadyMessage) => {
      clearTimeout(timer);
      resolve({ label, origin: `http://127.0.0.1:${message.port}`, ready: message, pid: child.pid, child, stop: () => stop(child) });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} server (${entryFile}) exited before it was ready (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
