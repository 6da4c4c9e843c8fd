/**
 * Generated from generators/runtime/server/json-checks.ts by npm run generate. Do not edit.
 */

/**
 * What parsed JSON from a request may not hold, whether it came as the body (request-body.ts) or
 * as a parameter described by `content: application/json` (parameter-values.ts): one set of
 * rules, so a value refused in a body is refused in a query, header, path or cookie too.
 */
import { closingQuote, firstDuplicateName, losesMembers } from './json-duplicates.js';
import { memberPath } from './json-walk.js';
import { named } from './message-names.js';
import { hasOwn } from '../own-property.js';

/**
 * Objects and arrays nested inside one another, at most. Jackson's default (its
 * StreamReadConstraints) is the same; no document's data needs more, and what handlers do with a
 * value (recursion, JSON.stringify) stays far from the stack's end.
 */
export const JSON_DEPTH_LIMIT = 1000;

/**
 * Members of one object, at most, checked before JSON.parse runs: V8 builds an object of many
 * members as a dictionary, at a cost that grows faster than its text. On the benchmark machine
 * JSON.parse took 10-40 ms for 10,000 members (100 KB), 55-100 ms for 30,000 and 0.17-0.6 s for
 * 100,000 (1 MiB, inside the default body limit), against 20 ms for an array of 250,000
 * numbers: one such body per second kept a core busy. Arrays are not limited (their elements
 * share a shape). No document's data needs a map this large in one request; a list does.
 */
export const JSON_MEMBERS_LIMIT = 10_000;

/** The fewest characters a member takes (`"":0,`): a shorter text cannot pass the limit. */
const SHORTEST_MEMBER = 5;

/**
 * The words for a text with an object of more than JSON_MEMBERS_LIMIT members, as the words that
 * follow the value's name; undefined otherwise. One pass over the text (a member's colon is the
 * only colon outside strings), run before JSON.parse, so such a text is never parsed; on a text
 * that is not JSON at all it may count wrongly, and JSON.parse refuses that text anyway.
 */
export function memberBreach(text: string): string | undefined {
  if (text.length < JSON_MEMBERS_LIMIT * SHORTEST_MEMBER) return undefined;
  // Per open object its members so far; -1 for an open array.
  const open: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) index = closingQuote(text, index);
    else if (code === OPEN_BRACE) open.push(0);
    else if (code === OPEN_BRACKET) open.push(-1);
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) open.pop();
    else if (code === COLON) {
      const members = open.at(-1);
      if (members === undefined || members < 0) continue;
      if (members === JSON_MEMBERS_LIMIT)
        return `has an object of more than ${JSON_MEMBERS_LIMIT} members; send fewer, or a list`;
      open[open.length - 1] = members + 1;
    }
  }
  return undefined;
}

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
      hasOwn(member, 'prototype')
    )
      what = 'the key "constructor" holding "prototype"';
    return what !== '';
  });
  return path === undefined ? undefined : { path, what };
}

/**
 * What JSON.parse accepts and a handler cannot be given, as the words that follow the value's
 * name; undefined when `text` (valid JSON, already parsed) has neither, found in one pass over
 * the text:
 * - a number too large for a double (`1e400`, or 400 digits) becomes Infinity, which JSON Schema's
 *   `number` accepts and JSON.stringify later writes as `null`;
 * - nesting deeper than JSON_DEPTH_LIMIT: JSON.parse nests as deep as the text is long, while code
 *   that walks a value recursively overflows the call stack at a few thousand levels.
 * The text, not the parsed value, is read: walking the value of a 1 MiB body with 60,000 members
 * took 80-140 ms, the text 2-5 ms; strings are skipped whole.
 */
export function limitBreach(text: string): string | undefined {
  // Most bodies are short: such a text holds an infinite number only in exponent form (a digit,
  // then `e`: `1e400`, or 250 digits then `e99`), and nesting past the limit takes more characters.
  if (text.length < LONGEST_FINITE_NUMBER && !DIGIT_THEN_EXPONENT.test(text)) return undefined;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) index = closingQuote(text, index);
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > JSON_DEPTH_LIMIT) return `is nested more than ${JSON_DEPTH_LIMIT} levels deep`;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
    else if (code === MINUS || isDigit(code)) {
      const end = numberEnd(text, index);
      if (mayBeInfinite(text, index, end) && !Number.isFinite(Number(text.slice(index, end))))
        return 'has a number too large to represent; send finite numbers';
      index = end - 1;
    }
  }
  return undefined;
}

const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const COLON = 0x3a;
/** Fewer characters than this and no exponent: the number fits a double (max ~1.8e308). */
const LONGEST_FINITE_NUMBER = 309;
const DIGIT_THEN_EXPONENT = /\d[eE]/;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Where the number starting at `start` ends: JSON's number characters are digits, `-+.eE`. */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  for (
    let code = text.charCodeAt(end);
    isDigit(code) ||
    code === 0x2e ||
    code === 0x65 ||
    code === 0x45 ||
    code === 0x2b ||
    code === MINUS;
    code = text.charCodeAt(end)
  )
    end += 1;
  return end;
}

function mayBeInfinite(text: string, start: number, end: number): boolean {
  if (end - start >= LONGEST_FINITE_NUMBER) return true;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x65 || code === 0x45) return true;
  }
  return false;
}

/**
 * What parsed JSON from a request may not hold (a prototype key, a limit passed, a member given
 * twice), checked in that order: the path to where it is (array indexes as strings; [] for the
 * whole value) and the words that follow the value's name. One home for the JSON in form fields,
 * multipart parts and parameters described by `content`; a body's own parser
 * (request-body.ts) meets the prototype key earlier, in Fastify's parser.
 */
export function jsonValueProblem(
  text: string,
  value: unknown,
): { readonly path: readonly string[]; readonly words: string } | undefined {
  const key = prototypeKey(value);
  if (key !== undefined)
    return { path: key.path.slice(0, -1), words: `has ${key.what}, ${PROTOTYPE_KEY_REASON}` };
  const breach = limitBreach(text);
  if (breach !== undefined) return { path: [], words: breach };
  return duplicateMember(text, value);
}

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
