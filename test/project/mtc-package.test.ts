/**
 * The toolkit as another team uses it (issue 13), end to end and outside this repository:
 *  1. `npm pack` of the project; the tarball installed WITHOUT dev dependencies into an empty
 *     project in the system's temporary folder (nothing resolves from this checkout), carrying
 *     its commands built and its runtime formatted;
 *  2. there, `npx mtc generate` from mtc.config.json (types and client only, and the client
 *     package of 3), `mtc check` (over both targets: a hand edit and a spec edit shown as
 *     diffs, then clean), `mtc diff` and `mtc lint`;
 *  3. a client package for a small document: generated, packed, installed into a plain
 *     JavaScript app, which calls a local HTTP server with it (a success and a declared 404);
 *     the same package from TypeScript (strict, NodeNext) and in a browser bundle, and the
 *     README's own usage example run as written.
 * npm installs from its cache when it can (`--prefer-offline`); the registry is reachable.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsc } from '../client/helpers/tsc.js';
import { REPO_ROOT } from '../support/run-node.js';

const PETS = path.join(REPO_ROOT, 'test/project/fixtures/pets.yaml');
const ESBUILD = path.join(REPO_ROOT, 'node_modules/esbuild/bin/esbuild');
const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

const work = mkdtempSync(path.join(os.tmpdir(), 'mtc-package-test-'));
const project = path.join(work, 'project');
const app = path.join(work, 'app');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A command in `cwd`, never throwing on a non-zero exit; npm's own settings from `npm test` are left out. */
function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)));
  return new Promise((resolve) => {
    execFile(command, [...args], { cwd, env: { ...env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

/**
 * The installed command through the bin link npm made (node_modules/.bin/mtc), started with node
 * as the link's shebang does. `npx` finds that same link but costs about a second of CPU per
 * call in its own start-up; the first generate goes through npx to show that route works too.
 */
function mtc(args: readonly string[], cwd = project): Promise<Run> {
  return run(process.execPath, [path.join(cwd, 'node_modules/.bin/mtc'), ...args], cwd);
}

function npxMtc(args: readonly string[], cwd = project): Promise<Run> {
  return run('npx', ['--no-install', 'mtc', ...args], cwd);
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Every file under `folder`, `/`-separated, sorted. */
function tree(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? tree(folder, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/** The pets server the client calls: pet 1 exists, every other number answers the declared 404. */
function petsServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const match = /^\/pets\/(\d+)$/.exec(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET' && match?.[1] === '1') response.end(JSON.stringify({ id: 1, name: 'Rex' }));
    else response.writeHead(404).end(JSON.stringify({ message: 'no such pet' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = await petsServer();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the packed toolkit, installed without dev dependencies', () => {
  let tarball: string;

  it('packs, and installs into an empty project with npm install --omit=dev', async () => {
    const packed = await run('npm', ['pack', '--pack-destination', work, '--loglevel=error'], REPO_ROOT);
    expect(packed.code, packed.stderr).toBe(0);
    tarball = path.join(work, packed.stdout.trim().split('\n').pop()!);
    const files = (await run('tar', ['tzf', tarball], work)).stdout.split('\n');
    // Lean: the commands, the generators and a build of them; no tests, spec, benchmarks or generated output.
    expect(files.filter((file) => /^package\/(test|spec|generated|packages|decisions|scripts\/bench|examples)\//.test(file))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['package/scripts/launch.mjs', 'package/generators/runtime/client-runtime.ts']));
    expect(files.filter((file) => /^package\/dist\/commands\/[0-9a-f]{32}\/commands\.cjs$/.test(file))).toHaveLength(1);
    // The runtime copies formatted at pack time (scripts/launch.mjs), found by the hash of their text.
    expect(files.filter((file) => /^package\/dist\/formatted\/[0-9a-f]{64}\.ts$/.test(file)).length).toBeGreaterThan(50);

    mkdirSync(project);
    writeJson(path.join(project, 'package.json'), { name: 'pets-app', version: '1.0.0', private: true });
    const installed = await run('npm', ['install', '--omit=dev', ...NPM_QUIET, tarball], project);
    expect(installed.code, installed.stderr).toBe(0);
    expect(existsSync(path.join(project, 'node_modules/@redocly/cli/package.json')), 'the linter (mtc lint) is a dependency').toBe(true);
    expect(existsSync(path.join(project, 'node_modules/vitest')), 'no dev dependency is installed').toBe(false);
  }, 600_000);

  it('has every package its commands and generators import installed (a dev dependency they used, such as a docs page\'s Markdown renderer, would be missing)', () => {
    const root = path.join(project, 'node_modules', 'media-tracking-contract');
    const sources = ['generators', 'scripts']
      .flatMap((folder) => (readdirSync(path.join(root, folder), { recursive: true }) as string[]).map((file) => path.join(root, folder, file)))
      .filter((file) => /\.(ts|mts|mjs)$/.test(file) && !file.includes(`${path.sep}runtime${path.sep}`));
    const packages = new Set<string>();
    for (const file of sources) {
      // Comments name packages too, and type-only imports are erased; the rest is loaded when a command runs.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/^import type [^;]*;$/gm, '');
      const statics = text.matchAll(/^(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm);
      const dynamics = text.matchAll(/(?:\bimport|\brequire|\brequire\.resolve|\bcreateRequire\([^()]*(?:\([^()]*\))?[^()]*\))\(\s*['"]([^'"]+)['"]\s*[,)]/g);
      for (const match of [...statics, ...dynamics]) {
        const specifier = (match[1] ?? match[2])!;
        if (specifier.startsWith('.')) continue;
        if (specifier.startsWith('node:')) continue;
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
      }
    }
    // The scan finds them (it would pass vacuously if it found none).
    expect([...packages]).toEqual(expect.arrayContaining(['markdown-it', 'ts-morph', 'yaml', 'prettier', '@redocly/openapi-core']));
    // esbuild only rebuilds the commands when it is there (a checkout); the package ships the build (decision 0010).
    const optional = new Set(['esbuild']);
    expect([...packages].filter((name) => !optional.has(name) && !existsSync(path.join(project, 'node_modules', name, 'package.json'))).sort()).toEqual([]);
  });

  it('mtc generate writes only the outputs of mtc.config.json (types and client), paths relative to the current directory', async () => {
    writeFileSync(path.join(project, 'pets.yaml'), readFileSync(PETS));
    // Two targets, so that one generate (a whole process) also writes the client package the next
    // test installs; each form of the config is proved in process by test/generators/config.test.ts.
    writeJson(path.join(project, 'mtc.config.json'), {
      spec: 'pets.yaml',
      targets: [{ out: 'src/pets', outputs: ['types', 'client'] }, { out: 'pets-client', outputs: ['client'], package: { name: 'pets-client' } }],
    });
    const help = await mtc(['generate', '--help']);
    expect(help.stdout).toContain('Usage: mtc generate [options]');
    const generated = await npxMtc(['generate']);
    expect(generated.code, generated.stderr).toBe(0);
    const files = tree(path.join(project, 'src/pets'));
    expect(files).toEqual(expect.arrayContaining(['.mtc-manifest', 'README.md', 'client.ts', 'envelope.ts', 'types.ts', 'runtime/client-runtime.ts']));
    expect(files.filter((file) => /server|docs\/|openapi\.json/.test(file))).toEqual([]);
    const readme = readFileSync(path.join(project, 'src/pets/README.md'), 'utf8');
    expect(readme).toContain('npm install openapi-fetch@');
    expect(readFileSync(path.join(project, 'src/pets/client.ts'), 'utf8')).toContain('Generated from pets.yaml by npx mtc generate. Do not edit.');
    // It ran the build made at pack time (the installed sources have its key), building nothing.
    expect(existsSync(path.join(project, 'node_modules/media-tracking-contract/node_modules/.cache/media-tracking-contract/launch'))).toBe(false);
    // Nor did it format the runtime it copied: the package carries it formatted.
    expect(existsSync(path.join(project, 'node_modules/media-tracking-contract/node_modules/.cache/media-tracking-contract/formatted'))).toBe(false);
  }, 600_000);

  it('emits the client as a package that a plain JavaScript app installs and calls a server with', async () => {
    // pets-client/ is the config's second target, written by the generate of the test before.
    expect(tree(path.join(project, 'pets-client')).filter((file) => /server|docs\/|openapi\.json/.test(file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(project, 'pets-client/package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
    expect(manifest.version).toBe('2.1.0');
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    const packed = await run('npm', ['pack', '--pack-destination', work, '--loglevel=error'], path.join(project, 'pets-client'));
    expect(packed.code, packed.stderr).toBe(0);

    mkdirSync(app);
    writeJson(path.join(app, 'package.json'), { name: 'plain-app', version: '1.0.0', private: true, type: 'module' });
    const installed = await run('npm', ['install', ...NPM_QUIET, path.join(work, packed.stdout.trim().split('\n').pop()!)], app);
    expect(installed.code, installed.stderr).toBe(0);
    writeFileSync(path.join(app, 'app.mjs'), APP);
    const called = await run(process.execPath, ['app.mjs', baseUrl], app);
    expect(called.code, called.stderr).toBe(0);
    expect(JSON.parse(called.stdout)).toEqual({ pet: { id: 1, name: 'Rex' }, missing: { declared: true, status: 404, body: { message: 'no such pet' } } });
  }, 600_000);

  it('mtc check shows a hand edit and a spec edit as unified diffs with the totals (exit 1), then is clean once both are undone', async () => {
    // Both edits in one check run (each check is a whole process), over the two targets of the
    // config above: the hand edit counts as that one file; the spec edit shows in the generated
    // files of both targets.
    const client = path.join(project, 'src/pets/client.ts');
    const generatedClient = readFileSync(client, 'utf8');
    writeFileSync(client, `${generatedClient}// edited\n`);
    const spec = path.join(project, 'pets.yaml');
    const original = readFileSync(spec, 'utf8');
    writeFileSync(spec, original.replace('        name: { type: string }', '        name: { type: string }\n        nickname: { type: string }'));
    const drift = await mtc(['check']);
    expect(drift.code).toBe(1);
    expect(drift.stdout).toContain('--- a/src/pets/client.ts\tedited by hand after generate wrote it');
    expect(drift.stdout).toContain('-// edited');
    expect(drift.stdout).toMatch(/^\+\s+nickname\?: string;$/m);
    // The targets in the config's order. In src/pets: the hand-edited client.ts, the types and
    // the manifest. In pets-client (its layout is the package emitter's business): only files that
    // differ from what generate writes now, and its manifest; none is taken for a hand edit.
    const [handEdited, petsTypes, ...packagedFiles] = drift.stdout.match(/^--- a\/.*$/gm) ?? [];
    expect([handEdited, petsTypes]).toEqual(['--- a/src/pets/client.ts\tedited by hand after generate wrote it', '--- a/src/pets/types.ts\tdiffers from the generated file']);
    // Each file named under its target's folder: both targets have a types.ts.
    expect(packagedFiles.filter((header) => !header.startsWith('--- a/pets-client/'))).toEqual([]);
    expect(packagedFiles.length).toBeGreaterThan(0);
    expect(packagedFiles.filter((header) => !header.endsWith('\tdiffers from the generated file'))).toEqual([]);
    expect(drift.stdout.match(/^(src\/pets|pets-client)\/\.mtc-manifest differs/gm)).toHaveLength(2);
    const packagedChanged = packagedFiles.length + 1;
    expect(drift.stdout).toMatch(/^check: src\/pets is out of date: 3 changed, 0 missing, 0 extra /m);
    expect(drift.stdout).toMatch(new RegExp(`^check: pets-client is out of date: ${packagedChanged} changed, 0 missing, 0 extra `, 'm'));
    expect(drift.stdout).toMatch(new RegExp(`check: ${3 + packagedChanged} changed, 0 missing, 0 extra in all\\. Run \`npx mtc generate\``));

    // Undone by hand (the bytes generate wrote, the original spec): clean, as right after generate.
    writeFileSync(client, generatedClient);
    writeFileSync(spec, original);
    const clean = await mtc(['check']);
    expect(clean.stdout).toMatch(/^check: src\/pets is up to date \(\d+ files\)$/m);
    expect(clean.stdout).toMatch(/^check: pets-client is up to date \(\d+ files\)$/m);
    expect(clean.code).toBe(0);
  }, 600_000);

  it('mtc diff reports a breaking change and mtc lint lints with the recommended rules', async () => {
    const next = readFileSync(PETS, 'utf8').replace("required: [id, name]\n      properties:\n        id: { type: integer }\n        name: { type: string }", 'required: [id]\n      properties:\n        id: { type: integer }');
    writeFileSync(path.join(project, 'pets-next.yaml'), next);
    const diff = await mtc(['diff', '--base', 'pets.yaml', '--head', 'pets-next.yaml']);
    expect(diff.stdout).toMatch(/Breaking/);
    expect(diff.code).toBe(1);
    const lint = await mtc(['lint', 'pets.yaml']);
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    writeFileSync(path.join(project, 'bad.yaml'), 'openapi: 3.1.0\ninfo: { title: bad, version: "1" }\npaths:\n  /a:\n    get:\n      responses: {}\n');
    const bad = await mtc(['lint', 'bad.yaml']);
    expect(bad.code).toBe(1);
    expect((await mtc(['lint', '--help'])).stdout).toContain('Usage: mtc lint');
    expect((await mtc(['diff', '--help'])).stdout).toContain('Usage: mtc diff');
  }, 600_000);

  it('works from TypeScript (strict, NodeNext), in a browser bundle, and as the README example', async () => {
    writeFileSync(path.join(app, 'consumer.ts'), CONSUMER);
    // The installed package's declarations are checked (no skipLibCheck); TypeScript's own lib
    // files, which nothing installed can change, are not (skipDefaultLibCheck).
    const compilerOptions = { strict: true, noEmit: true, skipDefaultLibCheck: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [] };
    writeJson(path.join(app, 'tsconfig.json'), { compilerOptions, files: ['consumer.ts'] });
    // In this process (the project's TypeScript, as `tsc -p` would run it): what is checked is the
    // installed package's types as the app resolves them, not a process boundary.
    const typed = await tsc(path.join(app, 'tsconfig.json'));
    expect(typed.output).toBe('');
    expect(typed.exitCode).toBe(0);

    writeFileSync(path.join(app, 'browser.mjs'), "import { createApiClient } from 'pets-client';\nconst api = createApiClient({ baseUrl: globalThis.BASE_URL });\nglobalThis.result = await api.getPet({ params: { path: { petId: 1 } } });\n");
    const bundled = await run(ESBUILD, ['browser.mjs', '--bundle', '--platform=browser', '--format=esm', '--outfile=bundle.mjs', '--log-level=error'], app);
    expect(bundled.code, bundled.stderr).toBe(0);
    const bundle = readFileSync(path.join(app, 'bundle.mjs'), 'utf8');
    expect(bundle).not.toMatch(/from ["']node:/);
    writeFileSync(path.join(app, 'run-bundle.mjs'), `globalThis.BASE_URL = process.argv[2];\nawait import('./bundle.mjs');\nconsole.log(JSON.stringify(globalThis.result));\n`);
    const ran = await run(process.execPath, ['run-bundle.mjs', baseUrl], app);
    expect(JSON.parse(ran.stdout)).toEqual({ id: 1, name: 'Rex' });

    const readme = readFileSync(path.join(app, 'node_modules/pets-client/README.md'), 'utf8');
    const example = /```js\n([\s\S]*?)\n```/.exec(readme)![1]!;
    expect(example).toContain('"https://pets.example"');
    writeFileSync(path.join(app, 'example.mjs'), example.replace('"https://pets.example"', JSON.stringify(baseUrl)));
    const example1 = await run(process.execPath, ['example.mjs'], app);
    expect(example1.code, example1.stderr).toBe(0);
    expect(example1.stdout).toContain("name: 'Rex'");
  }, 600_000);
});

/** The plain JavaScript app: a success and a declared error, printed as JSON. */
const APP = `import { createApiClient, isOperationError } from 'pets-client';

const api = createApiClient({ baseUrl: process.argv[2] });
const pet = await api.getPet({ params: { path: { petId: 1 } } });
let missing;
try {
  await api.getPet({ params: { path: { petId: 2 } } });
} catch (error) {
  missing = { declared: isOperationError(error, 'getPet'), status: error.status, body: error.body };
}
console.log(JSON.stringify({ pet, missing }));
`;

/** A TypeScript consumer: the package's types are real (a wrong parameter is an error where expected). */
const CONSUMER = `import { createApiClient, isOperationError, type ClientOptions } from 'pets-client';
import type { paths } from 'pets-client/types';

const options: ClientOptions = { baseUrl: 'https://pets.example' };
const api = createApiClient(options);

export async function nameOf(petId: number): Promise<string> {
  const pet = await api.getPet({ params: { path: { petId } } });
  return pet.name;
}

export async function wrong(): Promise<void> {
  // @ts-expect-error: petId is a number in the document
  await api.getPet({ params: { path: { petId: 'one' } } });
}

export function declared(error: unknown): number | undefined {
  return isOperationError(error, 'getPet') ? error.status : undefined;
}

export type PetPath = paths['/pets/{petId}'];
`;
