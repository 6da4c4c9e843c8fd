/**
 * An Example Object's `externalValue` is a URI naming an example kept elsewhere (OpenAPI 3.x,
 * https://spec.openapis.org/oas/v3.1.0#example-object), typically one that JSON or YAML cannot
 * hold, such as an image. It is no reference: nothing needs it to generate code, and the docs
 * page shows it as text, not fetched (emit/docs/media.ts). Redocly's bundler follows it as a
 * `$ref` and inlines what it finds as `value`, so a valid document was refused for an example at
 * an https URL ("never fetched over the network"), for a missing example file, and for a binary
 * one (a PNG is not UTF-8 text); and an example file beside the document was read into
 * openapi.json. So before Redocly reads a file (the root document here, each referenced file in
 * the resolver), every `externalValue` that is a string is renamed to an extension key, which
 * Redocly leaves alone, and renamed back after bundling.
 */
import { renameKeysDeep, uniquePlaceholder } from '../shared/key-masking.js';

export const EXTERNAL_VALUE_KEY = 'externalValue';
const isText = (value: unknown): boolean => typeof value === 'string';

/** The extension key `externalValue` carries until restored: one the root document's text does not contain. */
export function externalValuePlaceholder(rootText: string): string {
  return uniquePlaceholder(rootText, 'x-externalValue (kept as written)');
}

/** Renames each string `externalValue` below `node` to the placeholder, in place; returns how many. */
export function hideExternalValues(node: unknown, placeholder: string): number {
  return renameKeysDeep(node, EXTERNAL_VALUE_KEY, placeholder, isText);
}

export function restoreExternalValues(node: unknown, placeholder: string): void {
  renameKeysDeep(node, placeholder, EXTERNAL_VALUE_KEY, isText);
}
