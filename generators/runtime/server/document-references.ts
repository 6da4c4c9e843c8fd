/**
 * A schema's `$id` changes the base its `$ref`s resolve against (JSON Schema 2020-12, section
 * 8.2.1), so in `{$id: 'https://example.com/a', allOf: [{$ref: '#/components/schemas/B'}]}` the
 * reference names `https://example.com/a#/components/schemas/B`, which holds nothing: Ajv refused
 * to compile it ("can't resolve reference"), and generate refused the document. OpenAPI tools
 * read such a reference as the document's component (Redocly's bundler, openapi-typescript,
 * kiota, whose own test documents write it so), and so does the loader: a document it passes has
 * every schema `$ref` naming a schema under `#/components/schemas` of the document
 * (load/servable-schemas.ts), and the types are written from that reading. The server reads it
 * the same way: inside a schema with an `$id`, each fragment reference (`#...`) is made absolute
 * against the id the whole document is registered under, which resolves whatever base encloses
 * it. `$dynamicRef`s are left as written: their anchors are looked up in the dynamic scope that
 * the `$id`s make, which is what such documents use `$id` for. Except where Ajv cannot: it finds a
 * `$dynamicAnchor` only at the root of a schema resource (beside its `$id`), and resolved a
 * `$dynamicRef` to an anchor declared anywhere else (a generic `List`'s `$defs: {T: {$dynamicAnchor:
 * T}}`, the usual way to write one) to the root of the schema being compiled, so the server
 * refused valid values (`{items: ["a"]}` as "must be object") and answered 500 to valid answers.
 * Such a `$dynamicRef` (`#name`, to an anchor name any schema without its own `$id` declares, so
 * also where the same name is declared beside an `$id` elsewhere) is left out of what the server
 * compiles: the value there is not checked,
 * which is what the types say of it (`unknown`), and generate warns at it (load/dynamic-refs.ts).
 */
import { someMember } from './json-walk.js';
import { holdsData, readingUnder, setOwn, type KeyReading } from './schema-rewrite.js';

/**
 * `document` (a registered root holding schemas) with each `$ref` that sits inside a schema with
 * an `$id` of its own made absolute against `documentId`. The root's own `$id` is that id and
 * changes nothing. Copy-on-write, and no walk at all for a document that has no other `$id`
 * (most have none). Recursive: the loader bounds a document's nesting (decisions/0014).
 */
export function withDocumentReferences<T extends { readonly [key: string]: unknown }>(document: T, documentId: string): T {
  const hasNestedId = Object.entries(document).some(([key, value]) => key !== '$id' && someMember(value, (name, member) => name === '$id' && typeof member === 'string'));
  if (!hasNestedId) return document;
  const walk: Walk = { documentId, unreadable: anchorsAwayFromRoots(document, new Set()) };
  const copy: { [key: string]: unknown } = { ...document };
  for (const key of Object.keys(document)) {
    if (key !== '$id') setOwn(copy, key, absoluteInside(document[key], false, walk));
  }
  return copy as T;
}

interface Walk {
  readonly documentId: string;
  /** Anchor names some `$dynamicAnchor` declares away from a resource's root: Ajv cannot resolve a `$dynamicRef` to them. */
  readonly unreadable: ReadonlySet<string>;
}

/** The anchor a reference of the form `#name` names (a `$dynamicRef`, or a `$ref` to an `$anchor`), or undefined; the loader reads them so too. */
export function anchorName(reference: unknown): string | undefined {
  return typeof reference === 'string' ? ANCHOR_REFERENCE.exec(reference)?.[1] : undefined;
}

const ANCHOR_REFERENCE = /^#([A-Za-z_][-A-Za-z0-9._]*)$/;

/** `reading`: how the object's keys are read (schema-rewrite.ts): a property named `default` or `$ref` holds a schema. */
function absoluteInside(value: unknown, underId: boolean, walk: Walk, reading: KeyReading = 'keywords'): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let items: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const changed = absoluteInside(item, underId, walk);
      if (changed !== item) (items ??= [...value])[index] = changed;
    });
    return items ?? value;
  }
  const object = value as { readonly [key: string]: unknown };
  // `$id` is checked as a string: a property named `$id` (under `properties`) holds a schema.
  const inside = underId || (reading === 'keywords' && typeof object['$id'] === 'string');
  let copy: { [key: string]: unknown } | undefined;
  for (const key of Object.keys(object)) {
    if (holdsData(key, reading)) continue;
    const member = object[key];
    if (reading === 'keywords' && key === '$dynamicRef' && isUnreadable(member, walk.unreadable)) {
      copy ??= { ...object };
      delete copy[key];
      continue;
    }
    const changed = reading === 'keywords' && key === '$ref' ? absoluteReference(member, inside, walk) : absoluteInside(member, inside, walk, readingUnder(key, reading));
    if (changed !== member) setOwn((copy ??= { ...object }), key, changed);
  }
  return copy ?? object;
}

function absoluteReference(reference: unknown, underId: boolean, walk: Walk): unknown {
  // A `$ref` keyword is a string; an object under that key is a property named `$ref`.
  if (typeof reference !== 'string') return absoluteInside(reference, underId, walk);
  return underId && reference.startsWith('#') ? `${walk.documentId}${reference}` : reference;
}

function isUnreadable(reference: unknown, unreadable: ReadonlySet<string>): boolean {
  const name = anchorName(reference);
  return name !== undefined && unreadable.has(name);
}

/** Adds to `found` each anchor name a `$dynamicAnchor` declares in a schema without an `$id` of its own; example data is not walked. */
function anchorsAwayFromRoots(value: unknown, found: Set<string>, reading: KeyReading = 'keywords'): Set<string> {
  if (typeof value !== 'object' || value === null) return found;
  if (Array.isArray(value)) {
    for (const item of value) anchorsAwayFromRoots(item, found);
    return found;
  }
  const object = value as { readonly [key: string]: unknown };
  const anchor = object['$dynamicAnchor'];
  if (reading === 'keywords' && typeof anchor === 'string' && typeof object['$id'] !== 'string') found.add(anchor);
  for (const key of Object.keys(object)) if (!holdsData(key, reading)) anchorsAwayFromRoots(object[key], found, readingUnder(key, reading));
  return found;
}
