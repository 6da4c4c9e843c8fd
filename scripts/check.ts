/**
 * mtc check [--spec FILE] [--out DIR] [--outputs LIST]   (npm run check -- … in this repository)
 *
 * The process wrapper of the check command (scripts/lib/check-command.ts): its arguments, its
 * streams, Ctrl-C and SIGTERM, its exit code.
 */
import { PROCESS_IO, runCli } from './lib/cli.js';
import { CHECK_AFTER_PROBLEMS, CHECK_USAGE, checkBody } from './lib/check-command.js';

// Not awaited: compiled, each command is a CommonJS file, which has no top-level await (scripts/launch.mjs).
void runCli(CHECK_USAGE, (signal) => checkBody(process.argv.slice(2), PROCESS_IO, signal), CHECK_AFTER_PROBLEMS);
