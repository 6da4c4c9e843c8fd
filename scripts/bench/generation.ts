/**
 * Benchmark 1: the whole `generate` CLI versus the openapi-typescript CLI alone, both as fresh
 * Node processes on Stripe's 3.9 MB description; versus hey-api's CLI writing its client on real
 * mid-size documents (1-3 MB, fetched from npm: mid-size-documents.ts); and our generate on our
 * own spec.
 *
 * Both sides start the same way (`node <entry> <args>`), ours through scripts/launch.mjs as
 * `npm run generate` does. Baselines run from a scratch folder so they cannot pick up a config
 * file of ours.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKED_FOLDER } from '../../generators/format/format-cache.js';
import { HTTP_METHODS } from '../../generators/shared/http.js';
import { ensureMidSizeDocument, MID_SIZE_DOCUMENTS, type MidSizeDocument } from './mid-size-documents.js';
import { GENERATE_CLI, HEY_API_CLI, LAUNCH_CLI, MID_SIZE_CACHE, OPENAPI_TS_CLI, OUR_SPEC, REPO_ROOT, STRIPE_SPEC, scratchDir } from './paths.js';
import { defaultMemoryProbe, measureNodeProcess, type MemoryProbe, type NodeCommand, type ProcessMeasurement } from './process-run.js';
import { atMost, emptySection, type Check, type Row, type Section } from './report.js';
import { alternate, summarize } from './stats.js';

export interface GenerationOptions {
  readonly runs: number;
  readonly warmups: number;
  /** Skip the Stripe comparison (the quick smoke test only checks the harness on our spec). */
  readonly skipStripe?: boolean;
  /** Skip the hey-api comparison on mid-size documents (it fetches them and takes minutes). */
  readonly skipMidSize?: boolean;
  /** The documents of that comparison and where they are kept (defaults: mid-size-documents.ts, node_modules/.cache/). */
  readonly midSizeDocuments?: readonly MidSizeDocument[];
  readonly midSizeCache?: string;
  /** The small document timed (default spec/openapi.yaml; the smoke test gives a tinier one). */
  readonly spec?: string;
  /**
   * The outputs generated from it (`--outputs`; default all of them, as `npm run generate`). The
   * smoke test asks for the types alone: it checks the harness, not the emitters.
   */
  readonly outputs?: readonly string[];
  readonly probe?: MemoryProbe;
}

const TITLE = '1. Generation';
const DESCRIPTION =
  'Our whole `generate` as `npm run generate` runs it (`node scripts/launch.mjs generate`, fresh process) versus the openapi-typescript CLI ' +
  'alone (`node node_modules/openapi-typescript/bin/cli.js`, fresh process) on stripe-2022.json (3.9 MB), and versus ' +
  'hey-api\'s CLI writing its client with its default plugins (`node node_modules/@hey-api/openapi-ts/dist/run.mjs -i … -o …`, fresh process, ' +
  'what its `openapi-ts` bin starts) on real documents of 1-3 MB; ' +
  'peak memory from ' + (defaultMemoryProbe() === 'gnu-time' ? '`/usr/bin/time -v`' : 'the child\'s own maxRSS') + '.';

export async function benchGeneration(options: GenerationOptions): Promise<Section> {
  if (!existsSync(GENERATE_CLI)) return emptySection(TITLE, DESCRIPTION, 'scripts/generate.ts does not exist yet');
  const probe = options.probe ?? defaultMemoryProbe();
  const rows: Row[] = [];
  const checks: Check[] = [];
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
      'the compiled CLIs, V8\'s compiled code for TypeScript, the formatted runtime copies, the layout of each top-level statement of client.ts, server.ts and envelope.ts, the values of the YAML files (each by the hash of its text, so after an edit ' +
        'only the edited file is parsed and only the changed statements are laid out) and each route table the server started on (an edit that changes what the server mounts checks again) are remembered in node_modules/.cache/ after the first run ' +
        '(the warm-up fills it), so the medians are warm runs; the "after editing" rows time a run after an edit that leaves the route table as it was (a summary) and one that changes it (a schema\'s description); the "first ' +
        `generate after install" row is one run with those caches emptied (the formatted runtime copies the package carries, dist/formatted/, ${existsSync(PACKED_FOLDER) ? 'read, as an installed toolkit reads them' : 'absent in this checkout until `npm pack` makes them, so formatted'})`,
    );
  }
  if (options.skipStripe) {
    notMeasured.push('not measured: Stripe comparison skipped (--quick)');
  } else if (!existsSync(STRIPE_SPEC)) {
    console.warn(`bench: SKIPPED the Stripe generation comparison: ${STRIPE_SPEC} is absent (../shared is not beside this clone)`);
    notMeasured.push(`not measured: Stripe comparison (${STRIPE_SPEC} is absent)`);
  } else {
    try {
      const stripe = await compareOn(options, probe, STRIPE_SPEC, 'Stripe', OPENAPI_TYPESCRIPT);
      rows.push(...stripe.rows);
      checks.push(atMost('time ratio ours / openapi-typescript on Stripe', stripe.ratio, 1.5));
      notes.push(...stripe.notes);
    } catch (error) {
      // Reported in the table, so the our-spec figures above still stand.
      notMeasured.push(`not measured: Stripe comparison failed: ${message(error)}`);
    }
  }
  if (options.skipMidSize) {
    notMeasured.push('not measured: hey-api comparison on mid-size documents skipped (--quick)');
  } else if (!existsSync(HEY_API_CLI)) {
    notMeasured.push(`not measured: hey-api comparison (${path.relative(REPO_ROOT, HEY_API_CLI)} is absent; run npm ci)`);
  } else {
    const heyApi = await compareWithHeyApi(options, probe);
    rows.push(...heyApi.rows);
    checks.push(...heyApi.checks);
    notMeasured.push(...heyApi.notMeasured);
    notes.push(...heyApi.notes);
  }

  return { title: TITLE, description: DESCRIPTION, rows, checks, notMeasured, notes };
}

