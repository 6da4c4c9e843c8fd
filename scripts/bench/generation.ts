/**
 * Benchmark 1: the whole `generate` CLI versus the openapi-typescript CLI alone, both as fresh
 * Node processes on Stripe's 3.9 MB description, plus our generate on our own spec.
 *
 * Both sides start the same way (`node <flags> <entry>`): ours needs the tsx loader because the
 * CLI is TypeScript, which is the real cost a user pays. The baseline runs from a scratch folder
 * so it cannot pick up our redocly.yaml.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { GENERATE_CLI, LAUNCH_CLI, OPENAPI_TS_CLI, OUR_SPEC, REPO_ROOT, STRIPE_SPEC, scratchDir } from './paths.js';
import { defaultMemoryProbe, measureNodeProcess, type MemoryProbe, type ProcessMeasurement } from './process-run.js';
import { atMost, emptySection, type Row, type Section } from './report.js';
import { alternate, summarize } from './stats.js';

export interface GenerationOptions {
  readonly runs: number;
  readonly warmups: number;
  /** Skip the Stripe comparison (the quick smoke test only checks the harness on our spec). */
  readonly skipStripe?: boolean;
  /** The small document timed (default spec/openapi.yaml; the smoke test gives a tinier one). */
  readonly spec?: string;
  readonly probe?: MemoryProbe;
}

const TITLE = '1. Generation';
const DESCRIPTION =
  'Our whole `generate` as `npm run generate` runs it (`node scripts/launch.mjs generate`, fresh process) versus the openapi-typescript CLI ' +
  'alone (`node node_modules/openapi-typescript/bin/cli.js`, fresh process) on stripe-2022.json (3.9 MB); ' +
  'peak memory from ' + (defaultMemoryProbe() === 'gnu-time' ? '`/usr/bin/time -v`' : 'the child\'s own maxRSS') + '.';

