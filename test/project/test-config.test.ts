/**
 * The suite's own configuration keeps its promises: every file that replaces a module with
 * `vi.mock` runs with a module cache of its own (vitest.config.ts ISOLATED_FILES), because in the
 * shared cache the module it replaces may already be loaded by an earlier file; and every test
 * file is run by `npm test` or, for the real-world documents, by `npm run test:corpus`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAVY_FIRST_FILES, ISOLATED_FILES } from '../../vitest.config.js';
import { REPO_ROOT } from '../support/run-node.js';

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.includes('/fixtures/') && !file.includes('/node_modules/'))
    .sort();
}

describe('the test configuration', () => {
  const files = filesUnder('test');

  it('isolates exactly the files that mock a module', () => {
    const mocking = files.filter((file) => /\.test\.ts$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect([...ISOLATED_FILES].sort()).toEqual(mocking);
  });

  it('starts first only files that exist and that npm test runs', () => {
    expect(HEAVY_FIRST_FILES.filter((file) => !files.includes(file) || ISOLATED_FILES.includes(file))).toEqual([]);
  });

  it('names every test file so that one of the two suites runs it', () => {
    const stray = files.filter((file) => /\.(test|spec|corpus)\.[cm]?[jt]sx?$/.test(file) && !/^test\/.*\.test\.ts$/.test(file) && !/^test\/corpus\/.*\.corpus\.ts$/.test(file));
    expect(stray).toEqual([]);
  });
});
