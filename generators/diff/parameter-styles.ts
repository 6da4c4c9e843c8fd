/**
 * How a parameter's value is written on the wire: its `style` and `explode` (OpenAPI's defaults
 * by location when absent). A change there changes the text a client sends for the same value,
 * `ids=a&ids=b` becoming `ids=a,b` or `ids=a|b`, so a server of the head no longer reads what
 * clients of the base send. For a primitive only the path's `label` and `matrix` styles change the
 * text (`.5`, `;id=5`); every other style and `explode` write a primitive alike, so only
 * parameters whose schema allows a list or an object are reported for those.
 */
import { childPointer, ownValue, type JsonObject } from './json.js';
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
  if (ownValue(base.node, 'content') !== undefined || ownValue(head.node, 'content') !== undefined) return undefined;
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
