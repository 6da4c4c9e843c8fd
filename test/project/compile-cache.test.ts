/**
 * scripts/compile-cache.mjs, the V8 code cache the launcher installs for large CommonJS packages:
 * a cached module behaves exactly as Node's own loader would run it (wrapper arguments, `this`,
 * require and require.resolve from its folder, error locations), entries are written once and
 * reused, a damaged entry is rejected and rewritten, an edited file gets a new entry, and small
 * files and packages not listed are left to Node.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-test-'));
const packageDir = path.join(scratch, 'node_modules', 'big');
const cacheDir = path.join(scratch, 'cache');
const bigFile = path.join(packageDir, 'index.js');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Over the 1 MiB threshold, with everything a CommonJS module may rely on from its wrapper. */
function bigModule(marker: string): string {
  return [
    `const padding = ${JSON.stringify('x'.repeat(1100 * 1024))};`,
    'const helper = require("./helper");',
    'module.exports = {',
    `  marker: ${JSON.stringify(marker)},`,
    '  thisIsExports: this === module.exports,',
    '  filename: __filename,',
    '  dirname: __dirname,',
    '  helper: helper.value,',
    '  resolved: require.resolve("./helper"),',
    '  hasCache: typeof require.cache === "object",',
    '  paddingLength: padding.length,',
    '  fail() { throw new Error("from big"); },',
    '};',
    '',
  ].join('\n');
}

const driver = path.join(scratch, 'driver.mjs');

beforeAll(() => {
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(path.join(packageDir, 'helper.js'), 'exports.value = 42;\n');
  writeFileSync(bigFile, bigModule('first'));
  mkdirSync(path.join(scratch, 'node_modules', 'unlisted'), { recursive: true });
  writeFileSync(path.join(scratch, 'node_modules', 'unlisted', 'index.js'), bigModule('unlisted').replace('require("./helper")', '{ value: 0 }').replace('require.resolve("./helper")', '""'));
  writeFileSync(
    driver,
    [
      `import { createRequire } from 'node:module';`,
      `import { installCompileCache } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'compile-cache.mjs')).href)};`,
      `installCompileCache(${JSON.stringify(cacheDir)}, ['big']);`,
      `const big = createRequire(import.meta.url)('big');`,
      `const unlisted = createRequire(import.meta.url)('unlisted');`,
      `let where = '';`,
      `try { big.fail(); } catch (error) { where = String(error.stack).split('\\n')[1]; }`,
      `const { fail, ...rest } = big;`,
      `console.log(JSON.stringify({ ...rest, where, unlisted: unlisted.marker }));`,
      '',
    ].join('\n'),
  );
});

