/**
 * Generated from generators/runtime/server/json-checks.ts by npm run generate. Do not edit.
 */

/**
 * What parsed JSON from a request may not hold, whether it came as the body (request-body.ts) or
 * as a parameter described by `content: application/json` (parameter-values.ts): one set of
 * rules, so a value refused in a body is refused in a query, header, path or cookie too.
 */
import { firstDuplicateName, losesMembers } from './json-duplicates.js';
import { memberPath, someValue } from './json-walk.js';
import { named } from './message-names.js';

/**
 * Objects and arrays nested inside one another, at most. Jackson's default (its
 * StreamReadConstraints) is the same; no document's data needs more, and what handlers do with a
 * value (recursion, JSON.stringify) stays far from the stack's end.
 */
export const JSON_DEPTH_LIMIT = 1000;

/** Why a prototype key is refused, after the words that say where it is. */
export const PROTOTYPE_KEY_REASON =
  "which is refused: copied into another object it would replace that object's prototype (prototype pollution); rename the key";

/**
 * The first key that changes an object's prototype when the value is copied or merged into
 * another object (`Object.assign`, a deep merge): `__proto__` anywhere, and `constructor` holding
 * `prototype`. JSON.parse makes them ordinary own properties, so parsing is safe, but handlers
 * copy values, and a copy made by assignment sets the target's prototype instead (prototype
 * pollution). `path` leads to the key (array indexes as strings), the key last.
 */
export function prototypeKey(
  value: unknown,
): { readonly path: readonly string[]; readonly what: string } | undefined {
  let what = '';
  const path = memberPath(value, (key, member) => {
    if (key === '__proto__') what = 'the key "__proto__"';
    else if (
      key === 'constructor' &&
      typeof member === 'object' &&
      member !== null &&
      Object.hasOwn(member, 'prototype')
    )
      what = 'the key "constructor" holding "prototype"';
    return what !== '';
  });
  return path === undefined ? undefined : { path, what };
}

/**
 * Whether a JSON text can hold an infinite number or nest past the limit (most cannot: nesting
 * past it takes at least twice JSON_DEPTH_LIMIT characters, far more than this length).
 */
export function mayBreakLimits(text: string): boolean {
  return text.length > LONGEST_FINITE_TEXT || THREE_DIGIT_EXPONENT.test(text);
}

/**
 * What JSON.parse accepts and a handler cannot be given, as the words that follow the value's
 * name; undefined when the value has neither, found in one walk of it:
 * - a number too large for a double (`1e400`, or 400 digits) becomes Infinity, which JSON Schema's
 *   `number` accepts and JSON.stringify later writes as `null`;
 * - nesting deeper than JSON_DEPTH_LIMIT: JSON.parse nests as deep as the text is long, while code
 *   that walks a value recursively overflows the call stack at a few thousand levels.
 */
export function limitBreach(value: unknown): string | undefined {
  let breach: string | undefined;
  someValue(value, (member, depth) => {
    // An object or array at depth d is nesting level d + 1.
    if (depth >= JSON_DEPTH_LIMIT && typeof member === 'object' && member !== null)
      breach = `is nested more than ${JSON_DEPTH_LIMIT} levels deep`;
    else if (typeof member === 'number' && !Number.isFinite(member))
      breach = 'has a number too large to represent; send finite numbers';
    return breach !== undefined;
  });
  return breach;
}

/** Fewer than 309 digits and no exponent of three digits: the number fits a double (max ~1.8e308). */
const LONGEST_FINITE_TEXT = 308;
const THREE_DIGIT_EXPONENT = /[eE]\+?\d{3}/;

/**
 * A member given twice in one object of `text`, which JSON.parse made `value` of by keeping the
 * last, where a proxy or gateway in front may have read the first (json-duplicates.ts): the path
 * to the object (array indexes as strings) and the words that follow its name. Located only once
 * the cheap count says a member was lost.
 */
export function duplicateMember(
  text: string,
  value: unknown,
): { readonly path: readonly string[]; readonly words: string } | undefined {
  if (!losesMembers(text, value)) return undefined;
  const found = firstDuplicateName(text);
  if (found === undefined) return undefined;
  return {
    path: found.path.map(String),
    words: `gives the member ${named(found.name)} twice in one object; send it once`,
  };
}
