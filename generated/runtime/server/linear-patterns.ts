/**
 * Generated from generators/runtime/server/linear-patterns.ts by npm run generate. Do not edit.
 */

/**
 * A matcher whose time grows linearly with the text, for a document's `pattern` run on request
 * values (decisions/0017). JavaScript's engine backtracks: `^(a+)+$` took 45 s on a path value of
 * 30 `a`s and a `!`, and `^[a-z]+[a-z0-9]*$` is quadratic, a hang on a 1 MiB body string.
 *
 * The pattern (already accepted by `new RegExp(pattern, 'u')`) is parsed into its structure, and
 * the structure compiled into a Thompson automaton, simulated one code point at a time with every
 * live state at once: at most (automaton states × text length) steps. Only the structure is ours:
 * each single-character piece (a literal, `.`, a class, an escape such as `\d` or `\p{L}`) is
 * tested by JavaScript's own engine on that one code point, so character semantics are exactly
 * the native ones. A lookahead is an assertion: its body is matched from the position where it is
 * reached, once per position (so `^(?!-)…` costs one extra pass, and no lookahead can make the
 * time more than quadratic). Patterns with lookbehind or backreferences cannot be simulated this
 * way and are left to the native engine (`undefined`).
 *
 * Linear is not cheap: the time is states × text, and counted repetitions make many states
 * (`^(?:[a-z]{1,2000})+$` has about 4,000: 1.6 s on 30,000 characters). So every run counts the
 * states it visits on a `WorkMeter` shared by the tests of one validated value set, and stops with
 * PatternWorkExceeded before it would pass the meter's limit (decisions/0014, 0017).
 */

type Node =
  | { readonly kind: 'char'; readonly source: string }
  | { readonly kind: 'assert'; readonly which: 'start' | 'end' | 'boundary' | 'notBoundary' }
  | { readonly kind: 'seq'; readonly items: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly Node[] }
  | { readonly kind: 'repeat'; readonly item: Node; readonly min: number; readonly max: number }
  | { readonly kind: 'lookahead'; readonly negate: boolean; readonly item: Node };

/** Automaton states at most; a pattern needing more (`(a{1,1000}){1,1000}`) is left native. */
const STATE_LIMIT = 20_000;
/** Groups nested at most; deeper patterns are left native rather than parsed recursively. */
const NESTING_LIMIT = 200;

/** Pattern work spent so far in one value set, and how much it may spend (patterns.ts keeps the one the server uses). */
export interface WorkMeter {
  spent: number;
  readonly limit: number;
}

/** Thrown instead of an answer when a test would spend more than its meter's limit: the answer is unknown, never guessed. */
export class PatternWorkExceeded extends Error {}

export interface LinearPattern {
  /** `undefined` when the automaton would exceed STATE_LIMIT: the caller keeps the native engine. Throws PatternWorkExceeded. */
  readonly test: (text: string, meter: WorkMeter) => boolean | undefined;
  /** The most work `test` may count on a text of `length` code units (builds the automaton). */
  readonly work: (length: number) => number;
  /** True when the pattern nests a repetition around a repetition or an alternation: backtracking on it can be exponential. */
  readonly nested: boolean;
  /**
   * What building the automaton cost, in the meter's units, once it is built (0 before): about four
   * visits a state (0.1 µs a state built, 25 ns a state visited, here). A run's meter is not charged
   * for it, so that an answer does not depend on which request came first; the generator's tests
   * of a document's own values count it (load/own-keywords.ts).
   */
  readonly buildWork: () => number;
}

/**
 * The linear matcher for a `u`-flag pattern, or `undefined` when it uses what one cannot do.
 * Parsing is linear in the pattern; the automaton is built on first use, so patterns only ever
 * matched natively cost a server's start nothing more.
 */
