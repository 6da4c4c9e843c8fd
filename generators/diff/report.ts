/**
 * Collects changes for one place in the document (an operation, or the document itself) so the
 * comparers only say what changed, where, and how bad it is.
 */
import type { Change, ChangeKind, ChangeLocation, LoadedSide, Severity } from './types.js';
import { decodeFragment } from '../shared/json-pointer.js';

export interface Reporter {
  add(kind: ChangeKind, severity: Severity, side: 'base' | 'head', pointer: string, message: string): void;
}

/** Where changes are reported: an operation (or webhook) as operations.ts collects it. */
export interface ReportPlace {
  readonly method: string;
  readonly path: string;
  /** The webhook's name when the operation is one of `webhooks`. */
  readonly webhook?: string | undefined;
  /** For an operation of a callback (`path` its expression): the callback's name and the operation declaring it. */
  readonly callback?: { readonly name: string; readonly parent: { readonly method: string; readonly path: string } } | undefined;
}

type LocatedOperation = NonNullable<ChangeLocation['operation']>;

function locatedOperation(place: ReportPlace): LocatedOperation {
  if (place.callback !== undefined) {
    const { name, parent } = place.callback;
    return { method: parent.method, path: parent.path, callback: { name, expression: place.path, method: place.method } };
  }
  return { method: place.method, path: place.path, ...(place.webhook === undefined ? {} : { webhook: true as const }) };
}

export function createReporter(into: Change[], operation?: ReportPlace): Reporter {
  return reporterAt(into, operation && locatedOperation(operation));
}

/** A reporter for a callback as a whole (`expression` absent) or one of its expressions, of the operation `parent`. */
export function createCallbackReporter(into: Change[], parent: { readonly method: string; readonly path: string }, name: string, expression?: string): Reporter {
  return reporterAt(into, { method: parent.method, path: parent.path, callback: expression === undefined ? { name } : { name, expression } });
}

function reporterAt(into: Change[], at: LocatedOperation | undefined): Reporter {
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
