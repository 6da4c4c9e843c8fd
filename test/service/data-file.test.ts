/**
 * The embedded store's file: something other than a regular file where it should be, or a
 * database with damaged pages, stops the start with one line naming the file, what is wrong and
 * what to do. SQLite's own messages sent the operator to check a folder that was writable or a
 * disk that was fine, and a file damaged where the start does not read opened, answered /healthz
 * ready and 500 to every request reaching the damage. And a file deleted or replaced while the
 * service runs is noticed: writes are refused, not acknowledged into a file that is gone.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, renameSync, rmSync, statSync, symlinkSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../service/src/app.js';
import { PAGE_CHECK_BYTES_LIMIT } from '../../service/src/store/sqlite/data-file.js';
import { SqliteStore } from '../../service/src/store/sqlite/store.js';
import { isStoreUnavailable } from '../../service/src/store/unavailable.js';
import { ADMIN, TEST_PASSWORD_COST } from '../server/helpers/reference.js';
import { startService } from './helpers/service-process.js';

const folder = mkdtempSync(path.join(tmpdir(), 'mtc-data-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Marking a file immutable takes root and a file system with attributes (ext4 has them, tmpfs not). */
const immutableFiles = ((): { available: boolean } => {
  const probe = path.join(folder, 'attribute-probe');
  try {
    closeSync(openSync(probe, 'w'));
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' });
    return { available: true };
  } catch {
    console.warn(`SKIPPED the immutable-file cases in data-file.test.ts: chattr +i fails here (it needs root and a file system with attributes; ${tmpdir()} is not one, or this is not root)`);
    return { available: false };
  }
})();

if (process.geteuid?.() !== 0) console.warn('SKIPPED the other-owner case in data-file.test.ts: giving a file to another user takes root');

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

  it.runIf(immutableFiles.available).each(['+i', '+a'])('says the file itself may not be written when it is marked %s, not that the disk failed (SQLite reports an I/O error)', async (attribute) => {
    const file = await databaseWithComments(`attribute${attribute.slice(1)}`, 1);
    execFileSync('chattr', [attribute, file]);
    try {
      expect(() => SqliteStore.open(file)).toThrow(`${file} may not be written by anyone: it is marked immutable or append-only (lsattr shows i or a; chattr -i -a removes them) (disk I/O error)`);
    } finally {
      execFileSync('chattr', [`-${attribute.slice(1)}`, file]);
    }
  });

  it.runIf(process.geteuid?.() === 0)('refuses a file, or a log beside a new one, that belongs to another user, who could read the password hashes written there', async () => {
    const file = await databaseWithComments('owned-by-another', 1);
    chownSync(file, 65_534, 65_534);
    const refusal = (name: string) => `${name} belongs to another user (uid 65534, this service runs as 0), who could read what the service writes there; chown it to the service's user, or point DATA_DIR at a folder of its own`;
    expect(() => SqliteStore.open(file)).toThrow(refusal(file));
    // Made by that user before the first start: a link from where SQLite puts its log to a file of theirs.
    const dir = path.join(folder, 'log-owned-by-another');
    mkdirSync(dir);
    const theirs = path.join(dir, 'theirs');
    closeSync(openSync(theirs, 'w'));
    chownSync(theirs, 65_534, 65_534);
    symlinkSync(theirs, path.join(dir, 'service.sqlite-wal'));
    expect(() => SqliteStore.open(path.join(dir, 'service.sqlite'))).toThrow(refusal(path.join(dir, 'service.sqlite-wal')));
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

  it('does not read a file past 1 GiB whole at start: its damage shows where it is met, as damage that appears while running does', async () => {
    const file = await databaseWithComments('damaged-large', 3_000);
    damagePages(file, 100, 3);
    // Sparse past the end: SQLite reads the size its header records, so only the check's bound changes.
    truncateSync(file, PAGE_CHECK_BYTES_LIMIT + 1);
    const store = SqliteStore.open(file);
    await store.close();
  });

  it('stops npm start with that one line, no stack trace', async () => {
    const file = await databaseWithComments('through-npm-start', 3_000);
    damagePages(file, 100, 3);
    const failed = await startService({ DATA_DIR: path.dirname(file) }).then(() => 'started', (error: Error) => error.message);
    expect(failed).toContain(`service: could not start: ${file} is damaged (SQLite's check: `);
    expect(failed).not.toMatch(/\n\s+at /);
  });
});

describe('a data file deleted or replaced while the service runs', () => {
  const HEADERS = { 'content-type': 'application/json', 'X-Client-Id': 'data-file', 'X-Client-Platform': 'web', 'X-Device-Id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' };

  it('answers writes and /healthz 503 once DATA_DIR was removed, instead of acknowledging writes that the next start will not find', async () => {
    const dir = path.join(folder, 'removed');
    mkdirSync(dir);
    const store = SqliteStore.open(path.join(dir, 'service.sqlite'));
    const { app } = await buildApp({ store, admin: ADMIN, passwordCost: TEST_PASSWORD_COST });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: HEADERS, payload: ADMIN });
      const headers = { ...HEADERS, authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
      rmSync(dir, { recursive: true });
      const comment = await app.inject({ method: 'POST', url: '/api/v1/movie/tmdb-550/comments', headers, payload: { comment_type: 'note', comment: 'into a file that is gone' } });
      expect([comment.statusCode, comment.json()]).toEqual([503, expect.objectContaining({ code: 'unavailable' })]);
      expect(comment.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('refuses writes once a backup was put in the file\'s place, and leaves no log of the old file to be replayed onto it', async () => {
    const dir = path.join(folder, 'replaced');
    mkdirSync(dir);
    const file = path.join(dir, 'service.sqlite');
    await SqliteStore.open(path.join(dir, 'backup.sqlite')).close();
    const store = SqliteStore.open(file);
    try {
      await store.createUser({ username: 'before', displayName: 'B', role: 'user', passwordHash: 'scrypt$x$y' });
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
      renameSync(path.join(dir, 'backup.sqlite'), file);
      const refused = await store.createUser({ username: 'after', displayName: 'A', role: 'user', passwordHash: 'scrypt$x$y' }).then(() => undefined, (error: unknown) => error);
      expect(isStoreUnavailable(refused)).toBe(true);
      expect((refused as Error).message).toBe(`${file} is no longer the file this service opened (it was deleted, moved or replaced while the service ran); writes are refused, none acknowledged into a file that is gone: restart the service to open what is there now`);
      // A kill -9 now would leave this log beside the backup, and the next start would replay it there.
      expect(statSync(`${file}-wal`).size).toBe(0);
    } finally {
      await store.close();
    }
    const reopened = SqliteStore.open(file);
    expect(reopened.listUsers({ limit: 500, offset: 0 })).toEqual({ users: [], total: 0 });
    await reopened.close();
  });

  it('keeps writing while the file stays in place (a copy beside it, as a backup takes, changes nothing)', async () => {
    const dir = path.join(folder, 'relinked');
    mkdirSync(dir);
    const file = path.join(dir, 'service.sqlite');
    const store = SqliteStore.open(file);
    try {
      copyFileSync(file, path.join(dir, 'unrelated-copy.sqlite'));
      expect(await store.createUser({ username: 'still', displayName: 'S', role: 'user', passwordHash: 'scrypt$x$y' })).toMatchObject({ username: 'still' });
      await expect(store.checkReady()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
