/**
 * `tsc -p TSCONFIG --pretty false` with the project's own TypeScript, in this process: the same
 * configuration reading, program and diagnostics as the command, printed the way it prints them,
 * but with the worker's parsed library files (test/support/typescript-host.ts) instead of a new
 * process that parses lib.dom.d.ts and @types/node again. Nothing is emitted: every tsconfig
 * given here says noEmit, and one that does not is refused rather than silently not built.
 */
import ts from 'typescript';
import { sharedCompilerHost } from '../../support/typescript-host.js';

export interface TscResult {
  /** What `tsc` exits with for a noEmit project: 0 when clean, 1 when it reported errors. */
  readonly exitCode: number;
  readonly output: string;
  readonly diagnostics: readonly { readonly file: string; readonly line: number; readonly code: string; readonly text: string }[];
}

const DIAGNOSTIC = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/;

export async function tsc(tsconfigPath: string): Promise<TscResult> {
  const configErrors: ts.Diagnostic[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic) });
  if (config !== undefined && config.options.noEmit !== true) throw new Error(`${tsconfigPath}: the in-process tsc checks noEmit projects only; add "noEmit": true`);
  const found = config === undefined ? configErrors : [...configErrors, ...config.errors];
  if (config !== undefined && found.length === 0) {
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: sharedCompilerHost(config.options), projectReferences: config.projectReferences });
    found.push(...ts.getPreEmitDiagnostics(program));
  }
  const output = ts.formatDiagnostics(found, { getCanonicalFileName: (file) => file, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' });
  const diagnostics = output.split('\n').flatMap((line) => {
    const match = DIAGNOSTIC.exec(line);
    return match === null ? [] : [{ file: match[1] ?? '', line: Number(match[2]), code: match[3] ?? '', text: match[4] ?? '' }];
  });
  return { exitCode: found.length === 0 ? 0 : 1, output, diagnostics };
}
