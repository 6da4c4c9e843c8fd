/**
 * Problems found in a document. They are collected (never thrown one by one) so a reader fixes
 * every problem in one pass, then thrown once as a SpecError.
 *
 * A warning is something that breaks the OpenAPI specification but can still be turned into
 * correct code (generated the way peer generators do, decisions/0004); it travels as data beside
 * the result instead of being thrown, and `--strict` refuses it like an error.
 */

import { printable, printableLine } from '../shared/printable-text.js';

export interface SpecProblem {
  /** The file the problem is in, as given by the user (or the referenced file). */
  readonly file: string;
  /** 1-based; 0 when unknown. */
  readonly line: number;
  /** 1-based; 0 when unknown. */
  readonly column: number;
  /** JSON pointer into `file` as written (load/index.ts `placer`), `''` for the whole document. */
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

/**
 * `file:line:col  pointer  message\n  hint` — the form every command prints (`warning: ` before a
 * warning's message): exactly two lines, whatever the document holds. A file name (a `$ref`'s),
 * a member name in the pointer or a value quoted in the message can hold a line feed, and each
 * printed its text as lines of their own: a property named `a\n::error::…` wrote a line a CI log
 * reads as a workflow command (GitHub Actions' `::error::`, `::add-mask::`), or a forged `wrote
 * 79 files` (a red-team pass, 2026-11-28). The pointer and file are printed as printableLine
 * writes them; the message and hint keep their tabs, and a line feed in them is percent-encoded.
 */
export function formatProblem(problem: SpecProblem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  const pointer = problem.pointer === '' ? '#' : `#${problem.pointer}`;
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${printableLine(where)}  ${printableLine(pointer)}  ${oneLine(`${label}${problem.message}`)}\n  ${oneLine(problem.hint)}`;
}

/** `text` printable, on one line: tabs kept, a line feed percent-encoded as the rest are. */
function oneLine(text: string): string {
  return printable(text).replace(/\n/g, '%0A');
}

/**
 * The same problem as a refusal (what `--strict` makes of a warning). A warning's hint says what
 * generation did (`…; it was generated as a required string.`); refused, nothing was generated,
 * so the hint says what happens without `--strict` instead.
 */
export function asError({ severity: _severity, ...problem }: SpecProblem): SpecProblem {
  return { ...problem, hint: problem.hint.replace(/; it was /g, '; without --strict it is ') };
}
