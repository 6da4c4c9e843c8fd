/**
 * `mtc lint` (issue 13): any document with Redocly's recommended rules, a file named like an
 * option is linted as a file, and Redocly never fetches a URL the document names (it runs
 * without network access, generators/redocly-child.mjs): a remote `$ref` is reported, not fetched;
 * nor reads a special file or one outside the document's folder (issue 11, finding 4).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertLintable } from '../../generators/load/lintable.js';
import { SpecError } from '../../generators/load/problems.js';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

function lint(args: readonly string[], cwd: string) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    // Asynchronous: the test's HTTP server must keep answering while the child runs.
    import('node:child_process').then(({ execFile }) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', ...args], { cwd, timeout: 240_000 }, (error, stdout, stderr) => {
        resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, output: stdout + stderr });
      });
    });
  });
}

const CLEAN = `openapi: 3.1.0
info: { title: clean, version: '1', description: A clean document., license: { name: MIT, identifier: MIT } }
servers: [{ url: 'https://clean.example' }]
security: []
paths:
  /a:
    get:
      operationId: getA
      summary: Read a
      description: Reads a.
      responses:
        '204': { description: none }
        '404': { description: not found }
`;

/** CLEAN with a second operation, `/b`, answering `responses` (YAML lines at the responses' indent). */
function withPathB(text: string, responses: readonly string[]): string {
  return `${text}  /b:\n    get:\n      operationId: getB\n      summary: Read b\n      description: Reads b.\n      responses:\n        ${[...responses, "'404': { description: not found }"].join('\n        ')}\n`;
}

const refTo = (status: string, target: string) => `'${status}': { description: ok, content: { application/json: { schema: { $ref: '${target}' } } } }`;

/**
 * One Redocly run (about 1.5 s of CPU each) serves two tests where both read the same kind of
 * report: each test builds what it needs into one document, at a path of its own, and reads only
 * the lines of its own path. Run once, at the first test that asks.
 */
function once<T>(run: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= run());
}

/**
 * A remote `$ref` (at /b, served by a local HTTP server that records what it is asked) and a
 * path item whose file is not UTF-8 (at /a), linted in the default format.
 */
