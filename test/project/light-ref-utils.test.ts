/**
 * scripts/light-ref-utils.mjs: in a command process, the `./utils` that openapi-typescript's
 * Redocly 1.x `ref-utils.js` requires is answered with scripts/lib/ref-utils-helpers.cjs when
 * ref-utils.js uses only the helpers that module holds and utils.js defines them as it does; any
 * other use or definition keeps the real utils.js. Checked on fake layouts both ways, on the
 * installed packages (a release that changes either file makes the installed-packages case say
 * so), and end to end: a generate of types through the launcher loads none of that utils.js.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-node.js';
// @ts-expect-error -- a plain ES module of the launcher, without declarations.
import { lightenRefUtils, onlyHelpersUsed } from '../../scripts/light-ref-utils.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'light-ref-utils-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let removeRedirect: (() => void) | undefined;
afterEach(() => {
  removeRedirect?.();
  removeRedirect = undefined;
});

/** ref-utils.js as Redocly 1.x compiles it: one require of ./utils, helpers read as members. */
const REF_UTILS = [
  '"use strict";',
  'Object.defineProperty(exports, "__esModule", { value: true });',
  'const utils_1 = require("./utils");',
  'function isRef(node) { return (0, utils_1.isPlainObject)(node) && typeof node.$ref === "string"; }',
  'function parsePointer(pointer) { return pointer.split("/").filter(utils_1.isTruthy); }',
  'exports.isRef = isRef;',
  'exports.parsePointer = parsePointer;',
  // The module its require loaded (a child of this module, as Node records it).
  'exports.utilsFile = module.children.map((child) => child.filename).find((name) => /utils/.test(name));',
  '',
].join('\n');

/** utils.js with the helpers as Redocly defines them, and an import the light module exists to avoid. */
const UTILS = [
  '"use strict";',
  'globalThis.heavyUtilsLoaded = true;',
  'function isPlainObject(value) {',
  "    return value !== null && typeof value === 'object' && !Array.isArray(value);",
  '}',
  'function isTruthy(value) {',
  '    return !!value;',
  '}',
  'exports.isPlainObject = isPlainObject;',
  'exports.isTruthy = isTruthy;',
  'exports.other = () => 1;',
  '',
].join('\n');

function layout(name: string, refUtils: string, utils: string): string {
  const lib = path.join(scratch, name, 'node_modules', '@redocly', 'openapi-core', 'lib');
  mkdirSync(lib, { recursive: true });
  writeFileSync(path.join(lib, 'ref-utils.js'), refUtils);
  writeFileSync(path.join(lib, 'utils.js'), utils);
  return path.join(lib, 'ref-utils.js');
}

