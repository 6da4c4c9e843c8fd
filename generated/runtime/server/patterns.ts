/**
 * Generated from generators/runtime/server/patterns.ts by npm run generate. Do not edit.
 */

import {
  backtrackingWork,
  linearPattern,
  nestsRepetitionIn,
  PatternWorkExceeded,
  type LinearPattern,
  type WorkMeter,
} from './linear-patterns.js';

export { PatternWorkExceeded } from './linear-patterns.js';

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
      const kept =
        /^[A-Za-z0-9]$/.test(escaped) || SYNTAX.has(escaped) || (inClass && escaped === '-');
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
    } else
      spelled +=
        character === ']' || character === '{' || character === '}' ? `\\${character}` : character;
  }
  return spelled;
}

/**
 * Text at least this long is matched in linear time whatever the pattern; shorter text natively
 * when the pattern does not nest repetitions and its backtracking bound (`backtrackingWork`) is
 * no more than the automaton's (states × length): a UUID or slug pattern on a path value stays
 * native, five overlapping repetitions side by side (`^\w*\w*\w*\w*\w*!$`, 126 s natively on
 * 255 characters) do not. Path values are at most 100 characters (the router's limit).
 */
export const NATIVE_TEXT_LIMIT = 256;

/**
 * A native estimate (`backtrackingWork`) up to which short text is matched natively even where
 * the automaton's bound (states × length) is smaller: the two count different steps. A state of
 * the automaton costs 1-9 ns here and an estimated native step at most about 2.4 ns (a UUID
 * pattern, where the estimate is tight; usually 0.02 ns, the estimate being an upper bound), so
 * comparing the bounds alone sent `^[a-z][a-z0-9_]*-[0-9]+$` on a 9-character path value to the
 * automaton: 3.5 µs a test instead of 40 ns, on every request of a route with such a parameter
 * (measured alone; POST comments of the reference server lost a fifth of its rate). 100,000
 * estimated steps is at most about 0.25 ms natively, and the meter still charges the estimate.
 */
export const CHEAP_NATIVE_WORK = 100_000;

/**
 * The pattern work one validated value set (a body, a route's query parameters, its headers...)
 * may spend, in automaton states visited or, for native matching, in the upper estimate of its
 * backtracking steps (`backtrackingWork`). Measured on this 2-core machine (decisions/0014): the
 * linear matcher visits 45 to 75 million states a second (load average 4 to 2), so the limit
 * holds one value set to about 0.1-0.2 s and a request, of at most five such sets, to about a
 * second. Beyond it the set is refused (PatternWorkExceeded, a 400 from validation.ts), never
 * answered unchecked: `^(?:[a-z]{1,2000})+$` takes strings of about 2,000 characters,
 * `^[a-z]+[a-z0-9]*$` a 1 MiB string (8.4 million states visited).
 */
export const PATTERN_WORK_LIMIT = 10_000_000;

/**
 * The meter of the validation running now (JavaScript runs one at a time; validation.ts starts
 * one for each call of a validator). Tests made outside one (the generator's checks) are not
 * limited.
 */
let work: WorkMeter | undefined;
let lastSpent = 0;

/** Runs `validate` with its pattern work counted from zero; its patterns throw PatternWorkExceeded past the limit. */
export function withPatternWorkLimit<T>(validate: () => T): T {
  const meter: WorkMeter = { spent: 0, limit: PATTERN_WORK_LIMIT };
  work = meter;
  try {
    return validate();
  } finally {
    work = undefined;
    lastSpent = meter.spent;
  }
}

/** The work counted by the last `withPatternWorkLimit`, for tests and measurements. */
export function patternWorkSpent(): number {
  return lastSpent;
}

/** Spends `cost` of native backtracking on the meter, or refuses to start what could pass the limit. */
function spendNative(meter: WorkMeter, cost: number): void {
  if (meter.spent + cost > meter.limit) throw new PatternWorkExceeded('pattern work limit');
  meter.spent += cost;
}

/**
 * What Ajv needs of a pattern (its RegExpLike). Ajv keeps one compiled pattern per
 * `toString()`, so a matcher must print as its pattern: plain objects all printed
 * `[object Object]`, and every pattern of a document was tested with the first one.
 */
export interface PatternMatcher {
  test(text: string): boolean;
  toString(): string;
  /** What building its automaton cost so far (linear-patterns.ts `buildWork`); 0 when none was built. */
  buildWork?(): number;
}

