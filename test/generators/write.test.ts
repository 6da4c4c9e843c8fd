/** The writer (atomic replace, path checks) and the drift check (changed, missing, extra). */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import { EMITTERS } from '../../generators/emit/index.js';
import { assertCheckable, checkOutput, MANIFEST_PATH, prepareOutput, writeOutput, writeOutputs } from '../../generators/write/index.js';
import { RefusedOutput } from '../../generators/write/refused-output.js';
import { formatFile } from '../../generators/format/format.js';
import { isAbandoned, ownedScratchName, STALE_AFTER_MS } from '../../generators/scratch.js';
import type { Emitter, GeneratedFile } from '../../generators/emit/emitter.js';
import { REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';

const SMALL_SPEC = `openapi: 3.1.0
info: { title: small, version: '1' }
paths:
  /a:
    get:
      operationId: getA
      responses: { '204': { description: none } }
`;

async function seedFolder(name: string): Promise<string> {
  const out = path.join(scratchDir(name), 'generated');
  await writeOutput(out, [{ path: 'old.ts', contents: OLD_FILE, format: 'none' }]);
  return out;
}

/** What an earlier run wrote (its manifest marks the folder as generated, so it may be replaced). */
const OLD_FILE = '/**\n * Generated from old.yaml by npm run generate. Do not edit.\n */\n\nexport const old = 1;\n';

const okEmitter: Emitter = () => [{ path: 'a.ts', contents: 'export const a = 1;\n' }];

describe('writeOutput', () => {
  it('replaces the folder as a whole, with LF endings', async () => {
    const out = await seedFolder('replace');
    await writeOutput(out, [{ path: 'sub/b.ts', contents: 'export const b = 1;\r\n', format: 'none' }]);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'sub']);
    expect(readFileSync(path.join(out, 'sub/b.ts'), 'utf8')).toBe('export const b = 1;\n');
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('refuses to replace a folder of hand-made files (a mistyped --out), and leaves it as it was', async () => {
    const out = path.join(scratchDir('hand-made'), 'src');
    mkdirSync(path.join(out, 'nested'), { recursive: true });
    writeFileSync(path.join(out, 'notes.txt'), 'mine\n');
    writeFileSync(path.join(out, 'nested', 'x.ts'), '/** Generated from a.yaml by npm run generate. Do not edit. */\n');
    await expect(writeOutput(out, [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/refusing to replace .*src: it is not empty and has no \.mtc-manifest/);
    expect(readdirSync(out).sort()).toEqual(['nested', 'notes.txt']);
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine\n');
    expect(readdirSync(path.dirname(out))).toEqual(['src']);
  });

  // A red-team pass (2026-11-27): the manifest was read with readFile, which waits for a writer on
  // a FIFO; generate hung before any work, and neither Ctrl-C nor SIGTERM ended it.
  it('refuses a folder whose manifest is not a file (a FIFO, a link) at once, without reading it', async () => {
    const out = await seedFolder('manifest-fifo');
    rmSync(path.join(out, MANIFEST_PATH));
    if (spawnSync('mkfifo', [path.join(out, MANIFEST_PATH)]).status !== 0) symlinkSync('/dev/zero', path.join(out, MANIFEST_PATH));
    await expect(prepareOutput(out)).rejects.toThrow(/refusing to replace .*generated: its \.mtc-manifest is a (FIFO \(named pipe\)|symbolic link), not the file generate writes/);
    rmSync(path.join(out, MANIFEST_PATH));
    symlinkSync(path.join(out, 'old.ts'), path.join(out, MANIFEST_PATH));
    await expect(prepareOutput(out)).rejects.toThrow(/its \.mtc-manifest is a symbolic link, not the file generate writes/);
  });

  // A red-team pass (2026-11-29): the manifest was read whole, so a 1 GiB one ended generate with a
  // bare "Invalid string length" after holding it in memory. Sparse: the file costs no disk.
  it('refuses a folder whose manifest is larger than any generate writes, without reading it', async () => {
    const out = await seedFolder('manifest-huge');
    truncateSync(path.join(out, MANIFEST_PATH), 600 * 1024 * 1024);
    await expect(prepareOutput(out)).rejects.toThrow(/refusing to replace .*generated: its \.mtc-manifest is a file of 600\.0 MiB, larger than any generate writes, not the file generate writes/);
  });

  it('refuses a file where the folder should be, and accepts an empty folder', async () => {
    const dir = scratchDir('file-or-empty');
    writeFileSync(path.join(dir, 'out'), 'a file\n');
    await expect(writeOutput(path.join(dir, 'out'), [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/refusing to replace .*out: it is a file/);
    expect(readFileSync(path.join(dir, 'out'), 'utf8')).toBe('a file\n');
    mkdirSync(path.join(dir, 'empty'));
    await writeOutput(path.join(dir, 'empty'), [{ path: 'a.ts', contents: 'x', format: 'none' }]);
    expect(readdirSync(path.join(dir, 'empty')).sort()).toEqual([MANIFEST_PATH, 'a.ts']);
  });

  it('checks where it will write before any work, and makes nothing there (prepareOutput)', async () => {
    const dir = scratchDir('prepare-nothing-made');
    await expect(prepareOutput(path.join(dir, 'a', 'b', 'generated'))).resolves.toBe(path.join(dir, 'a', 'b', 'generated'));
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine\n');
    await expect(prepareOutput(path.join(dir, 'notes.txt', 'sub', 'generated'))).rejects.toThrow(`: ${path.join(dir, 'notes.txt')} is a file, not a folder`);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('refuses at once a place where no folder can be made, in one line', async () => {
    // As root every mode is writable, but /sys takes no new folder; as anyone else a folder without write permission.
    const place = process.getuid?.() === 0 ? '/sys' : scratchDir('read-only');
    if (place !== '/sys') chmodSync(place, 0o555);
    try {
      await expect(prepareOutput(path.join(place, 'generated'))).rejects.toThrow(new RegExp(`^cannot write the output folder .*generated: no folder can be made in ${place} \\((EACCES|EPERM|EROFS)\\)$`));
    } finally {
      if (place !== '/sys') chmodSync(place, 0o755);
    }
  });

  // A new-user pass (2026-11-27): a read-only output folder was renamed aside and the new one put
  // in, then removing the old one failed (a bare EACCES, exit 1 after the output had changed),
  // and the hidden `.generated.mtc-old-…` it left failed every later run the same way.
  it('refuses before any work an output folder whose old files it could not remove, and changes nothing', async () => {
    const out = await seedFolder('read-only-output');
    chmodSync(out, 0o555);
    // Root may remove entries whatever the mode, so the writer runs as an ordinary user (nobody) then.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) spawnSync('chown', ['-R', '65534:65534', path.dirname(out)]);
    const script = [
      `import { writeOutput } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'generators/write/index.ts')).href)};`,
      `await writeOutput(${JSON.stringify(out)}, [{ path: 'new.ts', contents: 'export const fresh = 1;\\n', format: 'none' }]).then(() => console.log('written'), (error) => console.log(error.message));`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: path.dirname(out) } } : {}),
    });
    chmodSync(out, 0o755);
    expect(child.stdout.trim(), child.stderr).toBe(`cannot replace the output folder ${out}: ${out} is read-only (EACCES), and generate removes the old files once the new ones are in place; make it writable (chmod -R u+w ${out}) or choose another folder`);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'old.ts']);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  }, 60_000);

  // A new-user pass (2026-11-27): two generates started together into one folder; the one that
  // finished second failed with a bare "ENOTEMPTY: directory not empty, rename '….mtc-new-…'".
  it('says another run wrote the folder when one appears there during the swap, and leaves that one as it is', async () => {
    const out = await seedFolder('raced');
    const afterParking = () => writeOutput(out, [{ path: 'theirs.ts', contents: 'export const theirs = 1;\n', format: 'none' }]);
    await expect(writeOutput(out, [{ path: 'mine.ts', contents: 'export const mine = 1;\n', format: 'none' }], { afterParking })).rejects.toThrow(
      `${out} was written by another run (or another program) while this one was generating, so this run wrote nothing there: run generate again once the other has finished`,
    );
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'theirs.ts']);
    // The other run's folder is newer than the old one this run set aside: that one is removed, with this run's staging.
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('leaves the old folder intact and no temporary folder behind when a write fails', async () => {
    const out = await seedFolder('atomic-write');
    const files: GeneratedFile[] = [
      { path: 'good.ts', contents: 'x' },
      { path: '../escape.ts', contents: 'x' },
    ];
    await expect(writeOutput(out, files)).rejects.toThrow(/"\.\.\/escape\.ts".*"\." or "\.\." segment/);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'old.ts']);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('names the folder and says it is as it was when the system refuses a write (a full disk said only "ENOSPC … write")', async () => {
    const out = await seedFolder('refused-write');
    // ENAMETOOLONG stands in for ENOSPC: any error the system gives while staging.
    const files: GeneratedFile[] = [{ path: `${'n'.repeat(300)}.ts`, contents: 'x' }];
    await expect(writeOutput(out, files)).rejects.toThrow(/^cannot write the output folder .*generated: ENAMETOOLONG.*; nothing was replaced, and .*generated is as it was$/);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'old.ts']);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('never writes when an emitter fails: the old folder stays as it was', async () => {
    const spec = writeSpec('failing-emitter', SMALL_SPEC);
    const out = await seedFolder('atomic-emitter');
    const failing: Emitter = () => {
      throw new Error('boom');
    };
    const run = async () => writeOutput(out, (await generate({ specPath: spec, emitters: [{ name: 'ok', emit: okEmitter }, { name: 'broken', emit: failing }] })).files);
    await expect(run()).rejects.toThrow('emitter "broken" failed: boom');
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'old.ts']);
    expect(readFileSync(path.join(out, 'old.ts'), 'utf8')).toBe(OLD_FILE);
  });

  it('stops an emitter still working (awaiting) when another fails, and waits for it', async () => {
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
    const run = generate({ specPath: spec, emitters: [{ name: 'slow', emit: background }, { name: 'broken', emit: failing }] });
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
  const FOREIGN = `not a file: not written by generate (not in its ${MANIFEST_PATH}): move it out of this folder, which generate refuses while it is there`;
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
    expect(result).toMatchObject({ clean: true, drifts: [], compared: 3 });
  });

  it('reports a hand-edited file with a unified diff', async () => {
    const out = await writtenFolder('edited');
    writeFileSync(path.join(out, 'a.ts'), 'export const a = 42;\n');
    const result = await checkOutput(out, files);
    expect(result.clean).toBe(false);
    expect(result.drifts.map((drift) => [drift.path, drift.kind])).toEqual([['a.ts', 'changed']]);
    expect(result.drifts[0]?.report).toContain('--- a/a.ts');
    expect(result.drifts[0]?.report).toContain('-export const a = 42;');
    expect(result.drifts[0]?.report).toContain('+export const a = 1;');
  });

  // Generated text quotes the document: a description holding ESC ]0; retitled the terminal of
  // whoever ran check, ESC [31m coloured it, and U+202E printed the rest of the line reversed.
  it('percent-encodes in its diff what would act on a terminal or reorder a line, keeping tabs and lines', async () => {
    const out = await writtenFolder('terminal');
    const hostile = [{ ...files[0]!, contents: '/** \u001b]0;PWNED\u0007\u001b[31mred \u202e reversed */\nexport const a = 1;\n' }, files[1]!];
    const result = await checkOutput(out, hostile);
    const report = result.drifts.find((drift) => drift.path === 'a.ts')?.report ?? '';
    expect(report).toContain('+/** %1B]0;PWNED%07%1B[31mred %E2%80%AE reversed */');
    expect(report).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F\u202E]/);
    expect(report).toContain('--- a/a.ts\tdiffers from the generated file\n');
  });

  it('reports a deleted file as missing', async () => {
    const out = await writtenFolder('deleted');
    rmSync(path.join(out, 'runtime/b.ts'));
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind])).toEqual([['runtime/b.ts', 'missing']]);
    expect(result.drifts[0]?.report).toContain('+++ b/runtime/b.ts');
  });

  it('reports a file that would no longer be generated as extra', async () => {
    const out = path.join(scratchDir('extra'), 'generated');
    await writeOutput(out, [...files, { path: 'stale.ts', contents: 'export const stale = 0;\n' }]);
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind, drift.foreign])).toEqual([[MANIFEST_PATH, 'changed', false], ['stale.ts', 'extra', false]]);
    expect(result.drifts[1]?.report).toContain('--- a/stale.ts\tno longer generated');
  });

  it('says which extra files generate did not write: generate refuses the folder until they are moved out, so they are not "no longer generated"', async () => {
    const out = await writtenFolder('foreign');
    writeFileSync(path.join(out, 'mine.ts'), 'export const mine = 0;\n');
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind, drift.foreign])).toEqual([['mine.ts', 'extra', true]]);
    expect(result.drifts[0]?.report).toContain(`--- a/mine.ts\tnot written by generate (not in its ${MANIFEST_PATH}): move it out of this folder`);
    await expect(writeOutput(out, files)).rejects.toThrow(/mine\.ts/);
  });

  // A red-team pass (2026-11-27): check read every entry with readFile, following links, so a link
  // to a folder ended it with a bare "EISDIR: illegal operation on a directory, read", a dangling
  // link with "ENOENT", and a FIFO (mkfifo) held it forever, waiting for a writer.
  it('reports a link, a dangling link and a FIFO in the folder as extra entries, without following or reading them', async () => {
    const out = await writtenFolder('not-files');
    symlinkSync(path.dirname(out), path.join(out, 'to-folder'));
    symlinkSync('nowhere', path.join(out, 'dangling'));
    const fifo = spawnSync('mkfifo', [path.join(out, 'runtime', 'pipe')]).status === 0;
    const result = await checkOutput(out, files);
    const expected = [['dangling', 'extra', true], ...(fifo ? [['runtime/pipe', 'extra', true]] : []), ['to-folder', 'extra', true]];
    expect(result.drifts.map((drift) => [drift.path, drift.kind, drift.foreign])).toEqual(expected);
    expect(result.drifts[0]?.report).toBe(`dangling is a symbolic link, ${FOREIGN}\n`);
    if (fifo) expect(result.drifts[1]?.report).toBe(`runtime/pipe is a FIFO (named pipe), ${FOREIGN}\n`);
  });

  // A red-team pass (2026-11-29): check read every file whole, so a 1 GiB file dropped into the
  // folder ended it with a bare "Invalid string length" after taking 690 MB. Sparse files of
  // 600 MiB, past the longest string V8 makes: a file added, a generated file and the manifest.
  it('reports a file larger than any it diffs, and not the generated size, in one line without reading it', async () => {
    const out = await writtenFolder('huge-files');
    const huge = 600 * 1024 * 1024;
    truncateSync(path.join(out, 'a.ts'), huge);
    writeFileSync(path.join(out, 'video.mp4'), '');
    truncateSync(path.join(out, 'video.mp4'), huge);
    truncateSync(path.join(out, MANIFEST_PATH), huge);
    const result = await checkOutput(out, files);
    expect(result.drifts.map((drift) => [drift.path, drift.kind, drift.foreign, drift.summarised])).toEqual([
      [MANIFEST_PATH, 'changed', false, true],
      ['a.ts', 'changed', false, true],
      ['video.mp4', 'extra', true, true],
    ]);
    expect(result.drifts[1]?.report).toBe('a.ts differs (minified or large, no diff shown; 614400 KB on disk, 1 KB generated)\n');
    expect(result.drifts[2]?.report).toBe(`video.mp4 is ${FOREIGN.slice("not a file: ".length)} (minified or large, no diff shown)\n`);
  });

  it('refuses to check a file where the folder should be, in one line (assertCheckable)', async () => {
    const dir = scratchDir('check-file');
    writeFileSync(path.join(dir, 'out'), 'a file\n');
    await expect(assertCheckable(path.join(dir, 'out'))).rejects.toThrow(new RegExp(`^cannot check .*out: it is a file, not a folder generate wrote$`));
    await expect(assertCheckable(path.join(dir, 'absent'))).resolves.toBeUndefined();
    await expect(assertCheckable(dir)).resolves.toBeUndefined();
  });

  // A red-team pass (2026-11-28): `check --out afile/gen` said "cannot check afile/gen: ENOTDIR:
  // not a directory, lstat 'afile/gen'" and exited 1, a drift's code; generate refused it (exit 2).
  it('refuses to check a folder below a file, naming the file, as a refused folder (a usage error, as generate says it)', async () => {
    const dir = scratchDir('check-below-file');
    writeFileSync(path.join(dir, 'afile'), 'a file\n');
    const refusal = assertCheckable(path.join(dir, 'afile', 'deeper', 'gen'));
    await expect(refusal).rejects.toBeInstanceOf(RefusedOutput);
    await expect(assertCheckable(path.join(dir, 'afile', 'gen'))).rejects.toThrow(new RegExp(`^cannot check .*afile/gen: .*${path.sep}afile is a file, not a folder$`));
    // Written as a folder, the file itself is the one named (it said "a folder on its path").
    await expect(assertCheckable(`${path.join(dir, 'afile')}/`)).rejects.toThrow(new RegExp(`^cannot check .*afile/: .*${path.sep}afile is a file, not a folder$`));
  });

  // check used to follow the link and advise `generate --out link`, which generate then refuses.
  it('refuses to check a symbolic link where the folder should be, as generate refuses to write it', async () => {
    const dir = scratchDir('check-symlink');
    mkdirSync(path.join(dir, 'real'));
    symlinkSync(path.join(dir, 'real'), path.join(dir, 'out'));
    await expect(assertCheckable(path.join(dir, 'out'))).rejects.toThrow(new RegExp(`^cannot check .*out: it is a symbolic link, not a folder generate wrote$`));
  });

  it('reports every difference, not just the first, and an absent folder as all missing', async () => {
    const out = await writtenFolder('all');
    writeFileSync(path.join(out, 'a.ts'), 'changed\n');
    rmSync(path.join(out, 'runtime/b.ts'));
    writeFileSync(path.join(out, 'z.ts'), 'extra\n');
    expect((await checkOutput(out, files)).drifts.map((drift) => drift.kind)).toEqual(['changed', 'missing', 'extra']);
    const absent = path.join(scratchDir('absent'), 'nothing-here');
    expect(existsSync(absent)).toBe(false);
    expect((await checkOutput(absent, files)).drifts.map((drift) => [drift.path, drift.kind])).toEqual([
      [MANIFEST_PATH, 'missing'],
      ['a.ts', 'missing'],
      ['runtime/b.ts', 'missing'],
    ]);
  });
});

