/**
 * The one identifier sanitiser — a security boundary. Any string from a document (operationIds,
 * tags, schema names: untrusted) becomes an identifier only through here, so generated code can
 * never contain an identifier that breaks out of its position, shadows a builtin, or names the
 * prototype chain.
 *
 * Output alphabet is ASCII `[A-Za-z0-9_]` only: no Unicode look-alikes, no `$`.
 */

/** Words that cannot be identifiers (ES2023 reserved words, strict-mode and TS-relevant names). */
const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do',
  'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in',
  'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'implements', 'interface', 'let', 'package', 'private',
  'protected', 'public', 'static', 'yield', 'await', 'async', 'arguments', 'eval', 'undefined',
  'NaN', 'Infinity', 'any', 'boolean', 'number', 'string', 'symbol', 'bigint', 'object', 'never',
  'unknown', 'type', 'as', 'is', 'keyof', 'declare', 'namespace', 'module', 'require', 'globalThis',
  'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'Promise', 'Error',
  'Record', 'Partial', 'Required', 'Readonly',
]);

/** Names that reach the prototype chain when used as keys or members. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf']);

/**
 * Names the language gives a meaning as members: an object with a `then` method is a thenable,
 * so a client with an operation named `then` would be adopted by `await` and by any async
 * function returning it (the call is sent, and the await never settles).
 */
const PROTOCOL_NAMES = new Set(['then']);

/** A name no generated identifier may be verbatim: reserved, a prototype member or a protocol name. */
function isForbidden(name: string): boolean {
  return RESERVED.has(name) || PROTOTYPE_NAMES.has(name) || PROTOCOL_NAMES.has(name);
}

const FALLBACK_WORD = 'unnamed';

/**
 * Splits on anything that is not an ASCII letter or digit, and on case boundaries (`getHTTPStatus`
 * → get, HTTP, Status). Letters first lose their accents and compatibility forms (NFKD, then the
 * combining marks dropped), so `ünïcödé` is `unicode` and full-width `ＡＢＣ` is `ABC`, not the
 * ASCII letters left between them.
 */
export function splitWords(input: string): string[] {
  const spaced = input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return spaced.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Makes a candidate safe: not starting with a digit, not reserved, not a prototype or protocol name. */
function guard(candidate: string): string {
  let result = candidate === '' ? FALLBACK_WORD : candidate;
  if (/^[0-9]/.test(result)) result = `_${result}`;
  if (isForbidden(result)) result = `${result}_`;
  return result;
}

/** `list movies`, `list_movies`, `ListMovies` → `listMovies`. */
export function toCamelIdentifier(input: string): string {
  const words = splitWords(input);
  const [first, ...rest] = words;
  if (first === undefined) return guard('');
  return guard(first.toLowerCase() + rest.map(capitalise).join(''));
}

/** `list movies`, `list_movies`, `listMovies` → `ListMovies`. */
export function toPascalIdentifier(input: string): string {
  return guard(splitWords(input).map(capitalise).join(''));
}

/**
 * True when `name` is already a camelCase identifier (ASCII letters and digits, a lower-case
 * first letter) that may be used verbatim: `getURL`, `listAPIKeys`, `getUser`. The sanitiser
 * would only change its capitals (`getUrl`), and a document's own spelling is the one its
 * readers look for.
 */
export function isCamelIdentifier(name: string): boolean {
  return /^[a-z][A-Za-z0-9]*$/.test(name) && !isForbidden(name);
}

/** True when `name` may be used verbatim as an identifier in generated code. */
export function isSafeIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !isForbidden(name);
}

/**
 * Hands out unique identifiers: the first request for a name gets it, later ones get `name2`,
 * `name3`, ... Deterministic as long as callers ask in a deterministic order (document order).
 *
 * Linear however many requests share a name: the next suffix to try is remembered per name, as
 * every suffix below it is taken (names are only ever added). Trying from 2 each time cost the
 * square of the requests, and a document chooses how many sanitise alike: 16,000 recursive
 * component schemas named `a!`, `a#`, `a!!`, … (all `RecursiveA`) took 26 s in here and 37 s to
 * generate, and the 100,000 a component list may hold about half an hour (a red-team pass of
 * 2026-11-28).
 */
export class IdentifierAllocator {
  readonly #taken = new Set<string>();
  readonly #nextSuffix = new Map<string, number>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.#taken.add(name);
  }

  allocate(identifier: string): string {
    let candidate = identifier;
    if (this.#taken.has(candidate)) {
      let suffix = this.#nextSuffix.get(identifier) ?? 2;
      while (this.#taken.has(`${identifier}${suffix}`)) suffix += 1;
      this.#nextSuffix.set(identifier, suffix + 1);
      candidate = `${identifier}${suffix}`;
    }
    this.#taken.add(candidate);
    return candidate;
  }
}