export async function benchGeneration(options: GenerationOptions): Promise<Section> {
  if (!existsSync(GENERATE_CLI)) return emptySection(TITLE, DESCRIPTION, 'scripts/generate.ts does not exist yet');
  const probe = options.probe ?? defaultMemoryProbe();
  const rows: Row[] = [];
  const checks = [];
  const notMeasured: string[] = [];
  const notes: string[] = [];

  // Our spec first: its runs also warm tsx's transform cache, so Stripe runs need no warm-up.
  const spec = options.spec ?? OUR_SPEC;
  const name = path.relative(REPO_ROOT, spec).split(path.sep).join('/');
  if (!existsSync(spec)) {
    notMeasured.push(`not measured: our spec (${name} does not exist yet)`);
  } else {
    const ours = await timeOnOurSpec(options, probe, spec, name);
    rows.push(...ours.rows);
    checks.push(atMost(`our generate on ${name}, median`, ours.medianMs / 1000, 1, ' s'));
    notes.push(ours.outputNote);
    notes.push(
      'the compiled CLIs, V8\'s compiled code for the two TypeScripts and the formatted runtime copies are remembered in node_modules/.cache/ after the first run (the ' +
        'warm-up fills it), so the medians are warm runs; the "first generate after install" row is one run with those caches emptied',
    );
  }
  if (options.skipStripe) {
    notMeasured.push('not measured: Stripe comparison skipped (--quick)');
  } else if (!existsSync(STRIPE_SPEC)) {
    console.warn(`bench: SKIPPED the Stripe generation comparison: ${STRIPE_SPEC} is absent (../shared is not beside this clone)`);
    notMeasured.push(`not measured: Stripe comparison (${STRIPE_SPEC} is absent)`);
  } else {
    try {
      const stripe = await compareOnStripe(options, probe);
      rows.push(...stripe.rows);
      checks.push(atMost('time ratio ours / openapi-typescript on Stripe', stripe.ratio, 1.5));
      notes.push(stripe.outputNote);
    } catch (error) {
      // Reported in the table, so the our-spec figures above still stand.
      notMeasured.push(`not measured: Stripe comparison failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return { title: TITLE, description: DESCRIPTION, rows, checks, notMeasured, notes };
}

async function compareOnStripe(options: GenerationOptions, probe: MemoryProbe) {
  const work = scratchDir('generation');
  // Into the page cache once, so neither side pays the first read from disk.
  readFileSync(STRIPE_SPEC);
  let oursOutput = '';
  try {
    const results = await alternate<ProcessMeasurement>(
      [
        {
          label: 'ours',
          run: async () => {
            const out = path.join(work, 'ours-out');
            rmSync(out, { recursive: true, force: true });
            const measured = await measureNodeProcess(ourGenerate(STRIPE_SPEC, out), probe);
            oursOutput = describeOutput(out);
            return measured;
          },
        },
        {
          label: 'openapi-typescript',
          run: () =>
            measureNodeProcess({ nodeArgs: [OPENAPI_TS_CLI, STRIPE_SPEC, '-o', path.join(work, 'types.ts')], cwd: work }, probe),
        },
      ],
      options.runs,
      0, // one Stripe run takes 15 s to minutes; the pre-read and our-spec runs did the warming
    );
    const ours = results.get('ours')!;
    const baseline = results.get('openapi-typescript')!;
    const oursTime = summarize(ours.map((m) => m.wallMs));
    const baselineTime = summarize(baseline.map((m) => m.wallMs));
    const rows: Row[] = [
      { label: 'Stripe: our generate, wall time', unit: 'ms', summary: oursTime },
      { label: 'Stripe: openapi-typescript CLI, wall time', unit: 'ms', summary: baselineTime },
      { label: 'Stripe: our generate, peak RSS', unit: 'MiB', summary: summarize(ours.map((m) => m.maxRssMiB)) },
      { label: 'Stripe: openapi-typescript CLI, peak RSS', unit: 'MiB', summary: summarize(baseline.map((m) => m.maxRssMiB)) },
    ];
    return { rows, ratio: oursTime.median / baselineTime.median, outputNote: `on Stripe our generate wrote ${oursOutput}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function timeOnOurSpec(options: GenerationOptions, probe: MemoryProbe, spec: string, name: string) {
  const work = scratchDir('generation-ours');
  let output = '';
  try {
    // A fresh clone's first run: the CLIs are compiled and the runtime copies formatted, not read
    // from the caches. An empty cache folder of its own (MTC_CACHE_DIR), so runs of the toolkit
    // going on meanwhile (tests) never see their cache removed.
    const cold = await measureNodeProcess({ ...ourGenerate(spec, path.join(work, 'cold-out')), env: { MTC_CACHE_DIR: path.join(work, 'empty-cache') } }, probe);
    const results = await alternate<ProcessMeasurement>(
      [
        {
          label: 'ours',
          run: async () => {
            const out = path.join(work, 'out');
            rmSync(out, { recursive: true, force: true });
            const measured = await measureNodeProcess(ourGenerate(spec, out), probe);
            output = describeOutput(out);
            return measured;
          },
        },
      ],
      options.runs,
      options.warmups,
    );
    const time = summarize(results.get('ours')!.map((m) => m.wallMs));
    const rows: Row[] = [
      { label: `${name}: our generate, wall time`, unit: 'ms', summary: time },
      { label: `${name}: our generate, peak RSS`, unit: 'MiB', summary: summarize(results.get('ours')!.map((m) => m.maxRssMiB)) },
      { label: `${name}: first generate after install (caches empty)`, unit: 'ms', summary: summarize([cold.wallMs]) },
    ];
    return { rows, medianMs: time.median, outputNote: `on ${name} our generate wrote ${output}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function ourGenerate(spec: string, out: string) {
  return { nodeArgs: [LAUNCH_CLI, 'generate', '--spec', spec, '--out', out], cwd: REPO_ROOT };
}

/** Proof that the run produced something: a generator that wrote nothing would time suspiciously well. */
function describeOutput(dir: string): string {
  if (!existsSync(dir)) return 'no output folder';
  const files = listFiles(dir);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return `${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
