/**
 * Internal `$ref` resolution inside the bundled document (after bundling every `$ref` is
 * `#/...`). Cycles and long chains end in `undefined` instead of hanging.
 */
import { fromPointer } from '../load/problems.js';

const MAX_HOPS = 64;

type Json = { readonly [key: string]: unknown };

export function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a pointer, reading own properties only (`__proto__` in a pointer reads nothing). */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const segment of fromPointer(pointer)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Json)[segment];
  }
  return current;
}

/** Follows `$ref` until a non-reference value; returns it with the pointer it was found at. */
export function deref(document: unknown, value: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = value;
  let currentPointer = pointer;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const ref = isJsonObject(current) ? current.$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return { value: current, pointer: currentPointer };
    currentPointer = decodeFragment(ref.slice(1));
    current = valueAtPointer(document, currentPointer);
  }
  return { value: undefined, pointer: currentPointer };
}

/** `$ref` fragments may be percent-encoded (RFC 3986); a malformed escape is kept as written. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
