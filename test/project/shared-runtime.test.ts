/**
 * The test runs' plugin that makes identical runtime copies one module
 * (test/support/shared-runtime.ts): what it shares, what it keeps apart, and that the folders on
 * disk stay as written.
 */
import { lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-node.js';

let counter = 0;
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch output folder whose runtime is `runtime/token.ts` and `runtime/inner/mark.ts`, and a main.ts importing them as generated files do. */
function outputFolder(mark: string): string {
  counter += 1;
  const dir = path.join(REPO_ROOT, '.tmp', 'shared-runtime-test', `${process.pid}-${Date.now()}-${counter}`);
  mkdirSync(path.join(dir, 'runtime', 'inner'), { recursive: true });
  writeFileSync(path.join(dir, 'runtime', 'token.ts'), "import { mark } from './inner/mark.js';\nexport const token = { mark };\n");
  writeFileSync(path.join(dir, 'runtime', 'inner', 'mark.ts'), `export const mark = ${JSON.stringify(mark)};\n`);
  writeFileSync(path.join(dir, 'runtime', 'extra.ts'), "export const extra = 'one';\n");
  writeFileSync(path.join(dir, 'main.ts'), "export { token } from './runtime/token.js';\n");
  made.push(dir);
  return dir;
}

async function tokenOf(dir: string, through: 'main' | 'runtime'): Promise<{ mark: string }> {
  const file = through === 'main' ? path.join(dir, 'main.ts') : path.join(dir, 'runtime', 'token.ts');
  return ((await import(pathToFileURL(file).href)) as { token: { mark: string } }).token;
}

describe('identical runtime copies in scratch folders', () => {
  it('are one module, reached through a relative import or by their own path', async () => {
    const first = outputFolder('same');
    const second = outputFolder('same');
    const token = await tokenOf(first, 'main');
    expect(token.mark).toBe('same');
    expect(await tokenOf(second, 'main')).toBe(token);
    expect(await tokenOf(second, 'runtime')).toBe(token);
  });

  it('are kept apart when a file differs in one byte, nested files included', async () => {
    const same = outputFolder('a');
    const other = outputFolder('b');
    expect((await tokenOf(same, 'main')).mark).toBe('a');
    expect((await tokenOf(other, 'main')).mark).toBe('b');
    expect(await tokenOf(other, 'main')).not.toBe(await tokenOf(same, 'main'));
  });

  it('are hashed again when a file not loaded yet is rewritten in place after the folder was first loaded', async () => {
    const dir = outputFolder('edited');
    await tokenOf(dir, 'main');
    // Same length, same folder entries: only the file's own times tell.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(dir, 'runtime', 'extra.ts'), "export const extra = 'two';\n");
    const { extra } = (await import(pathToFileURL(path.join(dir, 'runtime', 'extra.ts')).href)) as { extra: string };
    expect(extra).toBe('two');
  });

  it('leave the folders as written (real folders and files, not links)', async () => {
    const dir = outputFolder('kept');
    await tokenOf(dir, 'main');
    expect(lstatSync(path.join(dir, 'runtime')).isDirectory()).toBe(true);
    expect(lstatSync(path.join(dir, 'runtime', 'inner', 'mark.ts')).isFile()).toBe(true);
    expect(readFileSync(path.join(dir, 'runtime', 'inner', 'mark.ts'), 'utf8')).toBe('export const mark = "kept";\n');
  });
});
