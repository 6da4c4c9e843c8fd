/**
 * The docs page's markup helpers: the one way document text (untrusted) enters the page is
 * `text` (element content) or `attribute` (a quoted, escaped value), and the one way an id is
 * made from it is `Anchors` (a fixed prefix and a slug of ASCII letters and digits, with a hash of
 * the text when the slug is cut or drops letters, counted on a collision).
 */
import { createHash } from 'node:crypto';
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
/** Hex digits of the text's hash that end a lossy slug. */
const HASH_LENGTH = 8;

/** Lowercase ASCII letters, digits and single hyphens; empty when the text has none. */
export function slug(value: string): string {
  return fullSlug(value).slice(0, SLUG_LENGTH).replace(/-+$/, '');
}

function fullSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of an id: `slug(label)`, but when the slug lost what tells texts apart (cut at
 * SLUG_LENGTH, or letters beyond ASCII dropped), cut shorter and ended with a hash of the whole
 * text. Without the hash such texts all collided and were counted in page order: GitHub's
 * `enterprise-admin/update-pre-receive-hook-enforcement-for-org` and `…-for-repo` were
 * `…-enforce` and `…-enforce-2`, and names written in Chinese or Cyrillic were `schema-1`,
 * `schema-2`…, so one such operation or schema added (or the two reordered) sent every link to
 * the next one's section. A collision of case or punctuation (`Item`, `item!`) keeps its
 * readable counted id: the slug shows the reader which it is. An empty text has no hash either.
 */
function idSlug(label: string): string {
  const full = fullSlug(label);
  const lossy = full.length > SLUG_LENGTH || /[^\x00-\x7f]/.test(label);
  if (!lossy || label === '') return slug(label);
  const hash = createHash('sha256').update(label).digest('hex').slice(0, HASH_LENGTH);
  const head = full.slice(0, SLUG_LENGTH - HASH_LENGTH - 1).replace(/-+$/, '');
  return head === '' ? hash : `${head}-${hash}`;
}

/**
 * Ids for a page: `<prefix>-<slug>`, and `-2`, `-3`… after it only for a text whose slug an
 * earlier one took (`<prefix>-1`, `-2`… for texts with no letter or digit). An id depends only on
 * its own text and the texts that collide with it, so adding an operation or a schema leaves the
 * others' ids, and every link to them, as they were (a counter in every id renumbered all later
 * sections). Every id given is remembered, so a slug that looks like a counted one (`a-b-2`) is
 * still unique. Prefixes are ours and none is another followed by a hyphen, and the page's fixed
 * ids (`overview`, `schemas`…) have no prefix's hyphen, so no two prefixes make the same id.
 */
export class Anchors {
  readonly #given = new Set<string>();
  /** The next counter to try per base, so many texts with one slug cost linear time. */
  readonly #counters = new Map<string, number>();

  next(prefix: string, label: string): string {
    const tail = idSlug(label);
    const base = tail === '' ? prefix : `${prefix}-${tail}`;
    if (tail !== '' && !this.#given.has(base)) return this.#give(base);
    let count = this.#counters.get(base) ?? (tail === '' ? 1 : 2);
    while (this.#given.has(`${base}-${count}`)) count += 1;
    this.#counters.set(base, count + 1);
    return this.#give(`${base}-${count}`);
  }

  /** Whether `id` was given. */
  has(id: string): boolean {
    return this.#given.has(id);
  }

  #give(id: string): string {
    this.#given.add(id);
    return id;
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

/** A heading level of the page's own headings (h1 is the title). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level under `level`: HTML has six, so a part nested deeper (a callback's responses) stays
 * at h6 rather than climbing back above the heading it belongs to.
 */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
