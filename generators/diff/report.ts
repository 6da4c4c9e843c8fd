/**
 * Collects changes for one place in the document (an operation, or the document itself) so the
 * comparers only say what changed, where, and how bad it is.
 */
import type { Change, ChangeKind, ChangeLocation, LoadedSide, Severity, SourcePlace } from './types.js';
import { decodeFragment } from '../shared/json-pointer.js';

export interface Reporter {
  /** `counterpart`: the pointer of the same place in the other side's document, where it has one. */
  add(kind: ChangeKind, severity: Severity, side: 'base' | 'head', pointer: string, message: string, counterpart?: string): void;
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
    add(kind, severity, side, pointer, message, counterpart) {
      const other = counterpart === undefined ? {} : { counterpart: { document: side === 'base' ? 'head' as const : 'base' as const, pointer: counterpart } };
      const location = at ? { operation: at, document: side, pointer, ...other } : { document: side, pointer, ...other };
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
    const { counterpart, ...location } = change.location;
    const source = sourceOf(sides[location.document], location.pointer);
    const other = counterpart && { ...counterpart, ...optional('source', sourceOf(sides[counterpart.document], counterpart.pointer)) };
    // Members in one order whatever is found: `source` after `pointer`, `counterpart` last.
    return { ...change, location: { ...location, ...optional('source', source), ...optional('counterpart', other) } };
  });
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * Where a place of one side is written. A pointer that went through a `$ref` keeps the
 * reference's percent-encoding (`S%20x` for a schema named `S x`), which names no member as
 * written: such changes had no file and line (a red-team pass, 2026-11-28). Tried as written
 * first: a name may hold a `%` itself.
 */
function sourceOf(side: LoadedSide, bundled: string): SourcePlace | undefined {
  const pointer = bundled.replace(/^#/, '');
  return side.placeOf(pointer) ?? (pointer.includes('%') ? side.placeOf(decodeFragment(pointer)) : undefined);
}
