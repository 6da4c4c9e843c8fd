/**
 * `npm start`'s server as a real child process (service/src/main.ts, compiled once by
 * ./service-bundle.ts instead of through tsx on every start), on a free loopback port, with the
 * environment a test gives (DATA_DIR, DATABASE_URL, ADMIN_PASSWORD...). Resolves once the server
 * says where it listens; keeps everything it printed for assertions and failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../support/run-node.js';
import { serviceBundle } from './service-bundle.js';

export const PROCESS_ADMIN = { username: 'admin', password: 'a-test-password' } as const;

export interface ServiceProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` (SIGTERM by default) to the server itself and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function startService(env: Record<string, string>, timeoutMs = 60_000): Promise<ServiceProcess> {
  // The server is node itself, not a wrapper process (as tsx's CLI is): a signal sent to `child`
  // reaches the server, and SIGKILL kills it with nothing in between.
  const child = spawn(process.execPath, [await serviceBundle()], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_USERNAME: PROCESS_ADMIN.username, ADMIN_PASSWORD: PROCESS_ADMIN.password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the service did not report its address within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        output: () => output,
        exited,
        stop: (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}) before listening:\n${output}`));
    });
  });
}
