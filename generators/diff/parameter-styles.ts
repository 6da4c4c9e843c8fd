/**
 * How a parameter's value is written on the wire: its `style` and `explode` (OpenAPI's defaults
 * by location when absent). A change there changes the text a client sends for the same value,
 * `ids=a&ids=b` becoming `ids=a,b` or `ids=a|b`, so a server of the head no longer reads what
 * clients of the base send. For a primitive only the path's `label` and `matrix` styles change the
 * text (`.5`, `;id=5`); every other style and `explode` write a primitive alike, so only
 * parameters whose schema allows a list or an object are reported for those. A parameter described
 * by `content` is written in its media type instead (`encodingChange`).
 */
import { childPointer, isObject, ownValue, type JsonObject } from './json.js';
import { essenceOf, isJsonMediaType } from '../runtime/media-type.js';
import { allowsType, viewSchema } from './schema-view.js';
import type { BundledDocument } from './types.js';

interface Serialization {
  readonly style: string;
  readonly explode: boolean;
}

/** OpenAPI 3.x: form (exploded) for query and cookie, simple (not exploded) for path and header. */
function serializationOf(location: string, node: JsonObject): Serialization {
  const given = ownValue(node, 'style');
  const style = typeof given === 'string' ? given : location === 'query' || location === 'cookie' ? 'form' : 'simple';
  const explode = ownValue(node, 'explode');
  return { style, explode: typeof explode === 'boolean' ? explode : style === 'form' };
}

const PRIMITIVE_CHANGING_STYLES = new Set(['label', 'matrix']);

/**
 * `explode` is said only where it is set, except when the style stays and only it changed: "now
 * written form instead of form, exploded" read as no change at all (2026-11-28, a CI user's pass).
 */
function describeSerialization({ style, explode }: Serialization, explodeAlways: boolean): string {
  return `${style}${explode ? ', exploded' : explodeAlways ? ', not exploded' : ''}`;
}

/**
 * Why the head writes the parameter otherwise than the base, or `undefined` when every value its
 * schema allows is written alike. Parameters described by `content` have no style.
 */
export function serializationChange(
  base: { readonly document: BundledDocument; readonly node: JsonObject; readonly pointer: string },
  head: { readonly document: BundledDocument; readonly node: JsonObject; readonly pointer: string },
  location: string,
): string | undefined {
  const encodedBefore = encodingOf(base.node);
  const encodedAfter = encodingOf(head.node);
  if (encodedBefore !== undefined || encodedAfter !== undefined) return encodingChange(base, head, location, encodedBefore, encodedAfter);
  const before = serializationOf(location, base.node);
  const after = serializationOf(location, head.node);
  if (before.style === after.style && before.explode === after.explode) return undefined;
  const primitiveChanges = before.style !== after.style && (PRIMITIVE_CHANGING_STYLES.has(before.style) || PRIMITIVE_CHANGING_STYLES.has(after.style));
  if (!primitiveChanges && !allowsListOrObject(base) && !allowsListOrObject(head)) return undefined;
  const sameStyle = before.style === after.style;
  return `now written ${describeSerialization(after, sameStyle)} instead of ${describeSerialization(before, sameStyle)}`;
}

function allowsListOrObject(side: { readonly document: BundledDocument; readonly node: JsonObject; readonly pointer: string }): boolean {
  const { types } = viewSchema(side.document, [{ node: ownValue(side.node, 'schema'), pointer: childPointer(side.pointer, 'schema') }]);
  return allowsType(types, 'array') || allowsType(types, 'object');
}

/** The media type a parameter described by `content` is written in (its one entry), as written; undefined for a `schema` parameter. */
function encodingOf(node: JsonObject): string | undefined {
  const content = ownValue(node, 'content');
  return ownValue(node, 'schema') === undefined && isObject(content) ? Object.keys(content)[0] : undefined;
}

/**
 * A parameter described by `content` is its value written in that media type (JSON text: a string
 * in quotes, a list in brackets), so another media type, or a `schema` and a style in its place
 * (or the reverse), writes the same value as other text. Neither was reported: `content` on
 * either side skipped the comparison (a red-team pass, 2026-11-29). Numbers, booleans and null
 * read alike as JSON and as plain text, so a value that can only be one of them is not reported
 * between JSON and a style.
 */
function encodingChange(
  base: { readonly document: BundledDocument; readonly node: JsonObject; readonly pointer: string },
  head: { readonly document: BundledDocument; readonly node: JsonObject; readonly pointer: string },
  location: string,
  before: string | undefined,
  after: string | undefined,
): string | undefined {
  if (before !== undefined && after !== undefined) return essenceOf(before) === essenceOf(after) ? undefined : `now encoded as ${after} instead of ${before}`;
  const [encoded, plain] = before !== undefined ? [base, head] : [head, base];
  const mediaType = (before ?? after)!;
  const types = viewSchema(encoded.document, [contentSchema(encoded, mediaType)]).types;
  const plainTypes = viewSchema(plain.document, [{ node: ownValue(plain.node, 'schema'), pointer: childPointer(plain.pointer, 'schema') }]).types;
  const sameText = (set: ReadonlySet<string> | undefined) => set !== undefined && [...set].every((type) => SAME_AS_JSON.has(type));
  if (isJsonMediaType(mediaType) && sameText(types) && sameText(plainTypes)) return undefined;
  const style = describeSerialization(serializationOf(location, plain.node), false);
  return before !== undefined ? `now written ${style} instead of encoded as ${before}` : `now encoded as ${after} instead of written ${style}`;
}

/** JSON types whose JSON text is the plain text a style writes (`5`, `true`). */
const SAME_AS_JSON = new Set(['integer', 'number', 'boolean', 'null']);

function contentSchema(side: { readonly node: JsonObject; readonly pointer: string }, mediaType: string): { node: unknown; pointer: string } {
  const content = ownValue(side.node, 'content');
  const media = isObject(content) ? ownValue(content, mediaType) : undefined;
  return { node: isObject(media) ? ownValue(media, 'schema') : undefined, pointer: childPointer(side.pointer, 'content', mediaType, 'schema') };
}
