/**
 * JSON pointers (RFC 6901) and internal `$ref`s: the one home for every stage of the generators
 * (the runtime, copied verbatim into the output, keeps its own small reader in
 * runtime/server/document.ts). After bundling every `$ref` is `#/...`; cycles and long chains end
 * in `undefined` instead of hanging.
 */

const MAX_HOPS = 64;

type Json = { readonly [key: string]: unknown };

export function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 escaping of one reference token (`~` and `/`). */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The reference token `escapeToken` wrote, read back (`~1` is `/`, then `~0` is `~`). */
export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** JSON pointer (RFC 6901) from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${escapeToken(segment)}`).join('');
}

/** `pointer` with more tokens appended (it may start with `#`). */
export function childPointer(pointer: string, ...tokens: readonly (string | number)[]): string {
  return pointer + toPointer(tokens);
}

/** Segments from a JSON pointer (with or without a leading `#`; not percent-decoded). */
export function fromPointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map(unescapeToken);
}

/** The value a `$ref` (`#/...`, percent-encoding allowed) names, or undefined for any other reference. */
export function valueAtReference(document: unknown, ref: string): unknown {
  return ref.startsWith('#') ? valueAtPointer(document, decodeFragment(ref.slice(1))) : undefined;
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

/**
 * The value at a pointer that may pass through references: a `$ref` met before the last token is
 * followed first. The model locates an operation of a `$ref`'d path item where the document
 * names it (`/paths/~1a/post`, under `paths: {/a: {$ref: …}}`), and read with valueAtPointer that
 * place holds nothing: the docs page lost the operation's id, request body and responses.
 */
export function valueThroughRefs(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const segment of fromPointer(pointer)) {
    current = deref(document, current, '').value;
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Json)[segment];
  }
  return current;
}

/**
 * A Reference Object's own `summary` or `description`, which OpenAPI 3.1 says overrides the
 * referenced component's (https://spec.openapis.org/oas/v3.1.0#reference-object): a parameter
 * shared through components described where it is used. Only a reference that is not a schema
 * (a schema's `$ref` siblings are JSON Schema's) and only a string, so no copy of the target is
 * made and a shared part keeps its identity.
 */
export function referenceOverride(raw: unknown, field: 'summary' | 'description'): string | undefined {
  if (!isJsonObject(raw) || typeof raw.$ref !== 'string') return undefined;
  const value = raw[field];
  return typeof value === 'string' ? value : undefined;
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
