/**
 * Which of several one-line cases compile, in one in-memory program: `prelude` declares the
 * types, each case becomes `export const caseN: <type> = <value>;` on its own line. For type tests
 * of emitted expressions that need only the runtime's type files, not a generated folder.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sharedCompilerHost } from '../../support/typescript-host.js';

/** An absolute path to a runtime file, for the prelude's imports. */
export function runtimeModule(relative: string): string {
  return JSON.stringify(fileURLToPath(new URL(`../../../generators/runtime/${relative}`, import.meta.url)));
}

const FILE = fileURLToPath(new URL('./type-verdicts.virtual.ts', import.meta.url));

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
};

/** For each `[type, value]`, whether `value` is assignable to `type` after `prelude`. */
export function compiles(prelude: string, cases: ReadonlyArray<readonly [string, string]>): boolean[] {
  const text = prelude + '\n' + cases.map(([type, value], index) => `export const case${index}: ${type} = ${value};\n`).join('');
  const host = sharedCompilerHost(OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => (name === FILE ? text : readFile(name));
  host.fileExists = (name) => name === FILE || fileExists(name);
  const program = ts.createProgram([FILE], OPTIONS, host);
  const source = program.getSourceFile(FILE)!;
  const failing = new Set(ts.getPreEmitDiagnostics(program, source).filter((d) => d.file === source).map((d) => source.getLineAndCharacterOfPosition(d.start ?? 0).line));
  const first = prelude.split('\n').length;
  return cases.map((_, index) => !failing.has(first + index));
}
