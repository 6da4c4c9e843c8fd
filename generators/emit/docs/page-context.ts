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

/** At most this many values (objects, arrays and scalars, at any depth) and characters of text. */
const SMALL_VALUE = { values: 40, characters: 1_000 } as const;

/** Whether `value` is within SMALL_VALUE; walks at most that many values to find out. */
function isSmall(value: object): boolean {
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
        if (values + pending.length > SMALL_VALUE.values) return false;
      }
    }
    if (values > SMALL_VALUE.values || characters > SMALL_VALUE.characters) return false;
  }
  return true;
}

/**
 * A link to where `value` was written out already, or undefined: the first time (which records
 * `where`), and every time for a small value, which is written out again.
 */
export function alreadyShown(context: PageContext, value: object, where: Place): Place | undefined {
  if (isSmall(value)) return undefined;
  const first = context.shown.get(value);
  if (first === undefined) context.shown.set(value, where);
  return first;
}
