/**
 * The `check` command (scripts/check.ts is its process wrapper; tests call runCheck in-process):
 * regenerates in memory and compares with each output folder: a unified diff for every changed,
 * missing and extra source file, one line for minified or large files (and one for a folder that
 * does not exist), a summary line per folder and the totals; exit 1 on drift, 0 when clean.
 */
import { existsSync } from 'node:fs';
import type { Drift } from '../../generators/write/index.js';
import { CONFIG_HELP, EXIT_FAILED, EXIT_OK, progress, readTargetCommand, refusedAt, refuseMissingFiles, reportWarnings, runCommand, TARGET_OPTIONS_HELP, type CommandIo } from './cli.js';

export const CHECK_USAGE = `Usage: mtc check [options]            (in the toolkit's own checkout: npm run check -- [options])

Regenerates from the document in memory and compares the result with the output folder (or
each target of mtc.config.json): exactly the outputs generate would write there. Prints a
unified diff for every changed, missing and extra (no longer generated) source file, one line
for minified or large files (such as docs/index.html), then the totals.

Options:
${TARGET_OPTIONS_HELP}

${CONFIG_HELP}

Exit codes: 0 up to date, 1 drift (run the regenerate command shown) or problems in the
document, 2 usage error (a --spec that names no file is one, and so is an output path that is a
file or a link).
`;

/** The command's work, writing to `io`; a failure is thrown (runCli and runCheck turn it into an exit code). */
export async function checkBody(argv: readonly string[], io: CommandIo, signal: AbortSignal): Promise<number> {
  const command = readTargetCommand(argv);
  if (command.help) {
    io.stdout(CHECK_USAGE);
    return EXIT_OK;
  }
  // Before any generator work: an --out that is a file fails at once.
  const { assertCheckable } = await import('../../generators/write/check.js');
  for (const target of command.targets) await refusedAt(command.outPlace(target.out), () => assertCheckable(target.out));
  refuseMissingFiles(command.targets.map((target) => target.spec), process.cwd(), command.specPlace);
  // Loaded only now so --help and usage errors answer at once. The formatter thread starts
  // first: prettier warms up on the other core while the generators load here.
  (await import('../../generators/format/format.js')).startFormatter();
  const [{ generateAll }, { checkOutput }] = await Promise.all([import('./targets.js'), import('../../generators/write/index.js')]);
  const lines: string[] = [];
  const all: Drift[] = [];
  const generated = await generateAll(command, signal, (line) => progress(line, io), io.stderrFd);
  reportWarnings(generated.warnings, io);
  for (const { target, files } of generated.targets) {
    // A folder never generated (a fresh clone where it is git-ignored, a misspelled "out") printed
    // every file it would hold as a diff of added lines: pages of a CI log that say one thing.
    const absent = !existsSync(target.out);
    const result = await checkOutput(target.out, files, target.out);
    if (!absent) for (const drift of result.drifts) io.stdout(drift.report);
    lines.push(absent ? `check: ${target.out} does not exist (generate would write ${result.drifts.length} files there)` : folderLine(target.out, result.drifts, result.compared));
    all.push(...result.drifts);
  }
  for (const line of lines) io.stdout(`${line}\n`);
  const foreign = all.filter((drift) => drift.foreign).length;
  // generate refuses a folder holding files it did not write: those must go first.
  const first = foreign === 0 ? '' : `Move the ${foreign === 1 ? 'file' : `${foreign} files`} generate did not write out of the output folder, then run`;
  if (all.length > 0) io.stdout(`check: ${counts(all)} in all. ${first === '' ? 'Run' : first} \`${command.regenerateCommand}\` and commit the result.\n`);
  return all.length === 0 ? EXIT_OK : EXIT_FAILED;
}

/** What check did not do when the document has problems (runCli's default speaks of writing). */
export const CHECK_AFTER_PROBLEMS = 'nothing was compared: check needs a document generate accepts';

/** `mtc check ARGS` in this process, in its current directory: the exit code, the output written to `io`. */
export function runCheck(argv: readonly string[], io: CommandIo, signal: AbortSignal = new AbortController().signal): Promise<number> {
  return runCommand(CHECK_USAGE, io, signal, (aborted) => checkBody(argv, io, aborted), CHECK_AFTER_PROBLEMS);
}

function counts(drifts: readonly Drift[]): string {
  const count = (kind: Drift['kind']) => drifts.filter((drift) => drift.kind === kind).length;
  return `${count('changed')} changed, ${count('missing')} missing, ${count('extra')} extra`;
}

function folderLine(out: string, drifts: readonly Drift[], compared: number): string {
  if (drifts.length === 0) return `check: ${out} is up to date (${compared} files)`;
  return `check: ${out} is out of date: ${counts(drifts)} (of ${compared} files)`;
}
