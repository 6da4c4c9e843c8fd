/**
 * Collects changes for one place in the document (an operation, or the document itself) so the
 * comparers only say what changed, where, and how bad it is.
 */
import type { Change, ChangeKind, LoadedSide, Severity } from './types.js';

export interface Reporter {
  add(kind: ChangeKind, severity: Severity, side: 'base' | 'head', pointer: string, message: string): void;
}

export function createReporter(into: Change[], operation?: { method: string; path: string }): Reporter {
  return {
    add(kind, severity, side, pointer, message) {
      const location = operation
        ? { operation: { method: operation.method, path: operation.path }, document: side, pointer }
        : { document: side, pointer };
      into.push({ kind, severity, location, message });
    },
  };
}

/**
 * Each change with where its node is written (`location.source`): for a split document, the
 * file that holds it, which a pointer into the bundled document does not name.
 */
export function withSources(changes: readonly Change[], sides: { readonly base: LoadedSide; readonly head: LoadedSide }): Change[] {
  return changes.map((change) => {
    const source = sides[change.location.document].placeOf(change.location.pointer.replace(/^#/, ''));
    return source === undefined ? change : { ...change, location: { ...change.location, source } };
  });
}
