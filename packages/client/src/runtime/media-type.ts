/**
 * Generated from generators/runtime/media-type.ts by npm run generate. Do not edit.
 */

/**
 * Which media types are JSON, one rule for the generator's model (generators/model/media.ts), the
 * client runtime (request bodies, parameters described by `content`) and the server runtime
 * (parameters described by `content`), so what a client writes as JSON text a server reads as JSON.
 */

/** `type/subtype` in lower case, without parameters (`; charset=utf-8`): what media type rules compare. */
export function essenceOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** `application/json` or any `+json` type (RFC 6839), whatever the case and parameters (`; charset=utf-8`). */
export function isJsonMediaType(contentType: string): boolean {
  const essence = essenceOf(contentType);
  return essence === 'application/json' || essence.endsWith('+json');
}
