/**
 * `mtc generate -- --spec api.yaml`, copied from `npm run generate -- …`: npm swallows that `--`,
 * node's parseArgs does not, and reads every flag after it as a plain argument. Each command then
 * gave advice about the flags as if they were documents ("give the document with --spec --spec",
 * diff's "--base --base", lint's "no such file: --format, json"). One test and one sentence for
 * every command.
 */

/** What a command says instead of its advice about plain arguments. */
export const SEPARATOR_ADVICE = '"--" ends the options, so the flags after it were read as plain arguments: leave "--" out (only npm run needs it, to pass the flags on)';

interface FlagOption {
  readonly type: string;
  readonly short?: string;
}

/**
 * Whether a bare `--` comes before one of the command's own flags (`--spec`, `--spec=api.yaml`,
 * `-h`), as parseArgs's `options` name them. Only those: after `--`, `-notes.yaml` may well be a
 * file a command that takes files (lint) was meant to read.
 */
export function flagsAfterSeparator(argv: readonly string[], options: { readonly [name: string]: FlagOption }): boolean {
  const separator = argv.indexOf('--');
  if (separator === -1) return false;
  const flags = new Set(Object.entries(options).flatMap(([name, option]) => [`--${name}`, ...(option.short === undefined ? [] : [`-${option.short}`])]));
  return argv.slice(separator + 1).some((arg) => flags.has(arg.split('=')[0]!));
}
