/**
 * What the embedded store's file must be before SQLite opens it, and after: a regular file (or a
 * link to one), as its log and journal beside it must be when they exist, and a database whose
 * pages are whole. SQLite's own answers named neither the
 * file nor the fault: a folder or a link to nowhere there was "check that DATA_DIR is a folder
 * this process may write" for a folder it could write, a FIFO "an I/O error: check the disk" for
 * a disk that was fine, and a damaged file "database disk image is malformed", or nothing at all
 * when the damage was in pages the start does not read: the service started, /healthz said ready,
 * and every request reaching those pages answered 500 (2026-11-28, a durability red-team pass).
 */
import type { Database } from 'better-sqlite3';
import { closeSync, lstatSync, openSync, readlinkSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Thrown with a message that names the file and what to do; `code` lets explainOpenError pass it on. */
export class DataFileError extends Error {
  readonly code = 'DATA_FILE';
}

/**
 * A new database file is made readable by the service's user alone (SQLite would make it 0644,
 * less the umask: readable by every local user, with password hashes and private comments in
 * it); SQLite gives its log (`-wal`) the file's mode. SQLite takes an empty file as an empty
 * database. A file that exists keeps its mode, and must be a regular file.
 */
export function prepareDataFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch {
    // Exists already, or cannot be made: what is there is checked below, the rest SQLite reports.
  }
  // Checked for a file just made too: a log or journal left beside it is read with it.
  const kind = notARegularFile(file);
  if (kind !== undefined) throw new DataFileError(`${file} ${kind}, not a database file; remove or rename it, or point DATA_DIR at another folder`);
  // SQLite opens its log and journal by name beside the file: a folder there was "cannot be
  // opened or created", a FIFO "in use by another process" after the lock's 5 s wait.
  for (const suffix of COMPANION_SUFFIXES) {
    const companion = `${file}${suffix}`;
    const companionKind = notARegularFile(companion);
    if (companionKind !== undefined) throw new DataFileError(`${companion} ${companionKind}, not SQLite's ${suffix.slice(1)} file for ${path.basename(file)}; remove or rename it`);
  }
  for (const existing of [file, ...COMPANION_SUFFIXES.map((suffix) => `${file}${suffix}`)]) refuseOtherOwner(existing);
}

/**
 * A file of another user in the store's place would receive the password hashes and private
 * comments, readable by that user: in a shared folder (DATA_DIR=/tmp, a group's folder) anyone
 * could make an empty `service.sqlite`, or a `-wal` link to a file of theirs, before the first
 * start, and the service used it (2026-11-28, a durability red-team pass). PostgreSQL likewise
 * refuses a data folder another user owns. Its mode is still the operator's to choose.
 */
function refuseOtherOwner(file: string): void {
  const self = process.geteuid?.();
  if (self === undefined) return; // Windows: no uid to compare
  let owner: number;
  try {
    owner = statSync(file).uid;
  } catch {
    return; // not there (yet): SQLite makes it with the file's owner and mode
  }
  if (owner !== self) throw new DataFileError(`${file} belongs to another user (uid ${owner}, this service runs as ${self}), who could read what the service writes there; chown it to the service's user, or point DATA_DIR at a folder of its own`);
}

/** The files SQLite keeps beside the database: the log (WAL mode), its index, a rollback journal. */
const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

function notARegularFile(file: string): string | undefined {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const link = linkTarget(file);
    if (link !== undefined && (code === 'ENOENT' || code === 'ENOTDIR')) return `is a symbolic link to ${link}, which does not exist`;
    if (code === 'ELOOP') return 'is a symbolic link that leads back to itself';
    return undefined; // cannot be made or read: SQLite's open says which, explained with the folder
  }
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'is a folder';
  if (stats.isFIFO()) return 'is a named pipe (FIFO)';
  if (stats.isSocket()) return 'is a socket';
  return 'is a device';
}

function linkTarget(file: string): string | undefined {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SQLite's quick check of every page (structure, records, free list; not whether indexes match
 * their tables), so damage anywhere stops the start rather than answering 500 later on the
 * requests that reach it. It reads the whole file once: measured here 0.3-0.5 s for 190 MB,
 * page cache warm. A first damaged page is enough to refuse; the rest would only fill the log.
 */
export function checkPagesWhole(db: Database, file: string): void {
  // A file past this is not read whole at every start (a few seconds warm, far more cold, before
  // the service answers): its damage shows as 500s on the requests that meet it, as damage that
  // appears while the service runs does.
  if (statSync(file).size > PAGE_CHECK_BYTES_LIMIT) return;
  const found = db.pragma('quick_check(1)', { simple: true });
  if (found === 'ok') return;
  // Its report starts with a line of its own ("*** in database main ***"): one line for the log.
  const report = String(found).split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('***')).join('; ');
  throw new DataFileError(`${file} is damaged (SQLite's check: ${report}); ${DAMAGED_ADVICE}`);
}

/** The largest file whose every page the start checks (about 2-3 s with the page cache warm). */
export const PAGE_CHECK_BYTES_LIMIT = 1024 * 1024 * 1024;

export const DAMAGED_ADVICE =
  'restore it from a backup, or save what can be read with `sqlite3 service.sqlite .recover | sqlite3 recovered.sqlite` and put that in its place; the service does not run on a damaged file';

/**
 * The file the store opened, to tell whether it is still the one at its path. An operator who
 * deleted DATA_DIR, or put a backup in the file's place, while the service ran left it writing
 * into a file no longer there: each write was acknowledged (200) and /healthz said ready, and all
 * of it was gone at the next start, or, after a kill -9, the log of the old file was replayed
 * onto the new one. SQLite notices a moved file only in rollback-journal mode, not WAL.
 */
export class OpenedFile {
  readonly #file: string;
  readonly #identity: string;

  constructor(file: string) {
    this.#file = file;
    this.#identity = identityOf(statSync(file));
  }

  /** Throws the store's "moved" error when the path no longer leads to the file opened. */
  checkInPlace(): void {
    let now: string;
    try {
      now = identityOf(statSync(this.#file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Only a path that leads nowhere says the file is gone; a check that cannot be made
      // (a folder made unreadable) does not stop writes that still reach the open file.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return;
      now = 'nothing';
    }
    if (now !== this.#identity) throw new DataFileMoved(this.#file);
  }
}

function identityOf(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

/**
 * SQLite's own code for this case (SQLITE_READONLY_DBMOVED), so the service answers it as it
 * answers a read-only store: 503 `unavailable`, nothing done, and /healthz not ready. It lasts
 * until a restart opens whatever is at the path then.
 */
export class DataFileMoved extends Error {
  readonly code = 'SQLITE_READONLY_DBMOVED';

  constructor(file: string) {
    super(`${file} is no longer the file this service opened (it was deleted, moved or replaced while the service ran); writes are refused, none acknowledged into a file that is gone: restart the service to open what is there now`);
  }
}
