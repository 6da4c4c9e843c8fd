/**
 * Where the tests find PostgreSQL's initdb and pg_ctl to start a throwaway server when
 * TEST_DATABASE_URL is unset: PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin,
 * else PATH (other distributions put them in /usr/bin, Homebrew in its own bin).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBinDir } from '../../service/dev/postgres.js';

const root = mkdtempSync(path.join(tmpdir(), 'mtc-pg-tools-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folderWith(name: string, tools: readonly string[]): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const tool of tools) {
    writeFileSync(path.join(dir, tool), '#!/bin/sh\n');
    chmodSync(path.join(dir, tool), 0o755);
  }
  return dir;
}

describe('finding initdb and pg_ctl', () => {
  const debian = path.join(root, 'debian');
  const v13 = folderWith('debian/13/bin', ['initdb', 'pg_ctl']);
  const v15 = folderWith('debian/15/bin', ['initdb', 'pg_ctl']);
  const usrBin = folderWith('usr-bin', ['initdb', 'pg_ctl']);
  const halfway = folderWith('halfway', ['initdb']);

  it("takes Debian's newest version first", () => {
    expect(findBinDir({ PATH: usrBin }, debian)).toBe(v15);
    expect(v13).not.toBe(v15);
  });

  it('else the first folder on PATH that has both tools', () => {
    const none = path.join(root, 'no-debian');
    expect(findBinDir({ PATH: [halfway, usrBin].join(path.delimiter) }, none)).toBe(usrBin);
    expect(findBinDir({ PATH: halfway }, none)).toBeUndefined();
    expect(findBinDir({}, none)).toBeUndefined();
  });

  it('PG_BIN wins, and only when it has both tools', () => {
    expect(findBinDir({ PG_BIN: usrBin, PATH: usrBin }, debian)).toBe(usrBin);
    expect(findBinDir({ PG_BIN: halfway, PATH: usrBin }, debian)).toBeUndefined();
  });
});
