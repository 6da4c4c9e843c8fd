/**
 * Group commit on a real SQLite file: a write is acknowledged only once it is on disk, and a
 * write that is refused leaves nothing behind. The service answers a refused write 503, which the
 * contract defines as "nothing was done, send the request again", so a refused write that was in
 * fact stored would be done twice when the client sends it again (a comment posted twice).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../service/src/store/sqlite/group-commit.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A durable database as the store opens it, which fills up after `freePages` more pages. */
function smallDatabase(freePages: number): Database.Database {
  const folder = mkdtempSync(path.join(tmpdir(), 'mtc-group-commit-'));
  folders.push(folder);
  const db = new Database(path.join(folder, 'db.sqlite'));
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE notes (label TEXT PRIMARY KEY, body BLOB NOT NULL)');
  const pages = db.pragma('page_count', { simple: true }) as number;
  // A real "database or disk is full" (SQLITE_FULL), the error a full disk gives.
  db.pragma(`max_page_count = ${pages + freePages}`);
  return db;
}

describe('GroupCommit', () => {
  it('acknowledges exactly the writes that are stored when a write fills the disk and SQLite rolls back the whole batch', async () => {
    const db = smallDatabase(20);
    const commits = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (label, body) VALUES (?, ?)');
    const labels = ['before', 'too-big', 'after'];
    const sizes = [100, 4096 * 40, 100];
    // Asked for in one turn of the event loop, so they share one transaction.
    const outcomes = await Promise.allSettled(labels.map((label, index) => commits.write(() => insert.run(label, Buffer.alloc(sizes[index] as number)))));

    const stored = new Set((db.prepare('SELECT label FROM notes').all() as { label: string }[]).map((row) => row.label));
    const acknowledged = new Set(labels.filter((_label, index) => outcomes[index]?.status === 'fulfilled'));
    expect(stored).toEqual(acknowledged);
    // Refused with the store's own error, which the service answers 503 (a full disk), not a 500.
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as { code?: string }).code).toBe('SQLITE_FULL');
    }
    expect(outcomes[1]?.status).toBe('rejected');
    expect(db.inTransaction).toBe(false);

    // The connection is left usable: the next batch commits as usual.
    await commits.write(() => insert.run('later', Buffer.alloc(10)));
    expect(db.prepare('SELECT count(*) AS n FROM notes WHERE label = ?').get('later')).toEqual({ n: 1 });
    db.close();
  });

  it('keeps the other writes of a batch when one fails on its own (a constraint), undoing only that one', async () => {
    const db = smallDatabase(1000);
    const commits = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (label, body) VALUES (?, ?)');
    const outcomes = await Promise.allSettled(['a', 'a', 'b'].map((label) => commits.write(() => insert.run(label, Buffer.alloc(10)))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((db.prepare('SELECT label FROM notes ORDER BY label').all() as { label: string }[]).map((row) => row.label)).toEqual(['a', 'b']);
    db.close();
  });
});
