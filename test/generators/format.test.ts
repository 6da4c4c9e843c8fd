/**
 * The formatting stage (generators/format/): TypeScript laid out by prettier with the pinned
 * options, every other file kept as it is, text that does not parse refused as a generator bug,
 * a quoted `__proto__` key never made bare, and the fast parser giving exactly what the pinned
 * parser gives on everything we generate (decisions/0003).
 */
import path from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import { formatFile, formatTypeScript } from '../../generators/format/format.js';
import { FAST_PARSER, PRETTIER_OPTIONS } from '../../generators/format/options.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { FIXTURES, REPO_ROOT } from './helpers/scratch.js';

describe('formatTypeScript', () => {
  it('lays out with the pinned options: two spaces, single quotes, semicolons, trailing commas', async () => {
    const text = 'export const a = {"b": "c", d: [1,2,3], e: (x: number) => x}\nexport type T = {x: "y"}';
    expect(await formatTypeScript(text, 'a.ts')).toBe("export const a = { 'b': 'c', d: [1, 2, 3], e: (x: number) => x };\nexport type T = { x: 'y' };\n");
  });

  it('keeps a quoted __proto__ key quoted, so it stays a property and never sets the prototype', async () => {
    expect(await formatTypeScript("const a = { '__proto__': 1, 'plain': 2 };", 'a.ts')).toBe("const a = { '__proto__': 1, 'plain': 2 };\n");
  });

  it(`breaks lines wider than ${PRETTIER_OPTIONS.printWidth} columns and keeps narrower ones`, async () => {
    const width = PRETTIER_OPTIONS.printWidth!;
    const fits = `export const list = [${Array.from({ length: 8 }, (_, index) => `'item${index}'`).join(', ')}];`;
    expect(fits.length).toBeLessThanOrEqual(width);
    expect(await formatTypeScript(fits, 'a.ts')).toBe(`${fits}\n`);
    const wide = `export const list = [${Array.from({ length: 12 }, (_, index) => `'item${index}'`).join(', ')}];`;
    expect(wide.length).toBeGreaterThan(width);
    const lines = (await formatTypeScript(wide, 'a.ts')).trimEnd().split('\n');
    expect(lines.length).toBe(14);
    expect(lines.every((line) => line.length <= width)).toBe(true);
  });

  it('refuses text that is not TypeScript, naming the file as a generator bug', async () => {
    await expect(formatTypeScript('export const a = {', 'broken.ts')).rejects.toThrow(/generated file broken\.ts is not valid TypeScript[\s\S]*generator bug/);
  });
});

describe('formatFile', () => {
  it('leaves files that are already in their final form as they are, only with LF endings', async () => {
    expect((await formatFile({ path: 'x.json', contents: '{\r\n  "a":   1\r\n}\r\n', format: 'json' })).contents).toBe('{\n  "a":   1\n}\n');
    const types = 'export type X = {\n    "a": string;\n};\n';
    expect((await formatFile({ path: 'types.ts', contents: types, format: 'none' })).contents).toBe(types);
  });
});

describe('the fast parser', () => {
  it.each([path.join(REPO_ROOT, 'spec/openapi.yaml'), path.join(FIXTURES, 'hostile.yaml')])(
    'formats what the emitters produce for %s exactly as the pinned parser does, and formatting is a fixed point',
    async (file) => {
      const model = buildModel(await loadDocument(file), { source: file });
      let checked = 0;
      for (const { emit } of EMITTERS) {
        for (const generated of await emit(model, { regenerateCommand: 'npm run generate' })) {
          if ((generated.format ?? 'typescript') !== 'typescript' || generated.cacheable === true) continue;
          const pinned = await format(generated.contents, PRETTIER_OPTIONS);
          expect(await formatTypeScript(generated.contents, generated.path), generated.path).toBe(pinned);
          expect(await formatTypeScript(pinned, generated.path), generated.path).toBe(pinned);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(3);
    },
    120_000,
  );
});