describe('determinism', () => {
  const emitters = EMITTERS;

  it('two generations of the project spec are byte-identical', async () => {
    expect(emitters.map((emitter) => emitter.name)).toEqual(['bundle', 'types', 'envelope', 'client', 'server', 'runtime', 'docs']);
    const spec = path.join(REPO_ROOT, 'spec/openapi.yaml');
    const first = await generate({ specPath: spec, emitters });
    const second = await generate({ specPath: spec, emitters });
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

describe('writeOutput replaces only folders it wrote (issue 11, finding 2)', () => {
  it('refuses a hand-made folder even when a file in it quotes the generated header', async () => {
    // Like decisions/ (a record quotes the header) or generators/print/ (header.ts builds it).
    const out = path.join(scratchDir('quotes-header'), 'decisions');
    mkdirSync(out);
    writeFileSync(path.join(out, '0005-writer-safety.md'), '# Writer\n\nFiles start with `Generated from spec/openapi.yaml by npm run generate. Do not edit.`\n');
    writeFileSync(path.join(out, 'header.ts'), "/** Generated from a.yaml by npm run generate. Do not edit. */\nexport const text = 'Generated from ${source}. Do not edit.';\n");
    await expect(writeOutput(out, [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/refusing to replace .*decisions: it is not empty and has no \.mtc-manifest/);
    expect(readdirSync(out).sort()).toEqual(['0005-writer-safety.md', 'header.ts']);
  });

  it('refuses a generated folder once a file it did not write is added, naming the file', async () => {
    const out = await seedFolder('added-file');
    mkdirSync(path.join(out, 'notes'));
    writeFileSync(path.join(out, 'notes', 'mine.md'), 'my notes\n');
    await expect(writeOutput(out, [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/holds files generate did not write \(not in its \.mtc-manifest\): "notes\/mine\.md"/);
    expect(readFileSync(path.join(out, 'notes', 'mine.md'), 'utf8')).toBe('my notes\n');
  });

  it('replaces a folder whose generated files were edited (they say "Do not edit"; check reports the edit)', async () => {
    const out = await seedFolder('edited-generated');
    writeFileSync(path.join(out, 'old.ts'), 'edited\n');
    const wanted = [{ path: 'old.ts', contents: OLD_FILE, format: 'none' as const }];
    const drift = await checkOutput(out, wanted);
    expect(drift.drifts.map((item) => [item.path, item.kind])).toEqual([['old.ts', 'changed']]);
    expect(drift.drifts[0]?.report).toContain('--- a/old.ts\tedited by hand after generate wrote it\n+++ b/old.ts\tas generate would write it\n');
    await writeOutput(out, wanted);
    expect(readFileSync(path.join(out, 'old.ts'), 'utf8')).toBe(OLD_FILE);
  });

  it('refuses a symbolic link where the folder should be', async () => {
    const dir = scratchDir('symlink-out');
    const real = await seedFolder('symlink-target');
    symlinkSync(real, path.join(dir, 'out'));
    await expect(writeOutput(path.join(dir, 'out'), [{ path: 'a.ts', contents: 'x', format: 'none' }])).rejects.toThrow(/symbolic link/);
  });
});

describe('writeOutputs: several folders (the targets of one config), all or none', () => {
  const fresh: GeneratedFile[] = [{ path: 'new.ts', contents: 'export const fresh = 1;\n', format: 'none' }];
  const entries = (out: string) => (existsSync(out) ? readdirSync(out).sort() : 'missing');
  const siblings = (out: string) => readdirSync(path.dirname(out));

  it('replaces every folder when all can be written', async () => {
    const [first, second] = [await seedFolder('all-first'), await seedFolder('all-second')];
    await writeOutputs([{ outDir: first, files: fresh }, { outDir: second, files: fresh }]);
    expect([entries(first), entries(second)]).toEqual([[MANIFEST_PATH, 'new.ts'], [MANIFEST_PATH, 'new.ts']]);
    expect([siblings(first), siblings(second)]).toEqual([['generated'], ['generated']]);
  });

  it('leaves the first folder as it was when the second cannot be staged', async () => {
    const first = await seedFolder('none-staged-first');
    const second = path.join(scratchDir('none-staged-second'), 'generated');
    const bad: GeneratedFile[] = [{ path: '../escape.ts', contents: 'x\n', format: 'none' }];
    await expect(writeOutputs([{ outDir: first, files: fresh }, { outDir: second, files: bad }])).rejects.toThrow(/refusing to write/);
    expect(entries(first)).toEqual([MANIFEST_PATH, 'old.ts']);
    expect(siblings(first)).toEqual(['generated']);
    expect(siblings(second)).toEqual([]);
  });

  it('puts the folders already swapped in back when a later swap fails, a new one removed', async () => {
    const created = path.join(scratchDir('none-swapped-created'), 'generated');
    const first = await seedFolder('none-swapped-first');
    const second = await seedFolder('none-swapped-second');
    let parkings = 0;
    // The old folder of `second` is parked; then its swap fails.
    const afterParking = () => {
      parkings += 1;
      if (parkings === 2) throw new Error('the second swap failed');
    };
    await expect(writeOutputs([{ outDir: created, files: fresh }, { outDir: first, files: fresh }, { outDir: second, files: fresh }], { afterParking })).rejects.toThrow('the second swap failed');
    expect([entries(created), entries(first), entries(second)]).toEqual(['missing', [MANIFEST_PATH, 'old.ts'], [MANIFEST_PATH, 'old.ts']]);
    expect([siblings(created), siblings(first), siblings(second)]).toEqual([[], ['generated'], ['generated']]);
  });
});

describe('writeOutput modes (issue 11, finding 5)', () => {
  it('gives folders and files the modes the umask allows, not 0700', async () => {
    const previous = process.umask(0o027);
    try {
      const out = path.join(scratchDir('modes'), 'generated');
      await writeOutput(out, [{ path: 'docs/index.html', contents: '<p>x</p>\n', format: 'none' }]);
      const mode = (file: string) => statSync(path.join(out, file)).mode & 0o777;
      expect(mode('')).toBe(0o750);
      expect(mode('docs')).toBe(0o750);
      expect(mode('docs/index.html')).toBe(0o640);
      expect(mode(MANIFEST_PATH)).toBe(0o640);
      process.umask(0o022);
      await writeOutput(out, [{ path: 'docs/index.html', contents: '<p>y</p>\n', format: 'none' }]);
      expect([mode(''), mode('docs'), mode('docs/index.html')]).toEqual([0o755, 0o755, 0o644]);
    } finally {
      process.umask(previous);
    }
  });
});

describe('writeOutput after a run was killed (issue 11, finding 4)', () => {
  /**
   * Runs writeOutput into each folder in one child process that SIGKILLs itself once every swap
   * is between its two renames (each waits there for the others): one killed run's leftovers in
   * each folder, for one child start (tsx: about a second) however many folders.
   */
  function killedBetweenRenames(outs: readonly string[]): ReturnType<typeof spawnSync> {
    const script = [
      `import { writeOutput } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'generators/write/index.ts')).href)};`,
      `const outs = ${JSON.stringify(outs)};`,
      'let parked = 0;',
      "const afterParking = () => (++parked === outs.length ? process.kill(process.pid, 'SIGKILL') : new Promise(() => {}));",
      "await Promise.all(outs.map((out) => writeOutput(out, [{ path: 'new.ts', contents: 'export const fresh = 1;\\n', format: 'none' }], { afterParking })));",
    ].join('\n');
    return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  }

  /** The folders of the next two tests, killed mid-swap by one child. */
  let killed: { readonly child: ReturnType<typeof spawnSync>; readonly swap: string; readonly prepare: string };
  beforeAll(async () => {
    const [swap, prepare] = [await seedFolder('killed-swap'), await seedFolder('killed-swap-prepare')];
    killed = { child: killedBetweenRenames([swap, prepare]), swap, prepare };
  }, 60_000);

  it('puts the old folder back and removes every scratch folder on the next run', async () => {
    const out = killed.swap;
    const parent = path.dirname(out);
    const child = killed.child;
    expect(child.signal, child.stderr?.toString()).toBe('SIGKILL');
    // The kill left no output folder, the old one parked and the new one staged, both named after the dead process.
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(parent).sort()).toEqual([expect.stringMatching(/^\.generated\.mtc-new-/), expect.stringMatching(/^\.generated\.mtc-old-/)]);
    // check (read-only) reports the folder as missing; the next write repairs, then replaces.
    await writeOutput(out, [{ path: 'next.ts', contents: 'export const next = 1;\n', format: 'none' }]);
    expect(readdirSync(parent)).toEqual(['generated']);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_PATH, 'next.ts']);
  });

  it('restores the old folder when the next run only checks where to write (prepareOutput)', async () => {
    const out = killed.prepare;
    expect(killed.child.signal).toBe('SIGKILL');
    // Killed between the renames here too: nothing at the output path, both scratch folders beside it.
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(path.dirname(out))).toHaveLength(2);
    await prepareOutput(out);
    expect(readFileSync(path.join(out, 'old.ts'), 'utf8')).toBe(OLD_FILE);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('repairs what a killed run left under the pid this run has now (a container runs generate under the same pid every time)', async () => {
    const out = await seedFolder('killed-same-pid');
    const parent = path.dirname(out);
    // The names a killed run with this pid made: ours in every part but the random one.
    const deadRun = (prefix: string) => ownedScratchName(prefix).replace(/-[0-9a-f]{8}$/, '-0badf00d');
    const parked = path.join(parent, deadRun('.generated.mtc-old'));
    const staged = path.join(parent, deadRun('.generated.mtc-new'));
    renameSync(out, parked);
    mkdirSync(staged);
    await prepareOutput(out);
    expect(readFileSync(path.join(out, 'old.ts'), 'utf8')).toBe(OLD_FILE);
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('leaves another host\'s scratch folder alone while a run there could still own it, and takes it as abandoned once older than any run', () => {
    const parent = scratchDir('other-host');
    const name = '.generated.mtc-old-00000000-4242-0badf00d';
    mkdirSync(path.join(parent, name));
    expect(isAbandoned(parent, name, '.generated.mtc-old')).toBe(false);
    expect(isAbandoned(parent, name, '.generated.mtc-old', Date.now() + STALE_AFTER_MS + 60_000)).toBe(true);
    // Not a scratch name of this prefix: never touched, however old.
    expect(isAbandoned(parent, name, '.other.mtc-old', Date.now() + STALE_AFTER_MS + 60_000)).toBe(false);
  });

  it('leaves the scratch folders of a run that is still going', async () => {
    const out = await seedFolder('live-scratch');
    const live = path.join(path.dirname(out), ownedScratchName('.generated.mtc-new'));
    mkdirSync(live);
    await writeOutput(out, [{ path: 'a.ts', contents: 'x', format: 'none' }]);
    expect(existsSync(live)).toBe(true);
  });
});

describe('checkOutput reports people can read (issue 13)', () => {
  it('summarises a minified file in one line and diffs the source files', async () => {
    const minified = `<script>${'var a=1;'.repeat(400)}</script>\n`;
    const files: GeneratedFile[] = [
      { path: 'docs/index.html', contents: minified, format: 'none' },
      { path: 'a.ts', contents: 'export const a = 1;\n' },
    ];
    const out = path.join(scratchDir('summary'), 'generated');
    await writeOutput(out, files);
    const changed: GeneratedFile[] = [{ ...files[0]!, contents: minified.replace('a=1', 'a=2') }, { ...files[1]!, contents: 'export const a = 2;\n' }];
    const result = await checkOutput(out, changed);
    const byPath = new Map(result.drifts.map((drift) => [drift.path, drift]));
    expect([...byPath.keys()]).toEqual([MANIFEST_PATH, 'a.ts', 'docs/index.html']);
    expect(byPath.get('docs/index.html')?.report).toMatch(/^docs\/index\.html differs \(minified or large, no diff shown; 3 KB on disk, 3 KB generated\)\n$/);
    expect(byPath.get(MANIFEST_PATH)?.report).toMatch(/^\.mtc-manifest differs \(the list of generated files;/);
    expect(byPath.get('a.ts')?.report).toContain('+export const a = 2;');

    // Named under the folder as the user gave it (check-command passes each target's "out"):
    // several targets each have a types.ts, so `a/types.ts` said nothing of which one.
    const shown = new Map((await checkOutput(out, changed, './src/gen api/')).drifts.map((drift) => [drift.path, drift.report]));
    expect(shown.get('a.ts')).toContain('--- a/src/gen api/a.ts\tdiffers from the generated file\n+++ b/src/gen api/a.ts\t');
    expect(shown.get('docs/index.html')).toMatch(/^src\/gen api\/docs\/index\.html differs \(minified or large/);
    expect(shown.get(MANIFEST_PATH)).toMatch(/^src\/gen api\/\.mtc-manifest differs \(the list of generated files;/);
  });
});
