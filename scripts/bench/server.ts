/**
 * Benchmark 2: requests per second and CPU per request of the reference server (generated
 * Fastify adapter, with validation and serialisation) versus a hand-written Fastify route and
 * bare node:http that answer the same bodies behind the same bearer-token check. autocannon runs
 * here; each server runs in its own child process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT } from './paths.js';
import { atLeast, emptySection, type Check, type Row, type Section } from './report.js';
import { cpuPinning } from './cpu-pinning.js';
import { startServer, type RunningServer } from './server-children.js';
import { cpuMicros } from './process-cpu.js';
import { COMMENTS_PATH, PLAYBACK_PATH, type ServerFixture } from './server-protocol.js';
import { alternate, summarize } from './stats.js';

export interface ServerOptions {
  readonly runs: number;
  /** Seconds of load per run. */
  readonly durationSeconds: number;
  /**
   * When set, each run sends exactly this many requests instead of lasting `durationSeconds`: the
   * smoke test's runs, whose rows must show some answered requests however loaded the machine is
   * (a quarter second of load once measured none on a saturated one).
   */
  readonly requests?: number;
  readonly connections: number;
  /** Discarded runs per server before the measured ones (JIT and connection warm-up). */
  readonly warmups: number;
}

export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

export const SCENARIOS: readonly Scenario[] = [
  { name: 'GET /v1/movie/{id}/playback', method: 'GET', path: PLAYBACK_PATH },
  {
    name: 'POST /api/v1/movie/{id}/comments',
    method: 'POST',
    path: COMMENTS_PATH,
    body: JSON.stringify({ comment_type: 'note', title: 'Benchmark', comment: 'A note written by the benchmark.' }),
  },
];

const TITLE = '2. Server';
const REFERENCE_APP = path.join(REPO_ROOT, 'service/src/app.ts');
const GENERATED_SERVER = path.join(REPO_ROOT, 'generated/server.ts');
const OURS = 'reference server (generated adapter)';
const FASTIFY = 'hand-written Fastify route';
const HTTP = 'bare node:http';

export async function benchServer(options: ServerOptions): Promise<Section> {
  const pinning = cpuPinning();
  const description =
    `Requests/s from autocannon (${options.connections} connections, ${options.durationSeconds} s per run, 127.0.0.1), ` +
    `each server in its own child process, ${pinning.description}; runs alternate between the three servers. ` +
    `Server CPU per request is the server process's user and system time over a run (Linux /proc) divided by the requests it answered: ` +
    `what the server costs whichever side is slower. Both ratios are judged only when every baseline kept its core at least ` +
    `${Math.round(SATURATED_SERVER * 100)} % busy; otherwise autocannon, on one core, was the limit and they are notes: requests/s then ` +
    `measured autocannon, and a server that waits between requests spends more CPU on each (more wake-ups and reads per request), ` +
    `which flatters the busier side.`;
  if (!existsSync(REFERENCE_APP)) return emptySection(TITLE, description, 'service/src/app.ts does not exist yet');
  if (!existsSync(GENERATED_SERVER)) return emptySection(TITLE, description, 'generated/server.ts does not exist (run npm run generate)');
  const servers: RunningServer[] = [];
  const unpin = pinning.pinLoadGenerator();
  try {
    const ours = await startServer(OURS, 'server-child-reference.ts', undefined, pinning);
    servers.push(ours);
    const fixture = await fixtureFrom(ours);
    servers.push(await startServer(FASTIFY, 'server-child-fastify.ts', fixture, pinning));
    servers.push(await startServer(HTTP, 'server-child-http.ts', fixture, pinning));
    const notes = await checkSameAnswers(servers, fixture.token);
    const rows: Row[] = [];
    const checks: Check[] = [];
    for (const scenario of SCENARIOS) {
      const measured = await measureScenario(scenario, servers, fixture.token, options);
      rows.push(...measured.rows);
      if (measured.idleBaselines.length === 0) checks.push(atLeast(`${scenario.name}: ours / hand-written Fastify`, measured.ratio, 0.85));
      else {
        notes.push(
          `${scenario.name}: requests/s ratio ours / hand-written Fastify = ${measured.ratio.toFixed(2)}, not judged: ` +
            `the load generator held back ${measured.idleBaselines.join(', ')} (share of the server's core used), so requests/s measured autocannon`,
        );
      }
      if (measured.cpuRatio !== undefined && measured.idleBaselines.length === 0) {
        checks.push(atLeast(`${scenario.name}: server CPU per request, hand-written Fastify / ours`, measured.cpuRatio, 0.85));
      } else if (measured.cpuRatio !== undefined) {
        // One run of 2026-11-27 read 0.92 for GET this way, where the saturated runs before read 0.78.
        notes.push(`${scenario.name}: server CPU per request ratio hand-written Fastify / ours = ${measured.cpuRatio.toFixed(2)}, not judged: the baselines waited for requests (above)`);
      }
    }
    return { title: TITLE, description, rows, checks, notMeasured: [], notes };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    unpin();
  }
}

async function fixtureFrom(ours: RunningServer): Promise<ServerFixture> {
  const token = ours.ready.token;
  if (!token) throw new Error('the reference server child did not report a token');
  const response = await fetch(ours.origin + PLAYBACK_PATH, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`reference server: GET ${PLAYBACK_PATH} answered ${response.status}: ${await response.text()}`);
  return { token, playbackBody: await response.json() };
}

