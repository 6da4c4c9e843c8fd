/**
 * Masking keys from a third-party tool: where a tool would misread or act on a key of the
 * document, the key is renamed to a placeholder before the tool sees it and restored after.
 * Three places do it, each with its own rule for which keys and how to restore:
 * - load/data-refs.ts: `$ref` keys inside example data, before Redocly bundles (it would resolve them);
 * - load/external-values.ts: an Example's `externalValue`, before Redocly bundles (it would follow it);
 * - emit/types-masking.ts: prototype-member names, before openapi-typescript (its Redocly core
 *   looks keys up in plain objects).
 * What they share lives here: a placeholder no document text contains, so restoring can never
 * touch real text, defining a key as data even when it is `__proto__`, and renaming a key in place.
 */

/** `base`, lengthened with `_` until `text` does not contain it. */
export function uniquePlaceholder(text: string, base: string): string {
  let placeholder = base;
  while (text.includes(placeholder)) placeholder = `${placeholder}_`;
  return placeholder;
}

/**
 * Sets `key` on `object` as an own enumerable data property: plain assignment of `__proto__`
 * would set the prototype instead. Plain assignment otherwise, which keeps V8's fast objects.
 */
export function setOwn(object: { [key: string]: unknown }, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/**
 * Renames the key `from` to `to` in every object below `node` (each object once) whose value
 * under `from` passes `when`, keeping key order; returns how many objects changed.
 */
export function renameKeysDeep(node: unknown, from: string, to: string, when: (value: unknown) => boolean = () => true, seen = new WeakSet<object>()): number {
  if (typeof node !== 'object' || node === null || seen.has(node)) return 0;
  seen.add(node);
  let renamed = 0;
  if (!Array.isArray(node) && Object.hasOwn(node, from) && when((node as { [key: string]: unknown })[from])) {
    renameKeyInPlace(node as { [key: string]: unknown }, from, to);
    renamed += 1;
  }
  for (const value of Object.values(node)) renamed += renameKeysDeep(value, from, to, when, seen);
  return renamed;
}

function renameKeyInPlace(object: { [key: string]: unknown }, from: string, to: string): void {
  const entries = Object.entries(object);
  for (const [key] of entries) delete object[key];
  for (const [key, value] of entries) setOwn(object, key === from ? to : key, value);
}
