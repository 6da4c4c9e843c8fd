/**
 * JSON data (schemas, route tables) printed as a TypeScript expression in exactly the layout
 * prettier gives it with the pinned options (generators/write/format.ts), so a multi-megabyte
 * literal never has to go through the formatter. Strings go through the one escaper; a
 * `__proto__` key is printed as a computed key (the plain form would set the prototype).
 *
 * The layout rules are prettier's (3.x, printWidth 100, singleQuote, trailingComma all,
 * quoteProps preserve), for the only input this printer produces, where every non-empty object
 * is written expanded (prettier keeps an object expanded when its first key is on a new line):
 * - a non-empty object: one property per line, each followed by `,`;
 * - an array: on one line when it fits (with the `,` after it) and holds no non-empty object,
 *   unless it has several elements that are all arrays (or all objects) of several entries;
 *   otherwise one element per line, or, for numbers only, as many per line as fit;
 * - `key: value`: a string that does not fit moves to the next line (unless the key is
 *   shorter than 5 characters); `null`, negative numbers and empty `[]`/`{}` do the same;
 *   `true`/`false` and other numbers never move;
 * - strings use single quotes unless the text holds more single than double quotes.
 * test/generators/data-literal.test.ts checks this against prettier itself on real documents
 * and on generated data.
 */
import { stringLiteral } from '../print/escape.js';

export const PRINT_WIDTH = 100;

/** Identifier-like keys are printed bare, everything else quoted (the same rule as before). */
const BARE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Printable ASCII only: its width is its length. */
const PLAIN_ASCII = /^[\x20-\x7E]*$/;

export interface DataLiteralOptions {
  /** Indentation (spaces) of the line the literal starts on; nested lines indent from it. */
  readonly indent: number;
  /** Column where the literal starts (after `export const x = ` etc.). */
  readonly column: number;
  /** Characters that follow the literal on its last line (`;` or `,`). */
  readonly trailing: number;
}

/**
 * Width as prettier measures it (East Asian wide characters count 2, combining marks 0): the
 * caller supplies prettier's own `util.getStringWidth` when a text is not plain ASCII.
 */
export type StringWidth = (text: string) => number;

/** `value` is an array or an object (at the top, a lone string or number would be laid out differently). */
export function printDataLiteral(value: unknown, options: DataLiteralOptions, stringWidth: StringWidth): string {
  return new DataPrinter(stringWidth).value(value, options.indent, options.column, options.trailing);
}

/** A string literal as prettier prints it: the quote that needs fewer escapes, single on a tie. */
export function prettierStringLiteral(text: string): string {
  return requote(stringLiteral(text));
}

/**
 * Re-quotes a double-quoted literal (JSON escapes) the way prettier does: it prefers single
 * quotes unless the content holds more single than double quotes, unescapes the quote it does
 * not use and escapes the one it does.
 */
