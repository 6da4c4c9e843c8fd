/** generators/disk-cache.ts: exact keys, atomic entries, and a bound for folders of document-dependent text. */
import { readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, readCached, writeCached } from '../../generators/disk-cache.js';
import { scratchDir } from './helpers/scratch.js';

describe('the disk cache', () => {
  it('keys by every part, separated, so moving text between parts changes the key', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'));
    expect(cacheKey('ab', '')).not.toBe(cacheKey('a', 'b'));
  });

  it('reads back what was written, and nothing for an unknown key', () => {
    const folder = scratchDir('disk-cache');
    writeCached(folder, 'k', 'text');
    expect(readCached(folder, 'k')).toBe('text');
    expect(readCached(folder, 'other')).toBeUndefined();
    expect(readdirSync(folder)).toEqual(['k']);
  });

  it('past its limit, keeps the most recently written half', () => {
    const folder = scratchDir('disk-cache-bounded');
    for (let index = 0; index < 4; index += 1) {
      writeCached(folder, `old-${index}`, 'x', 4);
      utimesSync(path.join(folder, `old-${index}`), 1_000 + index, 1_000 + index);
    }
    writeCached(folder, 'new', 'x', 4);
    expect(readdirSync(folder).sort()).toEqual(['new', 'old-3']);
  });

  it('remembers nothing, silently, where it cannot write', () => {
    const blocked = path.join(scratchDir('disk-cache-blocked'), 'missing', '\0');
    expect(() => writeCached(blocked, 'k', 'text')).not.toThrow();
    expect(readCached(blocked, 'k')).toBeUndefined();
  });
});
