/**
 * `npm run bench`: the four benchmarks, each a ratio against a baseline measured in the same
 * run. Prints the machine, then one table per benchmark; `--write` also writes BENCHMARKS.md.
 * Exit code 1 when a benchmark could not run at all (a MISS of a goal is a result, not an error).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchClient } from './client.js';
import { benchGeneration } from './generation.js';
import { HELP, parseBenchOptions, type BenchmarkName, type BenchOptions } from './options.js';
import { REPO_ROOT } from './paths.js';
import { describeMachine, emptySection, formatMachine, formatReport, formatSection, formatSectionOfRun, reportSections, sectionsToWrite, type Section } from './report.js';
import { benchServer } from './server.js';
import { benchStores } from './stores.js';

const TITLES: Record<BenchmarkName, string> = { generation: '1. Generation', server: '2. Server', client: '3. Client', stores: '4. Service stores' };

function runOne(name: BenchmarkName, options: BenchOptions): Promise<Section> {
  switch (name) {
    case 'generation':
      return benchGeneration({ runs: options.runs, warmups: options.quick ? 0 : 1, skipStripe: options.quick, skipMidSize: options.quick });
    case 'server':
      return benchServer({ runs: options.runs, durationSeconds: options.quick ? 1 : 5, connections: 10, warmups: options.quick ? 0 : 1 });
    case 'client':
      return benchClient({ runs: options.runs, calls: options.quick ? 2_000 : 20_000, warmups: options.quick ? 0 : 1, skipStripe: options.quick });
    case 'stores':
      return benchStores({ runs: options.runs, durationSeconds: options.quick ? 1 : 5, connections: 10, warmups: options.quick ? 0 : 1, comments: options.quick ? 2_000 : 100_000 });
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseBenchOptions(argv);
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const startedAt = new Date().toISOString();
  const machine = describeMachine();
  console.log(`Machine\n${formatMachine(machine)}\n`);
  const sections: Section[] = [];
  let failed = false;
  for (const name of options.only) {
    console.error(`bench: running ${name} (${options.runs} run${options.runs === 1 ? '' : 's'} per contender)...`);
    const section = await runOne(name, options).catch((error: unknown) => {
      failed = true;
      const message = error instanceof Error ? error.message : String(error);
      return emptySection(TITLES[name], 'The benchmark failed before it produced a figure.', `the benchmark failed: ${message}`);
    });
    sections.push(section);
    console.log(formatSection(section));
  }
  if (options.write) {
    const shown = argv.filter((arg) => arg !== '--write');
    const settings = { command: ['npm run bench', ...(shown.length > 0 ? ['--', ...shown] : [])].join(' '), startedAt, load: machine.loadAverage };
    const file = path.join(REPO_ROOT, 'BENCHMARKS.md');
    // A benchmark this run did not measure keeps its section (and the run it names) from the report before.
    const before = existsSync(file) ? reportSections(readFileSync(file, 'utf8')) : new Map<string, string>();
    const ran = new Map(sections.map((section) => [section.title, formatSectionOfRun(section, settings)]));
    writeFileSync(file, formatReport(machine, settings, sectionsToWrite(Object.values(TITLES), ran, before)));
    console.error('bench: wrote BENCHMARKS.md');
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}\nRun with --help for usage.`);
    process.exitCode = 2;
  },
);
