/**
 * A correction to Redocly's type tree for OpenAPI 3.2 (@redocly/openapi-core 2.x, `types/oas3_2`),
 * which its `struct` check and its bundler read to walk a document. Its Device Authorization flow
 * declares `scopes` as a map of the node type `string`, a type the tree does not have, so Redocly
 * threw ("Unknown type name found: string") on every 3.2 document with such a flow: valid
 * documents were refused with a message about references. The other OAuth flows declare their
 * scopes as an object of strings; this one now does too, as the 3.2 specification says
 * ("REQUIRED. The available scopes … A map between the scope name and a short description").
 * Redocly applies this through its plugins' `typeExtension`, before it normalises the types.
 */

type TypeTree = { [name: string]: unknown };
type NodeType = { readonly properties?: { readonly [field: string]: unknown } };

const SCOPES = { type: 'object', additionalProperties: { type: 'string' } };

export function correctOas32Types(types: TypeTree, version: string): TypeTree {
  const flow = types['DeviceAuthorization'] as NodeType | undefined;
  if (version !== 'oas3_2' || flow?.properties === undefined) return types;
  return { ...types, DeviceAuthorization: { ...flow, properties: { ...flow.properties, scopes: SCOPES } } };
}
