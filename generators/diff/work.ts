/**
 * A bound on the work of one comparison. A changed schema is compared, and its changes reported,
 * at each operation that uses it (decision 0039), and the unchanged index (unchanged.ts) skips
 * only what did not change; so 5,000 operations sharing a 400-member schema whose members all
 * changed, a 766 KB document well inside the loader's limits, ran for more than five minutes and
 * was on its way to six million changes (a red-team pass, 2026-11-29). Past either limit the
 * comparison stops with an error (exit code 2) saying which, rather than running on for hours or
 * printing a report no one can read; it fails a CI job, as a breaking change would.
 */
import { DiffInputError } from './load.js';

export interface WorkLimits {
  /** Schema comparisons (a pair of schema places compared, at one operation): about 30 s per million on a shared machine. */
  readonly comparisons: number;
  /** Changes reported. */
  readonly changes: number;
}

export const WORK_LIMITS: WorkLimits = { comparisons: 2_000_000, changes: 200_000 };

export class DiffWorkLimitError extends DiffInputError {}

export class WorkCounter {
  readonly #limits: WorkLimits;
  readonly #changes: readonly unknown[];
  readonly #operations: number;
  #comparisons = 0;

  /** `changes`: the list the comparison reports into; `operations`: how many operations are compared. */
  constructor(changes: readonly unknown[], operations: number, limits: WorkLimits = WORK_LIMITS) {
    this.#changes = changes;
    this.#operations = operations;
    this.#limits = limits;
  }

  /** Counts one schema comparison; throws once the comparisons or the changes pass their limit. */
  compared(): void {
    this.#comparisons += 1;
    this.check();
  }

  /** Throws when the comparisons or the changes are past their limit (at each comparison, and once at the end). */
  check(): void {
    const why = this.#comparisons > this.#limits.comparisons
      ? `took more than ${count(this.#limits.comparisons)} schema comparisons`
      : this.#changes.length > this.#limits.changes ? `found more than ${count(this.#limits.changes)} changes` : undefined;
    if (why === undefined) return;
    throw new DiffWorkLimitError(
      `comparing the two documents ${why} and stopped: a changed schema is compared, and its changes listed, at each operation that uses it `
      + `(${count(this.#operations)} operations here), so a change to a schema most operations share multiplies. `
      + 'Compare the change in smaller steps (a commit at a time), or a document holding the operations it affects.',
    );
  }
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}
