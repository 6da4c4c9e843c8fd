/**
 * `npm start` as a user runs it: the real entry point in a child process, --help, a refused
 * argument, and a server on a free port that says where it keeps its data (./data under the
 * folder it runs in, created at start) and answers /healthz, /docs and a contract route.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as repoRoot, runNode, TSX_IMPORT, type NodeRun } from '../support/run-node.js';

const main = path.join(repoRoot, 'service/src/main.ts');

function exitOf(args: string[]): Promise<NodeRun> {
  return runNode([...TSX_IMPORT, main, ...args]);
}

/** Starts the server on PORT=0 in `cwd` and resolves with the address Fastify's logger reports. */
function startOnFreePort(cwd: string, env: Record<string, string> = {}): Promise<{ url: string; output: () => string; stop: () => void }> {
  const child = spawn(process.execPath, [...TSX_IMPORT, main], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'a-test-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the server did not report its address within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      resolve({ url: match[1], output: () => output, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
}

describe('npm start (service/src/main.ts)', () => {
  it('prints its usage for --help and exits 0', async () => {
    const result = await exitOf(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm start/);
    expect(result.stdout).toContain('PORT');
    expect(result.stdout).toMatch(/DATA_DIR .*\n[\s\S]*DATABASE_URL +postgres:\/\//);
  });

  it('refuses an unknown argument with exit code 2 and says settings come from the environment', async () => {
    const result = await exitOf(['--port', '3000']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown argument(s) "--port" "3000"');
  });

  it('keeps its data in ./data, says so, listens on PORT and serves /healthz, /docs and the contract', async () => {
    const folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'mtc-start-')));
    // An empty HOST (a variable passed on unset) is the default loopback address: Node took it
    // for every interface ("Server listening at http://[::]:…").
    const server = await startOnFreePort(folder, { HOST: '' });
    try {
      expect(server.output()).toContain(`service: keeping data in ${path.join(folder, 'data', 'service.sqlite')} (embedded SQLite)`);
      expect(existsSync(path.join(folder, 'data', 'service.sqlite'))).toBe(true);
      await expect.poll(() => server.output()).toContain(`service: the API reference is at ${server.url}/docs`);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      const docs = await fetch(`${server.url}/docs`);
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-type')).toContain('text/html');
      expect(await docs.text()).toContain('Media Tracking Service');
      const unauthenticated = await fetch(`${server.url}/v1/movie/550/playback`);
      expect(unauthenticated.status).toBe(401);
      expect(await unauthenticated.json()).toMatchObject({ status: 'error', code: 'unauthenticated' });
    } finally {
      server.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
