/**
 * Redocly's renderer fetches what it takes for remote content while it builds the page: a
 * `$ref` anywhere it looks (example data included, where the loader keeps such keys as data:
 * GitHub's description has SCIM payloads whose `$ref` holds an api.github.com URL) and an
 * Example Object's `externalValue`. A URL named by spec text must never be fetched (no network,
 * and the page must depend only on the document), so before rendering:
 * - every `$ref` that is not an internal pointer (`#...`) gets a placeholder key, and the page
 *   gets `$ref` back afterwards, so readers see the example exactly as the document has it;
 *   after bundling, every real reference is internal, so only data is renamed;
 * - an `externalValue` becomes a `value` that names the URL, which is not followed.
 */

import { uniquePlaceholder } from '../../shared/key-masking.js';

type Json = { [key: string]: unknown };

export interface InertDocument {
  readonly document: unknown;
  /** Puts `$ref` back where the placeholder stood in the rendered page. */
  readonly restore: (page: string) => string;
}

export function inertReferences(document: unknown): InertDocument {
  // A key no document contains and the renderer does not produce: only our renames carry it.
  const placeholder = uniquePlaceholder(JSON.stringify(document) ?? '', 'x-mtc-data-ref');
  let renamed = 0;
  const visit = (value: unknown, parentKey: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, ''));
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]): [string, unknown] => {
      if (key === '$ref' && !isInternalPointer(child)) {
        renamed += 1;
        return [placeholder, visit(child, key)];
      }
      return [key, visit(child, key)];
    });
    // fromEntries defines own properties, so a key named __proto__ stays a plain key.
    return Object.fromEntries(parentKey === 'examples' ? entries.map(([key, child]) => [key, withoutExternalValue(child)]) : entries);
  };
  const inert = visit(document, '');
  const restore = (page: string): string => (renamed === 0 ? page : page.split(placeholder).join('$ref'));
  return { document: inert, restore };
}

function isInternalPointer(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('#');
}

/** An Example Object (a member of an `examples` map) whose `externalValue` is shown, not fetched. */
function withoutExternalValue(example: unknown): unknown {
  if (typeof example !== 'object' || example === null || Array.isArray(example) || !Object.hasOwn(example, 'externalValue')) return example;
  const { externalValue, ...rest } = example as Json;
  return Object.fromEntries([...Object.entries(rest), ['value', `External example, not fetched: ${String(externalValue)}`]]);
}
