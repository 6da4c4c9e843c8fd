/**
 * scripts/launch.mjs, what `npm run generate`, `check` and `diff` run: the compiled build is keyed
 * by every source file (an edit can never run a stale build), and both ways of running (compiled
 * and through tsx) answer the same.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without declarations (it runs before any TypeScript loader).
import { buildKey, COMMANDS, lazyImports, sourceFiles, sourceKey, unknownCommand } from '../../scripts/launch.mjs';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'launch-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(scratch, 'tree-'));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
  return root;
}

function launch(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The launcher's answer to `args`, run once per file: it reads nothing that changes between
 * tests (no files, no environment of the test's), so a second test asking the same gets the
 * same answer without a second process.
 */
const answers = new Map<string, ReturnType<typeof launch>>();
function launchOnce(args: readonly string[]): ReturnType<typeof launch> {
  const key = JSON.stringify(args);
  if (!answers.has(key)) answers.set(key, launch(args));
  return answers.get(key)!;
}

const SMALL_DOCUMENT = `openapi: 3.1.0
info: { title: Small, version: '1', license: { name: MIT, url: 'https://licence.example' } }
servers: [{ url: 'https://api.example' }]
security: []
paths:
  /thing:
    get:
      operationId: getThing
      summary: One thing
      description: One thing.
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: { type: object, properties: { when: { type: string, format: date-time } } }
        '400': { description: Refused. }
`;

describe('the build key', () => {
  const files = { 'generators/a.ts': 'export const a = 1;\n', 'generators/emit/b.ts': 'export const b = 2;\n', 'scripts/generate.ts': 'x\n', 'scripts/bench/run.ts': 'not a CLI\n', 'test/c.ts': 'ignored\n' };

  it('lists every file under generators/ and scripts/ but the benchmarks, sorted, and nothing else', () => {
    expect(sourceFiles(tree(files))).toEqual(['generators/a.ts', 'generators/emit/b.ts', 'scripts/generate.ts']);
  });

  it('is the same for the same sources and changes with any byte, name or added file of them', () => {
    const keyOf = (root: string, esbuildVersion: string): string => buildKey(sourceKey(root), esbuildVersion);
    const base = keyOf(tree(files), '1');
    expect(keyOf(tree(files), '1')).toBe(base);
    expect(keyOf(tree({ ...files, 'generators/emit/b.ts': 'export const b = 3;\n' }), '1')).not.toBe(base);
    expect(keyOf(tree({ ...files, 'generators/new.ts': '' }), '1')).not.toBe(base);
    const { 'generators/a.ts': moved, ...rest } = files;
    expect(keyOf(tree({ ...rest, 'generators/z.ts': moved }), '1')).not.toBe(base);
    expect(keyOf(tree(files), '2'), 'a new esbuild builds again').not.toBe(base);
    expect(keyOf(tree({ ...files, 'test/c.ts': 'changed\n' }), '1'), 'tests are not part of the CLIs').toBe(base);
    expect(keyOf(tree({ ...files, 'scripts/bench/run.ts': 'changed\n' }), '1'), 'nor are the benchmarks (the published package leaves them out)').toBe(base);
  });
});

