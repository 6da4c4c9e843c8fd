/**
 * The docs page's markup helpers: the one way document text (untrusted) enters the page is
 * `text` (element content) or `attribute` (a quoted, escaped value), and the one way an id is
 * made from it is `Anchors` (a fixed prefix, a counter and a slug of ASCII letters and digits).
 */
import { htmlText } from '../../print/escape.js';

/** Element content: `&`, `<`, `>` and both quotes become character references. */
export const text = htmlText;

/** ` name="value"`, the value escaped; `name` is always ours. */
export function attribute(name: string, value: string): string {
  return ` ${name}="${htmlText(value)}"`;
}

/**
 * Document text that shares its element with other text (the page's words, or another value):
 * in a `<span>`, which the stylesheet makes a bidi isolate, so a direction override in it
 * reorders only itself. A contact's name before its URL and mail, unwrapped, swapped them.
 */
export function isolate(value: string): string {
  return `<span>${htmlText(value)}</span>`;
}

/** `<code>` around escaped text. */
export function code(value: string, className?: string): string {
  return `<code${className === undefined ? '' : attribute('class', className)}>${htmlText(value)}</code>`;
}

/** An in-page link to an id made by Anchors. */
export function link(id: string, inner: string): string {
  return `<a${attribute('href', `#${id}`)}>${inner}</a>`;
}

/**
 * The first `length` code units of `value`, and `…` when it was longer; a surrogate pair is never
 * split (half of one would be written as U+FFFD).
 */
export function excerpt(value: string, length: number): string {
  if (value.length <= length) return value;
  const end = /[\uD800-\uDBFF]/.test(value.charAt(length - 1)) ? length - 1 : length;
  return `${value.slice(0, end)}…`;
}

const SLUG_LENGTH = 48;

/** Lowercase ASCII letters, digits and single hyphens; empty when the text has none. */
export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Ids for a page: `<prefix>-<n>[-<slug>]`, counted per prefix, so two texts with the same slug
 * (or none) still get different ids, and an id never depends on anything but the document.
 * Prefixes are ours and never end in a digit, so no two prefixes make the same id either.
 */
export class Anchors {
  readonly #counts = new Map<string, number>();

  next(prefix: string, label: string): string {
    const count = (this.#counts.get(prefix) ?? 0) + 1;
    this.#counts.set(prefix, count);
    const tail = slug(label);
    return tail === '' ? `${prefix}-${count}` : `${prefix}-${count}-${tail}`;
  }
}

/**
 * The pieces one after another. `+` lets V8 keep the page as a tree of pieces until it is
 * written, where `join('')` copied every level's text into a new string: on Stripe's 5 MB page
 * that was the page copied once per nesting level, and most of the render's time in the
 * garbage collector.
 */
export function concat(pieces: readonly string[]): string {
  let whole = '';
  for (const piece of pieces) whole += piece;
  return whole;
}