/**
 * The server's pattern engine, for Ajv: `patternExpression` where backtracking is harmless, the
 * linear matcher (linear-patterns.ts) where it is not. A pattern that nests repetitions
 * (`^(a+)+$`, `^(\w+\s?)*$`, `(a|aa)+`) can backtrack exponentially on a value of 30
 * characters (45 s), so it is always matched linearly; any other pattern is matched natively on
 * short text whose backtracking is cheap, and linearly otherwise. A pattern compiled without the
 * `u` flag, or with lookbehind or backreferences, keeps the native engine. Every test spends its
 * work on the server's meter (PATTERN_WORK_LIMIT), native ones their estimate before they start.
 */
export function serverPattern(pattern: string, flags: string): PatternMatcher {
  const native = patternExpression(pattern, flags);
  const nativeWork = backtrackingWork(native.source);
  const linear = native.unicode ? linearPattern(native.source) : undefined;
  // The native estimate per short length, and whether native matching is the cheaper there (0 not
  // yet known, 1 yes, 2 no): each worked out once, so a path value pays lookups, not walks of the pattern.
  const shortWork = new Float64Array(NATIVE_TEXT_LIMIT).fill(-1);
  const nativeWorkFor = (length: number): number => {
    if (length >= NATIVE_TEXT_LIMIT) return nativeWork(length);
    if (shortWork[length]! < 0) shortWork[length] = nativeWork(length);
    return shortWork[length]!;
  };
  const matchNatively = (text: string, meter: WorkMeter): boolean => {
    spendNative(meter, nativeWorkFor(text.length));
    return native.test(text);
  };
  const nativeIsCheaper = new Uint8Array(NATIVE_TEXT_LIMIT);
  const cheaperNatively = (length: number): boolean => {
    if (nativeIsCheaper[length] === 0)
      nativeIsCheaper[length] =
        nativeWorkFor(length) <= Math.max(linear!.work(length), CHEAP_NATIVE_WORK) ? 1 : 2;
    return nativeIsCheaper[length] === 1;
  };
  const test = (text: string): boolean => {
    const meter = work ?? { spent: 0, limit: Infinity };
    if (linear === undefined) return matchNatively(text, meter);
    // Natively where its bound is the smaller: short text under a pattern that backtracks little.
    if (!linear.nested && text.length < NATIVE_TEXT_LIMIT && cheaperNatively(text.length))
      return matchNatively(text, meter);
    // Past the state limit the automaton is not built: the native engine, if its estimate allows.
    return linear.test(text, meter) ?? matchNatively(text, meter);
  };
  return { test, toString: () => native.toString(), buildWork: () => linear?.buildWork() ?? 0 };
}

/**
 * The automata a caller lets exponentialPatternReason build, in linear-patterns.ts `buildWork`
 * units (about four a state): one per document, so that the document cannot decide how long the
 * checks take (decisions/0014).
 */
export interface AutomatonBudget {
  spent: number;
  readonly limit: number;
}

/** exponentialPatternReason's answer when the budget was spent before the automaton it needed was built: nothing is known. */
export const NOT_CHECKED: unique symbol = Symbol('not checked');

/**
 * Why the server could match `pattern` only with JavaScript's backtracking engine although it
 * nests repetitions, so that one crafted value could hold the event loop for minutes
 * (`^(a+)+(?<!b)$`: 2.5 s on 26 `a`s and a `b`, twice as long for each more); `undefined` when the server
 * matches it in bounded time. The generator refuses such patterns (decisions/0017). Assumes the
 * pattern compiles (`patternExpression`). Whether counted repetitions fit the linear matcher is
 * known only by building its automaton (up to 20,000 states, about a millisecond), charged to
 * `budget` when one is given; once that is spent, NOT_CHECKED.
 */
export function exponentialPatternReason(
  pattern: string,
  budget?: AutomatonBudget,
): string | undefined | typeof NOT_CHECKED {
  const native = patternExpression(pattern, 'u');
  if (!nestsRepetitionIn(native.source)) return undefined;
  if (!native.unicode)
    return 'it compiles only without the `u` flag, which the linear matcher needs';
  const linear: LinearPattern | undefined = linearPattern(native.source);
  if (linear === undefined)
    return 'it uses lookbehind or a backreference, which the linear matcher cannot run';
  if (budget !== undefined && budget.spent >= budget.limit) return NOT_CHECKED;
  const fits = linear.test('', { spent: 0, limit: Infinity }) !== undefined;
  // One unit at least: an automaton that overflows at once still cost its parse.
  if (budget !== undefined) budget.spent += Math.max(1, linear.buildWork());
  return fits
    ? undefined
    : 'its counted repetitions need more automaton states than the linear matcher allows';
}
