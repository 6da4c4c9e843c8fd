/**
 * What `generate` and `check` share: argument parsing (unknown flags are a usage error, exit 2),
 * the targets from mtc.config.json and the flags, the regenerate command quoted in headers,
 * stopping on Ctrl-C, and printing spec problems (exit 1).
 *
 * Paths are relative to the current directory. The regenerate command depends only on where the
 * command runs and on the flags (never on how it was started), so `npm run check` and `mtc check`
 * expect the same headers: `npm run generate` in the toolkit's own checkout, `npx mtc generate`
 * anywhere else, followed by the flags that changed the targets.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SpecError, formatProblem, type SpecProblem } from '../../generators/load/problems.js';
import { RefusedOutput } from '../../generators/write/refused-output.js';
import { OUTPUTS, type OutputName } from '../../generators/outputs.js';
import { TOOLKIT_ROOT } from '../../generators/toolkit-root.js';
import { shellWord } from '../../generators/shared/shell-word.js';
import { printable } from '../../generators/shared/printable-text.js';
import { flagsAfterSeparator, SEPARATOR_ADVICE } from '../../generators/shared/option-separator.js';
import { optionErrorMessage } from '../../generators/shared/option-errors.js';
import { runInterruptible } from '../../generators/shared/interrupts.js';
import { urlInsteadOfFile } from '../../generators/shared/url-for-file.js';
import { ConfigError, configAboveHint, DEFAULT_SPEC, optionalOutputs, readConfig, type Config, type Target } from './config.js';

export { DEFAULT_SPEC };
export const DEFAULT_OUT = 'generated';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * The caller's mistake (exit 2). Only a mistake in the flags is followed by the usage text;
 * one in mtc.config.json or in a path (`inFlags` false) names its place, and the usage would
 * only bury that line.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly inFlags = true,
  ) {
    super(message);
  }
}

export interface TargetCommand {
  /** Every output folder to generate or check, from the config and the flags. */
  readonly targets: readonly Target[];
  readonly regenerateCommand: string;
  /** Refuse the document on warnings too. */
  readonly strict: boolean;
  readonly help: boolean;
  /** Where in mtc.config.json a spec path was given (`file:line:col  #pointer  `), '' when not there. */
  readonly specPlace: (spec: string) => string;
  /** Where in mtc.config.json an output folder was given, '' when not there (or given by --out). */
  readonly outPlace: (out: string) => string;
}

interface Flags {
  readonly spec?: string | undefined;
  readonly out?: string | undefined;
  readonly outputs?: readonly OutputName[] | undefined;
  readonly strict: boolean;
  readonly help: boolean;
}

/** The options help texts share. */
export const TARGET_OPTIONS_HELP = `  --spec FILE         the document to read (default: "spec" of mtc.config.json, else ${DEFAULT_SPEC})
  --out DIR           one output folder (default: the config's targets, else ${DEFAULT_OUT})
  --outputs LIST      comma-separated, any of ${OUTPUTS.join(', ')} (default: the config's, else all)
  --strict            refuse the document on warnings too (what breaks the specification but can
                      still be generated, e.g. a path parameter the template does not name)
  --help              show this help`;

/**
 * The config's shape, in the help of the commands that read it: `mtc generate --help` said
 * "each target of mtc.config.json" and nothing of what a target is, so a user of the installed
 * command had to find the README inside node_modules (a new-user pass, 2026-11-28).
 */
export const CONFIG_HELP = `mtc.config.json (JSON, in the current directory; flags override it):
  { "spec": "FILE", "out": "DIR", "outputs": ["types", "client"], "package": { "name": "@scope/name" } }
  or several folders: { "spec": "FILE", "targets": [ { "out": "DIR", "outputs": [...] }, ... ] }
  "outputs" defaults to all (types and client for a package); "package" makes the folder an npm
  package of the client ("version" defaults to the document's info.version). The toolkit's
  README.md (node_modules/media-tracking-contract/README.md where installed) says more.`;

