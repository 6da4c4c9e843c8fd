/**
 * What `generate` and `check` share: argument parsing (unknown flags are a usage error, exit 2),
 * the regenerate command quoted in headers, and printing spec problems (exit 1).
 */
import { parseArgs } from 'node:util';
import { SpecError, formatProblem, type SpecProblem } from '../../generators/load/problems.js';

export const DEFAULT_SPEC = 'spec/openapi.yaml';
export const DEFAULT_OUT = 'generated';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export class UsageError extends Error {}

export interface SpecOutOptions {
  readonly spec: string;
  readonly out: string;
  readonly help: boolean;
  /** Refuse the document on warnings too. */
  readonly strict: boolean;
}

export function readSpecOutOptions(argv: readonly string[]): SpecOutOptions {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { spec: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' }, strict: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    });
    return { spec: nonEmpty(values.spec, '--spec') ?? DEFAULT_SPEC, out: nonEmpty(values.out, '--out') ?? DEFAULT_OUT, help: values.help === true, strict: values.strict === true };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function nonEmpty(value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && value.trim() === '') throw new UsageError(`${flag} needs a value`);
  return value;
}

/** The command quoted in headers: the short form for the defaults, the full form otherwise. */
export function regenerateCommandFor({ spec, out }: SpecOutOptions): string {
  if (spec === DEFAULT_SPEC && out === DEFAULT_OUT) return 'npm run generate';
  return `npm run generate -- --spec ${spec} --out ${out}`;
}

export function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** What the document breaks but was generated anyway, in the form problems are printed. */
export function reportWarnings(warnings: readonly SpecProblem[]): void {
  if (warnings.length === 0) return;
  for (const warning of warnings) process.stderr.write(`${formatProblem(warning)}\n`);
  process.stderr.write(`${warnings.length} warning${warnings.length === 1 ? '' : 's'}: generated as peer generators do; --strict refuses them.\n`);
}

/**
 * Runs a command body and turns failures into exit codes: usage errors print the usage (2),
 * spec errors print every problem as `file:line:col  pointer  message` + hint (1), anything else
 * prints its message (1).
 */
export async function runCli(usage: string, body: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    process.exitCode = reportFailure(usage, error);
  }
}

function reportFailure(usage: string, error: unknown): number {
  if (error instanceof UsageError) {
    process.stderr.write(`error: ${error.message}\n\n${usage}`);
    return EXIT_USAGE;
  }
  if (error instanceof SpecError) {
    for (const problem of error.problems) process.stderr.write(`${formatProblem(problem)}\n`);
    process.stderr.write(`${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in the document; nothing was written.\n`);
    return EXIT_FAILED;
  }
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILED;
}