function run(): Record<string, unknown> {
  const result = spawnSync(process.execPath, [driver], { cwd: scratch, encoding: 'utf8', timeout: 60_000 });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

const entries = () => (readdirSync(cacheDir, { withFileTypes: false }) as string[]).filter((name) => name.endsWith('.v8')).sort();

describe('the code cache for large package files', () => {
  it('runs a module the way Node does, and writes one entry: not for a small file or a large one of an unlisted package', () => {
    const first = run();
    expect(first).toMatchObject({
      marker: 'first',
      thisIsExports: true,
      filename: bigFile,
      dirname: packageDir,
      helper: 42,
      resolved: path.join(packageDir, 'helper.js'),
      hasCache: true,
      paddingLength: 1100 * 1024,
      unlisted: 'unlisted',
    });
    expect(first['where'], 'errors point into the file, as without the cache').toContain(`${bigFile}:`);
    expect(entries()).toHaveLength(1);
  });

  it('reuses the entry without rewriting it, with the same results', () => {
    const [entry] = entries();
    const before = statSync(path.join(cacheDir, entry!)).mtimeMs;
    const bytes = readFileSync(path.join(cacheDir, entry!));
    const second = run();
    expect(second['marker']).toBe('first');
    expect(second['where']).toContain(`${bigFile}:`);
    expect(statSync(path.join(cacheDir, entry!)).mtimeMs).toBe(before);
    expect(readFileSync(path.join(cacheDir, entry!)).equals(bytes)).toBe(true);
  });

  it('rejects a damaged entry, runs the file all the same, and writes a good entry', () => {
    const [entry] = entries();
    const garbage = Buffer.from('not V8 cached data at all');
    writeFileSync(path.join(cacheDir, entry!), garbage);
    expect(run()['marker']).toBe('first');
    const rewritten = readFileSync(path.join(cacheDir, entry!));
    expect(rewritten.equals(garbage)).toBe(false);
    expect(rewritten.length).toBeGreaterThan(garbage.length);
  });

  it('gives an edited file a new entry and runs the new code', () => {
    writeFileSync(bigFile, bigModule('second'));
    expect(run()['marker']).toBe('second');
    expect(entries()).toHaveLength(2);
    expect(run()['marker']).toBe('second');
    expect(entries()).toHaveLength(2);
  });
});

describe('reading large package files', () => {
  it('reads each large file once: an all-ASCII one as Latin-1 bytes, one with other characters decoded as UTF-8, both to their exact text', () => {
    const asciiDir = path.join(scratch, 'node_modules', 'ascii');
    const wideDir = path.join(scratch, 'node_modules', 'wide');
    mkdirSync(asciiDir, { recursive: true });
    mkdirSync(wideDir, { recursive: true });
    const module = (text: string) => `const padding = ${JSON.stringify('x'.repeat(1100 * 1024))};\nmodule.exports = { text: ${JSON.stringify(text)}, length: padding.length };\n`;
    writeFileSync(path.join(asciiDir, 'index.js'), module('plain ascii'));
    writeFileSync(path.join(wideDir, 'index.js'), module('h\u00e9llo \u20ac \u{1F600}'));
    const reader = path.join(scratch, 'reader.mjs');
    writeFileSync(
      reader,
      [
        `import { createRequire } from 'node:module';`,
        `import { installCompileCache } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'compile-cache.mjs')).href)};`,
        // Records which large buffers are turned into text as Latin-1 (the byte-for-byte read).
        `const latin1 = [];`,
        // And how often each file is read (Node's loader reads through fs.readFileSync too).
        `import fs from 'node:fs';`,
        `import { syncBuiltinESMExports } from 'node:module';`,
        `const reads = {};`,
        `const readFileSync = fs.readFileSync;`,
        `fs.readFileSync = function (file, ...rest) { if (typeof file === 'string' && file.endsWith('index.js')) reads[file.split(/[\\\\/]/).at(-2)] = (reads[file.split(/[\\\\/]/).at(-2)] ?? 0) + 1; return readFileSync.call(this, file, ...rest); };`,
        `syncBuiltinESMExports();`,
        `const toString = Buffer.prototype.toString;`,
        `Buffer.prototype.toString = function (encoding, ...rest) { if (encoding === 'latin1' && this.length > 1024 * 1024) latin1.push(this.length); return toString.call(this, encoding, ...rest); };`,
        `installCompileCache(${JSON.stringify(path.join(scratch, 'cache-read'))}, ['ascii', 'wide']);`,
        `const require = createRequire(import.meta.url);`,
        `const ascii = require('ascii');`,
        `const asciiReads = latin1.length;`,
        `const wide = require('wide');`,
        `console.log(JSON.stringify({ ascii: ascii.text, wide: wide.text, asciiReads, wideReads: latin1.length - asciiReads, reads }));`,
        '',
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, [reader], { cwd: scratch, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ ascii: 'plain ascii', wide: 'h\u00e9llo \u20ac \u{1F600}', asciiReads: 1, wideReads: 0, reads: { ascii: 1, wide: 1 } });
  });
});

describe('the packages whose large files are cached', () => {
  /**
   * A script compiled with cached data has no dynamic-import callback on Node 20, so an `import()`
   * it runs throws: each large file the commands load from a listed package must have none. Read
   * as tokens (TypeScript's scanner, with regular expressions and template literals told apart as
   * a parser would), so the text `import(` in a string, comment or pattern does not count; the
   * parser itself took four seconds over these 12 MB, the scanner under one.
   */
  it('hold no dynamic import() in any file over the threshold that the commands load', async () => {
    // @ts-expect-error -- a plain ES module of the launcher, without declarations.
    const { CACHED_PACKAGES, LARGE_FILE_BYTES } = (await import('../../scripts/compile-cache.mjs')) as { CACHED_PACKAGES: string[]; LARGE_FILE_BYTES: number };
    const ts = (await import('typescript')).default;
    const { createRequire } = await import('node:module');
    const fromProject = createRequire(path.join(REPO_ROOT, 'package.json'));
    // Each package's main file, and ts-morph's own TypeScript (loaded when its version differs from the pinned one, decision 0032).
    const mains = (CACHED_PACKAGES as string[]).map((name) => fromProject.resolve(name));
    const ownCompiler = path.join(path.dirname(fromProject.resolve('@ts-morph/common')), 'typescript.js');
    const large = [...mains, ownCompiler].filter((file) => statSync(file).size > LARGE_FILE_BYTES);
    expect(large.map((file) => path.relative(realpathSync(path.join(REPO_ROOT, 'node_modules')), file).split(path.sep).join('/')).sort()).toEqual(['@ts-morph/common/dist/ts-morph-common.js', '@ts-morph/common/dist/typescript.js', 'ts-morph/dist/ts-morph.js', 'typescript/lib/typescript.js']);
    const dynamicImports = (text: string): number => {
      const K = ts.SyntaxKind;
      const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
      // What a `/` after these ends is division; anywhere else it opens a regular expression.
      const endsOperand = new Set([K.Identifier, K.CloseParenToken, K.CloseBracketToken, K.CloseBraceToken, K.NumericLiteral, K.StringLiteral, K.NoSubstitutionTemplateLiteral, K.TemplateTail, K.RegularExpressionLiteral, K.PlusPlusToken, K.MinusMinusToken, K.ThisKeyword, K.SuperKeyword, K.TrueKeyword, K.FalseKeyword, K.NullKeyword]);
      const templateDepths: number[] = [];
      let depth = 0;
      let previous: import('typescript').SyntaxKind = K.Unknown;
      let found = 0;
      for (let token = scanner.scan(); token !== K.EndOfFileToken; token = scanner.scan()) {
        if ((token === K.SlashToken || token === K.SlashEqualsToken) && !endsOperand.has(previous)) token = scanner.reScanSlashToken();
        else if (token === K.TemplateHead) templateDepths.push(depth);
        else if (token === K.OpenBraceToken) depth += 1;
        else if (token === K.CloseBraceToken) {
          if (templateDepths.at(-1) === depth) {
            token = scanner.reScanTemplateToken(false);
            if (token === K.TemplateTail) templateDepths.pop();
          } else depth -= 1;
        }
        if (token === K.OpenParenToken && previous === K.ImportKeyword) found += 1;
        previous = token;
      }
      return found;
    };
    // The reading itself: a real import() is found, one in text or a pattern is not.
    expect(dynamicImports('const a = `x${ {b: 1}.b }y`; const r = /import(/; const s = "import("; // import(\nasync function f() { await import("z"); }')).toBe(1);
    for (const file of large) expect(dynamicImports(readFileSync(file, 'utf8')), file).toBe(0);
  }, 60_000);
});

describe('folders named at install (the compiled commands)', () => {
  it('caches a large file of a named folder, with an entry per variant (command) in the folder named for its entries, each reused', () => {
    const own = path.join(scratch, 'own-build');
    const ownCache = path.join(scratch, 'cache-own');
    mkdirSync(own, { recursive: true });
    writeFileSync(path.join(own, 'commands.cjs'), `const padding = ${JSON.stringify('x'.repeat(1100 * 1024))};\nmodule.exports = { length: padding.length, file: __filename };\n`);
    // A small file of the same folder is left to Node, as small package files are.
    writeFileSync(path.join(own, 'small.cjs'), 'module.exports = 1;\n');
    const driverOwn = path.join(scratch, 'driver-own.mjs');
    writeFileSync(
      driverOwn,
      [
        `import { createRequire } from 'node:module';`,
        `import { installCompileCache } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'compile-cache.mjs')).href)};`,
        `installCompileCache(${JSON.stringify(path.join(scratch, 'cache-packages'))}, [], [{ folder: ${JSON.stringify(own)}, variant: process.argv[2], entries: ${JSON.stringify(ownCache)} }]);`,
        `const require = createRequire(import.meta.url);`,
        `console.log(JSON.stringify({ ...require(${JSON.stringify(path.join(own, 'commands.cjs'))}), small: require(${JSON.stringify(path.join(own, 'small.cjs'))}) }));`,
        '',
      ].join('\n'),
    );
    const runOwn = (variant: string) => {
      const result = spawnSync(process.execPath, [driverOwn, variant], { cwd: scratch, encoding: 'utf8', timeout: 60_000 });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return JSON.parse(result.stdout) as unknown;
    };
    const written = () => readdirSync(ownCache).filter((name) => name.endsWith('.v8')).sort();
    const expected = { length: 1100 * 1024, file: path.join(own, 'commands.cjs'), small: 1 };
    expect(runOwn('generate')).toEqual(expected);
    expect(written(), 'one entry: the large file, not the small one').toHaveLength(1);
    const [first] = written();
    // An entry is written beside and renamed into place: a rewrite, even of the same bytes, is a new file.
    const before = statSync(path.join(ownCache, first!));
    expect(runOwn('generate')).toEqual(expected);
    const after = statSync(path.join(ownCache, first!));
    expect([after.ino, after.mtimeMs], 'the entry was read, not rewritten').toEqual([before.ino, before.mtimeMs]);
    expect(runOwn('check')).toEqual(expected);
    expect(written(), 'another command has an entry of its own').toHaveLength(2);
    // In the folder named for the build's entries, not with the packages' entries.
    expect(existsSync(path.join(scratch, 'cache-packages'))).toBe(false);
  });

  it('caches a named folder reached through a symbolic link (Node knows its files by their real path)', () => {
    const real = path.join(scratch, 'linked-build-real');
    const linked = path.join(scratch, 'linked-build');
    const linkedCache = path.join(scratch, 'cache-linked');
    mkdirSync(real, { recursive: true });
    symlinkSync(real, linked, 'dir');
    writeFileSync(path.join(real, 'commands.cjs'), `const padding = ${JSON.stringify('y'.repeat(1100 * 1024))};\nmodule.exports = padding.length;\n`);
    const driver = path.join(scratch, 'driver-linked.mjs');
    writeFileSync(
      driver,
      [
        `import { createRequire } from 'node:module';`,
        `import { installCompileCache } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'compile-cache.mjs')).href)};`,
        `installCompileCache(${JSON.stringify(path.join(scratch, 'cache-packages-linked'))}, [], [{ folder: ${JSON.stringify(linked)}, variant: 'generate', entries: ${JSON.stringify(linkedCache)} }]);`,
        `console.log(createRequire(import.meta.url)(${JSON.stringify(path.join(linked, 'commands.cjs'))}));`,
        '',
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, [driver], { cwd: scratch, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(String(1100 * 1024));
    expect(readdirSync(linkedCache).filter((name) => name.endsWith('.v8')), 'an entry for the file reached through the link').toHaveLength(1);
  });
});
