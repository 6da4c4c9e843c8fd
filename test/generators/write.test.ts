/** The writer (atomic replace, path checks) and the drift check (changed, missing, extra). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import { EMITTERS } from '../../generators/emit/index.js';
import { checkOutput, formatFile, writeOutput } from '../../generators/write/index.js';
import type { Emitter, GeneratedFile } from '../../generators/model/types.js';
import { REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';

const SMALL_SPEC = `openapi: 3.1.0
info: { title: small, version: '1' }
paths:
  /a:
    get:
      operationId: getA
      responses: { '204': { description: none } }
`;

function seedFolder(name: string): string {
  const out = path.join(scratchDir(name), 'generated');
  mkdirSync(out);
  writeFileSync(path.join(out, 'old.ts'), OLD_FILE);
  return out;
}

/** What an earlier run wrote: the header marks the folder as generated, so it may be replaced. */
const OLD_FILE = '/**\n * Generated from old.yaml by npm run generate. Do not edit.\n */\n\nexport const old = 1;\n';

const okEmitter: Emitter = () => [{ path: 'a.ts', contents: 'export const a = 1;\n' }];

describe('writeOutput', () => {
  it('replaces the folder as a whole, with LF endings', async () => {
    const out = seedFolder('replace');
    await writeOutput(out, [{ path: 'sub/b.ts', contents: 'export const b = 1;\r\n', format: 'none' }]);
    expect(readdirSync(out)).toEqual(['sub']);
    expect(readFileSync(path.join(out, 'sub/b.ts'), 'utf8')).toBe('export const b = 1;\n');
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('refuses to replace a folder of hand-made files (a mistyped --out), and leaves it as it was', async () => {
    const out = path.join(scratchDir('hand-made'), 'src');
    mkdirSync(path.join(out, 'nested'), { recursive: true });
    writeFileSync(path.join(out, 'notes.txt'), 'mine\n');
    writeFileSync(path.join(out, 'nested', 'x.ts'), '/** Generated from a.yaml by npm run generate. Do not edit. */\n');
    await expect(writeOutput(out, [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/refusing to replace .*src: .*"Generated from … Do not edit\." header/);
    expect(readdirSync(out).sort()).toEqual(['nested', 'notes.txt']);
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine\n');
    expect(readdirSync(path.dirname(out))).toEqual(['src']);
  });

  it('refuses a file where the folder should be, and accepts an empty folder', async () => {
    const dir = scratchDir('file-or-empty');
    writeFileSync(path.join(dir, 'out'), 'a file\n');
    await expect(writeOutput(path.join(dir, 'out'), [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/refusing to replace .*out: it is a file/);
    expect(readFileSync(path.join(dir, 'out'), 'utf8')).toBe('a file\n');
    mkdirSync(path.join(dir, 'empty'));
    await writeOutput(path.join(dir, 'empty'), [{ path: 'a.ts', contents: 'x', format: 'none' }]);
    expect(readdirSync(path.join(dir, 'empty'))).toEqual(['a.ts']);
  });

  it('leaves the old folder intact and no temporary folder behind when a write fails', async () => {
    const out = seedFolder('atomic-write');
    const files: GeneratedFile[] = [
      { path: 'good.ts', contents: 'x' },
      { path: '../escape.ts', contents: 'x' },
    ];
    await expect(writeOutput(out, files)).rejects.toThrow(/"\.\.\/escape\.ts".*"\." or "\.\." segment/);
    expect(readdirSync(out)).toEqual(['old.ts']);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('never writes when an emitter fails: the old folder stays as it was', async () => {
    const spec = writeSpec('failing-emitter', SMALL_SPEC);
    const out = seedFolder('atomic-emitter');
    const failing: Emitter = () => {
      throw new Error('boom');
    };
    const run = async () => writeOutput(out, (await generate({ specPath: spec, emitters: [{ name: 'ok', emit: okEmitter }, { name: 'broken', emit: failing }] })).files);
    await expect(run()).rejects.toThrow('emitter "broken" failed: boom');
    expect(readdirSync(out)).toEqual(['old.ts']);
    expect(readFileSync(path.join(out, 'old.ts'), 'utf8')).toBe(OLD_FILE);
  });

  it('stops an emitter still working in the background when another fails, and waits for it', async () => {
    const spec = writeSpec('failing-with-background', SMALL_SPEC);
    let stopped = false;
    const background: Emitter = (_model, context) =>
      new Promise((_resolve, reject) => {
        context.signal?.addEventListener('abort', () => {
          setTimeout(() => {
            stopped = true;
            reject(new Error('aborted'));
          }, 50);
        });
      });
    const failing: Emitter = () => {
      throw new Error('boom');
    };
    const run = generate({ specPath: spec, emitters: [{ name: 'slow', emit: background, background: true }, { name: 'broken', emit: failing }] });
    await expect(run).rejects.toThrow('emitter "broken" failed: boom');
    expect(stopped).toBe(true);
  });

  it('refuses two emitters writing one path, naming both', async () => {
    const spec = writeSpec('duplicate-path', SMALL_SPEC);
    const run = generate({ specPath: spec, emitters: [{ name: 'first', emit: okEmitter }, { name: 'second', emit: () => [{ path: 'A.ts', contents: '' }] }] });
    await expect(run).rejects.toThrow(/emitters "first" and "second" both write "A\.ts"/);
  });

  it('refuses a path escaping the output folder before formatting anything', async () => {
    const spec = writeSpec('escaping-path', SMALL_SPEC);
    const run = generate({ specPath: spec, emitters: [{ name: 'sneaky', emit: () => [{ path: '/etc/passwd', contents: '' }] }] });
    await expect(run).rejects.toThrow(/emitter "sneaky" wrote "\/etc\/passwd", which is absolute/);
  });
});

describe('checkOutput', () => {
  const files: GeneratedFile[] = [
    { path: 'a.ts', contents: 'export const a = 1;\n' },
    { path: 'runtime/b.ts', contents: 'export const b = 2;\n' },
  ];

  async function writtenFolder(name: string): Promise<string> {
    const out = path.join(scratchDir(name), 'generated');
    await writeOutput(out, files);
    return out;
  }

  it('is clean right after writing', async () => {
    const result = await checkOutput(await writtenFolder('clean'), files);
    expect(result).toMatchObject({ clean: true, drifts: [], compared: 2 });
  });

  it('reports a hand-edited file with a unified diff', async () => {
    const out = await writtenFolder('edited');
    writeFileSync(path.join(out, 'a.ts'), 'export const a = 42;\n');
    const result = await checkOutput(out, files);
    expect(result.clean).toBe(false);
    expect(result.drifts.map((drift) => [drift.path, drift.kind])).toEqual([['a.ts', 'changed']]);
    expect(result.drifts[0]?.patch).toContain('--- a/a.ts');
    expect(result.drifts[0]?.patch).toContain('-export const a = 42;');
    expect(result.drifts[0]?.patch).toContain('+export const a = 1;');
  });

  it('reports a deleted file as missing', async () => {
    const out = await writtenFolder('deleted');
    rmSync(path.join(out, 'runtime/b.ts'));
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind])).toEqual([['runtime/b.ts', 'missing']]);
    expect(result.drifts[0]?.patch).toContain('+++ b/runtime/b.ts');
  });

  it('reports a file that would no longer be generated as extra', async () => {
    const out = await writtenFolder('extra');
    writeFileSync(path.join(out, 'stale.ts'), 'export const stale = 0;\n');
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind])).toEqual([['stale.ts', 'extra']]);
    expect(result.drifts[0]?.patch).toContain('--- a/stale.ts');
  });

  it('reports every difference, not just the first, and an absent folder as all missing', async () => {
    const out = await writtenFolder('all');
    writeFileSync(path.join(out, 'a.ts'), 'changed\n');
    rmSync(path.join(out, 'runtime/b.ts'));
    writeFileSync(path.join(out, 'z.ts'), 'extra\n');
    expect((await checkOutput(out, files)).drifts.map((drift) => drift.kind)).toEqual(['changed', 'missing', 'extra']);
    const absent = path.join(scratchDir('absent'), 'nothing-here');
    expect(existsSync(absent)).toBe(false);
    expect((await checkOutput(absent, files)).drifts.map((drift) => drift.kind)).toEqual(['missing', 'missing']);
  });
});

describe('determinism', () => {
  it('two generations of the project spec are byte-identical', async () => {
    const spec = path.join(REPO_ROOT, 'spec/openapi.yaml');
    const first = await generate({ specPath: spec, emitters: EMITTERS });
    const second = await generate({ specPath: spec, emitters: EMITTERS });
    expect(second.files.map((file) => file.path)).toEqual(first.files.map((file) => file.path));
    expect(second.files).toEqual(first.files);
    expect(first.files.length).toBeGreaterThan(3);
    const paths = first.files.map((file) => file.path);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }, 300_000);
});

describe('writeOutput refuses folders that are not generated output', () => {
  it.each([
    ['the working directory', () => process.cwd()],
    ['a parent of the working directory', () => path.dirname(process.cwd())],
    ['a folder holding package.json', () => {
      const dir = scratchDir('project-like');
      writeFileSync(path.join(dir, 'package.json'), '{}\n');
      return dir;
    }],
  ])('%s', async (_name, folder) => {
    const target = folder();
    await expect(writeOutput(target, [{ path: 'a.ts', contents: '' }])).rejects.toThrow(/refusing to replace/);
    expect(existsSync(target)).toBe(true);
  });
});

describe('formatFile', () => {
  it('makes text well-formed so what check compares is what is written', async () => {
    const formatted = await formatFile({ path: 'a.md', contents: 'lone \uD800 surrogate\r\n', format: 'none' });
    expect(formatted.contents).toBe('lone \uFFFD surrogate\n');
    const out = path.join(scratchDir('surrogate'), 'generated');
    await writeOutput(out, [formatted]);
    expect((await checkOutput(out, [formatted])).clean).toBe(true);
  });
});
