/**
 * npm run diff -- [--base OLD] [--head NEW] [--format text|markdown|json] [--allow-breaking]
 *
 * The breaking-change report between two versions of the contract (see --help).
 * Exit codes: 0 no breaking change (or --allow-breaking), 1 breaking changes found, 2 usage or input error.
 */
import { runDiffCli } from '../generators/diff/cli.js';

process.exitCode = await runDiffCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
