/**
 * What every part of one docs page shares while it is written: the document, the page's
 * Markdown, the ids of the component schemas (a `$ref` to one becomes a link), and the
 * objects already written out in full.
 *
 * `shown` keeps the page linear in the document's size: the loader bounds the document as
 * written out in full (decisions/0014), but an object reached through a `$ref` (a response every
 * operation names) or shared by a path item's operations would be written once per use, and an
 * object shared in memory (a YAML alias) once per place. So an inline schema with members, or an
 * example, is written out the first time and later uses link to that place, unless it is small
 * (SMALL_VALUE): a reader of an error response should see its three fields, not a link to the
 * first operation that had them, and a small value written again costs the page a bounded amount
 * per use, so the page stays linear.
 */
import { isJsonObject } from '../../shared/json-pointer.js';
import { excerpt, link, text } from './html.js';
import type { Markdown } from './markdown.js';

export type Json = { readonly [key: string]: unknown };

/** A section of the page: its id and how a link to it reads. */
export interface Place {
  readonly id: string;
  readonly label: string;
}

export interface PageContext {
  readonly document: Json;
  readonly markdown: Markdown;
  /** Decoded pointers of component schemas (`/components/schemas/Name`) → the id of their section. */
  readonly schemaIds: ReadonlyMap<string, string>;
  /** Security scheme keys of `components.securitySchemes` → the id of their entry: an operation's Authentication links to them. */
  readonly schemeIds: ReadonlyMap<string, string>;
  /** Operations of `paths` by operationId and by pointer (`/paths/~1a/get`) → their section and how a link reads: a response link's target. */
  readonly operationPlaces: ReadonlyMap<string, Place>;
  /** A component schema with a discriminator that others extend through allOf → those not in its mapping, each with the value it is sent with. */
  readonly inheritors: ReadonlyMap<object, readonly (readonly [value: string, ref: string])[]>;
  readonly shown: WeakMap<object, Place>;
}

/** A member of a document object that is itself an object, else undefined. */
export function objectAt(value: unknown, key: string): Json | undefined {
  if (!isJsonObject(value) || !Object.hasOwn(value, key)) return undefined;
  const member = value[key];
  return isJsonObject(member) ? member : undefined;
}

/** A member that is a string, else undefined. */
export function stringAt(value: unknown, key: string): string | undefined {
  if (!isJsonObject(value) || !Object.hasOwn(value, key)) return undefined;
  const member = value[key];
  return typeof member === 'string' ? member : undefined;
}

/** The own entries of a document object (never its prototype's), in document order. */
export function entriesOf(value: unknown): [string, unknown][] {
  return isJsonObject(value) ? Object.entries(value) : [];
}

interface Size {
  readonly values: number;
  readonly characters: number;
}

/** At most this many values (objects, arrays and scalars, at any depth) and characters of text. */
export const SMALL_VALUE: Size = { values: 40, characters: 1_000 };

/**
 * The bound for a part that holds schemas and examples (a response, a request body, a
 * parameter, a callback, a path item, a security requirement list). Its schemas and examples
 * are bounded by SMALL_VALUE on their own, but how many of them it holds is not: a response
 * with a thousand headers named by every operation was the page written a thousand headers
 * per operation. Within this bound a part is written again at each use; above it, once.
 */
export const SMALL_PART: Size = { values: 200, characters: 4_000 };

/** Whether `value` is within `limit`; walks at most that many values to find out. */
function isSmall(value: object, limit: Size): boolean {
  let values = 0;
  let characters = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    values += 1;
    if (typeof next === 'string') characters += next.length;
    else if (typeof next === 'object' && next !== null) {
      // for…in, not Object.entries: a large object is given up on after a few members, unread.
      for (const key in next) {
        if (!Object.hasOwn(next, key)) continue;
        characters += key.length;
        pending.push((next as Json)[key]);
        if (values + pending.length > limit.values) return false;
      }
    }
    if (values > limit.values || characters > limit.characters) return false;
  }
  return true;
}

/**
 * Where `value` was written out already, or undefined: the first time (which records `where`),
 * and every time for a value within `limit`, which is written out again.
 */
export function alreadyShown(context: PageContext, value: object, where: Place, limit: Size = SMALL_VALUE): Place | undefined {
  if (isSmall(value, limit)) return undefined;
  const first = context.shown.get(value);
  if (first === undefined) context.shown.set(value, where);
  return first;
}

/** Labels come from the document (a path): a link back to a place shows this much of one. */
const LABEL_EXCERPT = 120;

/**
 * What a later use of a part writes instead of the part: a note linking to where it is written
 * in full. Bounded whatever the part holds, so each repetition costs the page a fixed amount.
 */
export function sameAs(what: string, first: Place): string {
  return `<p class="note">The same ${what} as in ${link(first.id, text(excerpt(first.label, LABEL_EXCERPT)))}.</p>`;
}
