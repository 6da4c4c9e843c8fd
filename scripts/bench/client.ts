/**
 * Benchmark 3: the generated client's calls per second against openapi-fetch alone and a raw
 * fetch + JSON.parse, all three on the same stubbed fetch; the client's bundle size; and on
 * Stripe's document, the bundle of an app calling one and two operations (client-shaking.ts).
 *
 * The client is generated fresh from spec/openapi.yaml into a scratch folder (through the real
 * CLI), so the figures describe the generator as it is now, not a stale generated/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleSize, openapiFetchSize } from './client-size.js';
import { callsPerSecond, makeFetchStub, openapiFetchCall, PLAYBACK_ENVELOPE, rawFetchCall, type Call } from './client-calls.js';
import { ourPlaybackCall } from './client-ours.js';
import { benchStripeShaking } from './client-shaking.js';
import { GENERATE_CLI, LAUNCH_CLI, OUR_SPEC, REPO_ROOT, scratchDir } from './paths.js';
import { atLeast, emptySection, type Row, type Section } from './report.js';
import { alternate, summarize } from './stats.js';

export interface ClientOptions {
  readonly runs: number;
  /** Sequential calls per measured run. */
  readonly calls: number;
  readonly warmups: number;
  /** Leave out the Stripe bundle sizes (a Stripe generation): the smoke test's tiny run. */
  readonly skipStripe?: boolean;
}

const TITLE = '3. Client';
const DESCRIPTION =
  'Sequential awaited calls of GET /v1/movie/{id}/playback (enveloped JSON, unwrapped to `data`) with `fetch` ' +
  'stubbed by a function that returns a Response built from prebuilt bytes: the generated client vs openapi-fetch ' +
  'alone vs raw fetch + JSON.parse; bundle = esbuild (minified, ESM, browser) of client.ts with its runtime and ' +
  'openapi-fetch, gzipped with node:zlib; on Stripe, the bundle of an app that imports `createClientCore` and calls one ' +
  'operation function, then two, built the same way.';
const OURS = 'generated client';
const OPENAPI_FETCH = 'openapi-fetch alone';
const RAW = 'raw fetch + JSON.parse';

export async function benchClient(options: ClientOptions): Promise<Section> {
  if (!existsSync(GENERATE_CLI)) return emptySection(TITLE, DESCRIPTION, 'scripts/generate.ts does not exist yet');
  if (!existsSync(OUR_SPEC)) return emptySection(TITLE, DESCRIPTION, 'spec/openapi.yaml does not exist yet');
  const work = scratchDir('client');
  try {
    const clientFile = generateClient(work);
    if (typeof clientFile !== 'string') return emptySection(TITLE, DESCRIPTION, clientFile.missing);
    const stub = makeFetchStub(PLAYBACK_ENVELOPE);
    const ours = await ourPlaybackCall(await import(pathToFileURL(clientFile).href), stub);
    if (typeof ours !== 'function') return emptySection(TITLE, DESCRIPTION, ours.missing);
    await assertSameResult([ours, openapiFetchCall(stub), rawFetchCall(stub)]);
    const speed = await measureSpeed(ours, stub, options);
    const size = await sizeRows(clientFile);
    const stripe = await benchStripeShaking(work, options.skipStripe ?? false);
    return {
      title: TITLE,
      description: DESCRIPTION,
      rows: [...speed.rows, ...size, ...stripe.rows],
      checks: [atLeast('calls/s ratio generated client / openapi-fetch', speed.ratio, 1.0), ...stripe.checks],
      notMeasured: stripe.notMeasured,
      notes: [`${options.calls} calls per run; the generated client runs with its defaults (retries on, no timeout), as an app would use it`, ...stripe.notes],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The path of the freshly generated client.ts, or what is missing. Only the client and the types
 * it imports are generated: the server and the docs page are not measured here.
 */
function generateClient(work: string): string | { missing: string } {
  const out = path.join(work, 'generated');
  const result = spawnSync(process.execPath, [LAUNCH_CLI, 'generate', '--spec', OUR_SPEC, '--out', out, '--outputs', 'types,client'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) return { missing: `our generate failed on spec/openapi.yaml: ${lastLines(result.stderr)}` };
  const clientFile = path.join(out, 'client.ts');
  return existsSync(clientFile) ? clientFile : { missing: 'our generate does not write client.ts yet' };
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join(' | ');
}

/** All three must hand the caller the same payload, or the comparison measures different work. */
async function assertSameResult(calls: readonly Call[]): Promise<void> {
  const expected = JSON.stringify(PLAYBACK_ENVELOPE.data);
  for (const [index, call] of calls.entries()) {
    const got = JSON.stringify(await call());
    if (got !== expected) throw new Error(`client contender #${index + 1} returned ${got.slice(0, 200)}, expected the playback record`);
  }
}

async function measureSpeed(ours: Call, stub: ReturnType<typeof makeFetchStub>, options: ClientOptions) {
  const contenders = [
    { label: OURS, call: ours },
    { label: OPENAPI_FETCH, call: openapiFetchCall(stub) },
    { label: RAW, call: rawFetchCall(stub) },
  ];
  const results = await alternate(
    contenders.map(({ label, call }) => ({ label, run: () => callsPerSecond(call, options.calls) })),
    options.runs,
    options.warmups,
  );
  const rows: Row[] = contenders.map(({ label }) => ({ label: `calls/s: ${label}`, unit: 'calls/s', summary: summarize(results.get(label)!) }));
  const ratio = summarize(results.get(OURS)!).median / summarize(results.get(OPENAPI_FETCH)!).median;
  return { rows, ratio };
}

async function sizeRows(clientFile: string): Promise<Row[]> {
  const ours = await bundleSize(clientFile);
  const baseline = await openapiFetchSize();
  const single = (value: number) => summarize([value]);
  return [
    { label: 'bundle: generated client + runtime + openapi-fetch, minified', unit: 'bytes', summary: single(ours.minifiedBytes) },
    { label: 'bundle: generated client + runtime + openapi-fetch, minified + gzip', unit: 'bytes', summary: single(ours.gzippedBytes) },
    { label: 'bundle: openapi-fetch alone, minified + gzip', unit: 'bytes', summary: single(baseline.gzippedBytes) },
  ];
}
