/**
 * `git:REF` reads the files the document reaches by `$ref`, not its whole folder: with the root
 * document at the top of a repository the folder is the whole tree, and every blob of it was read
 * into memory and written out (13.7 s and 850 MB beside 400 MB of videos).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSpecFolder } from '../../generators/diff/sources.js';
import { INPUT_LIMITS } from '../../generators/load/budget.js';

let repo: string;
let into: string;
/** What the checkout of HEAD returned: the root document's path in `into`. */
let root: string;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(folder, name)).isFile()).map((name) => name.split(path.sep).join('/')).sort();
}

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'diff-reached-'));
  into = mkdtempSync(path.join(os.tmpdir(), 'diff-reached-into-'));
  const write = (name: string, contents: string | Buffer): void => {
    mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
    writeFileSync(path.join(repo, name), contents);
  };
  write('openapi.yaml', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /pets:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: 'my%20defs/pet.yaml#/Pet' } } } }
        '413': { description: big, content: { application/json: { schema: { $ref: big.yaml } } } }
`);
  write('my defs/pet.yaml', "Pet: { type: object, properties: { tag: { $ref: './tag.json' } } }\n");
  write('my defs/tag.json', '{ "type": "string", "description": { "$ref": "../openapi.yaml#/info" } }\n');
  write('big.yaml', Buffer.alloc(INPUT_LIMITS.bytes + 1, 0x20));
  // Beside the document, never referenced: a video, source code, another document's schemas.
  write('assets/video.bin', Buffer.alloc(1024 * 1024, 1));
  write('src/app.ts', 'export {};\n');
  write('other/api.yaml', "openapi: 3.1.0\n$ref: '../src/app.ts'\n");
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  root = checkoutSpecFolder({ kind: 'git', ref: 'HEAD', file: 'openapi.yaml' }, repo, into);
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(into, { recursive: true, force: true });
});

describe('git:REF checkouts', () => {
  it('write the root document and the files it reaches by $ref (an escaped name by the file it names), nothing else', () => {
    expect(root).toBe(path.join(into, 'openapi.yaml'));
    expect(filesUnder(into)).toEqual(['big.yaml', 'my defs/pet.yaml', 'my defs/tag.json', 'openapi.yaml']);
  });

  it('do not read a file past the loader\'s byte limit, and leave one of its size in its place (the loader refuses it by that size)', () => {
    expect(statSync(path.join(into, 'big.yaml')).size).toBe(INPUT_LIMITS.bytes + 1);
    // Sparse: its blocks were never written (a full copy would take 32 MiB of the temporary folder's disk).
    expect(statSync(path.join(into, 'big.yaml')).blocks * 512).toBeLessThan(1024 * 1024);
  });
});
