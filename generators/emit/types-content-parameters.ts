/**
 * A parameter described by `content` instead of `schema` holds the value of its media type's
 * schema (a JSON parameter is parsed from its JSON text by the server and written as JSON text by
 * the client: decisions/0017, 0031), but openapi-typescript types every such parameter `string`,
 * so a client had to pass an object's JSON text itself and a handler was told it got a string.
 * In the copy of the document openapi-typescript reads, each such parameter gets the schema of
 * the media type the model chose (`firstMediaSchema`, JSON first) as its `schema`.
 */
import { firstMediaSchema } from '../model/media.js';

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/**
 * Rewrites, in place, every parameter object under a `parameters` member (a path item's or an
 * operation's list, or `components.parameters`) that has `content` and no `schema`. Only an object
 * with a location in `in` is a parameter: a schema's `properties.parameters` holds schemas, left alone.
 */
export function contentParametersAsSchemas(node: unknown, key = ''): void {
  if (typeof node !== 'object' || node === null) return;
  if (key === 'parameters') for (const parameter of Array.isArray(node) ? node : Object.values(node)) schemaFromContent(parameter);
  for (const [name, child] of Object.entries(node)) contentParametersAsSchemas(child, name);
}

function schemaFromContent(parameter: unknown): void {
  if (typeof parameter !== 'object' || parameter === null) return;
  const members = parameter as Record<string, unknown>;
  if (!LOCATIONS.has(members['in'] as string) || members['schema'] !== undefined || members['content'] === undefined) return;
  const media = firstMediaSchema(members['content']);
  if (media === undefined) return;
  members['schema'] = media.schema ?? {};
  delete members['content'];
}
