/**
 * Files laid out part by part (generators/format/parts.ts): the result must be exactly what
 * prettier gives on the whole file, for every file an emitter hands over in parts, and the
 * remembered parts (generators/format/format-cache.ts partMemory) must only ever stand in for
 * the same text, so a run after an edit formats only the parts that changed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';
import { partMemory } from '../../generators/format/format-cache.js';
import { formatFile, formatTypeScript } from '../../generators/format/format.js';
import { PRETTIER_OPTIONS } from '../../generators/format/options.js';
import { formatInParts, type PartMemory } from '../../generators/format/parts.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { FIXTURES, REPO_ROOT, scratchDir } from './helpers/scratch.js';

/** Remembers nothing: every part is formatted. */
const FORGETFUL: PartMemory = { get: () => undefined, set: () => undefined, save: () => undefined };

const DOCUMENTS = [
  path.join(REPO_ROOT, 'spec/openapi.yaml'),
  path.join(FIXTURES, 'hostile.yaml'),
  path.join(REPO_ROOT, 'test/corpus/documents/gotify-server.json'),
  path.join(REPO_ROOT, 'test/corpus/documents/go-swagger-todo-list.yml'),
];

async function filesInParts(file: string): Promise<GeneratedFile[]> {
  const model = buildModel(await loadDocument(file), { source: file });
  const files: GeneratedFile[] = [];
  for (const { emit } of EMITTERS) {
    for (const generated of await emit(model, { regenerateCommand: 'npm run generate' })) if (generated.parts !== undefined) files.push(generated);
  }
  return files;
}

function counting(format: (text: string) => Promise<string>): { format: (text: string) => Promise<string>; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    format: (text) => {
      calls.push(text);
      return format(text);
    },
  };
}

describe('formatting in parts', () => {
  it.each(DOCUMENTS)('gives what prettier gives on the whole file, for every file emitted in parts from %s', async (document) => {
    const files = await filesInParts(document);
    expect(files.map((file) => file.path).sort()).toEqual(['client.ts', 'envelope.ts', 'server.ts']);
    for (const file of files) {
      expect(file.parts!.join(''), file.path).toBe(file.contents);
      expect(file.parts!.length, file.path).toBeGreaterThan(2);
      const whole = await formatTypeScript(file.contents, file.path);
      expect(await formatInParts(file.parts!, (text) => formatTypeScript(text, file.path), FORGETFUL), file.path).toBe(whole);
    }
  }, 120_000);

  it('keeps the layouts of one document under its source, whatever the output folder: only the header part differs', async () => {
    const model = buildModel(await loadDocument(DOCUMENTS[0]!), { source: 'spec/openapi.yaml' });
    const emitted = async (command: string): Promise<GeneratedFile[]> => {
      const files: GeneratedFile[] = [];
      for (const { emit } of EMITTERS) files.push(...(await emit(model, { regenerateCommand: command })).filter((file) => file.parts !== undefined));
      return files;
    };
    const [here, there] = [await emitted('npm run generate -- --out a'), await emitted('npm run generate -- --out b')];
    expect(here.map((file) => file.partsScope)).toEqual(['spec/openapi.yaml', 'spec/openapi.yaml', 'spec/openapi.yaml']);
    here.forEach((file, index) => {
      const other = there[index]!;
      expect(other.partsScope).toBe(file.partsScope);
      const differing = file.parts!.flatMap((part, at) => (part === other.parts![at] ? [] : [at]));
      expect(differing, file.path).toEqual([0]);
    });
  });

  it('joins parts with one line break, or a blank line where the white space between them holds one', async () => {
    const parts = ['/** Header. */\n', '\n', 'const a = 1;\n', 'const b = 2;', '\n\n\n', '\n  const c = 3;\n', '   \n', 'const d = 4;\n'];
    const whole = await formatTypeScript(parts.join(''), 'x.ts');
    expect(whole).toBe('/** Header. */\n\nconst a = 1;\nconst b = 2;\n\nconst c = 3;\n\nconst d = 4;\n');
    expect(await formatInParts(parts, (text) => formatTypeScript(text, 'x.ts'), FORGETFUL)).toBe(whole);
  });

  it('reports a part that does not parse as the generator bug it is, naming the file', async () => {
    await expect(formatFile({ path: 'broken.ts', contents: 'const a = 1;\nconst b = {\n', parts: ['const a = 1;\n', 'const b = {\n'] })).rejects.toThrow(/generated file broken\.ts is not valid TypeScript[\s\S]*generator bug/);
  });
});

