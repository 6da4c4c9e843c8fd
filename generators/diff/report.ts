/**
 * Collects changes for one place in the document (an operation, or the document itself) so the
 * comparers only say what changed, where, and how bad it is.
 */
import type { Change, ChangeKind, LoadedSide, Severity } from './types.js';
import { decodeFragment } from '../shared/json-pointer.js';

export interface Reporter {
  add(kind: ChangeKind, severity: Severity, side: 'base' | 'head', pointer: string, message: string): void;
}

/** `webhook`: the webhook's name when the operation is one of `webhooks` (operations.ts). */
export function createReporter(into: Change[], operation?: { method: string; path: string; webhook?: string | undefined }): Reporter {
  const at = operation && { method: operation.method, path: operation.path, ...(operation.webhook === undefined ? {} : { webhook: true as const }) };
  return {
    add(kind, severity, side, pointer, message) {
      const location = at ? { operation: at, document: side, pointer } : { document: side, pointer };
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
    const side = sides[change.location.document];
    const pointer = change.location.pointer.replace(/^#/, '');
    // A pointer that went through a `$ref` keeps the reference's percent-encoding (`S%20x` for a
    // schema named `S x`), which names no member as written: such changes had no file and line
    // (a red-team pass, 2026-11-28). Tried as written first: a name may hold a `%` itself.
    const source = side.placeOf(pointer) ?? (pointer.includes('%') ? side.placeOf(decodeFragment(pointer)) : undefined);
    return source === undefined ? change : { ...change, location: { ...change.location, source } };
  });
}
