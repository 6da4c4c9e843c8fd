/**
 * npm run check [-- --spec FILE --out DIR]
 *
 * Regenerates in memory and compares with the output folder: prints a unified diff of every
 * changed, missing and extra file and a summary line; exit 1 on drift, 0 when clean.
 */
import type { Drift } from '../generators/write/index.js';
import { DEFAULT_OUT, DEFAULT_SPEC, EXIT_FAILED, EXIT_OK, progress, readSpecOutOptions, regenerateCommandFor, runCli } from './lib/cli.js';

const USAGE = `Usage: npm run check -- [options]

Regenerates from the document in memory and compares the result with the output folder.
Prints a unified diff for every changed, missing and extra (no longer generated) file.

Options:
  --spec FILE   the document to read (default: ${DEFAULT_SPEC})
  --out DIR     the folder to compare with (default: ${DEFAULT_OUT})
  --help        show this help

Exit codes: 0 up to date, 1 drift (run the regenerate command shown) or problems in the
document, 2 usage error.
`;

await runCli(USAGE, async () => {
  const options = readSpecOutOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  const regenerateCommand = regenerateCommandFor(options);
  // Loaded only now so --help and usage errors answer at once. The formatter thread starts
  // first: prettier warms up on the other core while the generators load here.
  (await import('../generators/write/format.js')).startFormatter();
  const [{ generate }, { checkOutput }] = await Promise.all([import('../generators/pipeline.js'), import('../generators/write/index.js')]);
  const { files } = await generate({ specPath: options.spec, outDir: options.out, regenerateCommand, log: progress });
  const result = await checkOutput(options.out, files);
  for (const drift of result.drifts) process.stdout.write(drift.report);
  process.stdout.write(`${summary(result.drifts, result.compared, options.out, regenerateCommand)}\n`);
  return result.clean ? EXIT_OK : EXIT_FAILED;
});

function summary(drifts: readonly Drift[], compared: number, out: string, command: string): string {
  if (drifts.length === 0) return `check: ${out} is up to date (${compared} files)`;
  const count = (kind: Drift['kind']) => drifts.filter((drift) => drift.kind === kind).length;
  return `check: ${out} is out of date: ${count('changed')} changed, ${count('missing')} missing, ${count('extra')} extra (of ${compared} files). Run \`${command}\` and commit the result.`;
}
