/**
 * The store `npm start` uses, from the environment: PostgreSQL when DATABASE_URL is set, else
 * the embedded SQLite file under DATA_DIR (default ./data, created when missing).
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PostgresStore } from './postgres/store.js';
import { SqliteStore } from './sqlite/store.js';
import type { Store } from './types.js';
import { DEFAULT_DATA_DIR, SQLITE_FILE_NAME } from '../defaults.js';

export interface OpenedStore {
  readonly store: Store;
  /** Where the data is, for the start-up line (a password in DATABASE_URL is masked). */
  readonly location: string;
}

export interface StoreSettings {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
}

export async function openStore(settings: StoreSettings, cwd = process.cwd()): Promise<OpenedStore> {
  if (settings.databaseUrl !== undefined && settings.databaseUrl !== '') return openPostgres(settings.databaseUrl);
  const dir = path.resolve(cwd, settings.dataDir === undefined || settings.dataDir === '' ? DEFAULT_DATA_DIR : settings.dataDir);
  try {
    // Private to the service's user, as PostgreSQL insists its data folder is: the file holds
    // password hashes and everyone's private comments. A folder that exists keeps its mode.
    makeFolders(dir);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be created: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const file = path.join(dir, SQLITE_FILE_NAME);
  return { store: SqliteStore.open(file), location: `${file} (embedded SQLite)` };
}

/**
 * `mkdir -p` one folder at a time, each 0700: Node's recursive mkdir answers ENOENT, "no such
 * file or directory", where a folder cannot be made on a read-only file system (EROFS), which
 * sent an operator looking for a missing path (2026-11-28, a re-check with a read-only mount).
 */
function makeFolders(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // An existing folder (or a link to one) is kept, with its mode; a file there is refused as EEXIST.
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    makeFolders(parent);
    mkdirSync(dir, { mode: 0o700 });
  }
}

async function openPostgres(databaseUrl: string): Promise<OpenedStore> {
  const shown = maskedUrl(databaseUrl);
  try {
    return { store: await PostgresStore.open({ connectionString: databaseUrl }), location: `PostgreSQL at ${shown}` };
  } catch (error) {
    throw new Error(`could not open PostgreSQL at ${shown}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Secrets node-postgres also takes from the query (pg-connection-string reads every parameter
 * into the connection settings): `?password=` works as well as `user:password@`, and was printed.
 */
const SECRET_PARAMETERS = ['password', 'sslpassword'];

/** DATABASE_URL as it may be printed: postgres:// or postgresql://, with any password replaced. */
export function maskedUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a URL; expected postgres://user:password@host:port/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//`);
  }
  if (url.password !== '') url.password = '***';
  for (const name of SECRET_PARAMETERS) if (url.searchParams.has(name)) url.searchParams.set(name, '***');
  return url.toString();
}
