/**
 * The `generate` command (scripts/generate.ts is its process wrapper; tests call runGenerate
 * in-process, as diff's tests call runDiffCli): writes each output folder from an OpenAPI
 * document, atomically (a failed run changes nothing).
 */
import { performance } from 'node:perf_hooks';
import { CONFIG_HELP, EXIT_OK, progress, readTargetCommand, refusedAt, refuseMissingFiles, reportWarnings, runCommand, TARGET_OPTIONS_HELP, type CommandIo } from './cli.js';

export const GENERATE_USAGE = `Usage: mtc generate [options]         (in the toolkit's own checkout: npm run generate -- [options])

Reads an OpenAPI document (3.2, 3.1, 3.0 or Swagger 2.0; JSON or YAML) and writes the chosen
outputs (types, client, server, docs) into the output folder, or into each target of
mtc.config.json in the current directory; flags override the config. Paths are relative to
the current directory. Each folder is replaced atomically: a failed run leaves it as it was,
and a folder generate did not write (no .mtc-manifest listing all its files) is refused
before any work.

Options:
${TARGET_OPTIONS_HELP}

${CONFIG_HELP}

Exit codes: 0 written, 1 problems in the document (each printed as file:line:col  pointer
message, with a hint; nothing written) or a generator failure, 2 usage error (a --spec that
names no file is one, and so is an output folder refused before any work), 130, 143 or 129
interrupted (Ctrl-C, SIGTERM, SIGHUP: the run is stopped, no folder is left half written).
`;

/** The command's work, writing to `io`; a failure is thrown (runCli and runGenerate turn it into an exit code). */
export async function generateBody(argv: readonly string[], io: CommandIo, signal: AbortSignal): Promise<number> {
  const command = readTargetCommand(argv);
  if (command.help) {
    io.stdout(GENERATE_USAGE);
    return EXIT_OK;
  }
  const started = performance.now();
  // Before any generator work: a wrong --out fails at once, and what a killed run left is repaired.
  // Held (generators/shared/interrupts.ts): a signal here would end the process mid-repair.
  const [{ prepareOutput }, { holdingSignals }] = await Promise.all([import('../../generators/write/write.js'), import('../../generators/shared/interrupts.js')]);
  await holdingSignals(signal, async () => {
    for (const target of command.targets) await refusedAt(command.outPlace(target.out), () => prepareOutput(target.out));
  });
  refuseMissingFiles(command.targets.map((target) => target.spec), process.cwd(), command.specPlace);
  // Loaded only now so --help and usage errors answer at once. The formatter thread starts
  // first: prettier warms up on the other core while the generators load here.
  (await import('../../generators/format/format.js')).startFormatter();
  const [{ generateAll }, { writeOutputs }] = await Promise.all([import('./targets.js'), import('../../generators/write/index.js')]);
  const generated = await generateAll(command, signal, (line) => progress(line, io), io.stderrFd);
  reportWarnings(generated.warnings, io);
  signal.throwIfAborted();
  // All targets or none: a failure writing the second leaves the first as it was. A signal
  // while writing is held until every folder is whole again, written or as it was.
  await holdingSignals(signal, () => writeOutputs(generated.targets.map(({ target, files }) => ({ outDir: target.out, files }))));
  // The manifest is a file of the folder too: counted, the figure is the one check gives.
  for (const { target, files } of generated.targets) progress(`wrote ${files.length + 1} files to ${target.out} in ${Math.round(performance.now() - started)} ms`, io);
  return EXIT_OK;
}

/** `mtc generate ARGS` in this process, in its current directory: the exit code, the output written to `io`. */
export function runGenerate(argv: readonly string[], io: CommandIo, signal: AbortSignal = new AbortController().signal): Promise<number> {
  return runCommand(GENERATE_USAGE, io, signal, (aborted) => generateBody(argv, io, aborted));
}