export function linearPattern(pattern: string): LinearPattern | undefined {
  let tree: Node;
  try {
    tree = new Parser(pattern).parse();
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  let built: { readonly automaton: Automaton; readonly start: number } | undefined;
  const build = (): { readonly automaton: Automaton; readonly start: number } => {
    if (built === undefined) {
      const automaton = new Automaton();
      built = { automaton, start: automaton.compile(tree, automaton.add({ kind: MATCH })) };
    }
    return built;
  };
  const test = (text: string, meter: WorkMeter): boolean | undefined => {
    const { automaton, start } = build();
    return automaton.overflowed ? undefined : automaton.run(start, text, meter);
  };
  const work = (length: number): number => {
    const { automaton } = build();
    return automaton.overflowed ? Infinity : automaton.positionWork * (length + 1);
  };
  return {
    test,
    work,
    nested: nestsRepetition(tree, false),
    buildWork: () => (built === undefined ? 0 : built.automaton.positionWork),
  };
}

/**
 * Whether a `u`-flag pattern nests a repetition inside a repetition or repeats an alternation,
 * where backtracking can take exponential time, read even where the automaton cannot run it:
 * lookbehind is read as the group it is, a backreference as one character. A pattern nested
 * deeper than the parser goes counts as nesting.
 */
export function nestsRepetitionIn(pattern: string): boolean {
  try {
    return nestsRepetition(new Parser(pattern, true).parse(), false);
  } catch (error) {
    if (error instanceof Unsupported) return true;
    throw error;
  }
}

/**
 * An upper estimate of the steps JavaScript's backtracking engine may take on a text of `length`
 * code units, for patterns the server matches natively; `Infinity` for one that nests repetitions
 * (exponential) or that cannot be read. Without nesting, the engine tries each start (one when
 * the pattern starts with `^`), and under each the choices of every repetition (how many times:
 * at most length + 1) times those of every alternation, each choice walking at most the pattern
 * with its counted repetitions written out (`fixedWalk`);
 * a backreference compares up to `length` more. Measured, it overestimates by 10 to 100 times
 * (`^\w*\w*!` on 3,000 characters: 6.3e7 estimated, 6.5 ms), which is what a bound must do.
 */
export function backtrackingWork(pattern: string): (length: number) => number {
  let tree: Node;
  try {
    tree = new Parser(pattern, true).parse();
  } catch (error) {
    if (error instanceof Unsupported) return () => Infinity;
    throw error;
  }
  if (nestsRepetition(tree, false)) return () => Infinity;
  const anchored = startsAnchored(tree);
  const walk = Math.max(pattern.length, fixedWalk(tree)) + 1;
  return (length) => walk * (anchored ? 1 : length + 1) * choices(tree, length);
}

/** The steps one walk of `node` takes whatever the choices: `a{1000}` is 1,000 steps, though written in 7 characters. */
function fixedWalk(node: Node): number {
  switch (node.kind) {
    case 'char':
    case 'assert':
      return 1;
    case 'seq':
      return node.items.reduce((sum, item) => sum + fixedWalk(item), 0);
    case 'alt':
      // reduce, not Math.max(...): a document's pattern may hold more alternatives than a call takes arguments.
      return node.options.reduce(
        (longest, option) => Math.max(longest, fixedWalk(option)),
        -Infinity,
      );
    case 'repeat':
      return Math.max(1, node.min) * fixedWalk(node.item);
    case 'lookahead':
      return fixedWalk(node.item);
  }
}

/** How many ways the engine may walk `node` over a text of `length`, repetitions not nested. */
function choices(node: Node, length: number): number {
  switch (node.kind) {
    case 'char':
      // A backreference (read for structure only, with no source) compares up to `length` code units.
      return node.source === '' ? length + 1 : 1;
    case 'assert':
      return 1;
    case 'seq':
      return node.items.reduce((product, item) => product * choices(item, length), 1);
    case 'alt':
      return node.options.reduce((sum, option) => sum + choices(option, length), 0);
    case 'repeat':
      return Math.max(1, Math.min(node.max, length) - node.min + 1) * choices(node.item, length);
    case 'lookahead':
      return choices(node.item, length);
  }
}

/** Whether every match must start at the text's start (`^` first in every alternative). */
function startsAnchored(node: Node): boolean {
  if (node.kind === 'assert') return node.which === 'start';
  if (node.kind === 'seq') return node.items.length > 0 && startsAnchored(node.items[0]!);
  if (node.kind === 'alt') return node.options.every(startsAnchored);
  return false;
}

class Unsupported extends Error {}

class Parser {
  #at = 0;
  #depth = 0;

  private readonly text: string;
  /** Reads lookbehind and backreferences for their structure only (nestsRepetitionIn), never to match. */
  private readonly structureOnly: boolean;

  constructor(text: string, structureOnly = false) {
    this.text = text;
    this.structureOnly = structureOnly;
  }

  parse(): Node {
    const node = this.alternation();
    if (this.#at < this.text.length) throw new Unsupported(`unexpected ${this.text[this.#at]}`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.text[this.#at] === '|') {
      this.#at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (
      this.#at < this.text.length &&
      this.text[this.#at] !== '|' &&
      this.text[this.#at] !== ')'
    )
      items.push(this.quantified(this.atom()));
    return { kind: 'seq', items };
  }

  private quantified(item: Node): Node {
    const text = this.text;
    let min: number;
    let max: number;
    const sign = text[this.#at];
    if (sign === '*' || sign === '+' || sign === '?') {
      this.#at++;
      [min, max] = sign === '*' ? [0, Infinity] : sign === '+' ? [1, Infinity] : [0, 1];
    } else if (sign === '{') {
      // In `u` mode a `{` here is always a quantifier (the pattern compiled).
      const match = /^\{(\d+)(,(\d*))?\}/.exec(text.slice(this.#at, this.#at + 32));
      if (match === null) throw new Unsupported('quantifier');
      this.#at += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    } else return item;
    if (text[this.#at] === '?') this.#at++; // lazy or greedy: the same for a yes-or-no match
    if (item.kind === 'assert') return min === 0 ? { kind: 'seq', items: [] } : item;
    return { kind: 'repeat', item, min, max };
  }

  private atom(): Node {
    const text = this.text;
    const start = this.#at;
    const next = text[start]!;
    if (next === '^' || next === '$') {
      this.#at++;
      return { kind: 'assert', which: next === '^' ? 'start' : 'end' };
    }
    if (next === '(') return this.group();
    if (next === '[') return this.characterClass();
    if (next === '\\') return this.escape();
    // `.` or a literal code point
    this.#at += (text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
    return { kind: 'char', source: text.slice(start, this.#at) };
  }

  private group(): Node {
    const text = this.text;
    this.#at++;
    if (text.startsWith('?=', this.#at) || text.startsWith('?!', this.#at)) return this.lookahead();
    if (text[this.#at] === '?') {
      if (text.startsWith('?:', this.#at)) this.#at += 2;
      else if (
        text[this.#at + 1] === '<' &&
        text[this.#at + 2] !== '=' &&
        text[this.#at + 2] !== '!'
      )
        this.#at = text.indexOf('>', this.#at) + 1;
      else if (this.structureOnly) this.#at += text[this.#at + 1] === '<' ? 3 : 2;
      else throw new Unsupported('lookbehind');
    }
    if (++this.#depth > NESTING_LIMIT) throw new Unsupported('nesting');
    const inner = this.alternation();
    this.#depth--;
    if (text[this.#at] !== ')') throw new Unsupported('unclosed group');
    this.#at++;
    return inner;
  }

  /** `(?=…)` or `(?!…)`, the `(` read. In `u` mode no quantifier can follow one. */
  private lookahead(): Node {
    const negate = this.text[this.#at + 1] === '!';
    this.#at += 2;
    if (++this.#depth > NESTING_LIMIT) throw new Unsupported('nesting');
    const item = this.alternation();
    this.#depth--;
    if (this.text[this.#at] !== ')') throw new Unsupported('unclosed group');
    this.#at++;
    return { kind: 'lookahead', negate, item };
  }

  private characterClass(): Node {
    const text = this.text;
    const start = this.#at;
    this.#at++;
    while (this.#at < text.length && text[this.#at] !== ']')
      this.#at += text[this.#at] === '\\' ? 2 : 1;
    this.#at++;
    return { kind: 'char', source: text.slice(start, this.#at) };
  }

  private escape(): Node {
    const text = this.text;
    const start = this.#at;
    const letter = text[start + 1] ?? '';
    if (letter === 'b' || letter === 'B') {
      this.#at += 2;
      return { kind: 'assert', which: letter === 'b' ? 'boundary' : 'notBoundary' };
    }
    // Read for structure, the text may be a pattern only the engine without `u` accepts, where
    // `\k` without a group name is the letter k and a brace need not close: a search that finds
    // nothing must not send the reader back to the start (it looped there for ever).
    const named = letter === 'k' && text[start + 2] === '<' ? text.indexOf('>', start) : -1;
    if (/[1-9]/.test(letter) || named !== -1) {
      if (!this.structureOnly) throw new Unsupported('backreference');
      this.#at =
        named !== -1 ? named + 1 : start + 1 + /^\d+/.exec(text.slice(start + 1))![0].length;
      return { kind: 'char', source: '' };
    }
    let end = start + 2;
    if ((letter === 'p' || letter === 'P' || letter === 'u') && text[end] === '{')
      end = closingBrace(text, end);
    else if (letter === 'u') {
      end += 4;
      // A surrogate pair written as two escapes is one character in `u` mode.
      if (
        /^[dD][89abAB]/.test(text.slice(start + 2, start + 4)) &&
        /^\\u[dD][c-fC-F]/.test(text.slice(end, end + 4))
      )
        end += 6;
    } else if (letter === 'x') end += 2;
    else if (letter === 'c') end += 1;
    else if ((text.codePointAt(start + 1) ?? 0) > 0xffff) end += 1;
    this.#at = end;
    return { kind: 'char', source: text.slice(start, end) };
  }
}

/**
 * Just past the `}` closing the brace at `open`; at `open` itself when none does, which only a
 * pattern the engine without `u` reads can hold (there `\p{` is the letter p and a brace).
 */
function closingBrace(text: string, open: number): number {
  const close = text.indexOf('}', open);
  return close === -1 ? open : close + 1;
}

/** A repetition that may repeat more than once, around another such repetition or an alternation. */
function nestsRepetition(node: Node, insideRepetition: boolean): boolean {
  switch (node.kind) {
    case 'char':
    case 'assert':
      return false;
    case 'seq':
      return node.items.some((item) => nestsRepetition(item, insideRepetition));
    case 'alt':
      return (
        insideRepetition || node.options.some((option) => nestsRepetition(option, insideRepetition))
      );
    case 'repeat': {
      const repeats = node.max > 1;
      if (repeats && insideRepetition) return true;
      return nestsRepetition(node.item, insideRepetition || repeats);
    }
    case 'lookahead':
      return nestsRepetition(node.item, insideRepetition);
  }
}

const CHAR = 0;
const SPLIT = 1;
const ASSERT = 2;
const MATCH = 3;
const LOOKAHEAD = 4;

type State =
  | { kind: typeof CHAR; test: number; out: number }
  | { kind: typeof SPLIT; out: number; alt: number }
  | { kind: typeof ASSERT; which: 'start' | 'end' | 'boundary' | 'notBoundary'; out: number }
  | { kind: typeof MATCH }
  | { kind: typeof LOOKAHEAD; body: number; negate: boolean; out: number };

/** A lookahead's answer per position, worked out at most once per match: what keeps it quadratic at worst. */
type LookaheadAnswers = Map<number, Map<number, boolean>>;

/** An ASCII code point's result per character test, worked out once; others ask the native engine. */
interface CharacterTest {
  readonly ascii: Uint8Array;
  readonly expression: RegExp;
}

const WORD = /^[A-Za-z0-9_]$/u;

class Automaton {
  readonly #states: State[] = [];
  readonly #tests: CharacterTest[] = [];
  readonly #testIndex = new Map<string, number>();
  overflowed = false;

  /**
   * The most states one position of a run visits: each at most once per closure, at most three
   * closures (a surrogate pair's middle, the reads, a new start), and one read of each live state.
   */
  get positionWork(): number {
    return 4 * this.#states.length;
  }

  add(state: State): number {
    this.#states.push(state);
    if (this.#states.length > STATE_LIMIT) this.overflowed = true;
    return this.#states.length - 1;
  }

  /** States matching `node` then continuing at `next`; returns the entry state. Built back to front. */
  compile(node: Node, next: number): number {
    if (this.overflowed) return next;
    switch (node.kind) {
      case 'char':
        return this.add({ kind: CHAR, test: this.#test(node.source), out: next });
      case 'assert':
        return this.add({ kind: ASSERT, which: node.which, out: next });
      case 'seq': {
        let entry = next;
        for (let index = node.items.length - 1; index >= 0; index--)
          entry = this.compile(node.items[index]!, entry);
        return entry;
      }
      case 'alt': {
        let entry = this.compile(node.options[node.options.length - 1]!, next);
        for (let index = node.options.length - 2; index >= 0; index--)
          entry = this.add({
            kind: SPLIT,
            out: this.compile(node.options[index]!, next),
            alt: entry,
          });
        return entry;
      }
      case 'repeat':
        return this.#repeat(node.item, node.min, node.max, next);
      case 'lookahead':
        // The body ends in a match state of its own, reachable only from this state's `body`.
        return this.add({
          kind: LOOKAHEAD,
          body: this.compile(node.item, this.add({ kind: MATCH })),
          negate: node.negate,
          out: next,
        });
    }
  }

  #repeat(item: Node, min: number, max: number, next: number): number {
    let entry = next;
    if (max === Infinity) {
      // A loop: a split that either enters the item (which comes back to the split) or leaves.
      const split = this.add({ kind: SPLIT, out: -1, alt: next });
      (this.#states[split] as { out: number }).out = this.compile(item, split);
      entry = split;
    } else {
      for (let count = min; count < max && !this.overflowed; count++)
        entry = this.add({ kind: SPLIT, out: this.compile(item, entry), alt: next });
    }
    for (let count = 0; count < min && !this.overflowed; count++) entry = this.compile(item, entry);
    return entry;
  }

  #test(source: string): number {
    const known = this.#testIndex.get(source);
    if (known !== undefined) return known;
    const expression = new RegExp(`^(?:${source})$`, 'u');
    const ascii = new Uint8Array(128);
    for (let code = 0; code < 128; code++)
      ascii[code] = expression.test(String.fromCharCode(code)) ? 1 : 0;
    this.#tests.push({ ascii, expression });
    this.#testIndex.set(source, this.#tests.length - 1);
    return this.#tests.length - 1;
  }

  /**
   * Whether `text` holds a match anywhere (as RegExp#test), in one pass; `anchoredAt`: whether
   * a match begins exactly there (a lookahead's body).
   */
  run(
    start: number,
    text: string,
    meter: WorkMeter,
    anchoredAt?: number,
    lookaheads: LookaheadAnswers = new Map(),
  ): boolean {
    const states = this.#states;
    const positionWork = this.positionWork;
    let visited = 0;
    const seen = new Uint32Array(states.length);
    let generation = 0;
    let current: number[] = [];
    let following: number[] = [];
    const stack: number[] = [];
    /** Adds `entry` and every state reachable from it without reading, at `position`; true on a match. */
    const close = (entry: number, position: number, into: number[]): boolean => {
      stack.push(entry);
      while (stack.length > 0) {
        const index = stack.pop()!;
        if (seen[index] === generation) continue;
        seen[index] = generation;
        visited++;
        const state = states[index]!;
        if (state.kind === MATCH) {
          stack.length = 0;
          return true;
        }
        if (state.kind === CHAR) into.push(index);
        else if (state.kind === SPLIT) stack.push(state.alt, state.out);
        else if (state.kind === LOOKAHEAD) {
          if (
            this.#lookahead(index, state.body, text, meter, position, lookaheads) !== state.negate
          )
            stack.push(state.out);
        } else if (holds(state.which, text, position)) stack.push(state.out);
      }
      return false;
    };
    const anchored = anchoredAt !== undefined;
    let position = anchoredAt ?? 0;
    /** Counts the work since the last call, then refuses a position whose work could pass the limit. */
    const spend = (): void => {
      meter.spent += visited;
      visited = 0;
      if (meter.spent + positionWork > meter.limit)
        throw new PatternWorkExceeded('pattern work limit');
    };
    const settle = (answer: boolean): boolean => {
      meter.spent += visited;
      return answer;
    };
    spend();
    generation++;
    if (close(start, position, current)) return settle(true);
    while (position < text.length && !(anchored && current.length === 0)) {
      spend();
      const code = text.codePointAt(position)!;
      const after = position + (code > 0xffff ? 2 : 1);
      if (code > 0xffff && !anchored) {
        // JavaScript also tries a match between the two halves of a pair, where nothing can be
        // read but assertions hold or not (`\B` does: 'a😀a'.search(/\B/u) is 2).
        generation++;
        if (close(start, position + 1, [])) return settle(true);
      }
      generation++;
      following.length = 0;
      let character: string | undefined;
      for (const index of current) {
        const state = states[index] as { test: number; out: number };
        const test = this.#tests[state.test]!;
        visited++;
        const matches =
          code < 128
            ? test.ascii[code] === 1
            : test.expression.test((character ??= String.fromCodePoint(code)));
        if (matches && close(state.out, after, following)) return settle(true);
      }
      // A match may also begin at every later position.
      if (!anchored && close(start, after, following)) return settle(true);
      [current, following] = [following, current];
      position = after;
    }
    return settle(false);
  }

  /** Whether the lookahead at state `index` (body at `body`) matches at `position`, remembered per position. */
  #lookahead(
    index: number,
    body: number,
    text: string,
    meter: WorkMeter,
    position: number,
    lookaheads: LookaheadAnswers,
  ): boolean {
    let answers = lookaheads.get(index);
    if (answers === undefined) lookaheads.set(index, (answers = new Map()));
    let answer = answers.get(position);
    if (answer === undefined)
      answers.set(position, (answer = this.run(body, text, meter, position, lookaheads)));
    return answer;
  }
}

function holds(
  which: 'start' | 'end' | 'boundary' | 'notBoundary',
  text: string,
  position: number,
): boolean {
  if (which === 'start') return position === 0;
  if (which === 'end') return position === text.length;
  const before = position > 0 && WORD.test(text[position - 1]!);
  const after = position < text.length && WORD.test(text[position]!);
  return (before !== after) === (which === 'boundary');
}
