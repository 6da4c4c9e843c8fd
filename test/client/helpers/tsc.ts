/** Runs the project's own TypeScript compiler on a tsconfig and parses its diagnostics. */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export interface TscResult {
  readonly exitCode: number;
  readonly output: string;
  readonly diagnostics: readonly { readonly file: string; readonly line: number; readonly code: string; readonly text: string }[];
}

const DIAGNOSTIC = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/;

export async function tsc(tsconfigPath: string): Promise<TscResult> {
  let exitCode = 0;
  let output: string;
  try {
    output = (await run(process.execPath, [TSC, '-p', tsconfigPath, '--pretty', 'false'], { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    exitCode = typeof failed.code === 'number' ? failed.code : 1;
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  const diagnostics = output.split('\n').flatMap((line) => {
    const match = DIAGNOSTIC.exec(line);
    return match === null ? [] : [{ file: match[1] ?? '', line: Number(match[2]), code: match[3] ?? '', text: match[4] ?? '' }];
  });
  return { exitCode, output, diagnostics };
}
