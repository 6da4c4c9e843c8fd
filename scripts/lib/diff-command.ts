/**
 * The `diff` command as `mtc diff` runs it (scripts/diff.ts is its process wrapper; tests call
 * runDiffCommand in-process): without --head, the spec mtc.config.json names in the working
 * directory is the default side, as generate and check read it; then the report
 * (generators/diff/cli.ts).
 */
import { runDiffCli, type CliIo } from '../../generators/diff/cli.js';
import { CONFIG_FILE, ConfigError, configAboveHint, readConfig } from './config.js';

/** What the command needs of its process: the working directory, the streams and the run's signal. */
export type DiffCommandIo = Pick<CliIo, 'cwd' | 'stdout' | 'stderr' | 'signal' | 'stderrFd'>;

/** The exit code of a usage or input error, as runDiffCli gives it. */
const EXIT_USAGE = 2;

export async function runDiffCommand(args: readonly string[], io: DiffCommandIo): Promise<number> {
  let defaultSpec: string | undefined;
  let defaultSpecPlace: string | undefined;
  // --help answers whatever the config holds.
  if (!args.some((arg) => arg === '--help' || arg === '-h')) {
    try {
      const config = readConfig(io.cwd);
      defaultSpec = config?.spec ?? config?.targets[0]?.spec;
      defaultSpecPlace = defaultSpec === undefined ? undefined : config?.placeOf('spec', defaultSpec);
      // Targets of several documents: a bare `mtc diff` compared the top-level spec or the first
      // target's and said nothing of the others, so a breaking change in another one passed CI
      // with exit 0 (a red-team pass, 2026-11-28). Which one to compare is the user's to say.
      const specs = [...new Set(config?.targets.map((target) => target.spec) ?? [])];
      if (specs.length > 1 && !args.some((arg) => arg === '--head' || arg.startsWith('--head='))) {
        const other = specs.find((spec) => spec !== defaultSpec) ?? specs[1]!;
        io.stderr(`error: ${config?.placeOf('spec', other) ?? ''}the targets of ${CONFIG_FILE} name ${specs.length} documents (${specs.join(', ')}) and diff compares one: name it with --head, once for each (for example --head ${other})\n`);
        return EXIT_USAGE;
      }
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      io.stderr(`error: ${error.message}\n`);
      return EXIT_USAGE;
    }
  }
  return runDiffCli([...args], {
    ...io,
    ...(defaultSpec === undefined ? {} : { defaultSpec }),
    ...(defaultSpecPlace === undefined ? {} : { defaultSpecPlace }),
    missingFileHint: configAboveHint(io.cwd),
  });
}
