/**
 * Choosing the media type generated code works with from a `content` map
 * (https://spec.openapis.org/oas/v3.1.0#media-type-object): `application/json` first, then any
 * other JSON type (`+json`), then the first one the document lists.
 */
import type { JsonSchema } from './types.js';
import { isJsonObject } from '../shared/json-pointer.js';
import { isJsonMediaType } from '../runtime/media-type.js';

export interface ChosenMedia {
  readonly contentType: string;
  readonly schema?: JsonSchema;
}

// The runtime's rule, so generated code and the runtimes agree on what is JSON.
export { isJsonMediaType };

export function firstMediaSchema(content: unknown): ChosenMedia | undefined {
  if (!isJsonObject(content)) return undefined;
  const types = Object.keys(content);
  const chosen = types.find((type) => type.toLowerCase().startsWith('application/json')) ?? types.find(isJsonMediaType) ?? types[0];
  if (chosen === undefined) return undefined;
  const media = content[chosen];
  const schema = isJsonObject(media) ? media.schema : undefined;
  return typeof schema === 'boolean' || isJsonObject(schema) ? { contentType: chosen, schema } : { contentType: chosen };
}

/**
 * Media types whose bytes are text a client reads as a string: `text/*`, and JSON or XML
 * (which a schema's `contentMediaType` may name for text embedded in a string).
 */
function isTextualMediaType(contentType: string): boolean {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence.startsWith('text/') || isJsonMediaType(essence) || essence === 'application/xml' || essence.endsWith('+xml');
}

/**
 * A string schema whose value is raw bytes, typed `Blob` in generated code (a `File` is one):
 * - `format: binary`, the OpenAPI 3.0 way (https://spec.openapis.org/oas/v3.0.3#data-types),
 *   still common in 3.1 documents;
 * - OpenAPI 3.1's JSON Schema way (https://spec.openapis.org/oas/v3.1.0#considerations-for-file-uploads):
 *   `contentEncoding: binary`, or a `contentMediaType` that is not text with no `contentEncoding`
 *   (with `contentEncoding: base64` the value is base64 text, a string).
 * Only where `type` is absent or allows `string`: `{type: object, format: binary}` is an object.
 */
export function isBinarySchema(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  const type = schema.type;
  if (type !== undefined && type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return false;
  if (schema.format === 'binary' || schema.contentEncoding === 'binary') return true;
  return typeof schema.contentMediaType === 'string' && schema.contentEncoding === undefined && !isTextualMediaType(schema.contentMediaType);
}
