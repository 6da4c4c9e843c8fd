/**
 * Positions in a JSON text, from one linear pass of a scanner written for it: the `yaml`
 * package read a 12 MB JSON document for places in 16.5 s of CPU and 1.5 GB, about ten times
 * JSON.parse's cost per byte, and that dominated refusing a huge hostile document (0.7 s here). What it keeps is about the size of
 * what JSON.parse builds: a value is its start offset, an object its members by name, an array
 * its items. It places every pointer where the YAML reading of the same text did (the `yaml`
 * package's first member of a name given twice; the deepest node a pointer reaches), which
 * test/generators/locate.test.ts compares; a text it refuses is left to that reading.
 */
import type { PositionFinder } from './locate.js';
import { lineTable } from './line-table.js';

/** Where an object or array starts: a symbol, which no member name can be. */
const START = Symbol('start');

/**
 * An object's members by name, as own properties: V8 shares their layout and interns their names
 * as it does for JSON.parse's own objects, where a Map per object (or an object without a
 * prototype, which V8 keeps as a hash table) made the positions of a 12 MB document three to
 * four times the size of its parsed value. Members are read with Object.hasOwn, so what the
 * prototype holds is never one.
 */
type PlacedObject = { [name: string]: Placed; [START]: number };
type PlacedArray = Placed[] & { [START]: number };
/** A value's start offset, an object's or array's with its members; a scalar is its bare offset, the least it can cost. */
type Placed = number | PlacedObject | PlacedArray;

function placedObject(start: number): PlacedObject {
  return { [START]: start } as PlacedObject;
}

function placedArray(start: number, items: Placed[]): PlacedArray {
  return Object.assign(items, { [START]: start });
}

/**
 * An array being read: its items wait in the scanner's stack from `first` on, and become an
 * array of exactly their number when it closes (an array grown by push keeps room for 17 items:
 * three times the size of JSON.parse's).
 */
class OpenArray {
  constructor(
    readonly start: number,
    readonly first: number,
  ) {}
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** Positions in `text`, or undefined when it is not JSON (then it is read as YAML). */
export function jsonPositions(text: string): PositionFinder | undefined {
  const root = scanJson(text);
  if (root === undefined) return undefined;
  const positionOf = lineTable(text);
  return (segments) => positionOf(startOf(deepestValue(root, segments)));
}

/** Walks as far along the pointer as the text allows; the last value reached gives the position. */
function deepestValue(root: Placed, segments: readonly string[]): Placed {
  let current = root;
  for (const segment of segments) {
    const next = childValue(current, segment);
    if (next === undefined) break;
    current = next;
  }
  return current;
}

function childValue(value: Placed, segment: string): Placed | undefined {
  if (typeof value === 'number') return undefined;
  if (Array.isArray(value)) return ARRAY_INDEX.test(segment) ? value[Number(segment)] : undefined;
  return Object.hasOwn(value, segment) ? value[segment] : undefined;
}

function startOf(value: Placed): number {
  return typeof value === 'number' ? value : value[START];
}

/** Thrown inside the scanner at the first thing JSON does not allow; caught by scanJson alone. */
class NotJson extends Error {}

function scanJson(text: string): Placed | undefined {
  try {
    return new JsonScanner(text).document();
  } catch (error) {
    if (error instanceof NotJson) return undefined;
    throw error;
  }
}

const TAB = 0x09;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const COLON = 0x3a;
const UPPER_E = 0x45;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_E = 0x65;
const LOWER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const SIMPLE_ESCAPES = new Set([...'"\\/bfnrt'].map((character) => character.charCodeAt(0)));

/**
 * RFC 8259 JSON, iteratively (a text may nest far deeper than the stack: the nesting limit is
 * reported with a position found here). Stricter than the YAML reading in one place: a `\r` not
 * followed by `\n` is refused, because YAML takes it for part of the next token and placed what
 * follows elsewhere; the loader's own reads have none (read-file.ts makes every line end `\n`).
 */
class JsonScanner {
  #at = 0;
  readonly #text: string;
  /** The objects and arrays open around the scan, innermost last. */
  readonly #open: (PlacedObject | OpenArray)[] = [];
  /** For each open object, innermost last: the name of the member whose value is being read. */
  readonly #names: string[] = [];
  /** The items so far of every open array, the innermost's last. */
  readonly #items: Placed[] = [];

  constructor(text: string) {
    this.#text = text;
  }

