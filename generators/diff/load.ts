/**
 * Loading one side of a comparison with the project's loader (generators/load/): the same
 * bundling, Swagger 2.0 conversion and 3.0 → 3.1 normalisation as `npm run generate`, so the
 * report compares exactly what the generators see. No network: the loader refuses remote refs.
 */
import { loadDocument, SpecError } from '../load/index.js';
import type { BundledDocument } from './types.js';

export type DocumentLoader = (file: string) => Promise<BundledDocument>;

export class DiffInputError extends Error {
  override readonly name = 'DiffInputError';
}

export const loadBundled: DocumentLoader = async (file) => {
  try {
    return (await loadDocument(file)).document;
  } catch (error) {
    if (error instanceof SpecError) throw new DiffInputError(`${file}: ${error.message}`);
    throw error;
  }
};
