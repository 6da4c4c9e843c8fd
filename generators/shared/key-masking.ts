/**
 * Masking keys from a third-party tool: where a tool would misread or act on a key of the
 * document, the key is renamed to a placeholder before the tool sees it and restored after.
 * Two places do it, each with its own rule for which keys and how to restore:
 * - load/data-refs.ts: `$ref` keys inside example data, before Redocly bundles (it would resolve them);
 * - emit/types-masking.ts: prototype-member names, before openapi-typescript (its Redocly core
 *   looks keys up in plain objects).
 * What they share lives here: a placeholder no document text contains, so restoring can never
 * touch real text, and defining a key as data even when it is `__proto__`.
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