export function readTargetCommand(argv: readonly string[], cwd = process.cwd()): TargetCommand {
  const flags = readFlags(argv);
  if (flags.help) return { targets: [], regenerateCommand: '', strict: flags.strict, help: true, specPlace: () => '', outPlace: () => '' };
  let config;
  try {
    config = readConfig(cwd);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message, false);
    throw error;
  }
  const configured: readonly Target[] = config?.targets ?? [];
  const fallback: Target = { spec: config?.spec ?? DEFAULT_SPEC, out: DEFAULT_OUT, outputs: config?.outputs ?? OUTPUTS };
  const base = configured.length > 0 ? configured : [fallback];
  const matched = flags.out === undefined ? undefined : base.find((target) => samePath(target.out, flags.out!, cwd));
  const chosen = flags.out === undefined ? base : [matched ?? { ...fallback, out: flags.out }];
  const targets = chosen.map((target) => withFlags(target, flags, cwd));
  const placeOf: Config['placeOf'] = config?.placeOf ?? (() => '');
  assertTargets(targets, cwd, placeOf, flags.outputs);
  const command = regenerateCommand(cwd, changedFlags(flags, chosen, cwd, { outConfigured: flags.out === undefined || matched !== undefined, picksOneOfSeveral: matched !== undefined && base.length > 1 }));
  return { targets, regenerateCommand: command, strict: flags.strict, help: false, specPlace: (spec) => placeOf('spec', spec), outPlace: (out) => (flags.out === undefined ? placeOf('out', out) : '') };
}

