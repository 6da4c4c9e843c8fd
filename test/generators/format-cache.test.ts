/**
 * The runtime copies are formatted once and remembered (generators/format/format-cache.ts),
 * without their header, which names the output folder: the formatted runtime must be exactly
 * what formatting each whole file (header included) gives,
 * and a remembered result must only be reused for the same text, prettier and options.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitRuntime } from '../../generators/emit/runtime.js';
import { cachedFormat, FORMATTED_FILES } from '../../generators/format/format-cache.js';
import { formatFile, formatTypeScript } from '../../generators/format/format.js';
import { PRETTIER_OPTIONS } from '../../generators/format/options.js';
import { scratchDir } from './helpers/scratch.js';

describe('formatted runtime copies', () => {
  it('equal formatting each whole file, header included', async () => {
    const files = await emitRuntime({} as never, { regenerateCommand: 'npm run generate -- --spec a.yaml --out b' });
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      // The header stays out of what is formatted and remembered (it names the output folder):
      // formatting the whole file, header included, must give the same text.
      const text = (file.header ?? '') + file.contents;
      const whole = file.format === 'typescript' ? await formatTypeScript(text, file.path) : text;
      expect((await formatFile(file)).contents, file.path).toBe(whole);
    }
    expect(files.filter((file) => file.path.endsWith('.ts')).every((file) => file.header?.includes('--out b') === true && !file.contents.includes('--out b'))).toBe(true);
  }, 120_000);
});

/** prettier with the pinned options, counting its calls. */
function countingFormat(): { format: (input: string) => Promise<string>; calls: () => number } {
  let calls = 0;
  return {
    format: async (input) => {
      calls += 1;
      return formatTypeScript(input, 'x.ts');
    },
    calls: () => calls,
  };
}

describe('cachedFormat', () => {
  it('formats once, then returns the remembered text for the same input and options only', async () => {
    const folder = scratchDir('format-cache');
    const text = 'export const remembered = {  a: 1 };\n';
    const { format, calls } = countingFormat();
    const first = await cachedFormat(text, PRETTIER_OPTIONS, format, folder);
    expect(first).toBe(await formatTypeScript(text, 'x.ts'));
    expect(await cachedFormat(text, PRETTIER_OPTIONS, format, folder)).toBe(first);
    expect(calls()).toBe(1);
    await cachedFormat(text, { ...PRETTIER_OPTIONS, printWidth: 20 }, format, folder);
    await cachedFormat(`${text}\n`, PRETTIER_OPTIONS, format, folder);
    expect(calls()).toBe(3);
    expect(readdirSync(folder).every((name) => name.endsWith('.ts'))).toBe(true);
  });

  it('reads the entry the package carries (dist/formatted/) when its own folder has none, and formats nothing', async () => {
    const packed = scratchDir('format-cache-packed');
    const own = scratchDir('format-cache-own');
    const text = 'export const packed = {  a: 1 };\n';
    const { format, calls } = countingFormat();
    // What `npm pack` does: a generate with a cache folder of its own, whose entries the package carries.
    const formatted = await cachedFormat(text, PRETTIER_OPTIONS, format, packed);
    expect(calls()).toBe(1);
    expect(await cachedFormat(text, PRETTIER_OPTIONS, format, own, packed)).toBe(formatted);
    expect(calls()).toBe(1);
    // Other options, or another text, are not what the package carries: formatted.
    await cachedFormat(text, { ...PRETTIER_OPTIONS, printWidth: 20 }, format, own, packed);
    expect(calls()).toBe(2);
  });

  it('still formats when the folder cannot be written', async () => {
    const blocked = path.join(scratchDir('format-cache-blocked'), 'file');
    writeFileSync(blocked, 'not a folder');
    expect(await cachedFormat('export  const a=1', PRETTIER_OPTIONS, (input) => formatTypeScript(input, 'x.ts'), path.join(blocked, 'cache'))).toBe('export const a = 1;\n');
  });

  it(`keeps at most ${FORMATTED_FILES} entries, however many texts it has formatted (each toolkit version adds its own)`, async () => {
    const folder = scratchDir('format-cache-bounded');
    for (let index = 0; index <= FORMATTED_FILES + 20; index += 1) await cachedFormat(`export const a${index} = 1;\n`, PRETTIER_OPTIONS, async (input) => input, folder);
    expect(readdirSync(folder).length).toBeLessThanOrEqual(FORMATTED_FILES);
  });
});
