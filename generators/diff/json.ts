/**
 * Small helpers for walking a bundled document as plain JSON. Spec text is untrusted: nothing
 * here uses document keys as keys of our own objects (Maps only), and `$ref` chains are bounded.
 */
import { isJsonObject as isObject, valueAtReference } from '../shared/json-pointer.js';
import type { BundledDocument } from './types.js';

export { childPointer } from '../shared/json-pointer.js';

export type JsonObject = { readonly [key: string]: unknown };

/** A JSON object (not an array, not null): one definition for the generator, in shared/json-pointer.ts. */
export { isObject };

/** Own enumerable entries whose value is an object, in document order. */
export function objectEntries(value: unknown): [string, JsonObject][] {
  if (!isObject(value)) return [];
  return Object.keys(value)
    .map((key): [string, unknown] => [key, value[key]])
    .filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
}

export function ownValue(object: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** The node a `#/...` pointer names, or undefined when it names nothing. */
export function nodeAtPointer(document: BundledDocument, pointer: string): unknown {
  return valueAtReference(document, pointer);
}

export interface Located {
  readonly node: unknown;
  /** Where `node` lives in its document, after following `$ref`s. */
  readonly pointer: string;
}

const MAX_REF_HOPS = 64;

/** Follows internal `$ref`s (a chain, not a walk) with a hop limit so a ref loop cannot hang us. */
export function followRefs(document: BundledDocument, located: Located): Located {
  let current = located;
  for (let hop = 0; hop < MAX_REF_HOPS; hop += 1) {
    const ref = isObject(current.node) ? ownValue(current.node, '$ref') : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return current;
    current = { node: nodeAtPointer(document, ref), pointer: ref };
  }
  return current;
}

/** A canonical JSON text (keys sorted by code unit), so values compare by content, not by order: the server's own, with which it compares array items. */
export { canonicalJson } from '../runtime/server/unique-items.js';
