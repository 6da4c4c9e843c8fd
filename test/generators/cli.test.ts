/**
 * The commands as people run them: `generate` and `check`, their exit codes, messages on stderr
 * and diffs on stdout. Through the real command line (scripts/launch.mjs in a child process): the
 * usage answers, the refusals made before any work, and a generate whose output check then reads.
 * The rest runs the same command code in this process (scripts/lib/generate-command.ts and
 * check-command.ts, as the process wrapper calls them): a process costs about a second and a half
 * of CPU, and what those cases prove is what the command prints and returns, not how it starts.
 *
 * Runs that write or compare files choose the outputs their assertions read (`--outputs`): each
 * output's emitters cost a second or more of a short run. The docs output is proved by
 * test/review/docs-* and, in a whole default generate, by interrupt.test.ts. What `--outputs`
 * itself selects is proved by outputs.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/lib/check-command.js';
import { runGenerate } from '../../scripts/lib/generate-command.js';
import { REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';

function run(script: 'generate' | 'check', args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), script, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same command in this process, which runs in the repository as the child processes above do. */
async function runHere(script: 'generate' | 'check', args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  expect(path.resolve(process.cwd())).toBe(path.resolve(REPO_ROOT));
  let stdout = '';
  let stderr = '';
  const io = { stdout: (text: string) => void (stdout += text), stderr: (text: string) => void (stderr += text) };
  const status = await (script === 'generate' ? runGenerate : runCheck)(args, io);
  return { status, stdout, stderr };
}

/** The types alone (types.ts and the folder's README.md): every case here reads only those. */
const TYPES = ['--outputs', 'types'];

const SPEC = `openapi: 3.1.0
info: { title: cli, version: '1' }
paths:
  /things/{id}:
    get:
      operationId: getThing
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json: { schema: { type: object, properties: { id: { type: string } } } }
`;

