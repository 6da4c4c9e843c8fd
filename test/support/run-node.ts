/** Runs a Node script in a child process and reports its exit code and output, never throwing on a non-zero exit. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Node's arguments that load TypeScript through tsx, as `npm start` does (`node --import tsx`):
 * one process, where tsx's own command starts a second node under a first. tsx is named by its
 * file so that a child in any working directory finds it.
 */
export const TSX_IMPORT: readonly string[] = ['--import', pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href];
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