  document(): Placed {
    let value = this.#value();
    for (let parent = this.#open.at(-1); parent !== undefined; parent = this.#open.at(-1)) {
      this.#keep(parent, value);
      this.#skipSpace();
      const code = this.#text.charCodeAt(this.#at++);
      if (code === COMMA) {
        if (!(parent instanceof OpenArray)) this.#memberName();
        value = this.#value();
      } else if (code === (parent instanceof OpenArray ? CLOSE_BRACKET : CLOSE_BRACE)) value = this.#close(parent);
      else throw new NotJson();
    }
    this.#skipSpace();
    if (this.#at !== this.#text.length) throw new NotJson();
    return value;
  }

  /** A member's or item's value, kept in its object or array. Of a member name given twice, the first is kept, as the YAML reading found it. */
  #keep(parent: PlacedObject | OpenArray, value: Placed): void {
    if (parent instanceof OpenArray) this.#items.push(value);
    else if (!Object.hasOwn(parent, this.#names.at(-1)!)) addMember(parent, this.#names.at(-1)!, value);
  }

  #close(open: PlacedObject | OpenArray): Placed {
    this.#open.pop();
    if (open instanceof OpenArray) return placedArray(open.start, this.#items.splice(open.first));
    this.#names.pop();
    return open;
  }

  /** A scalar or an empty object or array, whole; of any other object or array, its opening up to its first value, which is left open. */
  #value(): Placed {
    for (;;) {
      this.#skipSpace();
      const start = this.#at;
      const code = this.#text.charCodeAt(start);
      if (code !== OPEN_BRACE && code !== OPEN_BRACKET) {
        this.#scalar(code);
        return start;
      }
      this.#at += 1;
      this.#skipSpace();
      if (this.#text.charCodeAt(this.#at) === (code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET)) {
        this.#at += 1;
        return code === OPEN_BRACE ? placedObject(start) : placedArray(start, []);
      }
      if (code === OPEN_BRACKET) this.#open.push(new OpenArray(start, this.#items.length));
      else {
        this.#open.push(placedObject(start));
        this.#names.push('');
        this.#memberName();
      }
    }
  }

  /** `"name":`, decoded, as the name of the innermost object's next member. */
  #memberName(): void {
    this.#skipSpace();
    const start = this.#at;
    if (this.#text.charCodeAt(start) !== QUOTE) throw new NotJson();
    const escaped = this.#skipString();
    // Pointers name members decoded; JSON.parse decodes escapes (surrogate pairs too) as JSON means them.
    this.#names[this.#names.length - 1] = escaped ? (JSON.parse(this.#text.slice(start, this.#at)) as string) : this.#text.slice(start + 1, this.#at - 1);
    this.#skipSpace();
    if (this.#text.charCodeAt(this.#at++) !== COLON) throw new NotJson();
  }

  #scalar(code: number): void {
    if (code === QUOTE) this.#skipString();
    else if (code === MINUS || isDigit(code)) this.#skipNumber();
    else if (!(this.#skipWord('true') || this.#skipWord('false') || this.#skipWord('null'))) throw new NotJson();
  }

  /** Past a string, from its opening quote; whether it holds an escape. */
  #skipString(): boolean {
    const text = this.#text;
    let escaped = false;
    let at = this.#at + 1;
    for (let code = text.charCodeAt(at); code !== QUOTE; code = text.charCodeAt(at)) {
      if (code === BACKSLASH) {
        escaped = true;
        at = escapeEnd(text, at);
      } else if (code >= SPACE) at += 1;
      else throw new NotJson(); // a control character, or the text ended (NaN)
    }
    this.#at = at + 1;
    return escaped;
  }

  /** Past `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. */
  #skipNumber(): void {
    const text = this.#text;
    if (text.charCodeAt(this.#at) === MINUS) this.#at += 1;
    if (text.charCodeAt(this.#at) === ZERO) this.#at += 1;
    else this.#skipDigits();
    if (text.charCodeAt(this.#at) === DOT) {
      this.#at += 1;
      this.#skipDigits();
    }
    const exponent = text.charCodeAt(this.#at);
    if (exponent === LOWER_E || exponent === UPPER_E) {
      this.#at += 1;
      const sign = text.charCodeAt(this.#at);
      if (sign === MINUS || sign === PLUS) this.#at += 1;
      this.#skipDigits();
    }
  }

  /** Past one digit or more. */
  #skipDigits(): void {
    if (!isDigit(this.#text.charCodeAt(this.#at))) throw new NotJson();
    do this.#at += 1;
    while (isDigit(this.#text.charCodeAt(this.#at)));
  }

  #skipWord(word: string): boolean {
    if (!this.#text.startsWith(word, this.#at)) return false;
    this.#at += word.length;
    return true;
  }

  #skipSpace(): void {
    const text = this.#text;
    for (;;) {
      const code = text.charCodeAt(this.#at);
      if (code === SPACE || code === NEWLINE || code === TAB) this.#at += 1;
      else if (code === RETURN && text.charCodeAt(this.#at + 1) === NEWLINE) this.#at += 2;
      else if (code === RETURN) throw new NotJson();
      else return;
    }
  }
}

function addMember(object: PlacedObject, name: string, value: Placed): void {
  // Assigned, `__proto__` would set the prototype instead of adding a member.
  if (name === '__proto__') Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
  else object[name] = value;
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** The index just past an escape starting at the backslash at `at`: `\"`, `\n`, … or `\u` and four hex digits. */
function escapeEnd(text: string, at: number): number {
  const code = text.charCodeAt(at + 1);
  if (SIMPLE_ESCAPES.has(code)) return at + 2;
  if (code === LOWER_U && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) return at + 6;
  throw new NotJson();
}
