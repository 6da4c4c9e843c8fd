/**
 * npm run generate [-- --spec FILE --out DIR]
 *
 * Generates the output folder from an OpenAPI document, atomically (a failed run changes nothing).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_OUT, DEFAULT_SPEC, EXIT_OK, progress, readSpecOutOptions, regenerateCommandFor, runCli, UsageError } from './lib/cli.js';

const USAGE = `Usage: npm run generate -- [options]

Reads an OpenAPI document (3.1, 3.0 or Swagger 2.0; JSON or YAML), and writes the generated
files (openapi.json, types.ts, client, server, runtime, docs) into the output folder. The folder
is replaced atomically: a failed run leaves it as it was.

Options:
  --spec FILE   the document to read (default: ${DEFAULT_SPEC})
  --out DIR     the output folder, replaced as a whole (default: ${DEFAULT_OUT})
  --help        show this help

Exit codes: 0 written, 1 problems in the document (each printed as file:line:col  pointer
message, with a hint; nothing written) or a generator failure, 2 usage error.
`;

await runCli(USAGE, async () => {
  const options = readSpecOutOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  if (isInside(options.spec, options.out)) {
    throw new UsageError(`the spec ${options.spec} is inside the output folder ${options.out}, which generate replaces as a whole; keep the spec outside it`);
  }
  const started = performance.now();
  // Before any generator work: a wrong --out fails at once, and what a killed run left is repaired.
  await (await import('../generators/write/write.js')).prepareOutput(options.out);
  // Loaded only now so --help and usage errors answer at once. The formatter thread starts
  // first: prettier warms up on the other core while the generators load here.
  (await import('../generators/write/format.js')).startFormatter();
  const [{ generate }, { writeOutput }] = await Promise.all([import('../generators/pipeline.js'), import('../generators/write/index.js')]);
  const { files } = await generate({ specPath: options.spec, outDir: options.out, regenerateCommand: regenerateCommandFor(options), log: progress });
  await writeOutput(options.out, files);
  progress(`wrote ${files.length} files to ${options.out} in ${Math.round(performance.now() - started)} ms`);
  return EXIT_OK;
});

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