describe('remembered parts', () => {
  const options = PRETTIER_OPTIONS;

  it('formats only the parts it has not seen, and keeps only the parts of its last run', async () => {
    const folder = scratchDir('format-parts');
    const first = ['/** Header. */\n', 'export const a = {  b: 1 };\n', '\nexport const c = [1,2];\n'];
    const run = async (parts: string[]): Promise<{ text: string; calls: string[] }> => {
      const formatter = counting((text) => formatTypeScript(text, 'x.ts'));
      const text = await formatInParts(parts, formatter.format, partMemory('x.ts', parts[0]!, options, folder));
      return { text, calls: formatter.calls };
    };
    const cold = await run(first);
    expect(cold.calls).toHaveLength(3);
    expect(cold.text).toBe(await formatTypeScript(first.join(''), 'x.ts'));
    const warm = await run(first);
    expect(warm.calls).toHaveLength(0);
    expect(warm.text).toBe(cold.text);

    const edited = [first[0]!, 'export const a = {  b: 2 };\n', first[2]!];
    const afterEdit = await run(edited);
    expect(afterEdit.calls).toEqual(['export const a = {  b: 2 };']);
    expect(afterEdit.text).toBe(await formatTypeScript(edited.join(''), 'x.ts'));
    // The pack holds this run's three parts only: the edited-away part is gone.
    const [pack] = readdirSync(folder);
    expect(Object.keys(JSON.parse(readFileSync(path.join(folder, pack!), 'utf8')) as object)).toHaveLength(3);
    expect((await run(first)).calls).toEqual(['export const a = {  b: 1 };']);
  });

  it('keeps a pack per file and source, and reads a damaged pack as empty', async () => {
    const folder = scratchDir('format-parts-scope');
    const parts = ['/** From a.yaml. */\n', 'export const a = 1;\n'];
    const formatter = counting((text) => formatTypeScript(text, 'x.ts'));
    await formatInParts(parts, formatter.format, partMemory('client.ts', parts[0]!, options, folder));
    await formatInParts(parts, formatter.format, partMemory('server.ts', parts[0]!, options, folder));
    await formatInParts(['/** From b.yaml. */\n', parts[1]!], formatter.format, partMemory('client.ts', '/** From b.yaml. */\n', options, folder));
    expect(readdirSync(folder)).toHaveLength(3);
    expect(formatter.calls).toHaveLength(6);
    for (const name of readdirSync(folder)) writeFileSync(path.join(folder, name), '{"not": 1}');
    const again = counting((text) => formatTypeScript(text, 'x.ts'));
    expect(await formatInParts(parts, again.format, partMemory('client.ts', parts[0]!, options, folder))).toBe(await formatTypeScript(parts.join(''), 'x.ts'));
    expect(again.calls).toHaveLength(2);
  });

  it('does not stand in for the same text under other options', async () => {
    const folder = scratchDir('format-parts-options');
    const parts = ['/** Header. */\n', 'export const a = {  b: 1 };\n'];
    const formatter = counting((text) => formatTypeScript(text, 'x.ts'));
    await formatInParts(parts, formatter.format, partMemory('x.ts', parts[0]!, options, folder));
    await formatInParts(parts, formatter.format, partMemory('x.ts', parts[0]!, { ...options, printWidth: 60 }, folder));
    expect(formatter.calls).toHaveLength(4);
  });
});