/** A fair comparison needs the same answers: fail loudly when a baseline's differ from ours. */
async function checkSameAnswers(servers: readonly RunningServer[], token: string): Promise<string[]> {
  const notes: string[] = [];
  for (const scenario of SCENARIOS) {
    const answers = await Promise.all(servers.map((server) => request(server, scenario, token)));
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 200) throw new Error(`${servers[index]!.label}: ${scenario.name} answered ${answer.status}: ${answer.text}`);
    }
    const [ours, ...baselines] = answers;
    notes.push(`${scenario.name}: ours answers ${ours!.text.length} bytes; ${compareAnswers(scenario, ours!.text, baselines.map((b) => b.text))}`);
  }
  return notes;
}

/**
 * GET answers must be byte-identical (the baselines replay ours). POST answers are each server's
 * own new comment id, so they can only agree in kind: a bare JSON string.
 */
function compareAnswers(scenario: Scenario, ours: string, baselines: readonly string[]): string {
  if (scenario.method === 'GET') {
    if (baselines.some((text) => text !== ours)) throw new Error(`${scenario.name}: a baseline answers different bytes than ours: the comparison would not be fair`);
    return 'the baselines answer the same bytes';
  }
  const kinds = [ours, ...baselines].map((text) => typeof JSON.parse(text));
  if (kinds.some((kind) => kind !== 'string')) throw new Error(`${scenario.name}: answers differ in kind (${kinds.join(', ')}), expected bare JSON strings`);
  return 'all answer a bare JSON string';
}

async function request(server: RunningServer, scenario: Scenario, token: string) {
  const response = await fetch(server.origin + scenario.path, {
    method: scenario.method,
    headers: requestHeaders(scenario, token),
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
  return { status: response.status, text: await response.text() };
}

function requestHeaders(scenario: Scenario, token: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** One autocannon run against one server, with the server's own CPU time over it. */
interface LoadRun {
  readonly rate: number;
  /** Microseconds of the server's CPU per answered request (undefined where /proc cannot tell). */
  readonly cpuPerRequest: number | undefined;
  /** The share of the run's wall time the server's core spent on it. */
  readonly busy: number | undefined;
}

/** Below this share of its core, a server waited for requests: the load generator was the slower side. */
const SATURATED_SERVER = 0.9;

async function measureScenario(scenario: Scenario, servers: readonly RunningServer[], token: string, options: ServerOptions) {
  const results = await alternate(
    servers.map((server) => ({ label: server.label, run: () => loadWithCpu(server, scenario, token, options) })),
    options.runs,
    options.warmups,
  );
  const median = (label: string, pick: (run: LoadRun) => number | undefined): number | undefined => {
    const values = results.get(label)!.map(pick);
    return values.every((value): value is number => value !== undefined) ? summarize(values).median : undefined;
  };
  const rows = servers.flatMap((server) => {
    const runs = results.get(server.label)!;
    const cpu = runs.map((run) => run.cpuPerRequest);
    return [
      { label: `${scenario.name}: ${server.label}`, unit: 'req/s', summary: summarize(runs.map((run) => run.rate)) },
      ...(cpu.every((value): value is number => value !== undefined)
        ? [{ label: `${scenario.name}: ${server.label}, server CPU per request`, unit: 'µs', summary: summarize(cpu) }]
        : []),
    ];
  });
  const ratio = median(OURS, (run) => run.rate)! / median(FASTIFY, (run) => run.rate)!;
  const oursCpu = median(OURS, (run) => run.cpuPerRequest);
  const fastifyCpu = median(FASTIFY, (run) => run.cpuPerRequest);
  // A baseline that did not keep its core busy was held back by the load generator, so its
  // requests/s (and our ratio to it) say more about autocannon than about the servers.
  const idleBaselines = servers
    .filter((server) => server.label !== OURS)
    .map((server) => ({ label: server.label, busy: median(server.label, (run) => run.busy) }))
    .filter((server): server is { label: string; busy: number } => server.busy !== undefined && server.busy < SATURATED_SERVER)
    .map((server) => `${server.label} ${Math.round(100 * server.busy)} %`);
  return { rows, ratio, cpuRatio: oursCpu === undefined || fastifyCpu === undefined ? undefined : fastifyCpu / oursCpu, idleBaselines };
}

async function loadWithCpu(server: RunningServer, scenario: Scenario, token: string, options: ServerOptions): Promise<LoadRun> {
  const before = cpuMicros(server.pid);
  const started = performance.now();
  const { requests, seconds } = await answered(server, scenario, token, options);
  const wallMicros = (performance.now() - started) * 1000;
  const after = cpuMicros(server.pid);
  const rate = requests / seconds;
  if (before === undefined || after === undefined) return { rate, cpuPerRequest: undefined, busy: undefined };
  return { rate, cpuPerRequest: (after - before) / requests, busy: (after - before) / wallMicros };
}

export async function load(server: RunningServer, scenario: Scenario, token: string, options: ServerOptions): Promise<number> {
  const { requests, seconds } = await answered(server, scenario, token, options);
  return requests / seconds;
}

/** The requests answered in one autocannon run and how long it ran. */
async function answered(server: RunningServer, scenario: Scenario, token: string, options: ServerOptions): Promise<{ requests: number; seconds: number }> {
  const result = await autocannon({
    url: server.origin + scenario.path,
    method: scenario.method,
    headers: requestHeaders(scenario, token),
    connections: options.connections,
    ...(options.requests === undefined ? { duration: options.durationSeconds } : { amount: options.requests }),
    // autocannon stops only at a sample tick (every second by default): a run shorter than a
    // second (the smoke test's) would still last one. Full runs keep the default.
    sampleInt: Math.min(1000, options.durationSeconds * 1000),
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
  const failures = result.errors + result.non2xx; // errors already include timeouts
  if (failures > 0) {
    throw new Error(`${server.label}: ${scenario.name} had ${failures} failed requests under load (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  }
  return { requests: result.requests.total, seconds: result.duration };
}
