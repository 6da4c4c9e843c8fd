/**
 * The walk the types emitter's rewrites of its own copy of the document share
 * (types-object-enums.ts, types-open-objects.ts): every object that may be a schema, wherever it
 * is, without taking example data for a schema or a map of names for keywords.
 */
import { holdsData, readingUnder, type KeyReading } from '../runtime/server/schema-rewrite.js';

type Json = { [key: string]: unknown };

/**
 * Calls `change` on every object of `document` that may be a schema: never on data, nor on a map
 * of names. Keys are read as the server's schema rewrite reads them (`holdsData`, `readingUnder`):
 * an example or default shaped like a schema is left as written, a property called `default` is a
 * schema.
 */
export function visitSchemaObjects(document: Json, change: (members: Json) => void): void {
  const seen = new WeakSet<object>();
  const visit = (node: unknown, reading: KeyReading): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item, 'keywords');
      return;
    }
    const members = node as Json;
    if (reading === 'keywords') change(members);
    for (const [name, child] of Object.entries(members)) if (!holdsData(name, reading)) visit(child, readingUnder(name, reading));
  };
  visit(document, 'keywords');
}
