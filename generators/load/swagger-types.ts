/**
 * Corrections to Redocly's type tree for Swagger 2.0 (@redocly/openapi-core 2.x, `types/oas2`),
 * which its `struct` check (load/structure.ts) reads to decide what a valid document is. Two of its
 * types are narrower than the Swagger 2.0 specification
 * (https://spec.openapis.org/oas/v2.0.html), and valid documents were refused for them:
 * - `maximum` and `minimum` of a Parameter, of its Items and of a Header are typed `integer`;
 *   the specification types them `number` (JSON Schema's), so `minimum: -90.5` on a latitude
 *   refused the whole document;
 * - a Schema's `type` leaves out `file`, which a Response's schema may have ("As an extension to
 *   the Schema Object, its root type value may also be "file""): every download declared the 2.0
 *   way was refused. swagger2openapi converts it to a binary string, the Blob the client
 *   resolves. Redocly's tree names one Schema type for every place, so `file` is accepted in
 *   nested schemas too, where swagger2openapi converts it the same way (peers such as go-swagger
 *   read it there too).
 * Redocly applies this through its plugins' `typeExtension`, before it normalises the types.
 */

type TypeTree = { [name: string]: unknown };
type NodeType = { readonly properties?: { readonly [field: string]: unknown } };

const NUMERIC_BOUNDS = ['maximum', 'minimum'];
const WITH_BOUNDS = ['Parameter', 'ParameterItems', 'Header'];

export function correctSwaggerTypes(types: TypeTree): TypeTree {
  const corrected: TypeTree = { ...types };
  for (const name of WITH_BOUNDS) {
    corrected[name] = withProperties(types[name], Object.fromEntries(NUMERIC_BOUNDS.map((field) => [field, { type: 'number' }])));
  }
  const schemaType = (types['Schema'] as NodeType | undefined)?.properties?.['type'] as { readonly enum?: readonly string[] } | undefined;
  const allowed = schemaType?.enum ?? [];
  corrected['Schema'] = withProperties(types['Schema'], { type: { ...schemaType, enum: allowed.includes('file') ? allowed : [...allowed, 'file'] } });
  return corrected;
}

/** A copy of a node type with some of its fields' types replaced; Redocly's own objects are left as they are. */
function withProperties(nodeType: unknown, replaced: { readonly [field: string]: unknown }): unknown {
  if (typeof nodeType !== 'object' || nodeType === null) throw new Error('@redocly/openapi-core no longer has the Swagger 2.0 node type the loader corrects');
  const original = nodeType as NodeType;
  return { ...original, properties: { ...original.properties, ...replaced } };
}
