/**
 * mtc generate [--spec FILE] [--out DIR] [--outputs LIST]   (npm run generate -- … in this repository)
 *
 * The process wrapper of the generate command (scripts/lib/generate-command.ts): its arguments,
 * its streams, Ctrl-C and SIGTERM, its exit code.
 */
import { PROCESS_IO, runCli } from './lib/cli.js';
import { GENERATE_USAGE, generateBody } from './lib/generate-command.js';

// Not awaited: compiled, each command is a CommonJS file, which has no top-level await (scripts/launch.mjs).
void runCli(GENERATE_USAGE, (signal) => generateBody(process.argv.slice(2), PROCESS_IO, signal));
