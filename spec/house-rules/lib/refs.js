// @ts-check
/**
 * Following `$ref` chains the way Redocly resolved them, so the rules see through reusable
 * components and through a spec split over several files.
 *
 * @typedef {import('@redocly/openapi-core').UserContext} UserContext
 * @typedef {UserContext['location']} Location
 * @typedef {{ node: any, location: Location, chain: Location[] }} Followed
 * @typedef {{ Root: (root: Record<string, any>, ctx: UserContext) => void }} RootVisitor
 */

/** A cycle of refs would otherwise loop forever; real specs never nest this deep. */
const MAX_REF_HOPS = 32;

/**
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {unknown} value
 * @returns {value is { $ref: string }}
 */
export function isRef(value) {
  return isObject(value) && typeof value.$ref === 'string';
}

/**
 * Follows `node` (found at `location`) through every `$ref` to the node it finally names.
 * Each ref is resolved against the file it is written in. `node` is undefined when a ref does not
 * resolve: Redocly's own `no-unresolved-refs` reports that, so the house rules stay quiet.
 * `chain` holds every location passed through, first the one given.
 * @param {unknown} node
 * @param {Location} location
 * @param {UserContext} ctx
 * @returns {Followed}
 */
export function follow(node, location, ctx) {
  /** @type {Location[]} */
  const chain = [location];
  let current = node;
  let at = location;
  for (let hops = 0; isRef(current); hops++) {
    if (hops >= MAX_REF_HOPS) return { node: undefined, location: at, chain };
    const resolved = ctx.resolve(current, at.source.absoluteRef);
    if (!resolved.location) return { node: undefined, location: at, chain };
    current = resolved.node;
    at = resolved.location;
    chain.push(at);
  }
  return { node: current, location: at, chain };
}

/**
 * The file name without folder and extension: `…/schemas/MediaId.yaml` → `MediaId`.
 * @param {string} absoluteRef
 */
function fileStem(absoluteRef) {
  const name = absoluteRef.split(/[\\/]/).pop() ?? '';
  return name.replace(/\.(ya?ml|json)$/i, '');
}

/**
 * Whether a location is the schema component `name`: either `…#/components/schemas/<name>` in
 * any file, or the whole of a file named `<name>.yaml|.yml|.json` (the split-spec convention).
 * @param {Location} location
 * @param {string} name
 */
export function isSchemaComponentLocation(location, name) {
  const pointer = location.pointer;
  if (pointer.endsWith(`/components/schemas/${name}`)) return true;
  return (pointer === '#/' || pointer === '' || pointer === '#') && fileStem(location.source.absoluteRef) === name;
}

/**
 * Finds the component schemas the rules compare against (`SuccessEnvelope`, `ErrorBody`, …),
 * resolved, so that a use written as any ref path can be recognised by identity.
 * @param {Record<string, any>} root the raw root document
 * @param {Location} rootLocation
 * @param {UserContext} ctx
 * @param {string} name
 * @returns {any} the resolved component node, or undefined when the root does not declare it
 */
export function rootSchemaComponent(root, rootLocation, ctx, name) {
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  if (!Object.hasOwn(schemas, name)) return undefined;
  return follow(schemas[name], rootLocation.child(['components', 'schemas', name]), ctx).node;
}

/**
 * Whether `schema` (found at `location`) is, through its refs, the component schema `name`.
 * @param {unknown} schema
 * @param {Location} location
 * @param {UserContext} ctx
 * @param {{ name: string, node: any }} target
 */
export function refersToComponent(schema, location, ctx, target) {
  if (!isRef(schema)) return false;
  const followed = follow(schema, location, ctx);
  if (followed.node === undefined) return false;
  if (target.node !== undefined && followed.node === target.node) return true;
  return followed.chain.slice(1).some((at) => isSchemaComponentLocation(at, target.name));
}
