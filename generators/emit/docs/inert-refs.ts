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
import { rewriteItems, rewriteMembers } from './copy-on-write.js';

type Json = { [key: string]: unknown };

export interface InertDocument {
  readonly document: unknown;
  /** Puts `$ref` back where the placeholder stood in the rendered page. */
  readonly restore: (page: string) => string;
}

export function inertReferences(document: unknown): InertDocument {
  // A key no document contains and the renderer does not produce: only our renames carry it.
  // Worked out at the first rename: most documents have none, and it reads the whole text.
  let placeholder: string | undefined;
  const placeholderKey = (): string => (placeholder ??= uniquePlaceholder(JSON.stringify(document) ?? '', 'x-mtc-data-ref'));
  const visit = (value: unknown, parentKey: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return rewriteItems(value, (item: unknown) => visit(item, ''));
    // Copy-on-write (copy-on-write.ts): only the objects on the way to a change are new.
    return rewriteMembers(value, (key, child) => {
      if (key === '$ref' && !isInternalPointer(child)) return [placeholderKey(), visit(child, key)];
      const visited = visit(child, key);
      return [key, parentKey === 'examples' ? withoutExternalValue(visited) : visited];
    });
  };
  const inert = visit(document, '');
  const restore = (page: string): string => (placeholder === undefined ? page : page.split(placeholder).join('$ref'));
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
