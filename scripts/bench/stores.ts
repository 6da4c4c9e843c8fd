/**
 * Benchmark 4: the reference service on each of its stores, measured in the same run. Requests/s
 * of the server benchmark's two routes (GET playback, POST comment) with the embedded SQLite store
 * and with PostgreSQL, each against the in-memory store; then the memory each service process
 * holds after the same number of comments is added through its store. The SQLite file lives under
 * .tmp/ in the repository (on disk, never a tmpfs, so its fsync is real); PostgreSQL is a
 * throwaway cluster with its durable defaults. Both acknowledge a write only once it is on disk.
 */
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { postgresAvailability, startPostgres, type PostgresServer } from '../../service/dev/postgres.js';
import type { FillReport, FillRequest } from './bench-store.js';
import { cpuPinning } from './cpu-pinning.js';
import { REPO_ROOT } from './paths.js';
import { atMost, type Check, type Row, type Section } from './report.js';
import { load, SCENARIOS, type Scenario } from './server.js';
import { startServer, type RunningServer } from './server-children.js';
import { alternate, summarize } from './stats.js';

export interface StoresOptions {
  readonly runs: number;
  readonly durationSeconds: number;
  readonly connections: number;
  readonly warmups: number;
  /** Comments added through each store for the memory figure. */
  readonly comments: number;
}

const TITLE = '4. Service stores';
const MEMORY = 'in-memory store';
const SQLITE = 'embedded SQLite store';
const POSTGRES = 'PostgreSQL store';
const MB = 1024 * 1024;
/** A durable store keeps comments on disk: its process should hold at most this share of what the in-memory store holds. */
const DURABLE_HEAP_SHARE = 0.1;

interface Contender {
  readonly label: string;
  readonly env: Record<string, string>;
}

export async function benchStores(options: StoresOptions): Promise<Section> {
  const pinning = cpuPinning();
  const description =
    `Requests/s from autocannon (${options.connections} connections, ${options.durationSeconds} s per run, 127.0.0.1) of the reference server ` +
    `on each store, each server in its own child process, ${pinning.description}; runs alternate between the stores. ` +
    `Then the heap and resident memory each server process holds after ${options.comments.toLocaleString('en-US')} comments are added through its store.`;
  const folder = mkdtempSync(path.join(ensureDir(path.join(REPO_ROOT, '.tmp')), 'bench-stores-'));
  const availability = postgresAvailability();
  const notMeasured: string[] = [];
  let postgres: PostgresServer | undefined;
  const servers: RunningServer[] = [];
  const unpin = pinning.pinLoadGenerator();
  try {
    const contenders: Contender[] = [
      { label: MEMORY, env: { BENCH_STORE: 'memory' } },
      { label: SQLITE, env: { BENCH_STORE: 'sqlite', BENCH_DATA_DIR: folder } },
    ];
    if (availability.available) {
      postgres = await startPostgres(availability, { durable: true, ownCluster: true });
      contenders.push({ label: POSTGRES, env: { BENCH_STORE: 'postgres', BENCH_DATABASE_URL: await postgres.createDatabase() } });
    } else {
      notMeasured.push(`not measured: the PostgreSQL store (${availability.reason})`);
    }
    for (const contender of contenders) servers.push(await startServer(contender.label, 'server-child-reference.ts', undefined, pinning, contender.env));
    const rows: Row[] = [];
    const notes: string[] = [];
    for (const scenario of SCENARIOS) {
      const measured = await measureScenario(scenario, servers, options);
      rows.push(...measured.rows);
      notes.push(...measured.notes);
    }
    const memory = await measureMemory(servers, options.comments);
    rows.push(...memory.rows);
    return { title: TITLE, description, rows, checks: memory.checks, notMeasured, notes: [...notes, ...memory.notes] };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
    unpin();
  }
}

async function measureScenario(scenario: Scenario, servers: readonly RunningServer[], options: StoresOptions) {
  const results = await alternate(
    servers.map((server) => ({ label: server.label, run: () => load(server, scenario, tokenOf(server), options) })),
    options.runs,
    options.warmups,
  );
  const medians = new Map(servers.map((server) => [server.label, summarize(results.get(server.label)!).median]));
  const rows = servers.map((server) => ({ label: `${scenario.name}: ${server.label}`, unit: 'req/s', summary: summarize(results.get(server.label)!) }));
  const memory = medians.get(MEMORY)!;
  const notes = servers
    .filter((server) => server.label !== MEMORY)
    .map((server) => `${scenario.name}: ${server.label} / in-memory store = ${(medians.get(server.label)! / memory).toFixed(2)}`);
  return { rows, notes };
}

async function measureMemory(servers: readonly RunningServer[], comments: number) {
  const reports = new Map<string, FillReport>();
  // One at a time, so one child's filling does not slow another's.
  for (const server of servers) reports.set(server.label, await fillThrough(server, comments));
  const count = comments.toLocaleString('en-US');
  const rows: Row[] = [];
  for (const [label, report] of reports) {
    rows.push({ label: `heap held after ${count} comments: ${label}`, unit: 'MB', summary: single((report.heapAfter - report.heapBefore) / MB) });
    rows.push({ label: `resident memory added by ${count} comments: ${label}`, unit: 'MB', summary: single((report.rssAfter - report.rssBefore) / MB) });
  }
  const inMemory = reports.get(MEMORY)!;
  const held = (report: FillReport) => Math.max(0, report.heapAfter - report.heapBefore);
  const checks: Check[] = [...reports]
    .filter(([label]) => label !== MEMORY)
    .map(([label, report]) => atMost(`heap held after ${count} comments: ${label} / in-memory store`, held(report) / held(inMemory), DURABLE_HEAP_SHARE));
  const perComment = held(inMemory) / comments;
  return { rows, checks, notes: [`The in-memory store holds about ${Math.round(perComment)} bytes of heap per comment of this size (${count} comments).`] };
}

function fillThrough(server: RunningServer, comments: number): Promise<FillReport> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FillReport) => {
      if (message.type !== 'filled') return;
      server.child.off('message', onMessage);
      resolve(message);
    };
    server.child.on('message', onMessage);
    server.child.once('exit', () => reject(new Error(`${server.label} exited while adding comments`)));
    const request: FillRequest = { type: 'fill', comments };
    server.child.send(request);
  });
}

function tokenOf(server: RunningServer): string {
  if (!server.ready.token) throw new Error(`${server.label} did not report a token`);
  return server.ready.token;
}

function single(value: number) {
  return { median: value, min: value, max: value, n: 1 };
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
