/**
 * mtc diff [--base OLD] [--head NEW] [--format text|markdown|json] [--allow-breaking]
 * (in this repository: npm run diff -- …)
 *
 * The process wrapper of the diff command (scripts/lib/diff-command.ts): the breaking-change
 * report between two versions of a document (see --help). Without --head it compares the spec
 * mtc.config.json names in the current directory (else spec/openapi.yaml), as generate and check
 * read it.
 * Exit codes: 0 no breaking change (or --allow-breaking), 1 breaking changes found, 2 usage or input error,
 * 130, 143 or 129 interrupted (scripts/lib/cli.ts and decisions/0024 say when a signal is caught).
 */
import { runInterruptible } from '../generators/shared/interrupts.js';
import { runDiffCommand } from './lib/diff-command.js';

// Not awaited: compiled, each command is a CommonJS file, which has no top-level await (scripts/launch.mjs).
void runInterruptible(
  (line) => process.stderr.write(`diff: ${line}\n`),
  (signal) =>
    runDiffCommand(process.argv.slice(2), {
      cwd: process.cwd(),
      signal,
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stderrFd: 2,
    }),
  'its temporary checkouts removed',
);
