/**
 * The three Store implementations as test subjects, so one test body runs against each: memory,
 * the embedded SQLite store (a file in a temporary folder) and PostgreSQL (a fresh database on
 * the server TEST_DATABASE_URL names: test/support/global-postgres.ts starts one for the run;
 * run alone without it, a file starts a server of its own on first use and stops it after its
 * tests). Without PostgreSQL the PostgreSQL cases are left out and say so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach } from 'vitest';
import { MemoryStore } from '../../../service/src/store/memory.js';
import { PostgresStore } from '../../../service/src/store/postgres/store.js';
import { SqliteStore } from '../../../service/src/store/sqlite/store.js';
import type { Store } from '../../../service/src/store/types.js';
import { postgresAvailability, startPostgres, type PostgresServer } from '../../../service/dev/postgres.js';

export type StoreKindName = 'memory' | 'sqlite' | 'postgres';

export interface StoreKind {
  readonly name: StoreKindName;
  /** Keeps data across a close and a reopen. */
  readonly durable: boolean;
  /** Where a fresh store's data lives: what `npm start` needs to open it (DATA_DIR or DATABASE_URL). */
  freshLocation(): Promise<StoreLocation>;
  /** Opens a store on `location` (a new one, or the same data again after a close). */
  open(location: StoreLocation): Promise<Store>;
}

export type StoreLocation = { readonly kind: 'memory' } | { readonly kind: 'sqlite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly databaseUrl: string };

/** The environment that makes `npm start` use `location`. */
export function environmentFor(location: StoreLocation): Record<string, string> {
  if (location.kind === 'sqlite') return { DATA_DIR: location.dataDir };
  if (location.kind === 'postgres') return { DATABASE_URL: location.databaseUrl };
  throw new Error('npm start has no in-memory store');
}

/**
 * The kinds to run against, with the hooks that clean up after them. `only` narrows the list
 * (the durable kinds for restart tests). Call once per test file, at the top level.
 */
export function useStoreKinds(only?: readonly StoreKindName[]): StoreKind[] {
  const folders: string[] = [];
  let postgres: Promise<PostgresServer> | undefined;
  const availability = postgresAvailability();
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    if (postgres !== undefined) await (await postgres).stop();
  });
  const kinds: StoreKind[] = [
    { name: 'memory', durable: false, freshLocation: async () => ({ kind: 'memory' }), open: async () => new MemoryStore() },
    {
      name: 'sqlite',
      durable: true,
      freshLocation: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-sqlite-'));
        folders.push(dataDir);
        return { kind: 'sqlite', dataDir };
      },
      open: async (location) => SqliteStore.open(path.join((location as { dataDir: string }).dataDir, 'service.sqlite')),
    },
    {
      name: 'postgres',
      durable: true,
      freshLocation: async () => {
        postgres ??= startPostgres(availability);
        return { kind: 'postgres', databaseUrl: await (await postgres).createDatabase() };
      },
      open: async (location) => PostgresStore.open({ connectionString: (location as { databaseUrl: string }).databaseUrl }),
    },
  ];
  const wanted = kinds.filter((kind) => only === undefined || only.includes(kind.name));
  if (!availability.available && wanted.some((kind) => kind.name === 'postgres')) {
    console.warn(`SKIPPED the PostgreSQL store in ${callerFile()}: ${availability.reason}`);
    return wanted.filter((kind) => kind.name !== 'postgres');
  }
  return wanted;
}

/** A new, empty store of `kind`. */
export async function freshStore(kind: StoreKind): Promise<Store> {
  return kind.open(await kind.freshLocation());
}

function callerFile(): string {
  const line = new Error().stack?.split('\n').find((frame) => frame.includes('.test.ts')) ?? '';
  return /([^/\s(]+\.test\.ts)/.exec(line)?.[1] ?? 'this test file';
}

/** The app and store a test opened, closed after it (`opened.store = …`, `opened.app = …`). */
export interface OpenedForTest {
  app?: FastifyInstance;
  store?: Store;
}

/** A holder for each test's app and store, both closed after every test (the app first: it uses the store). */
export function closedAfterEach(): OpenedForTest {
  const opened: OpenedForTest = {};
  afterEach(async () => {
    await opened.app?.close();
    await opened.store?.close();
    delete opened.app;
    delete opened.store;
  });
  return opened;
}
