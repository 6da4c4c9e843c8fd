/**
 * `npm start` stopped by a signal to npm's process alone, as `kill <pid>` or a container runtime
 * sends it (Docker and Kubernetes signal PID 1 only): npm relays it to the `sh -c` running the
 * script, which dies without passing it on. The server kept running, orphaned, with its port and
 * the store's lock (a new-user pass, 2026-11-27); it must drain and exit as on SIGTERM
 * (service/src/npm-parent.ts). Real npm, real script: the defect was in how the two run it.
 * Linux only: the server's pid is read from its log and checked through /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-node.js';

const HAS_PROC = existsSync('/proc/self/stat');
if (!HAS_PROC) console.warn('[npm-start-signal] SKIPPED: /proc is not available here (the test finds the server through it)');

let npm: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  // The whole group: npm, its shell and the server, whatever the test left running.
  if (npm?.pid !== undefined) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm start` in a group of its own; `output` is what it has printed so far. */
async function startUnderNpm(env: Record<string, string> = {}): Promise<{ url: string; serverPid: number; npmExited: Promise<unknown>; output: () => string }> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'npm-start-signal-'));
  npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-test-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // a group of its own, so that afterEach can end everything it started
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const npmExited = new Promise((resolve) => npm!.once('exit', resolve));
  await until(() => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(output), 90_000, () => output);
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
  const serverPid = Number(/"pid":(\d+)[^\n]*Server listening/.exec(output)![1]);
  return { url, serverPid, npmExited, output: () => output };
}

/** The parent's pid, from /proc (the fourth field of stat, after the command name in parentheses). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

describe.skipIf(!HAS_PROC)('npm start, signalled through npm alone', () => {
  it('drains, closes the store and exits, leaving neither the port nor the data folder held', async () => {
    const { url, serverPid, npmExited, output } = await startUnderNpm();
    expect(serverPid).not.toBe(npm!.pid);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    process.kill(npm!.pid!, 'SIGTERM');
    await npmExited;
    await until(() => !existsSync(`/proc/${serverPid}`), 20_000, () => `the server (pid ${serverPid}) still runs after npm exited:\n${output()}`);
    expect(output()).toContain('service: stopped');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // The store was closed: SQLite folded its log back into the file.
    expect(existsSync(path.join(dataDir!, 'service.sqlite-wal'))).toBe(false);
  }, 150_000);

  it('does not count the shell\'s exit as a second signal while a stop already drains', async () => {
    // A stop sent to the whole group (systemd, Ctrl-C) reaches the server and ends npm's shell at
    // once; the server notices the shell gone on its next once-a-second check, which can come a
    // second or more after the signal (later still while draining keeps the loop busy). Counted as
    // a second signal, that exited at once and cut the responses in flight. Made certain here: the
    // signal first, the shell ended 1.5 s later.
    const { url, serverPid, output } = await startUnderNpm({ SHUTDOWN_GRACE_MS: '3000' });
    const { port } = new URL(url);
    // A request in flight (its body never finishes), so the drain lasts until the grace period ends.
    const held = net.connect(Number(port), '127.0.0.1');
    held.on('error', () => undefined);
    held.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shell = parentOf(serverPid);
    expect(shell).not.toBe(npm!.pid);

    process.kill(serverPid, 'SIGTERM');
    await until(() => output().includes('service: SIGTERM: finishing requests'), 10_000, output);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(shell, 'SIGKILL');
    await until(() => !existsSync(`/proc/${serverPid}`), 20_000, () => `the server (pid ${serverPid}) still runs:\n${output()}`);
    held.destroy();
    expect(output()).not.toContain('exiting without waiting');
    expect(output()).toContain('service: stopped; responses still running after 3000 ms were cut');
  }, 150_000);
});
