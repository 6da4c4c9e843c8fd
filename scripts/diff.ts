/**
 * mtc diff [--base OLD] [--head NEW] [--format text|markdown|json] [--allow-breaking]
 * (in this repository: npm run diff -- …)
 *
 * The breaking-change report between two versions of a document (see --help). Without --head it
 * compares the spec mtc.config.json names in the current directory (else spec/openapi.yaml), as
 * generate and check read it.
 * Exit codes: 0 no breaking change (or --allow-breaking), 1 breaking changes found, 2 usage or input error,
 * 130, 143 or 129 interrupted (scripts/lib/cli.ts and decisions/0024 say when a signal is caught).
 */
import { runDiffCli } from '../generators/diff/cli.js';
import { runInterruptible } from '../generators/shared/interrupts.js';
import { ConfigError, configAboveHint, readConfig } from './lib/config.js';

function configuredSpec(cwd: string): string | undefined {
  try {
    const config = readConfig(cwd);
    return config?.spec ?? config?.targets[0]?.spec;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`diff: ${error.message}\n`);
    process.exit(2);
  }
}

const cwd = process.cwd();
const args = process.argv.slice(2);
// --help answers whatever the config holds.
const defaultSpec = args.some((arg) => arg === '--help' || arg === '-h') ? undefined : configuredSpec(cwd);
await runInterruptible(
  (line) => process.stderr.write(`diff: ${line}\n`),
  (signal) =>
    runDiffCli(args, {
      cwd,
      signal,
      ...(defaultSpec === undefined ? {} : { defaultSpec }),
      missingFileHint: configAboveHint(cwd),
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
    }),
  'its temporary checkouts removed',
);