const TARGET_FLAGS = { spec: { type: 'string' }, out: { type: 'string' }, outputs: { type: 'string' }, strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

function readFlags(argv: readonly string[]): Flags {
  try {
    const { values } = parseArgs({ args: [...argv], options: TARGET_FLAGS, strict: true, allowPositionals: false });
    const outputs = values.outputs === undefined ? undefined : parseOutputs(values.outputs);
    return { spec: nonEmpty(values.spec, '--spec'), out: nonEmpty(values.out, '--out'), outputs, strict: values.strict === true, help: values.help === true };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // `mtc generate api.yaml`, as lint takes its files: say which flag takes a document. Only
    // for that refusal: an unknown flag typed in the same command is reported as itself.
    const positional = (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' ? firstPositional(argv) : undefined;
    // `mtc generate -- --spec api.yaml`: the hint below would have said "give it with --spec --spec".
    if (positional !== undefined && flagsAfterSeparator(argv, TARGET_FLAGS)) throw new UsageError(SEPARATOR_ADVICE);
    if (positional !== undefined) throw new UsageError(`unexpected argument ${JSON.stringify(positional)}: give the document with --spec ${positional} (and the folder with --out)`);
    throw new UsageError(optionErrorMessage(error, argv, TARGET_FLAGS) ?? (error instanceof Error ? error.message : String(error)));
  }
}

/** The first argument that stands alone, as the parser reads it (not the value of `--out DIR`). */
function firstPositional(argv: readonly string[]): string | undefined {
  const { tokens } = parseArgs({ args: [...argv], options: TARGET_FLAGS, strict: false, allowPositionals: true, tokens: true });
  return tokens.find((token) => token.kind === 'positional')?.value;
}

function parseOutputs(text: string): OutputName[] {
  try {
    return optionalOutputs(text.split(',').map((item) => item.trim()), '')!;
  } catch (error) {
    throw new UsageError(`--outputs: ${(error as Error).message}`);
  }
}

function nonEmpty(value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && value.trim() === '') throw new UsageError(`${flag} needs a value`);
  return value;
}

function samePath(a: string, b: string, cwd: string): boolean {
  return comparable(cwd, a) === comparable(cwd, b);
}

/**
 * A path resolved as the file system finds it, in the case path.relative compares it in (Windows
 * paths in any case are one). Links are followed: compared as text, `linked/g` and `real/g`
 * (`linked` a link to `real`) were two folders, so two targets wrote one, and check then failed
 * on one of them after every generate (an app-team pass, 2026-11-28).
 */
function comparable(cwd: string, file: string): string {
  const resolved = physical(path.resolve(cwd, file));
  return path.sep === '\\' ? resolved.toLowerCase() : resolved;
}

/** `file` with its longest existing part through realpath; the part not there yet as written. */
function physical(file: string): string {
  const missing: string[] = [];
  for (let existing = file; ; existing = path.dirname(existing)) {
    try {
      return path.join(realpathSync.native(existing), ...missing.reverse());
    } catch {
      // Not there (or not readable, or below a file): the folder above may be a link.
      if (path.dirname(existing) === existing) return file;
      missing.push(path.basename(existing));
    }
  }
}

/**
 * `--spec` naming the file a target already reads, spelled otherwise (`./api.yaml` for the
 * config's `api.yaml`), keeps the target's spelling, as `--out` naming a configured folder does:
 * the spelling is written into every file's header (the source and the command), so
 * `generate --spec ./api.yaml` rewrote them all and the next plain `check` failed on headers
 * alone (a red-team pass, 2026-11-28).
 */
function withFlags(target: Target, flags: Flags, cwd: string): Target {
  const spec = flags.spec === undefined || samePath(target.spec, flags.spec, cwd) ? {} : { spec: flags.spec };
  return { ...target, ...spec, ...(flags.outputs === undefined ? {} : { outputs: flags.outputs }) };
}

/** Output folders must be distinct, not inside one another, and hold no target's spec (each is replaced whole); a package holds the client alone. */
function assertTargets(targets: readonly Target[], cwd: string, placeOf: Config['placeOf'], outputsFlag: Flags['outputs']): void {
  // Every pair is compared, so each path is resolved once, not for each pair: resolving in the
  // loop cost a config of 2,000 targets 24 s before anything ran (a red-team pass, 2026-11-28).
  const outs = targets.map((target) => comparable(cwd, target.out));
  const below = outs.map((out) => (out.endsWith(path.sep) ? out : `${out}${path.sep}`));
  // Each spec once (targets mostly share one), with the first target that names it.
  const specs = new Map<string, Target>();
  for (const target of targets) {
    const spec = comparable(cwd, target.spec);
    if (!specs.has(spec)) specs.set(spec, target);
  }
  for (const [index, target] of targets.entries()) {
    // Any target's spec, not only its own: the folder of one target may hold the spec of another.
    let inside: Target | undefined;
    for (const [spec, holder] of specs) {
      if (spec.startsWith(below[index]!)) {
        inside = holder;
        break;
      }
    }
    if (inside !== undefined) throw new UsageError(`${placeOf('out', target.out)}the spec ${inside.spec} is inside the output folder ${target.out}, which generate replaces as a whole; keep the spec outside it`, false);
    if (target.package !== undefined && (!target.outputs.includes('client') || target.outputs.some((output) => output !== 'client' && output !== 'types'))) {
      throw new UsageError(packageOutputsRefusal(target, placeOf, outputsFlag), false);
    }
    for (let later = index + 1; later < targets.length; later++) {
      const other = targets[later]!;
      if (outs[index] === outs[later] || outs[later]!.startsWith(below[index]!) || outs[index]!.startsWith(below[later]!)) {
        // Placed at the later folder: the earlier one was fine until this one came.
        throw new UsageError(`${placeOf('out', other.out)}the output folders ${target.out} and ${other.out} overlap; each target needs a folder of its own`, false);
      }
    }
  }
}

/**
 * A package target given outputs other than the client's. When `--outputs` gave them, the flag
 * is named and the config is not placed: it was right, and `mtc.config.json:6:14 #/targets/2/out`
 * sent a user who typed `--outputs types` to look for a mistake in the file (a new-user pass,
 * 2026-11-28).
 */
function packageOutputsRefusal(target: Target, placeOf: Config['placeOf'], outputsFlag: Flags['outputs']): string {
  const rule = `a package holds the client, so its outputs must be client (types come with it), not ${target.outputs.join(', ')}`;
  if (outputsFlag !== undefined) return `--outputs ${outputsFlag.join(',')}: ${target.out} is the folder of a client package in mtc.config.json, and ${rule}; give --out the folder to write those outputs to`;
  return `${placeOf('out', target.out)}${target.out}: ${rule}; generate the other outputs into another folder (another target)`;
}

/**
 * `work` (a check of an output folder made before any generator work), with its refusal placed
 * where mtc.config.json gives the folder: `"out": "spec/api.yaml"` was refused as "refusing to
 * replace /…/spec/api.yaml: it is a file" with no word of the config, where every other mistake
 * in it is placed (a new-user pass, 2026-11-28).
 */
export async function refusedAt<T>(place: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusedOutput && place !== '') throw new RefusedOutput(`${place}${error.message}`);
    throw error;
  }
}

/**
 * A path that names nothing, or a folder: the caller's mistake (exit 2), as diff and lint say
 * it, rather than a document with problems (exit 1). Anything else that is not a regular file
 * (a FIFO, a device) goes on to the loader, which says what it is.
 */
