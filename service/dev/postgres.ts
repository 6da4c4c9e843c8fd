/**
 * A real PostgreSQL server for the service's tests and benchmark (a development tool: the service
 * itself never starts PostgreSQL). CI (.ci/run) starts one and passes its URL in
 * TEST_DATABASE_URL; elsewhere, when PostgreSQL's binaries are installed (Debian's package puts
 * them in /usr/lib/postgresql/<version>/bin, others on PATH; PG_BIN names a folder), each caller starts a
 * throwaway cluster of its own on a free loopback port in a temporary folder, as the `postgres`
 * user when running as root (PostgreSQL refuses root). Tests run it without durability (they kill
 * servers, never PostgreSQL); the benchmark keeps PostgreSQL's defaults so its figures are honest.
 * Every caller gets a fresh database. Without either, the callers skip and say so.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PostgresAvailability = { readonly available: true; readonly binDir?: string } | { readonly available: false; readonly reason: string };

/** Whether a PostgreSQL server can be had here, decided without starting one. */
export function postgresAvailability(): PostgresAvailability {
  if (process.env['TEST_DATABASE_URL']) return { available: true };
  const binDir = findBinDir();
  if (binDir === undefined) {
    return { available: false, reason: 'no PostgreSQL: TEST_DATABASE_URL is unset and no initdb/pg_ctl was found in /usr/lib/postgresql/*/bin or on PATH (apt-get install postgresql, or set PG_BIN)' };
  }
  if (process.getuid?.() === 0 && !hasUser('postgres')) {
    return { available: false, reason: 'running as root and there is no postgres user to run PostgreSQL as' };
  }
  return { available: true, binDir };
}

export interface PostgresServer {
  /** The server's maintenance database: what another process needs to make databases there (TEST_DATABASE_URL). */
  readonly adminUrl: string;
  /** A new, empty database on the server; its connection URL. */
  createDatabase(): Promise<string>;
  /** Drops the databases made here and, for a throwaway cluster, stops it and deletes its folder. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Keep PostgreSQL's durable defaults (fsync, synchronous commit) instead of turning them off. */
  readonly durable?: boolean;
  /** Ignore TEST_DATABASE_URL and start a cluster of our own (its settings are then ours). */
  readonly ownCluster?: boolean;
}

export async function startPostgres(availability: PostgresAvailability, options: StartOptions = {}): Promise<PostgresServer> {
  if (!availability.available) throw new Error(availability.reason);
  const shared = process.env['TEST_DATABASE_URL'];
  if (shared && !options.ownCluster) return serverAt(shared, async () => {});
  const binDir = availability.binDir ?? findBinDir();
  if (binDir === undefined) throw new Error('no initdb/pg_ctl found to start a cluster of our own');
  const cluster = await startCluster(binDir, options.durable ?? false);
  return serverAt(cluster.url, cluster.stop);
}

function serverAt(adminUrl: string, stopCluster: () => Promise<void>): PostgresServer {
  const made: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    adminUrl,
    async createDatabase() {
      const name = `mtc_test_${process.pid}_${made.length}_${Math.random().toString(36).slice(2, 8)}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      if (made.length > 0) {
        await admin(async (client) => {
          for (const name of made) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }).catch(() => undefined);
      }
      await stopCluster();
    },
  };
}

async function startCluster(binDir: string, durable: boolean): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtc-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args]) : run(path.join(binDir, name), args);
  const data = path.join(dir, 'data');
  try {
    await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', ...(durable ? [] : ['--no-sync'])]);
    const port = await freePort();
    const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${speed}`;
    await tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin, else the first PATH folder with both tools (other distributions, Homebrew). */
export function findBinDir(env: NodeJS.ProcessEnv = process.env, debian = '/usr/lib/postgresql'): string | undefined {
  const given = env['PG_BIN'];
  if (given) return hasTools(given) ? given : undefined;
  const versions = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const onPath = (env['PATH'] ?? '').split(path.delimiter).filter((dir) => dir !== '');
  return [...versions.map((version) => path.join(debian, version, 'bin')), ...onPath].find(hasTools);
}

function hasTools(dir: string): boolean {
  return existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
}

function hasUser(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