export function requote(doubleQuoted: string): string {
  const content = doubleQuoted.slice(1, -1);
  if (!content.includes("'") && !content.includes('"')) return `'${content}'`;
  let doubles = 0;
  let singles = 0;
  for (const character of content) {
    if (character === '"') doubles += 1;
    else if (character === "'") singles += 1;
  }
  const quote = singles > doubles ? '"' : "'";
  const body = content.replace(/\\(.)|(["'])/gs, (match, escaped: string | undefined, bare: string | undefined) => {
    if (escaped !== undefined) return escaped === (quote === '"' ? "'" : '"') ? escaped : match;
    return bare === quote ? `\\${bare}` : (bare ?? '');
  });
  return `${quote}${body}${quote}`;
}

/** prettier's number normalisation (lower case, no `+` or leading zeros in the exponent, ...). */
export function prettierNumber(value: number): string {
  return prettierNumberText(String(value));
}

/** The same, on a numeric literal's source text. */
export function prettierNumberText(text: string): string {
  return text
    .toLowerCase()
    .replace(/^([+-]?[\d.]+e)(?:\+|(-))?0*(\d)/, '$1$2$3')
    .replace(/^([+-]?[\d.]+)e[+-]?0+$/, '$1')
    .replace(/^([+-])?\./, '$10.')
    .replace(/(\.\d+?)0+(?=e|$)/, '$1')
    .replace(/\.(?=e|$)/, '');
}

export function prettierKey(key: string): string {
  if (key === '__proto__') return `[${prettierStringLiteral(key)}]`;
  return BARE_KEY.test(key) ? key : prettierStringLiteral(key);
}

type Json = { readonly [key: string]: unknown };

class DataPrinter {
  readonly #stringWidth: StringWidth;
  /** Flat text of arrays already measured (arrays are often measured and then printed). */
  readonly #flat = new WeakMap<object, string | null>();

  constructor(stringWidth: StringWidth) {
    this.#stringWidth = stringWidth;
  }

  width(text: string): number {
    return PLAIN_ASCII.test(text) ? text.length : this.#stringWidth(text);
  }

  /** The value printed starting at `column` on a line indented by `indent`, `trailing` characters after it. */
  value(value: unknown, indent: number, column: number, trailing: number): string {
    const atom = atomText(value);
    if (atom !== undefined) return atom;
    if (Array.isArray(value)) return this.array(value, indent, column, trailing);
    return this.object(value as Json, indent);
  }

  object(object: Json, indent: number): string {
    const entries = definedEntries(object);
    if (entries.length === 0) return '{}';
    const inner = indent + 2;
    const pad = ' '.repeat(inner);
    let text = '{\n';
    for (const [key, item] of entries) text += `${pad}${this.property(key, item, inner)},\n`;
    return `${text}${' '.repeat(indent)}}`;
  }

  /** `key: value` on a line indented by `indent`, followed by `,`. */
  property(key: string, value: unknown, indent: number): string {
    const printedKey = prettierKey(key);
    const keyWidth = this.width(printedKey);
    // prettier: a key narrower than tabWidth + 3 never moves its value to the next line.
    const shortKey = key !== '__proto__' && keyWidth < 5;
    const column = indent + keyWidth + 2;
    const atom = atomText(value);
    if (atom !== undefined) {
      const neverMoves = shortKey || typeof value === 'boolean' || (typeof value === 'number' && !atom.startsWith('-'));
      if (neverMoves || column + this.width(atom) + 1 <= PRINT_WIDTH) return `${printedKey}: ${atom}`;
      return `${printedKey}:\n${' '.repeat(indent + 2)}${atom}`;
    }
    // A non-empty array or object stays on the key's line when its opening bracket fits there.
    if (shortKey || column + 1 <= PRINT_WIDTH) return `${printedKey}: ${this.value(value, indent, column, 1)}`;
    const moved = indent + 2;
    return `${printedKey}:\n${' '.repeat(moved)}${this.value(value, moved, moved, 1)}`;
  }

  array(values: readonly unknown[], indent: number, column: number, trailing: number): string {
    const flat = this.flatArray(values);
    if (flat !== null && column + this.width(flat) + trailing <= PRINT_WIDTH) return flat;
    const inner = indent + 2;
    const pad = ' '.repeat(inner);
    if (values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
      return `[\n${pad}${this.fill(values.map((value) => `${prettierNumber(value as number)},`), inner)}\n${' '.repeat(indent)}]`;
    }
    let text = '[\n';
    for (const item of values) text += `${pad}${this.value(item, inner, inner, 1)},\n`;
    return `${text}${' '.repeat(indent)}]`;
  }

  /** prettier's fill: the next item joins the line when it and the one after still fit. */
  fill(items: readonly string[], indent: number): string {
    let text = '';
    let position = indent;
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index]!;
      const next = items[index + 1];
      text += item;
      if (next === undefined) break;
      if (position + item.length + 1 + next.length <= PRINT_WIDTH) {
        text += ' ';
        position += item.length + 1;
      } else {
        text += `\n${' '.repeat(indent)}`;
        position = indent;
      }
    }
    return text;
  }

  /** The one-line form, or null when prettier would always break it. */
  flatArray(values: readonly unknown[]): string | null {
    if (values.length === 0) return '[]';
    const cached = this.#flat.get(values);
    if (cached !== undefined) return cached;
    let flat: string | null = null;
    if (!alwaysBreaks(values)) {
      const parts: string[] = [];
      for (const item of values) {
        const part = this.flatValue(item);
        if (part === null) break;
        parts.push(part);
      }
      if (parts.length === values.length) flat = `[${parts.join(', ')}]`;
    }
    this.#flat.set(values, flat);
    return flat;
  }

  flatValue(value: unknown): string | null {
    const atom = atomText(value);
    if (atom !== undefined) return atom;
    if (Array.isArray(value)) return this.flatArray(value);
    return null; // a non-empty object is always expanded
  }
}

/** Printed text of a value that is always one token, or undefined for non-empty arrays and objects. */
function atomText(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return prettierStringLiteral(value);
    case 'number':
      return Number.isFinite(value) ? prettierNumber(value) : 'null';
    case 'boolean':
      return String(value);
    case 'object':
      if (Array.isArray(value)) return value.length === 0 ? '[]' : undefined;
      return definedEntries(value as Json).length === 0 ? '{}' : undefined;
    default:
      throw new Error(`cannot print ${typeof value} as JSON data`);
  }
}

function definedEntries(object: Json): [string, unknown][] {
  return Object.entries(object).filter(([, value]) => value !== undefined);
}

/**
 * prettier always breaks an array of several elements that are all arrays, or all objects, with
 * more than one entry each.
 */
function alwaysBreaks(values: readonly unknown[]): boolean {
  if (values.length < 2) return false;
  const first = values[0];
  const kind = Array.isArray(first) ? 'array' : typeof first === 'object' && first !== null ? 'object' : undefined;
  if (kind === undefined) return false;
  return values.every((value) => {
    if (kind === 'array') return Array.isArray(value) && value.length > 1;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 1;
  });
}