describe('npm run generate and npm run check (scripts/launch.mjs)', () => {
  it('prints usage for --help (0) and refuses unknown flags (2)', () => {
    const help = run('generate', ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: mtc generate [options]');
    const unknown = run('check', ['--frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/frobnicate/);
    expect(unknown.stderr).toContain('Usage: mtc check [options]');
    // An option where a value should be: node:util explains it over three lines; one line here.
    const missing = run('generate', ['--spec', '--out', 'x']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^error: --spec needs a value before "--out"[^\n]*\n\nUsage: mtc generate/);
  }, 300_000);

  // A new-user pass (2026-11-28): the help said "each target of mtc.config.json" and nothing of its members.
  it('shows the shape of mtc.config.json in the help of generate and check, every member it takes', async () => {
    for (const command of ['generate', 'check'] as const) {
      const help = await runHere(command, ['--help']);
      expect(help.status).toBe(0);
      for (const member of ['spec', 'out', 'outputs', 'package', 'name', 'version', 'targets']) expect(help.stdout).toContain(`"${member}"`);
    }
  });

  it('answers a mistake in mtc.config.json with its place alone (2), without the usage text a wrong flag gets', () => {
    const dir = scratchDir('cli-config-mistake');
    writeFileSync(path.join(dir, 'mtc.config.json'), '{ "spec": "x.yaml", "targets": [ { "out": "gen", "outputz": ["types"] } ] }\n');
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate'], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`error: ${path.join(dir, 'mtc.config.json')}:1:61  #/targets/0/outputz  unknown member "outputz" (allowed: spec, out, outputs, package)\n`);
  }, 240_000);

  // A new-user pass (2026-11-28): `"out": "spec/api.yaml"` was refused with no word of the config.
  it('places a refused output folder where mtc.config.json gives it (2), and changes nothing', () => {
    const dir = scratchDir('cli-config-out-file');
    const spec = 'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}\n';
    mkdirSync(path.join(dir, 'spec'));
    writeFileSync(path.join(dir, 'spec', 'api.yaml'), spec);
    writeFileSync(path.join(dir, 'mtc.config.json'), '{\n  "spec": "spec/api.yaml",\n  "out": "spec/api.yaml"\n}\n');
    const config = path.join(dir, 'mtc.config.json');
    for (const [command, refusal] of [['generate', `refusing to replace ${path.join(dir, 'spec', 'api.yaml')}: it is a file`], ['check', 'cannot check spec/api.yaml: it is a file']] as const) {
      const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), command], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
      expect(result.status).toBe(2);
      expect(result.stderr.startsWith(`error: ${config}:3:10  #/out  ${refusal}`)).toBe(true);
      expect(result.stderr.split('\n')).toHaveLength(2);
    }
    expect(readFileSync(path.join(dir, 'spec', 'api.yaml'), 'utf8')).toBe(spec);
    expect(readdirSync(dir).sort()).toEqual(['mtc.config.json', 'spec']);
  }, 240_000);

  it('prints what its own lines quote with terminal controls percent-encoded, as problems are (they reached the terminal raw)', () => {
    const dir = scratchDir('cli-controls-in-paths');
    // mtc.config.json refuses such paths; flags, a CI script's variables, take them.
    const spec = 'api\u001b]0;retitled\u0007.yaml';
    const out = 'gen\u001b[31m\u202e';
    writeFileSync(path.join(dir, spec), SPEC);
    const run = (command: string) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), command, '--spec', spec, '--out', out, ...TYPES], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
    const raw = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/;
    const generated = run('generate');
    expect(generated.status).toBe(0);
    expect(generated.stderr).not.toMatch(raw);
    expect(generated.stderr).toContain('loading api%1B]0;retitled%07.yaml');
    expect(generated.stderr).toContain('files to gen%1B[31m%E2%80%AE in');
    const checked = run('check');
    expect(checked.status).toBe(0);
    expect(checked.stderr + checked.stdout).not.toMatch(raw);
    expect(checked.stdout).toContain('check: gen%1B[31m%E2%80%AE is up to date');
    // A file a repository put in the output folder: the refusal quoted its name as JSON, which
    // escapes C0 controls but left a right-to-left override raw.
    writeFileSync(path.join(dir, out, 'notes\u202etxt.md'), '');
    const refused = run('generate');
    expect(refused.status).toBe(2);
    expect(refused.stderr).not.toMatch(raw);
    expect(refused.stderr).toContain('"notes%E2%80%AEtxt.md"');
  }, 240_000);

  it('generates, then check is clean (0), then reports edited, deleted and extra files (1)', async () => {
    const spec = writeSpec('cli', SPEC);
    const out = path.join(path.dirname(spec), 'generated');
    const generated = run('generate', ['--spec', spec, '--out', out, ...TYPES]);
    expect(generated.stderr).toMatch(/^1 operation$/m);
    const wrote = /wrote (\d+) files to .*generated in \d+ ms/.exec(generated.stderr);
    expect(generated.status).toBe(0);
    expect(readFileSync(path.join(out, 'types.ts'), 'utf8')).toContain(`--spec ${spec} --out ${out}`);
    // The figure counts every file of the folder, the manifest included, as check's does.
    expect(Number(wrote?.[1])).toBe(readdirSync(out, { recursive: true }).filter((entry) => statSync(path.join(out, String(entry))).isFile()).length);

    const clean = await runHere('check', ['--spec', spec, '--out', out, ...TYPES]);
    expect(clean.stdout).toMatch(/is up to date/);
    expect(clean.stdout).toContain(`(${wrote?.[1]} files)`);
    expect(clean.status).toBe(0);

    writeFileSync(path.join(out, 'types.ts'), `${readFileSync(path.join(out, 'types.ts'), 'utf8')}// hand edit\n`);
    rmSync(path.join(out, 'README.md'));
    writeFileSync(path.join(out, 'leftover.ts'), 'export {};\n');
    const drift = await runHere('check', ['--spec', spec, '--out', out, ...TYPES]);
    expect(drift.status).toBe(1);
    // Each file named under its folder as given (a new-user pass, 2026-11-28: `a/types.ts` said
    // nothing of which target's types.ts it was, and the folder lines came after the diffs).
    const shown = out.split(path.sep).join('/');
    expect(drift.stdout).toContain(`--- ${path.posix.join('a', shown)}/types.ts`);
    expect(drift.stdout).toContain('-// hand edit');
    expect(drift.stdout).toContain(`+++ ${path.posix.join('b', shown)}/README.md`);
    expect(drift.stdout).toContain(`--- ${path.posix.join('a', shown)}/leftover.ts`);
    // "at least 1 changed": a generator edited while this test runs (parallel development) adds more.
    expect(drift.stdout).toMatch(/[1-9]\d* changed, 1 missing, 1 extra in all\. Move the file generate did not write out of the output folder, then run `npm run generate -- --spec /);

    // A folder never generated: one line, not every file as added lines (a CI user's pass, 2026-11-28).
    const never = await runHere('check', ['--spec', spec, '--out', path.join(path.dirname(spec), 'never'), ...TYPES]);
    expect(never.status).toBe(1);
    expect(never.stdout).not.toContain('+++');
    expect(never.stdout).toContain(`check: ${path.join(path.dirname(spec), 'never')} does not exist (generate would write 3 files there)\n`);
    expect(never.stdout).toMatch(/0 changed, 3 missing, 0 extra in all\. Run `npm run generate -- --spec /);

    // A file where the folder should be: one line, before any work, the caller's mistake (2).
    const notAFolder = await runHere('check', ['--spec', spec, '--out', path.join(out, 'types.ts'), ...TYPES]);
    expect(notAFolder.status).toBe(2);
    expect(notAFolder.stderr).toBe(`error: cannot check ${path.join(out, 'types.ts')}: it is a file, not a folder generate wrote\n`);

    // A --spec that names no file is the caller's mistake (2), as lint and diff say it.
    const missing = await runHere('check', ['--spec', path.join(path.dirname(spec), 'missing.yaml'), '--out', out, ...TYPES]);
    expect(missing.status).toBe(2);
    // The whole line, and no usage after it: the flags were right, the path names nothing.
    expect(missing.stderr).toBe(`error: no such file: ${path.join(path.dirname(spec), 'missing.yaml')} (paths are relative to the current directory, and name a file, not a folder)\n`);

    // A document check cannot read: its problems, and what that means for a check (it writes nothing ever).
    const broken = path.join(path.dirname(spec), 'broken.yaml');
    writeFileSync(broken, 'openapi: [3.1.0\n');
    const unreadable = run('check', ['--spec', broken, '--out', out, ...TYPES]);
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain('1 problem in the document; nothing was compared: check needs a document generate accepts.\n');
    expect(unreadable.stderr).not.toContain('nothing was written');
  }, 600_000);

  it('prints every spec problem as file:line:col  pointer  message + hint and writes nothing (1)', async () => {
    const withoutParameters = SPEC.replace('      parameters:\n        - { name: id, in: path, required: true, schema: { type: string } }\n', '');
    const spec = writeSpec('cli-bad', withoutParameters.replace('/things/{id}:', '/things/{id}/../x:'));
    const outRoot = scratchDir('cli-bad-out');
    const out = path.join(outRoot, 'nested', 'generated');
    const result = await runHere('generate', ['--spec', spec, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${spec}:5:5  #/paths/~1things~1{id}~1..~1x  path "/things/{id}/../x" has a "." or ".." segment\n  Remove dot segments`);
    // The undeclared {id} alone would be a warning (next test); a refusal prints only what refuses.
    expect(result.stderr).not.toContain('is not declared');
    expect(result.stderr).toContain('nothing was written');
    expect(() => readFileSync(path.join(out, 'types.ts'))).toThrow();
    // Not even the parent folders of --out: they were made before loading, and stayed.
    expect(readdirSync(outRoot)).toEqual([]);
  }, 300_000);

  it('prints warnings and generates; with --strict the same warnings refuse the document (1)', async () => {
    // The template names {id} but no parameter declares it: generated as a required string, with a warning.
    const spec = writeSpec('cli-warning', SPEC.replace('      parameters:\n        - { name: id, in: path, required: true, schema: { type: string } }\n', ''));
    const out = path.join(scratchDir('cli-warning-out'), 'generated');
    const warned = await runHere('generate', ['--spec', spec, '--out', out, ...TYPES]);
    const warning = `${spec}:6:7  #/paths/~1things~1{id}/get/parameters  warning: path parameter {id} is not declared\n  Add a parameter`;
    expect(warned.stderr).toContain(warning);
    expect(warned.stderr).toContain('1 warning: generated as peer generators do; --strict refuses them.');
    expect(warned.status).toBe(0);
    expect(readFileSync(path.join(out, 'types.ts'), 'utf8')).toMatch(/id: string;/);

    const strictOut = path.join(scratchDir('cli-strict-out'), 'generated');
    const refused = await runHere('generate', ['--spec', spec, '--out', strictOut, '--strict', ...TYPES]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(warning.replace('warning: ', ''));
    expect(refused.stderr).toContain('1 problem in the document; nothing was written.');
    expect(() => readFileSync(path.join(strictOut, 'types.ts'))).toThrow();
  }, 300_000);

  it('refuses an --out folder generate did not write before doing any work, even one quoting the header (issue 11, finding 2)', () => {
    const out = path.join(scratchDir('cli-handmade'), 'print');
    mkdirSync(out);
    writeFileSync(path.join(out, 'header.ts'), '// Generated from ${source} by ${command}. Do not edit.\n');
    // The spec does not even exist: the refusal comes first, before loading anything.
    const result = run('generate', ['--spec', path.join(out, '..', 'missing.yaml'), '--out', out]);
    // The caller's mistake (2), like a --spec naming no file; the usage text would bury the reason.
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain('Usage:');
    expect(result.stderr).toMatch(/refusing to replace .*print: it is not empty and has no \.mtc-manifest/);
    expect(result.stderr).not.toContain('loading');
    expect(readdirSync(out)).toEqual(['header.ts']);
  }, 300_000);

  it('refuses an --out below a file at once, in one line naming the file, before loading anything', () => {
    const dir = scratchDir('cli-out-under-file');
    writeFileSync(path.join(dir, 'notes.txt'), 'mine\n');
    const result = run('generate', ['--spec', path.join(dir, 'missing.yaml'), '--out', path.join(dir, 'notes.txt', 'generated')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`error: cannot write the output folder ${path.join(dir, 'notes.txt', 'generated')}: ${path.join(dir, 'notes.txt')} is a file, not a folder\n`);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  }, 300_000);
});
