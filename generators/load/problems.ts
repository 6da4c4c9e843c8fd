/**
 * Problems found in a document. They are collected (never thrown one by one) so a reader fixes
 * every problem in one pass, then thrown once as a SpecError.
 *
 * A warning is something that breaks the OpenAPI specification but can still be turned into
 * correct code (generated the way peer generators do, decisions/0004); it travels as data beside
 * the result instead of being thrown, and `--strict` refuses it like an error.
 */

import { printable } from '../shared/printable-text.js';

export interface SpecProblem {
  /** The file the problem is in, as given by the user (or the referenced file). */
  readonly file: string;
  /** 1-based; 0 when unknown. */
  readonly line: number;
  /** 1-based; 0 when unknown. */
  readonly column: number;
  /** JSON pointer into the (bundled) document, `''` for the whole document. */
  readonly pointer: string;
  readonly message: string;
  /** How to fix it. */
  readonly hint: string;
  /** `warning`: generated anyway (see above); absent: the document is refused. */
  readonly severity?: 'warning';
}

export class SpecError extends Error {
  readonly problems: readonly SpecProblem[];

  constructor(problems: readonly SpecProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the document:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SpecError';
    this.problems = problems;
  }
}

/**
 * An unexpected failure (a bug met on an unforeseen document) inside the part of the document at
 * `pointer`, thrown by a stage that knows where it was; generators/failures.ts reports it.
 */
export class FailureAt extends Error {
  readonly pointer: string;

  constructor(pointer: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.pointer = pointer;
  }
}

/** `file:line:col  pointer  message\n  hint` — the form every command prints (`warning: ` before a warning's message). */
export function formatProblem(problem: SpecProblem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  const pointer = problem.pointer === '' ? '#' : `#${problem.pointer}`;
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return printable(`${where}  ${pointer}  ${label}${problem.message}\n  ${problem.hint}`);
}

/**
 * The same problem as a refusal (what `--strict` makes of a warning). A warning's hint says what
 * generation did (`…; it was generated as a required string.`); refused, nothing was generated,
 * so the hint says what happens without `--strict` instead.
 */
export function asError({ severity: _severity, ...problem }: SpecProblem): SpecProblem {
  return { ...problem, hint: problem.hint.replace(/; it was /g, '; without --strict it is ') };
}
