/** Runs a Node script in a child process and reports its exit code and output, never throwing on a non-zero exit. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX_CLI = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
export const TSC_CLI = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

export interface NodeRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runNode(args: readonly string[], cwd: string = REPO_ROOT): Promise<NodeRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}
