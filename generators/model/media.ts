/**
 * Choosing the media type generated code works with from a `content` map
 * (https://spec.openapis.org/oas/v3.1.0#media-type-object): `application/json` first, then any
 * other JSON type (`+json`), then the first one the document lists.
 */
import type { JsonSchema } from './types.js';
import { deref, isJsonObject } from '../shared/json-pointer.js';
import { essenceOf, isJsonMediaType } from '../runtime/media-type.js';
import { flattenObjectSchema } from './schema-shape.js';

export interface ChosenMedia {
  readonly contentType: string;
  readonly schema?: JsonSchema;
}

// The runtime's rules, so generated code and the runtimes agree on what is JSON.
export { essenceOf, isJsonMediaType };

export function firstMediaSchema(content: unknown): ChosenMedia | undefined {
  if (!isJsonObject(content)) return undefined;
  const types = Object.keys(content);
  // By essence: a prefix test took `application/json-patch+json` (or `application/jsonl`) for `application/json`.
  const chosen = types.find((type) => essenceOf(type) === 'application/json') ?? types.find(isJsonMediaType) ?? types[0];
  return chosen === undefined ? undefined : mediaOf(content, chosen);
}

/** Every media type of a `content` map but `chosen`, in the document's order. */
export function otherMediaSchemas(content: unknown, chosen: string): ChosenMedia[] {
  if (!isJsonObject(content)) return [];
  return Object.keys(content).filter((type) => type !== chosen).map((type) => mediaOf(content, type));
}

function mediaOf(content: { readonly [type: string]: unknown }, contentType: string): ChosenMedia {
  const media = content[contentType];
  const schema = isJsonObject(media) ? media.schema : undefined;
  return typeof schema === 'boolean' || isJsonObject(schema) ? { contentType, schema } : { contentType };
}

export function isMultipartMediaType(contentType: string): boolean {
  return essenceOf(contentType) === 'multipart/form-data';
}

/**
 * The members of a multipart form schema whose values are files: a binary schema (below), or an
 * array of them. Read through `$ref` and `allOf` as the generated types read them.
 */
export function fileFields(document: unknown, schema: unknown): string[] {
  const names: string[] = [];
  for (const [name, member] of flattenObjectSchema(document, schema).properties) {
    const resolved = deref(document, member, '').value;
    const items = isJsonObject(resolved) ? deref(document, resolved.items, '').value : undefined;
    if (isBinarySchema(resolved) || isBinarySchema(items)) names.push(name);
  }
  return names;
}

/**
 * Media types whose bytes are text a client reads as a string: `text/*`, and JSON or XML
 * (which a schema's `contentMediaType` may name for text embedded in a string).
 */
function isTextualMediaType(contentType: string): boolean {
  const essence = essenceOf(contentType);
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
