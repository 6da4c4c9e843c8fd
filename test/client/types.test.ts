/**
 * Compile-time guarantees of the generated client, checked with the real compiler under an app
 * team's strict settings: the consumer compiles; every mistake in types/expect-errors.ts is an
 * error, of the kind its directive names, on the line it names.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, OUR_SPEC, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { tsc, type TscResult } from './helpers/tsc.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIRECTIVE = /\/\/ @ts-expect-error (TS\d+)\b/;

/** The scratch folder mirrors the repository layout, so `../../../generated/client.js` resolves to fresh output. */
let root: string;

beforeAll(async () => {
  root = scratchDir('types');
  await generateClient(OUR_SPEC, path.join(root, 'generated'));
  for (const folder of ['consumer', 'types']) {
    cpSync(path.join(HERE, folder), path.join(root, 'test/client', folder), { recursive: true });
  }
});

afterAll(removeScratchDirs);

/** Line numbers (1-based) that must fail, with the code each directive names. */
function expectedErrors(source: string): Map<number, string> {
  const expected = new Map<number, string>();
  source.split('\n').forEach((line, index) => {
    const code = DIRECTIVE.exec(line)?.[1];
    if (code !== undefined) expected.set(index + 2, code);
  });
  return expected;
}

/** The copy of types/expect-errors.ts without its directives, beside it. */
const UNMARKED = 'expect-errors-unmarked.ts';

/**
 * One compiler program for the three tests below: the consumer, the mistakes file as written and
 * the same file without its directives, each a module of its own (so none affects another), under
 * the options both tsconfig files set (asserted equal). A program per test checked the generated
 * client and its runtime again each time.
 */
let strictRun: Promise<TscResult> | undefined;
function strictProgram(): Promise<TscResult> {
  if (strictRun === undefined) {
    const options = (folder: string) => (JSON.parse(readFileSync(path.join(root, 'test/client', folder, 'tsconfig.json'), 'utf8')) as { compilerOptions: unknown }).compilerOptions;
    expect(options('types')).toEqual(options('consumer'));
    const mistakes = path.join(root, 'test/client/types/expect-errors.ts');
    writeFileSync(path.join(root, 'test/client/types', UNMARKED), readFileSync(mistakes, 'utf8').replace(/\/\/ @ts-expect-error /g, '// (expected error) '));
    const tsconfig = path.join(root, 'test/client/tsconfig.types.json');
    writeFileSync(tsconfig, JSON.stringify({ compilerOptions: options('consumer'), files: ['consumer/consumer.ts', 'types/expect-errors.ts', `types/${UNMARKED}`] }));
    strictRun = tsc(tsconfig);
  }
  return strictRun;
}

/** What tsc printed (first lines of messages: continuation lines are indented) about none of `files`. */
function printedBesides(result: TscResult, files: readonly string[]): string[] {
  return result.output.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !files.some((file) => new RegExp(`(^|/)${file.replace('.', '\\.')}\\(`).test(line)));
}

describe('generated client types (strict tsc)', () => {
  it('compile in an app team\'s consumer file', async () => {
    // The consumer and the generated client it imports: no error.
    expect(printedBesides(await strictProgram(), ['expect-errors.ts', UNMARKED])).toEqual([]);
  });

  it('accept every @ts-expect-error (none unused)', async () => {
    const result = await strictProgram();
    expect(result.output.split('\n').filter((line) => /(^|\/)expect-errors\.ts\(/.test(line))).toEqual([]);
    expect(printedBesides(result, ['consumer.ts', UNMARKED])).toEqual([]);
  });

  it('fail exactly at the marked lines, with the named error codes, once the directives are removed', async () => {
    const source = readFileSync(path.join(root, 'test/client/types/expect-errors.ts'), 'utf8');
    const expected = expectedErrors(source);
    expect(expected.size).toBeGreaterThanOrEqual(12);
    const result = await strictProgram();
    const actual = new Map(result.diagnostics.filter((d) => d.file.endsWith(UNMARKED)).map((d) => [d.line, d.code]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    // Nothing but those lines fails in the unmarked copy's part of the program (it and the generated client).
    expect(printedBesides(result, ['consumer.ts', 'expect-errors.ts', UNMARKED])).toEqual([]);
  });
});