describe('running a command', () => {
  it('refuses an unknown command with usage (2), and lists the commands for --help (0)', () => {
    const result = launchOnce(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('error: unknown command "frobnicate"');
    expect(result.stderr).toContain('Usage: mtc COMMAND [options]');
    const help = launchOnce(['--help']);
    expect(help.status).toBe(0);
    for (const command of ['generate', 'check', 'diff', 'lint']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    // Read by installed users in their own repository, where `npm run generate` is no script of theirs.
    expect(help.stdout).toContain("(in the toolkit's own checkout: npm run COMMAND -- [options])");
    expect(help.stdout).not.toContain('in this repository');
  });

  it('names the command a mistyped one was meant to be, as the commands name a mistyped option (2)', async () => {
    // One typo through a process (the exit code, the usage after the line); each typo's line from
    // the function that writes it, in-process (the process writes whatever it answers).
    const result = launch(['generat']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('error: unknown command "generat": did you mean generate?');
    expect(result.stderr).toContain('Usage: mtc COMMAND [options]');
    for (const [typed, meant] of [['generat', 'generate'], ['chek', 'check'], ['dif', 'diff'], ['lnit', 'lint']] as const) {
      expect(await unknownCommand(typed)).toBe(`error: unknown command "${typed}": did you mean ${meant}?`);
    }
    // Nothing near: no guess, the usage lists the commands.
    expect(launchOnce(['frobnicate']).stderr).toMatch(/^error: unknown command "frobnicate"\n/);
    expect(launch(['help', 'generat']).stderr).toContain('did you mean generate?');
  });

  it('takes `mtc help` and `mtc help COMMAND` as a new user types them (0), and refuses help for an unknown command (2)', () => {
    const help = launch(['help']);
    expect(help).toEqual(launchOnce(['--help']));
    const generateHelp = launch(['help', 'generate']);
    expect(generateHelp.status).toBe(0);
    expect(generateHelp.stdout).toContain('Usage: mtc generate [options]');
    expect(generateHelp).toEqual(launch(['generate', '--help']));
    const unknown = launch(['help', 'frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('error: unknown command "frobnicate"');
  }, 240_000);

  it('answers the same compiled and through tsx (MTC_LAUNCH=tsx)', () => {
    const compiled = launch(['check', '--help']);
    const viaTsx = launch(['check', '--help'], { MTC_LAUNCH: 'tsx' });
    expect(compiled.status).toBe(0);
    expect(compiled.stdout).toContain('Usage: mtc check [options]');
    expect(viaTsx).toEqual(compiled);
  }, 240_000);

  it('loads neither Ajv for diff: Redocly imports them for rules the loader never runs', () => {
    const folder = tree({
      'loaded.cjs': `process.on('exit', () => process.stderr.write('\\nwhole Ajv loaded: ' + Object.keys(require.cache).some((file) => /[\\\\/]node_modules[\\\\/]ajv[\\\\/]dist[\\\\/]ajv\\.js$/.test(file)) + '\\n'));\n`,
      'api.yaml': SMALL_DOCUMENT,
      'edited.yaml': SMALL_DOCUMENT.replace('summary: One thing', 'summary: One thing, edited'),
    });
    const env = { NODE_OPTIONS: `--require ${path.join(folder, 'loaded.cjs')}` };
    const diff = launch(['diff', '--base', path.join(folder, 'api.yaml'), '--head', path.join(folder, 'edited.yaml')], env);
    expect(diff.status).toBe(0);
    expect(diff.stderr).toContain('whole Ajv loaded: false');
  }, 240_000);

  it('runs a command from the compiled CommonJS file, code-cached per command, calling no import() of its own (a Swagger 2.0 document loads its converter)', async () => {
    const folder = tree({
      'loaded.cjs': `process.on('exit', () => process.stderr.write('\\ncompiled: ' + JSON.stringify(Object.keys(require.cache).filter((file) => /[\\\\/][0-9a-f]{32}[\\\\/]commands\\.cjs$/.test(file))) + '\\n'));\n`,
      'swagger.yaml': "swagger: '2.0'\ninfo: { title: Old, version: '1' }\npaths:\n  /thing:\n    get:\n      operationId: getThing\n      responses: { '200': { description: The thing. } }\n",
    });
    const run = launch(['generate', '--spec', path.join(folder, 'swagger.yaml'), '--out', path.join(folder, 'out'), '--outputs', 'types'], { NODE_OPTIONS: `--require ${path.join(folder, 'loaded.cjs')}` });
    expect(run.stderr).not.toContain('Warning');
    expect(run.status).toBe(0);
    const compiled = JSON.parse(/compiled: (.*)/.exec(run.stderr)![1]!) as string[];
    expect(compiled.map((file) => path.basename(file))).toEqual(['commands.cjs']);
    const command = compiled[0]!;
    // @ts-expect-error -- a plain ES module of the launcher, without declarations.
    const { entryPath } = (await import('../../scripts/compile-cache.mjs')) as { entryPath: (folder: string, file: string, variant: string) => string };
    // @ts-expect-error -- a plain ES module of the launcher, without declarations.
    const { compiledEntries } = (await import('../../scripts/thread-setup.mjs')) as { compiledEntries: (cacheFolder: string, compiledFolder: string) => string };
    const entries = compiledEntries(path.join(REPO_ROOT, 'node_modules/.cache/media-tracking-contract'), path.dirname(command));
    expect(existsSync(entryPath(entries, command, 'generate')), 'its V8 code cache entry, for generate, beside the build\'s other entries').toBe(true);
    // On Node 20 an import() in a file the code cache compiles throws (no dynamic-import callback,
    // scripts/compile-cache.mjs): the commands require what they load. The one import() left is
    // Redocly's loader of plugin files, which the toolkit never names (its plugins are objects).
    for (const file of readdirSync(path.dirname(command)).filter((name) => name.endsWith('.cjs'))) {
      const text = readFileSync(path.join(path.dirname(command), file), 'utf8');
      const calls = [...text.matchAll(/(?<![\w$.])import\(/g)].map((match) => text.slice(Math.max(0, match.index - 200), match.index));
      for (const before of calls) expect(before, file).toContain('async function loadPluginModule(');
    }
  }, 240_000);

  it('knows the same commands as the compiled entry runs (scripts/commands.ts)', async () => {
    const { COMMAND_MODULES } = await import('../../scripts/commands.js');
    expect(Object.keys(COMMAND_MODULES).sort()).toEqual([...(COMMANDS as string[])].sort());
  });

  it('is what the npm scripts run', () => {
    // package.json's scripts, as `npm pkg get scripts` prints them (read here: an npm process to print a file).
    const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const command of ['generate', 'check', 'diff']) expect(scripts[command]).toBe(`node scripts/launch.mjs ${command}`);
  });
});

describe('imports the build loads lazily', () => {
  /** A bundled ES module package importing a CommonJS one, as Redocly's core imports Ajv. */
  function host(imports: string, uses: string): string {
    return tree({
      'node_modules/host/package.json': '{"name":"host","type":"module"}',
      'node_modules/host/lib/user.js': `${imports}\n${uses}\n`,
      'node_modules/dep/package.json': '{"name":"dep","main":"index.js"}',
      'node_modules/dep/index.js': [
        'globalThis.lazyImportTest = (globalThis.lazyImportTest ?? 0) + 1;',
        'function make(x) { return { made: x }; }',
        "class Thing { constructor(x) { this.x = x; } kind() { return 'made by the class'; } }",
        'module.exports = make;',
        'module.exports.Thing = Thing;',
      ].join('\n'),
      'entry.js': "export * from 'host/lib/user.js';\n",
    });
  }
  const listed = [{ importer: 'host/lib/user.js', specifier: 'dep', names: ['default', 'Thing'] }];

  async function bundle(root: string) {
    const esbuild = await import('esbuild');
    await esbuild.build({ absWorkingDir: root, entryPoints: ['entry.js'], bundle: true, format: 'esm', platform: 'node', outfile: 'out.mjs', plugins: [lazyImports(listed)], logLevel: 'silent' });
    return path.join(root, 'out.mjs');
  }

  it('loads a listed module at the first call or construction, not when the build loads, and forwards to its exports', async () => {
    const root = host("import make, { Thing } from 'dep';", 'export const useMake = (x) => make(x);\nexport const useThing = (x) => new Thing(x);\nexport const isThing = (x) => x instanceof Thing;');
    const built = await bundle(root);
    const globals = globalThis as { lazyImportTest?: number };
    delete globals.lazyImportTest;
    try {
      const loaded = (await import(pathToFileURL(built).href)) as { useMake(x: number): { made: number }; useThing(x: number): { x: number; kind(): string }; isThing(x: unknown): boolean };
      expect(globals.lazyImportTest).toBeUndefined();
      expect(loaded.useMake(1)).toEqual({ made: 1 });
      expect(globals.lazyImportTest).toBe(1);
      const thing = loaded.useThing(2);
      expect(thing.x).toBe(2);
      // Its prototype is the class's, not the stand-in function's.
      expect(thing.kind()).toBe('made by the class');
      // `instanceof` asks the class (Redocly's GraphQL rule tests its errors so).
      expect(loaded.isThing(thing)).toBe(true);
      expect(loaded.isThing({ x: 2 })).toBe(false);
      expect(globals.lazyImportTest).toBe(1);
      // The module is compiled into the build, not imported from node_modules at run time.
      expect(readFileSync(built, 'utf8')).toContain('made by the class');
    } finally {
      delete globals.lazyImportTest;
    }
  }, 60_000);

  it('fails the build when the importer imports a name that is not listed', async () => {
    const root = host("import { Other } from 'dep';", 'export const useOther = () => new Other();');
    await expect(bundle(root)).rejects.toThrow(/Other/);
  }, 60_000);
});
