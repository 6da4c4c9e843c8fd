/**
 * The `diff` command: argument parsing, loading both sides, rendering, exit codes
 * (0 no breaking change or --allow-breaking, 1 breaking, 2 usage or input error).
 * scripts/diff.ts is the thin process wrapper; tests call runDiffCli in-process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { heartbeat, isLargeDocument } from '../progress.js';
import { urlInsteadOfFile } from '../shared/url-for-file.js';
import { flagsAfterSeparator, SEPARATOR_ADVICE } from '../shared/option-separator.js';
import { optionErrorMessage } from '../shared/option-errors.js';
import {
  loadBundled, compareDocuments, DEFAULT_SPEC, describeSource, DiffInputError, formatReport, loadSource, parseSource,
  REPORT_FORMATS, summaryLine, withSources, type ReportFormat,
} from './index.js';

const HELP = `Usage: mtc diff [options]              (in the toolkit's own checkout: npm run diff -- [options])

Compares two versions of an OpenAPI document and lists what changed for clients,
grouped as Breaking and Compatible, each with its operation and JSON pointer; one line
when nothing changed. A component schema renamed with the same shape, a changed
operationId and a renamed path parameter are compatible on the wire and listed with a note:
code naming the generated type, calling the generated client function or passing the
parameter by name must follow the rename. Webhooks and operations' callbacks are compared
from the receiver's side: what it receives may not lose anything, what it answers may not ask more.

Options:
  --base SOURCE        the old version (default: git:HEAD, the --head document as last committed)
  --head SOURCE        the new version (default: the spec in the working tree: "spec" of
                       mtc.config.json in the current directory, else ${DEFAULT_SPEC};
                       required when the config's targets name several documents)
  --format FORMAT      text (default), markdown (for pull-request comments) or json
  --allow-breaking     exit 0 even when something is breaking
  --help               show this help

SOURCE is a file path, or git:REF to read the --head document's path and the files of its
folder it refers to at that commit (git:REF:path/to/openapi.yaml for another root document).
Paths are relative to the current directory.

Examples:
  mtc diff
  mtc diff --base git:origin/main --format markdown
  mtc diff --base old.yaml --head new.yaml --format json

Exit codes: 0 no breaking change, 1 breaking changes (unless --allow-breaking), 2 usage or input error,
130, 143 or 129 interrupted (Ctrl-C, SIGTERM, SIGHUP: a git:REF side's temporary checkout is
removed first).
`;

class UsageError extends Error {}

interface Options {
  readonly base: string;
  readonly head: string;
  readonly format: ReportFormat;
  readonly allowBreaking: boolean;
  readonly help: boolean;
}

const DIFF_FLAGS = {
  base: { type: 'string' },
  head: { type: 'string' },
  format: { type: 'string' },
  'allow-breaking': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: string[], defaultSpec: string): Options {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: DIFF_FLAGS, strict: true, allowPositionals: false }));
  } catch (error) {
    const positionals = (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' ? positionalsOf(argv) : [];
    if (positionals.length > 0) throw new UsageError(flagsAfterSeparator(argv, DIFF_FLAGS) ? SEPARATOR_ADVICE : positionalAdvice(positionals));
    throw new UsageError(optionErrorMessage(error, argv, DIFF_FLAGS) ?? (error instanceof Error ? error.message : String(error)));
  }
  const format = values.format ?? 'text';
  if (!REPORT_FORMATS.includes(format as ReportFormat)) {
    throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')} (got "${format}")`);
  }
  return {
    base: values.base ?? 'git:HEAD',
    head: values.head ?? defaultSpec,
    format: format as ReportFormat,
    allowBreaking: values['allow-breaking'] ?? false,
    help: values.help ?? false,
  };
}

/** The arguments that stand alone, as the parser reads them (not the value of `--base OLD`). */
function positionalsOf(argv: readonly string[]): string[] {
  const { tokens } = parseArgs({ args: [...argv], options: DIFF_FLAGS, strict: false, allowPositionals: true, tokens: true });
  return tokens.flatMap((token) => (token.kind === 'positional' ? [token.value] : []));
}

/**
 * `mtc diff old.yaml new.yaml`, as git diff and most diff tools take their two sides: say which
 * option takes which (a new-user pass, 2026-11-27: node's own "Unexpected argument 'old.yaml'.
 * This command does not take positional arguments" left the user to find --base and --head).
 */
function positionalAdvice(positionals: readonly string[]): string {
  const quoted = positionals.map((word) => JSON.stringify(word)).join(', ');
  const [old, fresh] = positionals;
  const example = positionals.length === 2 ? `--base ${old} --head ${fresh}` : `--base ${old} (the old version; --head NEW, else the spec in the working tree)`;
  return `unexpected argument${positionals.length === 1 ? '' : 's'} ${quoted}: give the versions with options, ${example}`;
}

