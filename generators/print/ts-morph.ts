/**
 * ts-morph, required rather than imported. It is one 0.9 MB CommonJS file: an ES import of it has
 * Node scan the whole file for export names first, about 0.19 s of every `generate` on the
 * benchmark machine, which require() skips (as emit/types.ts does for TypeScript). Types come from
 * `import type`, which costs nothing at run time.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

export const tsMorph = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
