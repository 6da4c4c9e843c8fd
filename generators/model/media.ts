/**
 * Choosing the media type generated code works with from a `content` map
 * (https://spec.openapis.org/oas/v3.1.0#media-type-object): `application/json` first, then any
 * other JSON type (`+json`), then the first one the document lists.
 */
import type { JsonSchema } from './types.js';
import { isJsonObject } from '../shared/json-pointer.js';

export interface ChosenMedia {
  readonly contentType: string;
  readonly schema?: JsonSchema;
}

export function isJsonMediaType(contentType: string): boolean {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}

export function firstMediaSchema(content: unknown): ChosenMedia | undefined {
  if (!isJsonObject(content)) return undefined;
  const types = Object.keys(content);
  const chosen = types.find((type) => type.toLowerCase().startsWith('application/json')) ?? types.find(isJsonMediaType) ?? types[0];
  if (chosen === undefined) return undefined;
  const media = content[chosen];
  const schema = isJsonObject(media) ? media.schema : undefined;
  return typeof schema === 'boolean' || isJsonObject(schema) ? { contentType: chosen, schema } : { contentType: chosen };
}
