/**
 * Type tests for the generated handler contract: fixtures/handler-contract.ts compiles cleanly
 * with strict tsc, and with its `@ts-expect-error` comments removed every marked line fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharedCompilerHost } from '../support/typescript-host.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/handler-contract.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

function diagnosticsFor(text: string): readonly ts.Diagnostic[] {
  const config = ts.getParsedCommandLineOfConfigFile(TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error(`cannot read ${TSCONFIG}`);
  const host = sharedCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => (fileName === FIXTURE ? text : readFile(fileName));
  const program = ts.createProgram([FIXTURE], { ...config.options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).filter((diagnostic) => diagnostic.file?.fileName === FIXTURE);
}

function lineOf(diagnostic: ts.Diagnostic): number {
  return diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
}

describe('generated handler contract types', () => {
  const source = readFileSync(FIXTURE, 'utf8');
  const lines = source.split('\n');
  const marked = lines.flatMap((line, index) => (line.trim().startsWith('// @ts-expect-error') ? [index + 1] : []));

  it('compiles the fixture under strict settings with every expectation met', () => {
    expect(marked.length).toBeGreaterThanOrEqual(10);
    const messages = diagnosticsFor(source).map((diagnostic) => `${lineOf(diagnostic) + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    expect(messages).toEqual([]);
  }, 180_000);

  it('fails on each marked line once the expectation is removed', () => {
    const stripped = lines.map((line) => (line.trim().startsWith('// @ts-expect-error') ? '' : line)).join('\n');
    const failing = new Set(diagnosticsFor(stripped).map(lineOf));
    // A marked comment at line n (0-based n-1) covers the statement starting on the next line (0-based n).
    expect(marked.filter((line) => !failing.has(line))).toEqual([]);
  }, 180_000);
});
