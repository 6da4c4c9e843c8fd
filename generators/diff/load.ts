/**
 * Loading one side of a comparison with the project's loader (generators/load/): the same
 * bundling, Swagger 2.0 conversion and 3.0 → 3.1 normalisation as `npm run generate`, so the
 * report compares exactly what the generators see. No network: the loader refuses remote refs.
 */
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
    if (error instanceof SpecError) throw new DiffInputError(`${file}: ${error.message}`);
    throw error;
  }
};
