import { linearPattern, nestsRepetitionIn, type LinearPattern } from './linear-patterns.js';

/**
 * Patterns are ECMA-262 regular expressions; Ajv compiles them with the `u` flag, which refuses
 * escapes written for other engines and common in documents (`\-`, `\_`, `\ `) and a lone `]`,
 * `{` or `}`. Such a pattern is respelled as the engine without `u` reads it (unicodeSpelling), so
 * it keeps the `u` flag and with it the linear matcher below: compiled without `u` it could only
 * be matched natively, and `^(a+)+\-$` took 2.5 s on 26 `a`s and a `!`, twice as long for each
 * more. A pattern still refused is compiled without `u`, so a server starts on every pattern
 * JavaScript accepts at all. One function for Ajv and for the generator's check of documents.
 */
export function patternExpression(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    if (!flags.includes('u')) throw error;
    try {
      return new RegExp(unicodeSpelling(pattern), flags);
    } catch {
      return new RegExp(pattern, flags.replace('u', ''));
    }
  }
}

/** Escaped in `u` mode as they are without it; any other punctuation is written bare. */
const SYNTAX = new Set('^$\\.*+?()[]{}|/');
const QUANTIFIER = /^\{\d+(,\d*)?\}/;

/**
 * The pattern as the engine without the `u` flag reads it, spelled so that `u` accepts it: an
 * identity escape of punctuation (`\-`, `\_`, `\@`) is the character itself (inside a class
 * `\-` stays, `u` allows it there), and a `]`, `{` or `}` that opens nothing is escaped. Letter
 * and digit escapes are left as written: the `u` flag refuses the ones it reads otherwise.
 */
function unicodeSpelling(pattern: string): string {
  let spelled = '';
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const character = pattern[at]!;
    if (character === '\\') {
      const escaped = String.fromCodePoint(pattern.codePointAt(at + 1) ?? 0x5c);
      at += escaped.length;
      const kept = /^[A-Za-z0-9]$/.test(escaped) || SYNTAX.has(escaped) || (inClass && escaped === '-');
      spelled += kept ? `\\${escaped}` : escaped;
    } else if (inClass) {
      if (character === ']') inClass = false;
      spelled += character;
    } else if (character === '[') {
      inClass = true;
      spelled += character;
    } else if (character === '{' && QUANTIFIER.test(pattern.slice(at, at + 32))) {
      const quantifier = QUANTIFIER.exec(pattern.slice(at, at + 32))![0];
      spelled += quantifier;
      at += quantifier.length - 1;
    } else spelled += character === ']' || character === '{' || character === '}' ? `\\${character}` : character;
  }
  return spelled;
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
 * lookbehind or backreferences, keeps the native engine.
 */
export function serverPattern(pattern: string, flags: string): PatternMatcher {
  const native = patternExpression(pattern, flags);
  if (!native.unicode) return native;
  const linear = linearPattern(native.source);
  if (linear === undefined) return native;
  const matchLinearly = (text: string): boolean => linear.test(text) ?? native.test(text);
  const toString = (): string => native.toString();
  if (linear.nested) return { test: matchLinearly, toString };
  return { test: (text: string) => (text.length < NATIVE_TEXT_LIMIT ? native.test(text) : matchLinearly(text)), toString };
}

/**
 * Why the server could match `pattern` only with JavaScript's backtracking engine although it
 * nests repetitions, so that one crafted value could hold the event loop for minutes
 * (`^(a+)+(?<!b)$`: 2.5 s on 26 `a`s and a `b`, twice as long for each more); `undefined` when the server
 * matches it in bounded time. The generator refuses such patterns (decisions/0017). Assumes the
 * pattern compiles (`patternExpression`).
 */
export function exponentialPatternReason(pattern: string): string | undefined {
  const native = patternExpression(pattern, 'u');
  if (!nestsRepetitionIn(native.source)) return undefined;
  if (!native.unicode) return 'it compiles only without the `u` flag, which the linear matcher needs';
  const linear: LinearPattern | undefined = linearPattern(native.source);
  if (linear === undefined) return 'it uses lookbehind or a backreference, which the linear matcher cannot run';
  if (linear.test('') === undefined) return 'its counted repetitions need more automaton states than the linear matcher allows';
  return undefined;
}
