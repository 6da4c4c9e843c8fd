/**
 * A form or multipart request body whose schema is not an object: valid, but no request can
 * match it. Both media types carry named fields, so the generated server hands its validation an
 * object of them (runtime/server/form-decoding.ts, multipart.ts), and `type: array` or
 * `type: string` (`format: binary`, meant as "the raw upload") refuses every request with a 400.
 * Generated as written, with a located warning (decisions/0004), once per body however many
 * operations share it.
 */
import { childPointer, deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';
import { mediaKind } from '../runtime/server/media-types.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

export function formBodyFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  const warned = new Set<string>();
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pointer = toPointer(['paths', path]);
    const item = deref(document, rawItem, pointer).value;
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation) || operation['requestBody'] === undefined) continue;
      const body = deref(document, operation['requestBody'], childPointer(pointer, method, 'requestBody'));
      if (!isJsonObject(body.value) || !isJsonObject(body.value['content'])) continue;
      for (const [media, entry] of Object.entries(body.value['content'])) {
        const kind = mediaKind(media);
        if ((kind !== 'form' && kind !== 'multipart') || !isJsonObject(entry)) continue;
        const schema = deref(document, entry['schema'], childPointer(body.pointer, 'content', media, 'schema'));
        const types = declaredTypes(schema.value);
        if (types === undefined || types.includes('object') || warned.has(schema.pointer)) continue;
        warned.add(schema.pointer);
        findings.push(notAnObject(schema.pointer, media, types));
      }
    }
  }
  return findings;
}

/** The schema's `type` as a list; undefined when it declares none (then it may well be an object). */
function declaredTypes(schema: unknown): readonly string[] | undefined {
  if (!isJsonObject(schema)) return undefined;
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((member): member is string => typeof member === 'string') : undefined;
}

function notAnObject(pointer: string, media: string, types: readonly string[]): Finding {
  return {
    pointer,
    severity: 'warning',
    message: `a body of ${media} is a set of named fields, so a schema of type ${types.join(' or ')} matches no request: the generated server refuses every one with a 400`,
    hint: 'Describe the fields as an object (`type: object` with a property per field; a file is `{type: string, format: binary}` or `contentMediaType`); to take the raw bytes, declare `application/octet-stream` instead.',
  };
}
