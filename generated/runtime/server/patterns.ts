/**
 * Generated from generators/runtime/server/patterns.ts by npm run generate. Do not edit.
 */

import { linearPattern } from './linear-patterns.js';

/**
 * Patterns are ECMA-262 regular expressions; Ajv compiles them with the `u` flag, which refuses
 * escapes written for other engines and common in documents (`\-`, `\_`, `\ `). A pattern the
 * `u` flag refuses is compiled without it, which gives those escapes their plain meaning, so a
 * server starts on every pattern JavaScript accepts at all. One function for Ajv and for the
 * generator's check of documents.
 */
export function patternExpression(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    if (!flags.includes('u')) throw error;
    return new RegExp(pattern, flags.replace('u', ''));
  }
}

/**
 * Text at least this long is matched in linear time whatever the pattern; shorter text natively
 * unless the pattern nests repetitions. Backtracking that is polynomial in the text (two
 * overlapping repetitions side by side, `^[a-z]+[a-z0-9]*$`, quadratic) stays cheap below it;
 * path values are at most 100 characters (the router's limit), so they mostly stay native.
 */
export const NATIVE_TEXT_LIMIT = 256;

/**
 * What Ajv needs of a pattern (its RegExpLike). Ajv keeps one compiled pattern per
 * `toString()`, so a matcher must print as its pattern: plain objects all printed
 * `[object Object]`, and every pattern of a document was tested with the first one.
 */
export interface PatternMatcher {
  test(text: string): boolean;
  toString(): string;
}

/**
 * The server's pattern engine, for Ajv: `patternExpression` where backtracking is harmless, the
 * linear matcher (linear-patterns.ts) where it is not. A pattern that nests repetitions
 * (`^(a+)+$`, `^(\w+\s?)*$`, `(a|aa)+`) can backtrack exponentially on a value of 30
 * characters (45 s), so it is always matched linearly; any other pattern is matched natively on
 * short text and linearly on long text. A pattern compiled without the `u` flag, or with
 * lookaround or backreferences, keeps the native engine.
 */
export function serverPattern(pattern: string, flags: string): PatternMatcher {
  const native = patternExpression(pattern, flags);
  if (!native.unicode) return native;
  const linear = linearPattern(pattern);
  if (linear === undefined) return native;
  const matchLinearly = (text: string): boolean => linear.test(text) ?? native.test(text);
  const toString = (): string => native.toString();
  if (linear.nested) return { test: matchLinearly, toString };
  return {
    test: (text: string) =>
      text.length < NATIVE_TEXT_LIMIT ? native.test(text) : matchLinearly(text),
    toString,
  };
}