describe('the light ./utils for Redocly 1.x ref-utils.js', () => {
  it('applies when ref-utils.js reads only the two helpers and utils.js defines them as ours are', () => {
    expect(onlyHelpersUsed(layout('as-shipped', REF_UTILS, UTILS))).toBe(true);
  });

  it('does not apply to another use of ./utils, another definition, or another way of requiring it', () => {
    expect(onlyHelpersUsed(layout('other-member', REF_UTILS.replace('exports.isRef = isRef;', 'exports.isRef = isRef; exports.o = utils_1.other;'), UTILS))).toBe(false);
    expect(onlyHelpersUsed(layout('whole-module', REF_UTILS.replace('exports.isRef = isRef;', 'exports.isRef = isRef; exports.all = utils_1;'), UTILS))).toBe(false);
    expect(onlyHelpersUsed(layout('computed-member', REF_UTILS.replace('exports.isRef = isRef;', "exports.isRef = isRef; exports.o = utils_1['other'];"), UTILS))).toBe(false);
    expect(onlyHelpersUsed(layout('changed-helper', REF_UTILS, UTILS.replace('return !!value;', 'return value !== undefined;')))).toBe(false);
    expect(onlyHelpersUsed(layout('imported', REF_UTILS.replace('const utils_1 = require("./utils");', "import * as utils_1 from './utils.js';"), UTILS))).toBe(false);
    expect(onlyHelpersUsed(layout('required-twice', REF_UTILS.replace('exports.isRef = isRef;', "exports.isRef = isRef; exports.all = require('./utils');"), UTILS))).toBe(false);
    expect(onlyHelpersUsed(path.join(scratch, 'missing', 'ref-utils.js'))).toBe(false);
  });

  it('answers the require with the helpers module, which behaves as the helpers do, and leaves other layouts to Node', () => {
    const globals = globalThis as { heavyUtilsLoaded?: boolean };
    delete globals.heavyUtilsLoaded;
    removeRedirect = lightenRefUtils();
    const light = createRequire(import.meta.url)(layout('redirected', REF_UTILS, UTILS)) as { isRef(node: unknown): boolean; parsePointer(pointer: string): string[]; utilsFile: string };
    expect(light.utilsFile).toBe(path.join(REPO_ROOT, 'scripts', 'lib', 'ref-utils-helpers.cjs'));
    expect(globals.heavyUtilsLoaded).toBeUndefined();
    expect([light.isRef({ $ref: '#/a' }), light.isRef([]), light.isRef(null), light.isRef({ $ref: 1 })]).toEqual([true, false, false, false]);
    expect(light.parsePointer('/a//b/')).toEqual(['a', 'b']);
    // Another file of the same folder gets the real utils.js: only ref-utils.js's require is answered.
    const sibling = path.join(scratch, 'redirected', 'node_modules', '@redocly', 'openapi-core', 'lib', 'bundle.js');
    writeFileSync(sibling, 'exports.other = require("./utils").other();\n');
    expect((createRequire(import.meta.url)(sibling) as { other: number }).other).toBe(1);
    expect(globals.heavyUtilsLoaded).toBe(true);
    delete globals.heavyUtilsLoaded;
    const kept = createRequire(import.meta.url)(layout('kept', REF_UTILS, UTILS.replace('return !!value;', 'return Boolean(value);'))) as { utilsFile: string };
    expect(kept.utilsFile).toBe(path.join(scratch, 'kept', 'node_modules', '@redocly', 'openapi-core', 'lib', 'utils.js'));
    expect(globals.heavyUtilsLoaded).toBe(true);
    delete globals.heavyUtilsLoaded;
  });

  it("applies to the installed packages: openapi-typescript's Redocly ref-utils.js", () => {
    const fromTypes = createRequire(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('openapi-typescript'));
    expect(onlyHelpersUsed(fromTypes.resolve('@redocly/openapi-core/lib/ref-utils.js'))).toBe(true);
  });

  it("a generate of types through the launcher loads that ref-utils.js, and not its utils.js", async () => {
    const out = path.join(scratch, 'generated');
    const spec = path.join(REPO_ROOT, 'test', 'bench', 'fixtures', 'one-operation.yaml');
    // NODE_DEBUG=module has Node's CommonJS loader print every file it loads to stderr.
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', spec, '--out', out, '--outputs', 'types'], { cwd: REPO_ROOT, env: { ...process.env, NODE_DEBUG: 'module' }, maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, text) => (error ? reject(new Error(`${error.message}\n${text.slice(-2000)}`)) : resolve(text)));
    });
    const loaded = [...stderr.matchAll(/^MODULE \d+: load "([^"]+)"/gm)].map((match) => match[1]!);
    const oldCore = `${path.sep}openapi-typescript${path.sep}node_modules${path.sep}@redocly${path.sep}openapi-core${path.sep}lib${path.sep}`;
    expect(loaded.filter((file) => file.includes(oldCore)).map((file) => path.basename(file))).toEqual(['ref-utils.js']);
    expect(loaded).toContain(path.join(REPO_ROOT, 'scripts', 'lib', 'ref-utils-helpers.cjs'));
  }, 240_000);
});
