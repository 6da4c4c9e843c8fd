/**
 * mtc generate [--spec FILE] [--out DIR] [--outputs LIST]   (npm run generate -- … in this repository)
 *
 * Generates each output folder from an OpenAPI document, atomically (a failed run changes nothing).
 */
import { performance } from 'node:perf_hooks';
import { EXIT_OK, progress, readTargetCommand, reportWarnings, runCli, TARGET_OPTIONS_HELP } from './lib/cli.js';

const USAGE = `Usage: mtc generate [options]         (in the toolkit's own checkout: npm run generate -- [options])

Reads an OpenAPI document (3.1, 3.0 or Swagger 2.0; JSON or YAML) and writes the chosen
outputs (types, client, server, docs) into the output folder, or into each target of
mtc.config.json in the current directory; flags override the config. Paths are relative to
the current directory. Each folder is replaced atomically: a failed run leaves it as it was,
and a folder generate did not write (no .mtc-manifest listing all its files) is refused
before any work.

Options:
${TARGET_OPTIONS_HELP}

Exit codes: 0 written, 1 problems in the document (each printed as file:line:col  pointer
message, with a hint; nothing written) or a generator failure, 2 usage error, 130 or 143
interrupted (Ctrl-C, SIGTERM: the docs renderer is stopped, no folder is left half written).
`;

await runCli(USAGE, async (signal) => {
  const command = readTargetCommand(process.argv.slice(2));
  if (command.help) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  const started = performance.now();
  // Before any generator work: a wrong --out fails at once, and what a killed run left is repaired.
  const { prepareOutput } = await import('../generators/write/write.js');
  for (const target of command.targets) await prepareOutput(target.out);
  // Loaded only now so --help and usage errors answer at once. The formatter thread starts
  // first: prettier warms up on the other core while the generators load here.
  (await import('../generators/format/format.js')).startFormatter();
  const [{ generateAll }, { writeOutputs }] = await Promise.all([import('./lib/targets.js'), import('../generators/write/index.js')]);
  const generated = await generateAll(command, signal, progress);
  reportWarnings(generated.warnings);
  signal.throwIfAborted();
  // All targets or none: a failure writing the second leaves the first as it was.
  await writeOutputs(generated.targets.map(({ target, files }) => ({ outDir: target.out, files })));
  for (const { target, files } of generated.targets) progress(`wrote ${files.length} files to ${target.out} in ${Math.round(performance.now() - started)} ms`);
  return EXIT_OK;
});
