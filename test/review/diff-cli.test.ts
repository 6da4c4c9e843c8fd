/**
 * The diff command: exit codes, the three formats, split specs, and git:REF loading from a
 * throwaway repository (so the test never depends on this repository's history). Most cases run
 * the command in-process (runDiffCli, or runDiffCommand where mtc.config.json decides) because a
 * process costs a second or more; the last group runs `npm run diff`'s command (scripts/launch.mjs
 * diff) as a real process to prove the exit codes reach the shell.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runDiffCli } from '../../generators/diff/cli.js';
import { runDiffCommand } from '../../scripts/lib/diff-command.js';
import { baseDocument, changed } from './fixtures/diff-documents.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What `npm run diff` runs. */
const LAUNCH = path.join(ROOT, 'scripts', 'launch.mjs');

let dir: string;

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

async function runDiff(args: string[]): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const code = await runDiffCli(args, { cwd: dir, stdout: (text) => { stdout += text; }, stderr: (text) => { stderr += text; } });
  return { code, stdout, stderr };
}

function runDiffProcess(args: string[], env: NodeJS.ProcessEnv = {}): Outcome {
  const result = spawnSync(process.execPath, [LAUNCH, 'diff', ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeYaml(file: string, value: unknown): string {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, stringify(value));
  return target;
}

/** The fixture split like spec/: the PlayerSettings schema lives in its own file. */
function writeSplitSpec(doc: Record<string, any>): void {
  const settings = doc.components.schemas.PlayerSettings;
  doc.components.schemas.PlayerSettings = { $ref: './components/player-settings.yaml' };
  writeYaml('spec/openapi.yaml', doc);
  writeYaml('spec/components/player-settings.yaml', settings);
}

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, stdio: 'pipe' });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'diff-cli-'));
  writeYaml('base.yaml', baseDocument());
  writeYaml('breaking.yaml', changed((doc) => delete doc.components.schemas.PlayerSettings.properties.audio_lang));
  writeYaml('compatible.yaml', changed((doc) => { doc.components.schemas.PlayerSettings.properties.player = { type: 'string' }; }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('diff CLI: usage', () => {
  it('--help prints usage and exits 0', async () => {
    const { code, stdout } = await runDiff(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: mtc diff [options]');
    expect(stdout).toContain("(in the toolkit's own checkout: npm run diff -- [options])");
    expect(stdout).toContain('git:REF');
  });

  it('an unknown option exits 2 and points at --help', async () => {
    const { code, stderr } = await runDiff(['--frobnicate']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/frobnicate[\s\S]*--help/);
  });

  // A new-user pass (2026-11-29): node's "Unknown option '--bse'" named neither the option meant nor the others.
  it('a misspelt option exits 2 naming the option meant, and a missing value says so', async () => {
    const misspelt = await runDiff(['--bse', 'old.yaml']);
    expect(misspelt.code).toBe(2);
    expect(misspelt.stderr.split('  ')[0]).toBe('error: unknown option --bse: did you mean --base?\n\nUsage: mtc diff [options]');
    const missing = await runDiff(['--head', 'new.yaml', '--base']);
    expect(missing.stderr.split('  ')[0]).toBe('error: --base needs a value\n\nUsage: mtc diff [options]');
  });

  it('an option given where a value should be (--base --head x) exits 2 with one line and the usage', async () => {
    const { code, stderr } = await runDiff(['--base', '--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^error: [^\n]*--base[^\n]*\n\nUsage: mtc diff \[options\] /);
  });

  // A new-user pass (2026-11-27): two files given as git diff takes them met node's bare "does not take positional arguments".
  it('two files given without options exit 2 with the command that names them --base and --head', async () => {
    const both = await runDiff(['old.yaml', 'new.yaml']);
    expect(both.code).toBe(2);
    expect(both.stderr.split('  ')[0]).toBe('error: unexpected arguments "old.yaml", "new.yaml": give the versions with options, --base old.yaml --head new.yaml\n\nUsage: mtc diff [options]');
    const one = await runDiff(['--format', 'json', 'old.yaml']);
    expect(one.stderr).toContain('error: unexpected argument "old.yaml": give the versions with options, --base old.yaml (the old version;');
  });

  // A reviewer's pass (2026-11-28): `mtc diff -- --base old.yaml --head new.yaml` advised "--base --base".
  it('a "--" before the options exits 2 saying to leave it out, not advice that names the flags as versions', async () => {
    const { code, stderr } = await runDiff(['--', '--base', 'old.yaml', '--head', 'new.yaml']);
    expect(code).toBe(2);
    expect(stderr.split('  ')[0]).toBe('error: "--" ends the options, so the flags after it were read as plain arguments: leave "--" out (only npm run needs it, to pass the flags on)\n\nUsage: mtc diff [options]');
  });

  it('an unknown format exits 2 and lists the formats', async () => {
    const { code, stderr } = await runDiff(['--base', 'base.yaml', '--head', 'base.yaml', '--format', 'xml']);
    expect(code).toBe(2);
    expect(stderr).toContain('text, markdown, json');
  });

  it('a missing file exits 2 naming the file', async () => {
    const { code, stderr } = await runDiff(['--base', 'nope.yaml', '--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('nope.yaml');
    expect(stderr).toContain('--base nope.yaml: no such file');
    expect(stderr).not.toContain('--spec');
  });

  it('a URL exits 2 saying documents are read from files, and how to fetch one, rather than "no such file"', async () => {
    const { code, stderr } = await runDiff(['--base', 'https://partner.example/openapi.yaml', '--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toBe("error: --base https://partner.example/openapi.yaml is a URL, and documents are read from files only (nothing is fetched over the network): download it first (curl -fsSLo openapi.yaml 'https://partner.example/openapi.yaml') and give that file\n");
  });
});

describe('diff CLI: outside a repository', () => {
  it('git:HEAD (the default base) says there is no repository and how to compare files instead, exit 2', async () => {
    // Before the git:REF group below makes `dir` a repository; os.tmpdir() is in none.
    const { code, stderr } = await runDiff(['--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain(`git:HEAD: ${dir} is not in a git repository; compare two files instead (--base OLD.yaml --head NEW.yaml)`);
    expect(stderr).not.toContain('git fetch');
  });
});

describe('diff CLI: exit codes and formats', () => {
  it('exits 1 on a breaking change, with the text report', async () => {
    const { code, stdout, stderr } = await runDiff(['--base', 'base.yaml', '--head', 'breaking.yaml']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/Breaking \(1\)[\s\S]*data\.player_settings\.audio_lang removed/);
    expect(stderr).toContain('--allow-breaking');
  });

  it('exits 0 on a breaking change with --allow-breaking', async () => {
    expect((await runDiff(['--base', 'base.yaml', '--head', 'breaking.yaml', '--allow-breaking'])).code).toBe(0);
  });

  it('exits 0 when every change is compatible', async () => {
    const { code, stdout } = await runDiff(['--base', 'base.yaml', '--head', 'compatible.yaml']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Breaking \(0\)[\s\S]*Compatible \(1\)/);
  });

  it('says in one line that identical contracts are the same, exiting 0 as before', async () => {
    const { code, stdout } = await runDiff(['--base', 'base.yaml', '--head', 'base.yaml']);
    expect(code).toBe(0);
    expect(stdout).toBe('API changes from base.yaml to base.yaml\n\nNo changes: the contracts are the same for clients.\n');
  });

  it('--format json is parseable and complete', async () => {
    const { code, stdout } = await runDiff(['--base', 'base.yaml', '--head', 'breaking.yaml', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.summary).toEqual({ breaking: 1, compatible: 0 });
    expect(report.changes[0].location).toEqual({
      operation: { method: 'GET', path: '/v1/movie/{id}/playback' },
      document: 'base',
      pointer: '#/components/schemas/PlayerSettings/properties/audio_lang',
      // base.yaml is one file: the same pointer, with its line and column.
      source: { file: 'base.yaml', line: 229, column: 11, pointer: '#/components/schemas/PlayerSettings/properties/audio_lang' },
    });
  });

  // A red-team pass (2026-11-28): a change inside a schema reached by a percent-encoded `$ref`
  // (`#/components/schemas/Play%20Settings`) had no file and line, only the pointer.
  it('places a change in a schema whose $ref is percent-encoded at its file, line and column', async () => {
    const document = (type: string) => stringify({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Play%20Settings' } } } } } } } },
      components: { schemas: { 'Play Settings': { type: 'object', properties: { lang: { type } } } } },
    });
    writeFileSync(path.join(dir, 'encoded-base.yaml'), document('string'));
    writeFileSync(path.join(dir, 'encoded-head.yaml'), document('integer'));
    const { stdout } = await runDiff(['--base', 'encoded-base.yaml', '--head', 'encoded-head.yaml', '--format', 'json']);
    const [change] = JSON.parse(stdout).changes;
    expect(change.kind).toBe('type-changed');
    expect(change.location.source).toMatchObject({ file: 'encoded-head.yaml', pointer: '#/components/schemas/Play Settings/properties/lang', line: expect.any(Number) });
    expect(document('integer').split('\n')[change.location.source.line - 1]).toMatch(/^ +type: integer$/);
  });

  // A red-team pass (2026-11-29): a change carried one side's pointer only, so a tool could not
  // show the old definition beside the new one, which may sit elsewhere (a schema moved to components).
  it('gives a change the same place in the other document too, with its file and line', async () => {
    const field = (type: string) => ({ type: 'object', properties: { lang: { type } } });
    const response = (schema: unknown) => ({ '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } });
    writeYaml('moved-base.yaml', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: response(field('string')) });
    writeYaml('moved-head.yaml', {
      openapi: '3.1.0', info: { title: 't', version: '1' }, paths: response({ $ref: '#/components/schemas/Settings' }), components: { schemas: { Settings: field('integer') } },
    });
    const { stdout } = await runDiff(['--base', 'moved-base.yaml', '--head', 'moved-head.yaml', '--format', 'json']);
    const [change] = JSON.parse(stdout).changes;
    expect(change.kind).toBe('type-changed');
    expect(Object.keys(change.location)).toEqual(['operation', 'document', 'pointer', 'source', 'counterpart']);
    expect(change.location).toMatchObject({ document: 'head', pointer: '#/components/schemas/Settings/properties/lang', source: { file: 'moved-head.yaml' } });
    expect(change.location.counterpart).toEqual({
      document: 'base',
      pointer: '#/paths/~1a/get/responses/200/content/application~1json/schema/properties/lang',
      source: { file: 'moved-base.yaml', line: expect.any(Number), column: expect.any(Number), pointer: '#/paths/~1a/get/responses/200/content/application~1json/schema/properties/lang' },
    });
  });

  it('reports a moved host and a deprecation of a Swagger 2.0 document, as its servers and operations after conversion', async () => {
    const swagger = (host: string, deprecated: boolean) => ({
      swagger: '2.0',
      info: { title: 'Pets', version: '1' },
      host,
      basePath: '/v1',
      schemes: ['https'],
      paths: { '/pets': { get: { operationId: 'listPets', ...(deprecated ? { deprecated: true } : {}), responses: { '200': { description: 'ok' } } } } },
    });
    writeYaml('swagger-base.yaml', swagger('api.example.com', false));
    writeYaml('swagger-head.yaml', swagger('eu.api.example.com', true));
    const { code, stdout } = await runDiff(['--base', 'swagger-base.yaml', '--head', 'swagger-head.yaml']);
    expect(code).toBe(1);
    expect(stdout).toContain([
      'Breaking (1)',
      '  (document)',
      '    - [server-changed] server URL changed from https://api.example.com/v1 to https://eu.api.example.com/v1 (clients configured with the old URL must change it)',
      // The servers are the conversion's (from host and basePath): no line of the file holds them.
      '      at head #/servers/0',
      '',
      'Compatible (1)',
      '  GET /pets',
      '    - [operation-deprecated] operation deprecated (it still works; clients should plan to stop calling it)',
      '      at head swagger-head.yaml:13:19 #/paths/~1pets/get/deprecated',
    ].join('\n'));
    const back = await runDiff(['--base', 'swagger-head.yaml', '--head', 'swagger-head.yaml']);
    expect(back.code).toBe(0);
    const undone = await runDiff(['--base', 'swagger-head.yaml', '--head', 'swagger-base.yaml', '--format', 'json']);
    expect(JSON.parse(undone.stdout).changes.map((change: { kind: string; severity: string }) => [change.kind, change.severity])).toEqual([
      ['server-changed', 'breaking'],
      ['operation-undeprecated', 'compatible'],
    ]);
  });

  it('--format markdown is a PR comment with a breaking table', async () => {
    const { stdout } = await runDiff(['--base', 'base.yaml', '--head', 'breaking.yaml', '--format', 'markdown']);
    expect(stdout).toMatch(/^## API contract changes/);
    expect(stdout).toContain('### Breaking (1)');
    expect(stdout).toContain('| response-field-removed |');
  });
});

describe('diff CLI: git:REF', () => {
  beforeAll(() => {
    git('init', '-q');
    writeSplitSpec(baseDocument());
    git('add', 'spec');
    git('commit', '-q', '-m', 'base');
    git('tag', 'v1');
  });

  it('defaults to git:HEAD against the working spec, following $refs into other files', async () => {
    writeSplitSpec(changed((doc) => delete doc.components.schemas.PlayerSettings.properties.audio_lang));
    const { code, stdout } = await runDiff([]);
    expect(code).toBe(1);
    expect(stdout).toContain('API changes from git:HEAD:spec/openapi.yaml to spec/openapi.yaml');
    expect(stdout).toContain('data.player_settings.audio_lang removed');
    // Located where it is written: the split file at that commit, not the bundled document's components.
    expect(stdout).toMatch(/ {6}at base git:HEAD:spec\/components\/player-settings\.yaml:\d+:\d+ #\/properties\/audio_lang\n/);
  });

  it('reads both sides from git refs', async () => {
    git('add', 'spec');
    git('commit', '-q', '-m', 'drop audio_lang');
    const { code, stdout } = await runDiff(['--base', 'git:v1', '--head', 'git:HEAD', '--format', 'json']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout).summary.breaking).toBe(1);
    expect((await runDiff(['--base', 'git:HEAD', '--head', 'git:HEAD'])).code).toBe(0);
  });

  it('says how to name the path a renamed document had at the base commit', async () => {
    writeYaml('api/renamed.yaml', baseDocument());
    const { code, stderr } = await runDiff(['--base', 'git:v1', '--head', 'api/renamed.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('git:v1: api/renamed.yaml does not exist at that commit; if the document had another path then, name it: git:v1:PATH');
    rmSync(path.join(dir, 'api/renamed.yaml'));
  });

  it('compares --head FILE with that file as committed when --base is left out, not with the default spec', async () => {
    writeYaml('api/other.yaml', baseDocument());
    git('add', 'api');
    git('commit', '-q', '-m', 'another document');
    writeYaml('api/other.yaml', changed((doc) => delete doc.components.schemas.PlayerSettings.properties.audio_lang));
    const { code, stdout } = await runDiff(['--head', 'api/other.yaml']);
    expect(code).toBe(1);
    expect(stdout).toContain('API changes from git:HEAD:api/other.yaml to api/other.yaml');
    expect(stdout).toContain('audio_lang removed');
    // Committed as it is now: nothing changed (the default spec, which differs, is not what it is compared with).
    git('add', 'api');
    git('commit', '-q', '-m', 'drop audio_lang in the other');
    expect((await runDiff(['--head', 'api/other.yaml'])).stdout).toContain('No changes');
  });

  it('locates a change in the working tree in the file that holds it, with its line', async () => {
    writeSplitSpec(changed((doc) => { doc.components.schemas.PlayerSettings.properties.player = { type: 'string' }; }));
    const { code, stdout } = await runDiff(['--format', 'json']);
    expect(code).toBe(0);
    const added = JSON.parse(stdout).changes.find((change: { message: string }) => change.message.includes('player_settings.player'));
    expect(added.location).toMatchObject({ document: 'head', source: { file: path.join('spec', 'components', 'player-settings.yaml'), pointer: '#/properties/player' } });
    // The line of the member's value, as the loader's problems give it: `player:` then its schema.
    const text = readFileSync(path.join(dir, 'spec/components/player-settings.yaml'), 'utf8').split('\n');
    expect(text.slice(added.location.source.line - 2, added.location.source.line)).toEqual(['  player:', '    type: string']);
  });

  // A checkout is removed when diff ends, but not by a run killed meanwhile (SIGKILL, a second
  // Ctrl-C): it is named by its owner, and the next diff removes those of runs that are gone.
  it("removes the checkouts of diffs that no longer run from the temporary folder, and leaves a running one's", () => {
    const temporary = mkdtempSync(path.join(os.tmpdir(), 'diff-checkouts-'));
    try {
      const host = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      const abandoned = `contract-diff-${host}-${gone}-0badcafe`;
      const running = `contract-diff-${host}-${process.pid}-0badcafe`;
      for (const name of [abandoned, running]) mkdirSync(path.join(temporary, name, 'spec'), { recursive: true });
      expect(runDiffProcess(['--base', 'git:v1', '--head', 'git:HEAD'], { TMPDIR: temporary }).code).toBe(1);
      expect(readdirSync(temporary)).toEqual([running]);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  });

  it('names problems in a git side by ref and path, not by the temporary checkout', async () => {
    writeYaml('spec/openapi.yaml', { openapi: '3.1.0', info: { title: 'broken', version: '1' }, paths: { '/a': { $ref: './missing.yaml' } } });
    git('add', 'spec');
    git('commit', '-q', '-m', 'broken ref');
    const { code, stderr } = await runDiff(['--base', 'git:HEAD:spec/openapi.yaml', '--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('git:HEAD:spec/');
    expect(stderr).not.toContain('contract-diff-');
  });

  // A red-team pass (2026-11-29): a problem inside a file the committed document refers to was named
  // by the loader relative to the folder diff ran in (`../../contract-diff-…/spec/defs.yaml:3:13`), a
  // checkout removed when diff ends; only absolute paths were renamed.
  it('names a problem inside a file the git side refers to by ref and path too', async () => {
    writeYaml('spec/openapi.yaml', { openapi: '3.1.0', info: { title: 'bad file', version: '1' }, paths: {}, components: { schemas: { A: { $ref: './defs.yaml' } } } });
    writeYaml('spec/defs.yaml', { type: 'object', properties: { a: { type: 'strin' } } });
    git('add', 'spec');
    git('commit', '-q', '-m', 'bad type in a referenced file');
    const { code, stderr } = await runDiff(['--base', 'git:HEAD:spec/openapi.yaml', '--head', 'base.yaml']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^git:HEAD:spec\/defs\.yaml:\d+:\d+ {2}#\/properties\/a\/type {2}/m);
    expect(stderr).not.toContain('contract-diff-');
  });

  it('an unknown ref exits 2 with a hint', async () => {
    const { code, stderr } = await runDiff(['--base', 'git:no-such-branch']);
    expect(code).toBe(2);
    expect(stderr).toContain('git:no-such-branch');
    expect(stderr).toContain('git fetch');
    // A new-user pass (2026-11-29): `git:main` where `git init` made `master` said only "not a commit".
    const branch = execFileSync('git', ['branch', '--show-current'], { cwd: dir, encoding: 'utf8' }).trim();
    expect(stderr).toContain(`git:no-such-branch: not a commit in the repository at ${realpathSync(dir)}; its branches: ${branch} (in CI, fetch it first`);
  });

  it('refuses a path outside the repository with a message, exit 2 (it was a stack trace)', async () => {
    const { code, stderr } = await runDiff(['--base', 'git:HEAD:../../etc/passwd']);
    expect(code).toBe(2);
    expect(stderr).toContain('git:HEAD:../../etc/passwd: the path is outside the repository');
    expect(stderr).not.toMatch(/unexpected failure|\n\s+at /);
  });

  it('refuses refs that look like options', async () => {
    const { code, stderr } = await runDiff(['--base', 'git:--output=/tmp/x']);
    expect(code).toBe(2);
    expect(stderr).toContain('expected git:REF');
  });

  // Another team's project often keeps its document at the top of the repository, split into
  // files beside it: the git side must hold those files too, not only the root document.
  it('follows $refs of a root document at the top of the repository into the files it references', async () => {
    const doc = baseDocument();
    const settings = doc.components.schemas.PlayerSettings;
    doc.components.schemas.PlayerSettings = { $ref: './schemas/player-settings.yaml' };
    writeYaml('top-api.yaml', doc);
    writeYaml('schemas/player-settings.yaml', settings);
    git('add', 'top-api.yaml', 'schemas');
    git('commit', '-q', '-m', 'a split document at the top');
    const same = await runDiff(['--base', 'git:HEAD:top-api.yaml', '--head', 'top-api.yaml']);
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    delete settings.properties.audio_lang;
    writeYaml('schemas/player-settings.yaml', settings);
    const { code, stdout, stderr } = await runDiff(['--base', 'git:HEAD:top-api.yaml', '--head', 'top-api.yaml']);
    expect(code, stderr).toBe(1);
    expect(stdout).toContain('data.player_settings.audio_lang removed');
  });
});

describe('diff CLI: the spec mtc.config.json names', () => {
  // The command scripts/diff.ts runs, in this process (its exit codes reach the shell: the last group).
  it('is what a bare `mtc diff` compares, against its own version at git:HEAD', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'diff-config-'));
    try {
      const write = (file: string, value: unknown) => {
        mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
        writeFileSync(path.join(project, file), typeof value === 'string' ? value : stringify(value));
      };
      write('mtc.config.json', JSON.stringify({ spec: 'api/partner.yaml', out: 'src/partner', outputs: ['types'] }));
      write('api/partner.yaml', baseDocument());
      const inProject = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: project, stdio: 'pipe' });
      inProject('init', '-q');
      inProject('add', '.');
      inProject('commit', '-q', '-m', 'base');
      write('api/partner.yaml', changed((doc) => delete doc.components.schemas.PlayerSettings.properties.audio_lang));
      const diffInProject = async () => {
        const result = { status: 0, stdout: '', stderr: '' };
        result.status = await runDiffCommand([], { cwd: project, stdout: (text) => { result.stdout += text; }, stderr: (text) => { result.stderr += text; } });
        return result;
      };
      const result = await diffInProject();
      expect(result.status, result.stderr).toBe(1);
      expect(result.stdout).toContain('API changes from git:HEAD:api/partner.yaml to api/partner.yaml');
      expect(result.stdout).toContain('data.player_settings.audio_lang removed');

      write('mtc.config.json', JSON.stringify({ spec: 'api/partner.yaml', out: 'src/partner', extra: true }));
      const broken = await diffInProject();
      expect(broken.status).toBe(2);
      expect(broken.stderr).toMatch(/mtc\.config\.json:1:56  #\/extra  unknown member "extra"/);

      // The configured document renamed without the config: placed in the config, not "the default".
      write('mtc.config.json', JSON.stringify({ spec: 'api/old-name.yaml', out: 'src/partner' }));
      const renamed = await diffInProject();
      expect(renamed.status).toBe(2);
      expect(renamed.stderr).toContain('mtc.config.json:1:9  #/spec  --head api/old-name.yaml (the spec mtc.config.json names, compared when --head is not given): no such file');

      // A red-team pass (2026-11-28): targets of two documents compared only the first, exit 0 whatever the other's changes.
      write('api/other.yaml', baseDocument());
      write('mtc.config.json', JSON.stringify({ spec: 'api/partner.yaml', targets: [{ out: 'a' }, { out: 'b', spec: 'api/other.yaml' }] }));
      const several = await diffInProject();
      expect([several.status, several.stdout]).toEqual([2, '']);
      expect(several.stderr).toBe(`error: ${path.join(project, 'mtc.config.json')}:1:69  #/targets/1/spec  the targets of mtc.config.json name 2 documents (api/partner.yaml, api/other.yaml) and diff compares one: name it with --head, once for each (for example --head api/other.yaml)\n`);
      const named = { status: 0, stdout: '', stderr: '' };
      named.status = await runDiffCommand(['--head', 'api/partner.yaml'], { cwd: project, stdout: (text) => { named.stdout += text; }, stderr: (text) => { named.stderr += text; } });
      expect(named.status, named.stderr).toBe(1);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('diff CLI: as a process', () => {
  it('exit codes reach the shell: 1 for breaking, 2 for usage errors', () => {
    const breaking = runDiffProcess(['--base', 'base.yaml', '--head', 'breaking.yaml', '--format', 'json']);
    expect(breaking.code, breaking.stderr).toBe(1);
    expect(JSON.parse(breaking.stdout).summary.breaking).toBe(1);
    const usage = runDiffProcess(['--format']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--help');
  });
});
