/** generators/disk-cache.ts: exact keys, atomic entries, and a bound for folders of document-dependent text. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lutimesSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, readCached, writeCached } from '../../generators/disk-cache.js';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

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

  it('reads anything but a regular file as nothing, without blocking on a FIFO or reading a device to its end', () => {
    const folder = scratchDir('disk-cache-not-files');
    mkdirSync(path.join(folder, 'directory'));
    execFileSync('mkfifo', [path.join(folder, 'fifo')]);
    symlinkSync('/dev/zero', path.join(folder, 'device'));
    symlinkSync(path.join(folder, 'nowhere'), path.join(folder, 'dangling'));
    for (const key of ['directory', 'fifo', 'device', 'dangling']) expect(readCached(folder, key), key).toBeUndefined();
  });

  it('leaves no temporary file behind when an entry cannot take its place (a directory holds its name)', () => {
    const folder = scratchDir('disk-cache-rename-fails');
    mkdirSync(path.join(folder, 'k'));
    for (let run = 0; run < 3; run += 1) writeCached(folder, 'k', 'text', 8);
    expect(readdirSync(folder)).toEqual(['k']);
  });

  it('stays bounded past entries it cannot remove, and removes temporaries a killed writer left', () => {
    const folder = scratchDir('disk-cache-prune-blocked');
    mkdirSync(path.join(folder, 'a-directory'));
    symlinkSync(path.join(folder, 'nowhere'), path.join(folder, 'b-dangling'));
    writeFileSync(path.join(folder, 'c.123.abc.tmp'), 'half');
    for (const name of ['a-directory', 'b-dangling', 'c.123.abc.tmp']) lutimesSync(path.join(folder, name), 1_000, 1_000);
    for (let index = 0; index < 20; index += 1) writeCached(folder, `entry-${index}`, 'x', 4);
    const left = readdirSync(folder);
    expect(left).not.toContain('c.123.abc.tmp');
    expect(left.filter((name) => name.startsWith('entry-')).length).toBeLessThanOrEqual(4);
  });

  // In a child process: Node's recursive mkdirSync never returns there, so a failure would hang the test run.
  it.skipIf(!existsSync('/proc/self'))('gives up on a folder under /proc/self (mkdir fails there under a parent that exists) instead of spinning', () => {
    const script = `import { writeCached, readCached } from './generators/disk-cache.ts'; writeCached('/proc/self/mtc-cache', 'k', 'text', 4); console.log(readCached('/proc/self/mtc-cache', 'k') ?? 'nothing');`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim()).toBe('nothing');
  });
});
