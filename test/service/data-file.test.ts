/**
 * The embedded store's file: something other than a regular file where it should be, or a
 * database with damaged pages, stops the start with one line naming the file, what is wrong and
 * what to do. SQLite's own messages sent the operator to check a folder that was writable or a
 * disk that was fine, and a file damaged where the start does not read opened, answered /healthz
 * ready and 500 to every request reaching the damage.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../service/src/store/sqlite/store.js';
import { startService } from './helpers/service-process.js';

const folder = mkdtempSync(path.join(tmpdir(), 'mtc-data-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PAGE = 4096;
const ADVICE = /restore it from a backup, or save what can be read with `sqlite3 service\.sqlite \.recover/;

/** A closed database file holding `comments` comments, spread over many pages of their table. */
async function databaseWithComments(name: string, comments: number): Promise<string> {
  const dir = path.join(folder, name);
  mkdirSync(dir);
  const file = path.join(dir, 'service.sqlite');
  const store = SqliteStore.open(file);
  const user = await store.createUser({ username: 'reader', displayName: 'R', role: 'user', passwordHash: 'scrypt$x$y' });
  if (user === 'duplicate') throw new Error('unreachable');
  const quota = { key: 'comments', windowMs: 3_600_000, now: Date.now(), max: comments };
  await Promise.all(Array.from({ length: comments }, (_, index) =>
    store.addComment({ mediaId: 'tmdb-550', userId: user.id, type: 'note', comment: `${'c'.repeat(200)} ${index}`, createdAt: new Date().toISOString() }, quota)));
  await store.close();
  return file;
}

/** Overwrites pages `first`..`first + count - 1` (1-based, as SQLite numbers them) with 0xFF bytes. */
function damagePages(file: string, first: number, count: number): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(PAGE * count, 0xff), 0, PAGE * count, PAGE * (first - 1));
  } finally {
    closeSync(fd);
  }
}

describe('the embedded store\'s file', () => {
  it.each([
    ['a folder', (file: string) => mkdirSync(file), 'is a folder'],
    ['a named pipe', (file: string) => execFileSync('mkfifo', [file]), 'is a named pipe (FIFO)'],
    ['a link to nowhere', (file: string) => symlinkSync(path.join(folder, 'nowhere', 'x.sqlite'), file), `is a symbolic link to ${path.join(folder, 'nowhere', 'x.sqlite')}, which does not exist`],
    ['a link to itself', (file: string) => symlinkSync('service.sqlite', file), 'is a symbolic link that leads back to itself'],
  ])('refuses %s where the file should be, saying so', (name, make, what) => {
    const dir = path.join(folder, name.replaceAll(' ', '-'));
    mkdirSync(dir);
    const file = path.join(dir, 'service.sqlite');
    make(file);
    expect(() => SqliteStore.open(file)).toThrow(`${file} ${what}, not a database file; remove or rename it, or point DATA_DIR at another folder`);
  });

  it.each([
    ['a folder', (file: string) => mkdirSync(file), 'is a folder'],
    ['a named pipe', (file: string) => execFileSync('mkfifo', [file]), 'is a named pipe (FIFO)'],
  ])('refuses %s where SQLite keeps its log, saying so (it was "in use by another process" after 5 s for a FIFO)', async (name, make, what) => {
    const file = await databaseWithComments(`log-${name.replaceAll(' ', '-')}`, 1);
    make(`${file}-wal`);
    expect(() => SqliteStore.open(file, { busyTimeoutMs: 50 })).toThrow(`${file}-wal ${what}, not SQLite's wal file for service.sqlite; remove or rename it`);
  });

  it('opens through a link to a database file', async () => {
    const dir = path.join(folder, 'linked');
    mkdirSync(dir);
    await SqliteStore.open(path.join(dir, 'real.sqlite')).close();
    symlinkSync('real.sqlite', path.join(dir, 'service.sqlite'));
    const store = SqliteStore.open(path.join(dir, 'service.sqlite'));
    expect(await store.createUser({ username: 'linked', displayName: 'L', role: 'user', passwordHash: 'scrypt$x$y' })).toMatchObject({ username: 'linked' });
    await store.close();
  });

  it('refuses a file cut short, naming it and how to recover', async () => {
    const file = await databaseWithComments('cut-short', 10);
    truncateSync(file, 5_000);
    expect(() => SqliteStore.open(file)).toThrow(new RegExp(`^${file.replaceAll('.', '\\.')} is damaged \\(database disk image is malformed\\); ${ADVICE.source}`));
  });

  it('refuses a file damaged in pages the start does not read, rather than answering 500 on every request that reaches them', async () => {
    const file = await databaseWithComments('damaged-inside', 3_000);
    damagePages(file, 100, 3); // inside the comments table, far from the schema and the users
    expect(() => SqliteStore.open(file)).toThrow(new RegExp(`^${file.replaceAll('.', '\\.')} is damaged \\(SQLite's check: [^\\n]+\\); ${ADVICE.source}`));
  });

  it('stops npm start with that one line, no stack trace', async () => {
    const file = await databaseWithComments('through-npm-start', 3_000);
    damagePages(file, 100, 3);
    const failed = await startService({ DATA_DIR: path.dirname(file) }).then(() => 'started', (error: Error) => error.message);
    expect(failed).toContain(`service: could not start: ${file} is damaged (SQLite's check: `);
    expect(failed).not.toMatch(/\n\s+at /);
  });
});
