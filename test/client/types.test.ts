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
import { tsc } from './helpers/tsc.js';

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

describe('generated client types (strict tsc)', () => {
  it('compile in an app team\'s consumer file', async () => {
    const result = await tsc(path.join(root, 'test/client/consumer/tsconfig.json'));
    expect(result.output).toBe('');
    expect(result.exitCode).toBe(0);
  });

  it('accept every @ts-expect-error (none unused)', async () => {
    const result = await tsc(path.join(root, 'test/client/types/tsconfig.json'));
    expect(result.output).toBe('');
    expect(result.exitCode).toBe(0);
  });

  it('fail exactly at the marked lines, with the named error codes, once the directives are removed', async () => {
    const file = path.join(root, 'test/client/types/expect-errors.ts');
    const source = readFileSync(file, 'utf8');
    const expected = expectedErrors(source);
    expect(expected.size).toBeGreaterThanOrEqual(12);
    writeFileSync(file, source.replace(/\/\/ @ts-expect-error /g, '// (expected error) '));
    const result = await tsc(path.join(root, 'test/client/types/tsconfig.json'));
    const actual = new Map(result.diagnostics.filter((d) => d.file.endsWith('expect-errors.ts')).map((d) => [d.line, d.code]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(result.diagnostics.every((d) => d.file.endsWith('expect-errors.ts'))).toBe(true);
  });
});
