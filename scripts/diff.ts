/**
 * npm run diff -- [--base OLD] [--head NEW] [--format text|markdown|json] [--allow-breaking]
 *
 * The breaking-change report between two versions of the contract. Exit codes: 0 no breaking
 * change (or --allow-breaking), 1 breaking changes found, 2 usage or input error.
 */
import { parseArgs } from 'node:util';
import {
  bundleFile, compareDocuments, DEFAULT_SPEC, describeSource, DiffInputError, formatReport, loadSource, parseSource,
  REPORT_FORMATS, summaryLine, type ReportFormat,
} from '../generators/diff/index.js';

const HELP = `Usage: npm run diff -- [options]

Compares two versions of the OpenAPI contract and lists what changed for clients,
grouped as Breaking and Compatible, each with its operation and JSON pointer.

Options:
  --base SOURCE        the old version (default: git:HEAD)
  --head SOURCE        the new version (default: ${DEFAULT_SPEC} in the working tree)
  --format FORMAT      text (default), markdown (for pull-request comments) or json
  --allow-breaking     exit 0 even when something is breaking
  --help               show this help

SOURCE is a file path, or git:REF to read ${DEFAULT_SPEC} and the files of its folder
at that commit (git:REF:path/to/openapi.yaml for another root document).

Examples:
  npm run diff
  npm run diff -- --base git:origin/main --format markdown
  npm run diff -- --base old.yaml --head new.yaml --format json

Exit codes: 0 no breaking change, 1 breaking changes (unless --allow-breaking), 2 usage or input error.
`;

class UsageError extends Error {}

interface Options {
  readonly base: string;
  readonly head: string;
  readonly format: ReportFormat;
  readonly allowBreaking: boolean;
  readonly help: boolean;
}

function readOptions(argv: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        format: { type: 'string' },
        'allow-breaking': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const format = values.format ?? 'text';
  if (!REPORT_FORMATS.includes(format as ReportFormat)) {
    throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')} (got "${format}")`);
  }
  return {
    base: values.base ?? 'git:HEAD',
    head: values.head ?? DEFAULT_SPEC,
    format: format as ReportFormat,
    allowBreaking: values['allow-breaking'] ?? false,
    help: values.help ?? false,
  };
}

async function run(argv: string[]): Promise<number> {
  const options = readOptions(argv);
  if (options.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const cwd = process.cwd();
  const baseSource = parseSource(options.base);
  const headSource = parseSource(options.head);
  const [base, head] = await Promise.all([loadSource(baseSource, cwd, bundleFile), loadSource(headSource, cwd, bundleFile)]);
  const changes = compareDocuments(base, head);
  process.stdout.write(formatReport(options.format, { base: describeSource(baseSource), head: describeSource(headSource), changes }));
  const breaking = changes.some((change) => change.severity === 'breaking');
  if (breaking && !options.allowBreaking) {
    process.stderr.write(`diff: ${summaryLine(changes)}; exiting 1 (pass --allow-breaking to accept)\n`);
    return 1;
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`diff: ${error.message}\nRun with --help for usage.\n`);
    } else if (error instanceof DiffInputError) {
      process.stderr.write(`diff: ${error.message}\n`);
    } else {
      process.stderr.write(`diff: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exitCode = 2;
  },
);
