/**
 * An unexpected failure of the generator (a model builder or an emitter throwing on a document it
 * did not foresee) is reported like a problem of the document: its file, and the line and pointer
 * of the part being processed when that can be found, never a bare JavaScript error.
 *
 * Where it was: the model builder says so itself (FailureAt, thrown per operation); an emitter is
 * pure, so it is run again on halves of the operations until one operation alone makes it fail.
 * An emitter that works in another process, or that fails with no operation at all (it reads the
 * whole document), is reported at the document.
 */
import type { LoadedDocument } from './load/index.js';
import { SpecError, type SpecProblem } from './load/problems.js';

export { FailureAt } from './load/problems.js';
import type { ApiModel, OperationModel } from './model/types.js';
import type { RegisteredEmitter } from './emit/index.js';

/** The emitter that threw, and what it threw. */
export class EmitterFailure extends Error {
  readonly emitter: RegisteredEmitter;

  constructor(emitter: RegisteredEmitter, cause: unknown) {
    super(`emitter "${emitter.name}" failed: ${reasonOf(cause)}`, { cause });
    this.emitter = emitter;
  }
}

const HINT = 'This is a failure of the generator on this part of the document, not a refusal: please report it with the document. Nothing was written.';

/** The failure as a located problem of the document. */
export function failureProblem(loaded: Pick<LoadedDocument, 'file' | 'place'>, pointer: string, message: string): SpecError {
  const problem: SpecProblem = pointer === '' ? { file: loaded.file, line: 0, column: 0, pointer, message, hint: HINT } : loaded.place({ pointer, message, hint: HINT });
  return new SpecError([problem]);
}

/** The pointer of the one operation on which `emitter` alone fails, or `''` when none is found. */
export async function failingOperation({ emit }: RegisteredEmitter, model: ApiModel, regenerateCommand: string): Promise<string> {
  const fails = async (operations: readonly OperationModel[]): Promise<boolean> => {
    const context = { regenerateCommand, signal: new AbortController().signal };
    return Promise.resolve()
      .then(() => emit({ ...model, operations: [...operations] }, context))
      .then(
        () => false,
        () => true,
      );
  };
  if (await fails([])) return '';
  let suspects = model.operations;
  while (suspects.length > 1) {
    const half = Math.ceil(suspects.length / 2);
    const first = suspects.slice(0, half);
    const second = suspects.slice(half);
    if (await fails(first)) suspects = first;
    else if (await fails(second)) suspects = second;
    else return ''; // only a combination of operations fails
  }
  return suspects[0] !== undefined && (await fails(suspects)) ? suspects[0].pointer : '';
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
