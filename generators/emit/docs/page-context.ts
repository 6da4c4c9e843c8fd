/**
 * What every part of one docs page shares while it is written: the document, the page's
 * Markdown, the ids of the component schemas (a `$ref` to one becomes a link), and the
 * objects already written out in full.
 *
 * `shown` keeps the page linear in the document's size: the loader bounds the document as
 * written out in full (decisions/0014), but an object reached through a `$ref` (a response every
 * operation names) or shared by a path item's operations would be written once per use, and an
 * object shared in memory (a YAML alias) once per place. So an inline schema with members, or an
 * example, is written out the first time and later uses link to that place.
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

/** A link to where `value` was written out already, or undefined the first time (which records `where`). */
export function alreadyShown(context: PageContext, value: object, where: Place): Place | undefined {
  const first = context.shown.get(value);
  if (first === undefined) context.shown.set(value, where);
  return first;
}