interface Baseline {
  /** As the report names it, e.g. `openapi-typescript CLI`. */
  readonly name: string;
  /** Its run, writing into `out` (a folder or a file of the scratch folder). */
  readonly command: (spec: string, out: string) => NodeCommand;
  /** Set when its output is worth describing: then it must contain these files, or the run failed. */
  readonly mustWrite?: readonly string[];
}

/** Our generate and a baseline, fresh processes, alternating on one document. */
async function compareOn(options: GenerationOptions, probe: MemoryProbe, spec: string, label: string, baseline: Baseline) {
  const work = scratchDir('generation');
  // Both sides read a copy at one path of the scratch folder, so the edited run below edits the
  // file the earlier runs read, as a user edits theirs (the caches know it by its path and text).
  const original = spec;
  spec = path.join(work, `document${path.extname(original)}`);
  // Into the page cache once, so neither side pays the first read from disk.
  copyFileSync(original, spec);
  readFileSync(spec);
  let oursOutput = '';
  let baselineOutput = '';
  try {
    const results = await alternate<ProcessMeasurement>(
      [
        {
          label: 'ours',
          run: async () => {
            const out = path.join(work, 'ours-out');
            rmSync(out, { recursive: true, force: true });
            const measured = await measureNodeProcess(ourGenerate(spec, out), probe);
            oursOutput = describeOutput(out);
            return measured;
          },
        },
        {
          label: 'baseline',
          run: async () => {
            const out = path.join(work, 'baseline-out');
            rmSync(out, { recursive: true, force: true });
            const measured = await measureNodeProcess(baseline.command(spec, out), probe);
            if (baseline.mustWrite) {
              const missing = baseline.mustWrite.filter((file) => !existsSync(path.join(out, file)));
              if (missing.length > 0) throw new Error(`${baseline.name} did not write ${missing.join(', ')}`);
              baselineOutput = describeOutput(out);
            }
            return measured;
          },
        },
      ],
      options.runs,
      0, // one run of a large document takes 10 s or more; the pre-read and our-spec runs did the warming
    );
    const ours = results.get('ours')!;
    const theirs = results.get('baseline')!;
    const oursTime = summarize(ours.map((m) => m.wallMs));
    const baselineTime = summarize(theirs.map((m) => m.wallMs));
    const rows: Row[] = [
      { label: `${label}: our generate, wall time`, unit: 'ms', summary: oursTime },
      { label: `${label}: ${baseline.name}, wall time`, unit: 'ms', summary: baselineTime },
      { label: `${label}: our generate, peak RSS`, unit: 'MiB', summary: summarize(ours.map((m) => m.maxRssMiB)) },
      { label: `${label}: ${baseline.name}, peak RSS`, unit: 'MiB', summary: summarize(theirs.map((m) => m.maxRssMiB)) },
    ];
    const notes = [`on ${label} our generate wrote ${oursOutput}` + (baselineOutput ? `; ${baseline.name} wrote ${baselineOutput}` : '')];
    // What remembered work is worth after typical edits, one run each, the second on top of the
    // first: a summary (the changed operation's statements are laid out again; the route table
    // is as it was, so the start check is remembered), then a component schema's description
    // (in the route table too, so the server is mounted and every schema compiled again). The
    // types and the docs page are always made anew.
    const edits = [
      { edit: withOneSummaryEdited, what: "one operation's summary", missing: 'an operation' },
      { edit: withOneSchemaEdited, what: "one component schema's description", missing: 'a component schema' },
    ];
    for (const { edit, what, missing } of edits) {
      const edited = edit(readFileSync(spec, 'utf8'));
      if (edited === undefined) {
        notes.push(`${label}: no run after editing ${what} (the document is not JSON with ${missing})`);
        continue;
      }
      writeFileSync(spec, edited);
      const out = path.join(work, 'ours-out');
      rmSync(out, { recursive: true, force: true });
      const run = await measureNodeProcess(ourGenerate(spec, out), probe);
      rows.push({ label: `${label}: our generate after editing ${what} (one run)`, unit: 'ms', summary: summarize([run.wallMs]) });
    }
    return { rows, ratio: oursTime.median / baselineTime.median, notes };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const OPENAPI_TYPESCRIPT: Baseline = {
  name: 'openapi-typescript CLI',
  // From the scratch folder, so it cannot pick up our redocly.yaml.
  command: (spec, out) => ({ nodeArgs: [OPENAPI_TS_CLI, spec, '-o', `${out}.ts`], cwd: path.dirname(out) }),
};

const HEY_API: Baseline = {
  name: 'hey-api CLI',
  // Its defaults (the fetch client, the sdk and typescript plugins), from the scratch folder so no
  // config file of ours is found.
  command: (spec, out) => ({ nodeArgs: [HEY_API_CLI, '--input', spec, '--output', out], cwd: path.dirname(out) }),
  mustWrite: ['sdk.gen.ts', 'types.gen.ts', 'client.gen.ts'],
};

/** The mid-size comparison: each document fetched (or found in the cache), then timed. */
async function compareWithHeyApi(options: GenerationOptions, probe: MemoryProbe) {
  const rows: Row[] = [];
  const checks: Check[] = [];
  const notMeasured: string[] = [];
  const notes: string[] = [];
  for (const document of options.midSizeDocuments ?? MID_SIZE_DOCUMENTS) {
    let spec: string;
    try {
      spec = await ensureMidSizeDocument(document, options.midSizeCache ?? MID_SIZE_CACHE);
    } catch (error) {
      console.warn(`bench: SKIPPED the hey-api comparison on ${document.name}: ${message(error)}`);
      notMeasured.push(`not measured: hey-api comparison on ${document.name} (could not fetch ${document.npmPackage}: ${message(error)})`);
      continue;
    }
    try {
      const compared = await compareOn(options, probe, spec, document.name, HEY_API);
      rows.push(...compared.rows);
      checks.push(atMost(`time ratio ours / hey-api on ${document.name}`, compared.ratio, 1));
      notes.push(...compared.notes, `${document.name} (${(document.bytes / 1e6).toFixed(1)} MB): ${document.credit}`);
    } catch (error) {
      notMeasured.push(`not measured: hey-api comparison on ${document.name} failed: ${message(error)}`);
    }
  }
  return { rows, checks, notMeasured, notes };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function timeOnOurSpec(options: GenerationOptions, probe: MemoryProbe, spec: string, name: string) {
  const work = scratchDir('generation-ours');
  let output = '';
  try {
    // A fresh clone's first run: the CLIs are compiled and the runtime copies formatted, not read
    // from the caches. An empty cache folder of its own (MTC_CACHE_DIR), so runs of the toolkit
    // going on meanwhile (tests) never see their cache removed.
    const cold = await measureNodeProcess({ ...ourGenerate(spec, path.join(work, 'cold-out'), options.outputs), env: { MTC_CACHE_DIR: path.join(work, 'empty-cache') } }, probe);
    const results = await alternate<ProcessMeasurement>(
      [
        {
          label: 'ours',
          run: async () => {
            const out = path.join(work, 'out');
            rmSync(out, { recursive: true, force: true });
            const measured = await measureNodeProcess(ourGenerate(spec, out, options.outputs), probe);
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

function ourGenerate(spec: string, out: string, outputs?: readonly string[]) {
  const only = outputs === undefined ? [] : ['--outputs', outputs.join(',')];
  return { nodeArgs: [LAUNCH_CLI, 'generate', '--spec', spec, '--out', out, ...only], cwd: REPO_ROOT };
}

/** The JSON document with its first operation's summary changed, as one small edit; undefined when it is not JSON or has no operation. */
export function withOneSummaryEdited(text: string): string | undefined {
  const document = jsonObject(text);
  if (document === undefined) return undefined;
  const paths = (document as { paths?: unknown }).paths;
  if (typeof paths !== 'object' || paths === null) return undefined;
  for (const item of Object.values(paths)) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(method) || typeof operation !== 'object' || operation === null) continue;
      const summary = (operation as { summary?: unknown }).summary;
      (operation as { summary?: string }).summary = `${typeof summary === 'string' ? summary : 'Operation'} (edited for the benchmark)`;
      return JSON.stringify(document);
    }
  }
  return undefined;
}

/**
 * The document with the description of its first object-like component schema (3.x
 * `components.schemas` or 2.0 `definitions`) changed; undefined when it is not JSON or has none.
 */
export function withOneSchemaEdited(text: string): string | undefined {
  const document = jsonObject(text);
  if (document === undefined) return undefined;
  const { components, definitions } = document as { components?: { schemas?: unknown }; definitions?: unknown };
  const schemas = components?.schemas ?? definitions;
  if (typeof schemas !== 'object' || schemas === null) return undefined;
  for (const schema of Object.values(schemas)) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || '$ref' in schema) continue;
    const description = (schema as { description?: unknown }).description;
    (schema as { description?: string }).description = `${typeof description === 'string' ? description : 'Schema'} (edited for the benchmark)`;
    return JSON.stringify(document);
  }
  return undefined;
}

/** The document when `text` is JSON holding an object (the benchmark edits JSON documents only). */
function jsonObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
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
