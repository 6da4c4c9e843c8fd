/**
 * Collects changes for one place in the document (an operation, or the document itself) so the
 * comparers only say what changed, where, and how bad it is.
 */
import type { Change, ChangeKind, Severity } from './types.js';

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