export interface CliIo {
  readonly cwd: string;
  /** The spec in the working tree when --head is not given, and the one git:REF reads (default spec/openapi.yaml). */
  readonly defaultSpec?: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /**
   * `file:line:col  #pointer  ` of the member of mtc.config.json that named defaultSpec, to start
   * the message when it names no file, as generate and check place it.
   */
  readonly defaultSpecPlace?: string;
  /** Added to "no such file": where the command should have been run from (`; … run mtc from …`). */
  readonly missingFileHint?: string;
  /** The process's run (generators/shared/interrupts.ts): a git side's temporary checkout is held under it. */
  readonly signal?: AbortSignal;
  /** The file descriptor `stderr` writes to, when it is one: a long run's beats come from a thread of their own (generators/progress.ts). */
  readonly stderrFd?: number;
}

/** Runs the command and returns its exit code; never throws, never exits the process. */
export async function runDiffCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    // Stopped by a signal: the caller reports it and chooses the exit code.
    if (io.signal?.aborted === true) return 2;
    io.stderr(errorText(error));
    return 2;
  }
}

/**
 * In the words of generate, check and lint (scripts/lib/cli.ts): `error: …`, and after a mistake in
 * the arguments the usage, where diff alone wrote `diff: …` and "Run with --help" (a new-user pass,
 * 2026-11-29).
 */
function errorText(error: unknown): string {
  if (error instanceof UsageError) return `error: ${error.message.replace(/\s*\n\s*/g, ' ')}\n\n${HELP}`;
  if (error instanceof DiffInputError) return `error: ${error.message}\n`;
  return `error: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const defaultSpec = io.defaultSpec ?? DEFAULT_SPEC;
  const options = readOptions(argv, defaultSpec);
  if (options.help) {
    io.stdout(HELP);
    return 0;
  }
  const cwd = io.cwd;
  const headSource = parseSource(options.head, defaultSpec);
  // git:REF without a path reads the --head document's path: `--head api/v2.yaml` compares with
  // api/v2.yaml as committed, not with the config's spec (a new user's pass, 2026-11-28).
  const baseSource = parseSource(options.base, headSource.file);
  // The loader's own message names `--spec` (generate's option); name the option used here.
  for (const [option, source] of [['--base', baseSource], ['--head', headSource]] as const) {
    const url = source.kind === 'file' ? urlInsteadOfFile(source.file) : undefined;
    if (url !== undefined) throw new DiffInputError(`${option} ${url}`);
    if (source.kind === 'file' && !existsSync(path.resolve(cwd, source.file))) {
      const byDefault = option === '--head' && options.head === defaultSpec && !argv.some((arg) => arg.startsWith('--head'));
      // A spec the config names was called "the default", and not placed in the config, which is
      // where the fix goes (2026-11-28, a CI user's pass: their root document had been renamed).
      const configured = byDefault && io.defaultSpec !== undefined;
      const place = configured ? (io.defaultSpecPlace ?? '') : '';
      const given = configured ? ' (the spec mtc.config.json names, compared when --head is not given)' : byDefault ? ' (the default)' : '';
      throw new DiffInputError(`${place}${option} ${source.file}${given}: no such file (expected a path to an OpenAPI document, or git:REF${io.missingFileHint ?? ''})`);
    }
  }
  // Two documents at the input limits took 22 s, all of it silent: the beats of generate say
  // what is under way (nothing for a short run).
  const progress = heartbeat((line) => io.stderr(`${line}\n`), io.stderrFd === undefined ? {} : { fd: io.stderrFd });
  let report: string;
  let changes: ReturnType<typeof withSources>;
  try {
    if ([baseSource, headSource].some((source) => source.kind === 'file' && isLargeDocument(path.resolve(cwd, source.file)))) progress.long();
    // Both sides end before either's failure is reported, so a git side's checkout is gone first.
    const [baseSide, headSide] = await Promise.allSettled([
      progress.during('reading and checking the base document', loadSource(baseSource, cwd, loadBundled, io.signal)),
      progress.during('reading and checking the head document', loadSource(headSource, cwd, loadBundled, io.signal)),
    ]);
    if (baseSide.status === 'rejected') throw baseSide.reason;
    if (headSide.status === 'rejected') throw headSide.reason;
    const sides = { base: baseSide.value, head: headSide.value };
    changes = progress.blocking('comparing the two documents', () => withSources(compareDocuments(sides.base.document, sides.head.document), sides));
    report = progress.blocking('writing the report', () => formatReport(options.format, { base: describeSource(baseSource), head: describeSource(headSource), changes }));
  } finally {
    progress.stop();
  }
  io.stdout(report);
  const breaking = changes.some((change) => change.severity === 'breaking');
  if (breaking && !options.allowBreaking) {
    io.stderr(`diff: ${summaryLine(changes)}; exiting 1 (pass --allow-breaking to accept)\n`);
    return 1;
  }
  return 0;
}

