/**
 * `npm run test:quick` names its files one by one (vitest.quick.config.ts): a renamed or deleted
 * file must fail here rather than quietly drop out of the edit loop.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import quick from '../../vitest.quick.config.js';
import { REPO_ROOT } from '../generators/helpers/scratch.js';

describe('npm run test:quick', () => {
  it('names only test files that exist', () => {
    const include = quick.test?.include ?? [];
    expect(include.length).toBeGreaterThan(10);
    expect(include.filter((file) => !file.endsWith('.test.ts') || !existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
  });
});
