/** Command-line options of `npm run bench`, parsed with node:util (no dependency). */
import { parseArgs } from 'node:util';

export const BENCHMARKS = ['generation', 'server', 'client', 'stores'] as const;
export type BenchmarkName = (typeof BENCHMARKS)[number];

export interface BenchOptions {
  readonly only: readonly BenchmarkName[];
  readonly runs: number;
  readonly quick: boolean;
  readonly write: boolean;
  readonly help: boolean;
}

export const HELP = `Usage: npm run bench -- [options]

Runs four benchmarks, each against its baseline measured in the same run, alternating
ours/baseline so machine noise hits both, and prints medians (min/max) and PASS/MISS per goal.

  1. generation  our generate CLI vs the openapi-typescript CLI on ../shared/specs/stripe-2022.json
                 (time ratio ≤ 1.5; peak memory of both), vs hey-api's CLI writing its client on real
                 1-3 MB documents fetched once from the npm registry into node_modules/.cache/ (≤ 1.0),
                 and our generate on spec/openapi.yaml (< 1 s)
  2. server      reference server (generated Fastify adapter) vs a hand-written Fastify route and
                 bare node:http, autocannon requests/s (ratio to hand-written Fastify ≥ 0.85)
  3. client      generated client vs openapi-fetch and raw fetch, calls/s with fetch stubbed
                 (ratio to openapi-fetch ≥ 1.0), the minified+gzipped bundle size, and on Stripe
                 the bundle of an app calling one operation (≤ 6,000 bytes) and two
  4. stores      the reference server on its embedded SQLite store and on PostgreSQL against its
                 in-memory store, requests/s of the same two routes, and the memory each holds
                 after 100,000 comments (a durable store holds ≤ 0.1 of the in-memory store's)

Options:
  --only NAME    run only this benchmark (generation, server, client or stores); repeat or comma-separate
  --runs N       measured runs per contender (default 3; one extra warm-up run is discarded)
  --quick        a smoke run: 1 run, no warm-up, 1 s of load, few calls and comments, no Stripe or hey-api comparison
  --write        write the report to BENCHMARKS.md at the repository root (with --only, the
                 sections run are rewritten and the others kept)
  --help         show this text

Not part of npm test. Needs the loopback interface for the server and stores benchmarks, and
PostgreSQL's binaries (Debian's postgresql) for the PostgreSQL figures.`;

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string', multiple: true },
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const quick = values.quick ?? false;
  return {
    only: parseOnly(values.only),
    runs: parseRuns(values.runs, quick ? 1 : 3),
    quick,
    write: values.write ?? false,
    help: values.help ?? false,
  };
}

function parseOnly(raw: string[] | undefined): BenchmarkName[] {
  if (!raw) return [...BENCHMARKS];
  const names = raw.flatMap((value) => value.split(',')).map((name) => name.trim());
  for (const name of names) {
    if (!(BENCHMARKS as readonly string[]).includes(name)) {
      throw new Error(`--only ${name}: unknown benchmark; use one of ${BENCHMARKS.join(', ')}`);
    }
  }
  return BENCHMARKS.filter((name) => names.includes(name));
}

function parseRuns(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100) throw new Error(`--runs ${raw}: give a whole number from 1 to 100`);
  return runs;
}
