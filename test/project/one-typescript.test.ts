/**
 * scripts/one-typescript.mjs: in a command process, ts-morph's require of its own TypeScript copy
 * is answered with the pinned `typescript` package when both are the same minor version, and left
 * alone when they are not. Checked on a fake package layout both ways, and on the installed
 * packages: if a ts-morph bump brings a copy of another minor version, the last test says the
 * redirect no longer applies (and `generate` loads two compilers again). End to end, a real
 * `generate` of the client through the launcher loads ts-morph and exactly one TypeScript.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-node.js';
// @ts-expect-error -- a plain ES module of the launcher, without declarations.
import { declaredMinorVersion, shareTypeScript } from '../../scripts/one-typescript.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'one-typescript-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let removeRedirect: (() => void) | undefined;
afterEach(() => {
  removeRedirect?.();
  removeRedirect = undefined;
});

/** A bundle declaring its version the way TypeScript's does, after padding like its licence header. */
function fakeCompiler(minor: string, patch: string): string {
  return `/* ${'licence '.repeat(4000)} */\nvar versionMajorMinor = "${minor}";\nvar version = \`\${versionMajorMinor}.${patch}\`;\nmodule.exports = { which: __filename, versionMajorMinor };\n`;
}

/** node_modules with a pinned `typescript` and an @ts-morph/common carrying its own copy. */
function layout(name: string, pinnedMinor: string, bundledMinor: string): string {
  const root = path.join(scratch, name);
  const common = path.join(root, 'node_modules', '@ts-morph', 'common', 'dist');
  const pinned = path.join(root, 'node_modules', 'typescript', 'lib');
  mkdirSync(common, { recursive: true });
  mkdirSync(pinned, { recursive: true });
  writeFileSync(path.join(root, 'node_modules', 'typescript', 'package.json'), JSON.stringify({ name: 'typescript', main: './lib/typescript.js' }));
  writeFileSync(path.join(pinned, 'typescript.js'), fakeCompiler(pinnedMinor, '3'));
  writeFileSync(path.join(common, 'typescript.js'), fakeCompiler(bundledMinor, '2'));
  writeFileSync(path.join(common, 'ts-morph-common.js'), "module.exports = require('./typescript');\n");
  return root;
}

function loadCommon(root: string): { which: string } {
  return createRequire(path.join(root, 'package.json'))(path.join(root, 'node_modules', '@ts-morph', 'common', 'dist', 'ts-morph-common.js')) as { which: string };
}

describe('one TypeScript per command process', () => {
  it('reads the minor version a bundle declares, and nothing from a file that is not there', () => {
    const root = layout('versions', '5.9', '6.0');
    expect(declaredMinorVersion(path.join(root, 'node_modules', 'typescript', 'lib', 'typescript.js'))).toBe('5.9');
    expect(declaredMinorVersion(path.join(root, 'node_modules', '@ts-morph', 'common', 'dist', 'typescript.js'))).toBe('6.0');
    expect(declaredMinorVersion(path.join(root, 'missing.js'))).toBeUndefined();
  });

  it('answers ts-morph with the pinned package when the minor versions match', () => {
    const root = layout('same', '5.9', '5.9');
    removeRedirect = shareTypeScript();
    expect(loadCommon(root).which).toBe(path.join(root, 'node_modules', 'typescript', 'lib', 'typescript.js'));
  });

  it('leaves ts-morph its own copy when they differ', () => {
    const root = layout('different', '5.9', '6.0');
    removeRedirect = shareTypeScript();
    expect(loadCommon(root).which).toBe(path.join(root, 'node_modules', '@ts-morph', 'common', 'dist', 'typescript.js'));
  });

  it('applies to the installed packages: ts-morph resolves to the pinned typescript', () => {
    const fromProject = createRequire(path.join(REPO_ROOT, 'package.json'));
    const commonMain = fromProject.resolve('@ts-morph/common');
    const pinned = fromProject.resolve('typescript');
    const pinnedVersion = (JSON.parse(readFileSync(path.join(path.dirname(pinned), '..', 'package.json'), 'utf8')) as { version: string }).version;
    expect(declaredMinorVersion(path.join(path.dirname(commonMain), 'typescript.js'))).toBe(pinnedVersion.split('.').slice(0, 2).join('.'));
    removeRedirect = shareTypeScript();
    expect(createRequire(commonMain).resolve('./typescript')).toBe(pinned);
  });

  it('a generate of the client through the launcher loads ts-morph and one TypeScript, the pinned one', async () => {
    const out = path.join(scratch, 'generated');
    const spec = path.join(REPO_ROOT, 'test', 'bench', 'fixtures', 'one-operation.yaml');
    // NODE_DEBUG=module has Node's CommonJS loader print every file it loads to stderr.
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', spec, '--out', out, '--outputs', 'types,client'], { cwd: REPO_ROOT, env: { ...process.env, NODE_DEBUG: 'module' }, maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, text) => (error ? reject(new Error(`${error.message}\n${text.slice(-2000)}`)) : resolve(text)));
    });
    const loaded = [...stderr.matchAll(/^MODULE \d+: load "([^"]+)"/gm)].map((match) => match[1]!);
    expect(loaded.some((file) => file.endsWith(path.join('ts-morph', 'dist', 'ts-morph.js'))), 'ts-morph is loaded').toBe(true);
    const compilers = loaded.filter((file) => path.basename(file) === 'typescript.js');
    expect(compilers).toEqual([createRequire(path.join(REPO_ROOT, 'package.json')).resolve('typescript')]);
  });
});