export function refuseMissingFiles(files: readonly string[], cwd = process.cwd(), placeOf: (file: string) => string = () => ''): void {
  const urls = [...new Set(files)].flatMap((file) => urlInsteadOfFile(file)?.replace(/^/, placeOf(file)) ?? []);
  if (urls.length > 0) throw new UsageError(urls.join('\n'), false);
  const missing = [...new Set(files)].filter((file) => namesNoFile(path.resolve(cwd, file)));
  if (missing.length === 0) return;
  const above = configAboveHint(cwd);
  const hint = `(paths are relative to the current directory, and name a file, not a folder${above})`;
  const folders = missing.filter((file) => isFolder(path.resolve(cwd, file)));
  if (folders.length > 0) throw new UsageError(folders.map((file) => `${placeOf(file)}${file} is a folder; name the OpenAPI document in it`).join('\n'), false);
  // A spec named in mtc.config.json is shown where it is written there, one line each.
  if (missing.every((file) => placeOf(file) === '')) throw new UsageError(`no such file: ${missing.map((file) => (above === '' ? asDefault(file) : file)).join(', ')} ${hint}`, false);
  throw new UsageError(`${missing.map((file) => `${placeOf(file)}no such file: ${file}`).join('\n')} ${hint}`, false);
}

/**
 * The default document said to be one: in a project with no mtc.config.json and no spec/,
 * `no such file: spec/openapi.yaml` named a file the user never had, and not how to name theirs
 * (a new-user pass, 2026-11-28). Not from a subfolder of a project: there, running mtc from the
 * config's folder is the answer (configAboveHint).
 */
function asDefault(file: string): string {
  return file === DEFAULT_SPEC ? `${file} (the document read when neither --spec nor "spec" in mtc.config.json names one)` : file;
}

function isFolder(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() === true;
}

function namesNoFile(file: string): boolean {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat === undefined || stat.isDirectory();
  } catch {
    return false; // e.g. a folder on the way that may not be searched: the loader says so
  }
}

/**
 * The flags as given that make a target's files differ from what the config (or the defaults)
 * gives it, in a fixed order: `--out` naming a configured folder only picks that target, so a
 * run with it writes the same headers as a run without it. Unless another flag changed that
 * target: then `--out` stays, since without it the pasted command applied `--outputs types` to
 * every configured target (a new-user pass, 2026-11-28: a client package target beside it
 * refused the whole run, and the others were rewritten with types alone).
 */
function changedFlags(flags: Flags, chosen: readonly Target[], cwd: string, how: { readonly outConfigured: boolean; readonly picksOneOfSeveral: boolean }): FlagValue[] {
  const changed: FlagValue[] = [];
  if (flags.spec !== undefined && chosen.some((target) => !samePath(target.spec, flags.spec!, cwd))) changed.push(['--spec', flags.spec]);
  const outputs = flags.outputs?.join(',');
  const outputsChanged = outputs !== undefined && chosen.some((target) => target.outputs.join(',') !== outputs);
  const othersChanged = changed.length > 0 || outputsChanged;
  if (flags.out !== undefined && (!how.outConfigured || (how.picksOneOfSeveral && othersChanged))) changed.push(['--out', flags.out]);
  if (outputs !== undefined && outputsChanged) changed.push(['--outputs', outputs]);
  return changed;
}

/** A flag and the value given to it. */
type FlagValue = readonly [flag: string, value: string];

/**
 * `npm run generate` in the toolkit's checkout, `npx mtc generate` elsewhere, with the changing
 * flags, each a word a POSIX shell reads back as given: the command is there to be pasted.
 */
export function regenerateCommand(cwd: string, flags: readonly FlagValue[]): string {
  const inToolkit = path.resolve(cwd) === path.resolve(TOOLKIT_ROOT);
  const base = inToolkit ? 'npm run generate' : 'npx mtc generate';
  if (flags.length === 0) return base;
  return `${base}${inToolkit ? ' --' : ''} ${flags.map(flagWords).join(' ')}`;
}

/**
 * `--spec VALUE`, or `--spec=VALUE` when the value starts with a dash: the parser reads
 * `--spec -api.yaml` as a flag missing its value, so the command printed for a spec named
 * `-api.yaml` (given as `--spec=-api.yaml`) failed when pasted (a new-user pass, 2026-11-27).
 */
function flagWords([flag, value]: FlagValue): string {
  return value.startsWith('-') ? shellWord(`${flag}=${value}`) : `${flag} ${shellWord(value)}`;
}

