// @ts-check
/**
 * Questions the rules ask of a schema, answered through refs and `allOf`.
 *
 * @typedef {import('./refs.js').UserContext} UserContext
 * @typedef {import('./refs.js').Location} Location
 * @typedef {{ name: string, node: any }} ComponentTarget
 */
import { follow, isObject, refersToComponent } from './refs.js';

/** allOf inside allOf inside allOf… deeper than this is not something our spec writes. */
const MAX_ALLOF_DEPTH = 8;

/**
 * Whether `schema` is the component `target`, or an `allOf` one of whose members is.
 * This is how the spec composes an operation's body with the envelope or the error body.
 * @param {unknown} schema
 * @param {Location} location
 * @param {UserContext} ctx
 * @param {ComponentTarget} target
 */
export function composesComponent(schema, location, ctx, target) {
  if (refersToComponent(schema, location, ctx, target)) return true;
  const followed = follow(schema, location, ctx);
  if (!isObject(followed.node) || !Array.isArray(followed.node.allOf)) return false;
  const allOfLocation = followed.location.child(['allOf']);
  return followed.node.allOf.some((member, index) =>
    refersToComponent(member, allOfLocation.child([index]), ctx, target),
  );
}

/**
 * The `type` keywords and `pattern`s that constrain a value of `schema`, gathered from the schema
 * and its `allOf` members (all of which must hold at once).
 * @param {unknown} schema
 * @param {Location} location
 * @param {UserContext} ctx
 * @returns {{ types: Set<string>, patterns: { pattern: unknown, location: Location }[] }}
 */
export function valueConstraints(schema, location, ctx) {
  /** @type {Set<string>} */
  const types = new Set();
  /** @type {{ pattern: unknown, location: Location }[]} */
  const patterns = [];
  /**
   * @param {unknown} node
   * @param {Location} at
   * @param {number} depth
   */
  const gather = (node, at, depth) => {
    const followed = follow(node, at, ctx);
    if (!isObject(followed.node) || depth > MAX_ALLOF_DEPTH) return;
    const here = followed.node;
    for (const type of [here.type].flat()) if (typeof type === 'string') types.add(type);
    if (Object.hasOwn(here, 'pattern'))
      patterns.push({ pattern: here.pattern, location: followed.location.child(['pattern']) });
    if (Array.isArray(here.allOf)) {
      here.allOf.forEach((member, index) => gather(member, followed.location.child(['allOf', index]), depth + 1));
    }
  };
  gather(schema, location, 0);
  return { types, patterns };
}
