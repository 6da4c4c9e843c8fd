/**
 * Type tests for the generated handler contract: fixtures/handler-contract.ts compiles cleanly
 * with strict tsc, and with its `@ts-expect-error` comments removed every marked line fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedCompilerHost } from '../support/typescript-host.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/handler-contract.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** The fixture with its expectations removed, beside it under a name no file has, so its imports resolve the same. */
const STRIPPED = FIXTURE.replace(/\.ts$/, '.stripped.ts');

/**
 * Diagnostics of the fixture and of its stripped copy, from one program: they import the same
 * generated code, so it is parsed and its types resolved once instead of once per check, and
 * only these two files are checked (their diagnostics are all the tests read).
 */
function diagnosticsFor(text: string, stripped: string): { readonly fixture: readonly ts.Diagnostic[]; readonly stripped: readonly ts.Diagnostic[] } {
  const config = ts.getParsedCommandLineOfConfigFile(TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error(`cannot read ${TSCONFIG}`);
  if (existsSync(STRIPPED)) throw new Error(`${STRIPPED} exists; the stripped copy of the fixture needs its name`);
  const host = sharedCompilerHost(config.options);
  const texts = new Map([[FIXTURE, text], [STRIPPED, stripped]]);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (fileName) => texts.get(fileName) ?? readFile(fileName);
  host.fileExists = (fileName) => texts.has(fileName) || fileExists(fileName);
  const program = ts.createProgram([FIXTURE, STRIPPED], { ...config.options, noEmit: true }, host);
  const of = (fileName: string) => ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).filter((diagnostic) => diagnostic.file?.fileName === fileName);
  return { fixture: of(FIXTURE), stripped: of(STRIPPED) };
}

function lineOf(diagnostic: ts.Diagnostic): number {
  return diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
}

describe('generated handler contract types', () => {
  const source = readFileSync(FIXTURE, 'utf8');
  const lines = source.split('\n');
  const marked = lines.flatMap((line, index) => (line.trim().startsWith('// @ts-expect-error') ? [index + 1] : []));
  const stripped = lines.map((line) => (line.trim().startsWith('// @ts-expect-error') ? '' : line)).join('\n');
  let diagnostics: ReturnType<typeof diagnosticsFor>;
  beforeAll(() => {
    diagnostics = diagnosticsFor(source, stripped);
  }, 180_000);

  it('compiles the fixture under strict settings with every expectation met', () => {
    expect(marked.length).toBeGreaterThanOrEqual(10);
    const messages = diagnostics.fixture.map((diagnostic) => `${lineOf(diagnostic) + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    expect(messages).toEqual([]);
  });

  it('fails on each marked line once the expectation is removed', () => {
    const failing = new Set(diagnostics.stripped.map(lineOf));
    // A marked comment at line n (0-based n-1) covers the statement starting on the next line (0-based n).
    expect(marked.filter((line) => !failing.has(line))).toEqual([]);
  });
});
