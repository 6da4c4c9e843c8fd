/**
 * Loading one side of a comparison with the project's loader (generators/load/): the same
 * bundling, Swagger 2.0 conversion and 3.0 → 3.1 normalisation as `npm run generate`, so the
 * report compares exactly what the generators see. No network: the loader refuses remote refs.
 */
import path from 'node:path';
import { loadDocument, SpecError } from '../load/index.js';
import type { LoadedSide } from './types.js';

/** `displayName`: how the reader knows a file the load read (an absolute path given). */
export type DocumentLoader = (file: string, displayName: (absolutePath: string) => string) => Promise<LoadedSide>;

export class DiffInputError extends Error {
  override readonly name = 'DiffInputError';
}

export const loadBundled: DocumentLoader = async (file, displayName) => {
  try {
    const loaded = await loadDocument(file);
    return {
      document: loaded.document,
      placeOf: (pointer) => {
        const origin = loaded.origin(pointer);
        return !origin.written || origin.line === 0 ? undefined : { file: displayName(origin.absolutePath), line: origin.line, column: origin.column, pointer: `#${origin.pointer}` };
      },
    };
  } catch (error) {
    if (error instanceof SpecError) throw new DiffInputError(`${file}: ${renamed(error, displayName).message}`);
    throw error;
  }
};

/**
 * The problems with each file named as the side's reader knows it. The loader names a file it
 * reached by `$ref` relative to the folder the process runs in, so a git side's was a path into
 * its temporary checkout (`../../contract-diff-…/defs.yaml`), which diff removes when it ends
 * (a red-team pass, 2026-11-29).
 */
function renamed(error: SpecError, displayName: (absolutePath: string) => string): SpecError {
  return new SpecError(error.problems.map((problem) => (problem.file === '' ? problem : { ...problem, file: displayName(path.resolve(problem.file)) })));
}