/**
 * Where a command writes: the process's own streams, or (tests calling a command in-process,
 * as diff's runDiffCli) whatever the caller collects. The command runs in process.cwd() either way.
 */
export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file descriptor `stderr` writes to, when it is one: a long run's beats are written there from a thread of their own (generators/progress.ts). */
  readonly stderrFd?: number;
}

/**
 * The process's streams, every character that acts on a terminal or reorders a line
 * percent-encoded (shared/printable-text.ts; tabs and line feeds kept). Problems and diffs were
 * already made printable where they quote the document, but a command's own lines quote paths as
 * given: a spec or output folder named with an escape sequence (`"out": "gen\u001b[31m"` in a
 * shared mtc.config.json) reached CI logs and terminals raw in `loading …`, `wrote 83 files to …`
 * and `check: … is up to date` (a hostile-input pass, 2026-11-29). Encoding at the streams covers
 * every line, present and future; encoding twice changes nothing (`%` stays).
 */
export const PROCESS_IO: CommandIo = {
  stdout: (text) => void process.stdout.write(printable(text)),
  stderr: (text) => void process.stderr.write(printable(text)),
  stderrFd: 2,
};

export function progress(line: string, io: CommandIo = PROCESS_IO): void {
  io.stderr(`${line}\n`);
}

/** What the document breaks but was generated anyway, in the form problems are printed. */
export function reportWarnings(warnings: readonly SpecProblem[], io: CommandIo = PROCESS_IO): void {
  if (warnings.length === 0) return;
  for (const warning of warnings) io.stderr(`${formatProblem(warning)}\n`);
  io.stderr(`${warnings.length} warning${warnings.length === 1 ? '' : 's'}: generated as peer generators do; --strict refuses them.\n`);
}

/**
 * Runs a command body and turns failures into exit codes: usage errors (2) print the usage when the flags were wrong,
 * a refused output folder is a usage error too (2, without the usage),
 * spec errors print every problem as `file:line:col  pointer  message` + hint (1), anything else
 * prints its message (1). SIGINT, SIGTERM and SIGHUP keep their default actions (the process
 * ends at once) except while the body holds something a sudden end would leave behind
 * (generators/shared/interrupts.ts): then the held work is stopped through the body's signal,
 * undone, and the process exits with 130, 143 or 129. `afterProblems` ends the line that counts a
 * document's problems: what the command did not do because of them. `afterInterrupt` says what
 * a stopped run left: each command holds something different (lint writes no folder).
 */
export async function runCli(
  usage: string,
  body: (signal: AbortSignal) => Promise<number>,
  afterProblems = 'nothing was written',
  afterInterrupt = 'an output folder is either as it was or completely rewritten, never partly',
): Promise<void> {
  await runInterruptible((line) => progress(line), (signal) => runCommand(usage, PROCESS_IO, signal, body, afterProblems), afterInterrupt);
}

/**
 * A command body's exit code, its failure turned into one as runCli does (the reports written to
 * `io`); a failure after `signal` aborted is only the stop it asked for (1). What runCli runs in
 * the process, and what a test runs in-process.
 */
export async function runCommand(usage: string, io: CommandIo, signal: AbortSignal, body: (signal: AbortSignal) => Promise<number>, afterProblems = 'nothing was written'): Promise<number> {
  try {
    return await body(signal);
  } catch (error) {
    return signal.aborted ? EXIT_FAILED : reportFailure(usage, error, afterProblems, io);
  }
}

function reportFailure(usage: string, error: unknown, afterProblems: string, io: CommandIo): number {
  if (error instanceof UsageError) {
    // One line, whatever wrote the message: node:util's parseArgs explains an option value that
    // looks like an option (`--spec --out x`) over three.
    io.stderr(`error: ${error.message.replace(/\s*\n\s*/g, ' ')}\n${error.inFlags ? `\n${usage}` : ''}`);
    return EXIT_USAGE;
  }
  if (error instanceof RefusedOutput) {
    // The --out (or a config target's out) named a folder the command will not touch: the
    // caller's choice, as a --spec that names no file is, but no flag was malformed.
    io.stderr(`error: ${error.message}\n`);
    return EXIT_USAGE;
  }
  if (error instanceof SpecError) {
    for (const problem of error.problems) io.stderr(`${formatProblem(problem)}\n`);
    io.stderr(`${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in the document; ${afterProblems}.\n`);
    return EXIT_FAILED;
  }
  io.stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILED;
}