const remoteAndLatin1 = once(async () => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.end('type: object\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/schema.yaml`;
    const dir = scratchDir('lint-remote-and-latin1');
    writeFileSync(path.join(dir, 'api.yaml'), withPathB(CLEAN.replace(/  \/a:\n[\s\S]*$/, "  /a:\n    $ref: './a.yaml'\n"), [refTo('200', url)]));
    writeFileSync(path.join(dir, 'a.yaml'), Buffer.concat([Buffer.from("get:\n  operationId: getA\n  summary: caf"), Buffer.from([0xe9]), Buffer.from("\n  description: Reads a.\n  responses:\n    '204': { description: none }\n    '404': { description: not found }\n")]));
    const result = await lint(['api.yaml'], dir);
    return { url, requests: [...requests], result };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * The `$ref` fence, in codeframe format: /a refers to a FIFO, a device, a file outside the
 * folder and a link to it; /b to percent-encoded names (a space, non-ASCII) and an encoded "..".
 */
const fenced = once(async () => {
  const outer = scratchDir('lint-fenced');
  const dir = path.join(outer, 'api');
  mkdirSync(path.join(dir, 'my defs'), { recursive: true });
  mkdirSync(path.join(dir, 'modèles'));
  writeFileSync(path.join(dir, 'my defs', 'm.yaml'), 'type: object\n');
  writeFileSync(path.join(dir, 'modèles', 'é.yaml'), 'type: string\n');
  writeFileSync(path.join(outer, 'secret.yaml'), 'type: object\ndescription: TOP-SECRET-LINE\n');
  // A folder named with the escape itself, holding a FIFO the fence would report: the decoded
  // name is read first, as generate reads it (the child read the name as written when it existed).
  mkdirSync(path.join(dir, 'my%20defs'));
  execFileSync('mkfifo', [path.join(dir, 'my%20defs', 'm.yaml')]);
  symlinkSync(path.join(outer, 'secret.yaml'), path.join(dir, 'linked.yaml'));
  execFileSync('mkfifo', [path.join(dir, 'pipe.yaml')]);
  const fencedTargets = { '200': './pipe.yaml', '201': '/dev/zero', '202': '../secret.yaml', '203': './linked.yaml' };
  const encodedTargets = { '200': './my%20defs/m.yaml', '201': './modèles/é.yaml', '202': './mod%C3%A8les/%C3%A9.yaml', '203': '..%2Fsecret.yaml' };
  const fencedResponses = Object.entries(fencedTargets).map(([status, target]) => refTo(status, target));
  const encodedResponses = Object.entries(encodedTargets).map(([status, target]) => refTo(status, target));
  writeFileSync(path.join(dir, 'openapi.yaml'), withPathB(CLEAN.replace("'204': { description: none }", fencedResponses.join('\n        ')), encodedResponses));
  const started = Date.now();
  const result = await lint(['--format=codeframe', 'openapi.yaml'], dir);
  return { outer, dir, result, took: Date.now() - started };
});

/** What the codeframe report says at each response of the path `/item` that refers to a schema: status -> message. */
function unresolvedAt(output: string, item: string): Record<string, string> {
  const at = new RegExp(` at #\\/paths\\/~1${item}\\/get\\/responses\\/(\\d+)\\/content\\/application~1json\\/schema\\n+(Can't resolve \\$ref: .*)`, 'g');
  return Object.fromEntries([...output.matchAll(at)].map((match) => [match[1], match[2]]));
}

describe('mtc lint', () => {
  it('lints a file named like an option as a file', async () => {
    const dir = scratchDir('lint-option-name');
    writeFileSync(path.join(dir, '--help.yaml'), CLEAN);
    const result = await lint(['--', '--help.yaml'], dir);
    expect(result.output).toContain('--help.yaml');
    expect(result.output).toMatch(/valid/i);
    // Redocly's CLI prints this box on Node 20, which the toolkit supports (redocly-child.mjs leaves it out).
    expect(result.output).not.toContain('Node.js 20 support is ending');
    expect(result.status).toBe(0);
  }, 240_000);

  it('never fetches a remote $ref: Redocly runs without network access', async () => {
    const { url, requests, result } = await remoteAndLatin1();
    expect(requests).toEqual([]);
    expect(result.output).toContain(url);
    expect(result.status).toBe(1);
  }, 240_000);

  it('refuses a path that names no file as a usage error (2), before starting Redocly, given as FILE or as --spec as generate takes it', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', 'no-such-api.yaml', '--spec', 'no-such-either.yaml'], { cwd: scratchDir('lint-missing'), encoding: 'utf8' });
    expect(result.stderr).toContain('error: no such file: no-such-api.yaml, no-such-either.yaml');
    expect(result.status).toBe(2);
  });

  // A red-team pass (2026-11-28): a Latin-1 file a document refers to was read with each bad byte
  // as U+FFFD and reported nothing, while generate refuses it.
  it('reports a file a $ref names that is not UTF-8 at that $ref, as generate refuses it', async () => {
    const { result } = await remoteAndLatin1();
    expect(result.output).toMatch(/no-unresolved-refs +Can't resolve \$ref: .*a\.yaml: not valid UTF-8 at the byte E9 \(line 3, column 15; Latin-1 or Windows-1252 text\?\)/);
    expect(result.status).toBe(1);
  }, 240_000);

  // A red-team pass (2026-11-28): Redocly said "Please provide a valid path to the configuration file." naming no path.
  it('refuses a --rules file that does not exist as a usage error (2) naming it, before starting Redocly', () => {
    const dir = scratchDir('lint-missing-rules');
    writeFileSync(path.join(dir, 'api.yaml'), CLEAN);
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', '--rules', 'no-such-rules.yaml', 'api.yaml'], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toContain('error: --rules no-such-rules.yaml: no such file (a Redocly configuration file');
    expect(result.status).toBe(2);
  });

  it('ends with the usage error (2) when the rules configuration names a rule Redocly does not have: a misspelled rule would check nothing', async () => {
    const dir = scratchDir('lint-unknown-rule');
    writeFileSync(path.join(dir, 'api.yaml'), CLEAN);
    writeFileSync(path.join(dir, 'rules.yaml'), 'rules:\n  operation-operationid-uniqe: error\n  info-contact: warn\n');
    const result = await lint(['--rules', 'rules.yaml', 'api.yaml'], dir);
    expect(result.output).toContain('Unused rules found');
    expect(result.output).toContain('operation-operationid-uniqe');
    expect(result.output).toContain('mtc lint: the rules configuration names rules Redocly does not have');
    // The rule that exists still ran: the document has no contact.
    expect(result.output).toMatch(/info-contact/);
    expect(result.status).toBe(2);
  }, 240_000);

  it('lints a document split into more files than the process may hold open at once (Redocly reported EMFILE at each $ref past the limit)', () => {
    const dir = scratchDir('lint-many-files');
    mkdirSync(path.join(dir, 'schemas'));
    const names = Array.from({ length: 400 }, (_, index) => `S${index}`);
    for (const name of names) writeFileSync(path.join(dir, 'schemas', `${name}.yaml`), 'type: object\nproperties: {a: {type: string}}\n');
    writeFileSync(path.join(dir, 'openapi.yaml'), `${CLEAN}components:\n  schemas:\n${names.map((name) => `    ${name}: {$ref: 'schemas/${name}.yaml'}\n`).join('')}`);
    // 256 descriptors: macOS's default limit (Linux's is 1,024).
    const result = spawnSync('sh', ['-c', 'ulimit -n 256 && exec "$0" "$1" lint openapi.yaml', process.execPath, path.join(REPO_ROOT, 'scripts', 'launch.mjs')], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
    expect(result.stdout + result.stderr).not.toContain('EMFILE');
    expect(result.status, result.stdout + result.stderr).toBe(0);
  }, 240_000);

  // A new-user pass (2026-11-27): Redocly has no input limits, so this 600-byte alias bomb, which
  // generate refuses in about a second, held lint for 52 s of CPU before Redocly gave up.
  it('refuses a document past the input limits (a YAML alias bomb) before Redocly reads it, as generate does', () => {
    const dir = scratchDir('lint-alias-bomb');
    const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const lines = levels.map((name, index) => `x-${name}: &${name} [${Array(9).fill(index === 0 ? '"lol"' : `*${levels[index - 1]}`).join(', ')}]`);
    writeFileSync(path.join(dir, 'bomb.yaml'), `openapi: 3.1.0\ninfo: { title: bomb, version: '1' }\n${lines.join('\n')}\npaths: {}\n`);
    writeFileSync(path.join(dir, 'clean.yaml'), CLEAN);
    const started = Date.now();
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', 'clean.yaml', 'bomb.yaml'], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
    expect(result.stderr).toContain('bomb.yaml  #  bomb.yaml takes the document and the files it references past 1000000 nodes');
    expect(result.stderr).toContain('1 problem in the document; nothing was linted.');
    expect(result.stdout + result.stderr).not.toContain('validating');
    expect(result.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 240_000);

  // A new-user pass (2026-11-28): linting the schemas file a document refers to (or a
  // package.json) got Redocly's "Something went wrong when processing …: Unsupported specification".
  it('refuses a file that is no OpenAPI document in generate\'s words, placed, before Redocly reads it (in-process)', async () => {
    const dir = scratchDir('lint-not-a-document');
    writeFileSync(path.join(dir, 'schemas.yaml'), 'Widget:\n  type: object\n');
    writeFileSync(path.join(dir, 'clean.yaml'), CLEAN);
    const refusal = assertLintable(['clean.yaml', 'schemas.yaml'], dir);
    await expect(refusal).rejects.toBeInstanceOf(SpecError);
    const { problems } = (await refusal.catch((error: unknown) => error)) as SpecError;
    expect(problems.map((problem) => [problem.file, problem.line, problem.pointer, problem.message])).toEqual([
      ['schemas.yaml', 1, '', 'not an OpenAPI document: it says neither `openapi` nor `swagger` at its top level'],
    ]);
    expect(problems[0]!.hint).toMatch(/A file of schemas that a document refers to with `\$ref` is read through that document: give the document\.$/);
    await expect(assertLintable(['clean.yaml'], dir)).resolves.toBeUndefined();
  });

  // A red-team pass (2026-11-28): Redocly read a Latin-1 document with each bad byte as U+FFFD
  // and linted it clean (exit 0 but for its own rules), while generate refused it.
  it('refuses a document that is not UTF-8 at its first bad byte, as generate does, before Redocly reads it (in-process)', async () => {
    const dir = scratchDir('lint-not-utf8');
    writeFileSync(path.join(dir, 'latin1.yaml'), Buffer.concat([Buffer.from('openapi: 3.1.0\ninfo: {title: "caf'), Buffer.from([0xe9]), Buffer.from('", version: "1"}\npaths: {}\n')]));
    writeFileSync(path.join(dir, 'utf16.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CLEAN, 'utf16le')]));
    const refusal = await assertLintable(['latin1.yaml', 'utf16.yaml'], dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SpecError);
    expect((refusal as SpecError).problems.map((problem) => [problem.file, problem.line, problem.column, problem.message])).toEqual([
      ['latin1.yaml', 2, 19, 'not valid UTF-8 at the byte E9 (Latin-1 or Windows-1252 text?)'],
      ['utf16.yaml', 0, 0, 'the file is encoded as UTF-16 (it starts with a UTF-16 byte order mark); only UTF-8 is read'],
    ]);
  });

  // A reviewer's pass (2026-11-28): `mtc lint -- --format json api.yaml`, copied from `npm run lint -- …`,
  // looked for files named "--format" and "json". A file named like no flag of lint's is still a file.
  it('says to leave out a "--" that comes before lint\'s own flags (2), as generate and diff do', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', '--', '--format', 'json', 'api.yaml'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('"--" ends the options, so the flags after it were read as plain arguments: leave "--" out');
    expect(result.stderr).not.toContain('no such file');
  });

  // A new-user pass (2026-11-29): node's message for `--sepc` went on about positional arguments after "--".
  it('names the option meant for a misspelt one (2), as generate and diff do', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', '--rule', 'house.yaml', 'api.yaml'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: unknown option --rule: did you mean --rules\?\n/);
  });

  it('refuses a format Redocly does not have (2)', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'lint', '--format=--config=/etc/passwd', 'a.yaml'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--format must be one of');
  });

  it('reads a $ref percent-encoded as a URI writes it (a space, non-ASCII) as generate does, and holds a decoded ".." to the folder', async () => {
    const { outer, result } = await fenced();
    // Before: "Can't resolve $ref: ENOENT … my%20defs/m.yaml" for 200 and 202, which generate reads.
    expect(unresolvedAt(result.output, 'b')).toEqual({ '203': `Can't resolve $ref: ${path.join(outer, 'secret.yaml')} is outside the folders of the documents; it is not read` });
    // Redocly's advice after errors names its own command, which an mtc user has not installed.
    expect(result.output).not.toContain('generate-ignore-file');
    expect(result.output).not.toContain('TOP-SECRET-LINE');
    expect(result.status).toBe(1);
  }, 240_000);

  it('follows a $ref only to a regular file inside the document\'s folder: a FIFO, a device and a file outside (or linked from outside) are reported, never read', async () => {
    // All four in one document (one Redocly run): each response refers to one of them, and each
    // is reported at its own pointer with its own reason.
    const { outer, dir, result, took } = await fenced();
    expect(took).toBeLessThan(60_000);
    expect(result.status).toBe(1);
    expect(unresolvedAt(result.output, 'a')).toEqual({
      '200': `Can't resolve $ref: ${path.join(dir, 'pipe.yaml')} is not a regular file (a FIFO, device, socket or folder); only files are read`,
      '201': "Can't resolve $ref: /dev/zero is not a regular file (a FIFO, device, socket or folder); only files are read",
      '202': `Can't resolve $ref: ${path.join(outer, 'secret.yaml')} is outside the folders of the documents; it is not read`,
      '203': `Can't resolve $ref: ${path.join(dir, 'linked.yaml')} is outside the folders of the documents; it is not read`,
    });
    expect(result.output).not.toContain('TOP-SECRET-LINE');
  }, 240_000);
});
