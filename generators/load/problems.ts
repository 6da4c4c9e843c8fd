/**
 * Problems found in a document. They are collected (never thrown one by one) so a reader fixes
 * every problem in one pass, then thrown once as a SpecError.
 */

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
}

export class SpecError extends Error {
  readonly problems: readonly SpecProblem[];

  constructor(problems: readonly SpecProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the document:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SpecError';
    this.problems = problems;
  }
}

/** `file:line:col  pointer  message\n  hint` — the form every command prints. */
export function formatProblem(problem: SpecProblem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  const pointer = problem.pointer === '' ? '#' : `#${problem.pointer}`;
  return `${where}  ${pointer}  ${problem.message}\n  ${problem.hint}`;
}

/** JSON pointer (RFC 6901) from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Segments from a JSON pointer (with or without a leading `#`). */
export function fromPointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
