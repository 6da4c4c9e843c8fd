/**
 * A required query, header or cookie parameter whose schema allows null: the generated client,
 * as openapi-fetch does, sends nothing for a parameter whose value is null (form style and HTTP
 * headers have no spelling for it), so the server finds the parameter missing and refuses the
 * call with a 400. The types let the call be written, so it is a located warning
 * (decisions/0004): found in openapi-python-client's end-to-end document (a corpus pass).
 */
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** `$ref` hops and `anyOf`/`oneOf` levels followed to see whether a schema allows null. */
const MAX_DEPTH = 8;

export function nullParameterFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  const checked = new Set<string>();
  const check = (list: unknown, pointer: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((raw: unknown, index) => {
      const { value, pointer: at } = deref(document, raw, `${pointer}/${index}`);
      if (checked.has(at) || !isJsonObject(value)) return;
      checked.add(at);
      if (value['required'] !== true || !['query', 'header', 'cookie'].includes(String(value['in'])) || typeof value['name'] !== 'string') return;
      if (allowsNull(document, value['schema'], 0)) findings.push(nullParameterWarning(value['in'] as string, value['name'], `${at}/schema`));
    });
  };
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pointer = toPointer(['paths', path]);
    const item = deref(document, rawItem, pointer).value;
    if (!isJsonObject(item)) continue;
    check(item['parameters'], `${pointer}/parameters`);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isJsonObject(operation)) check(operation['parameters'], `${pointer}/${method}/parameters`);
    }
  }
  return findings;
}

/** Whether the schema accepts null itself: its type, enum or const, or a branch of its anyOf or oneOf (after normalizeTo31, also 3.0's `nullable`). */
function allowsNull(document: Json, raw: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const schema = deref(document, raw, '').value;
  if (!isJsonObject(schema)) return false;
  const type = schema['type'];
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema['enum']) && type === undefined && schema['enum'].includes(null)) return true;
  if (Object.hasOwn(schema, 'const') && schema['const'] === null) return true;
  return ['anyOf', 'oneOf'].some((keyword) => Array.isArray(schema[keyword]) && (schema[keyword] as unknown[]).some((branch) => allowsNull(document, branch, depth + 1)));
}

function nullParameterWarning(where: string, name: string, pointer: string): Finding {
  return {
    pointer,
    severity: 'warning',
    message: `required ${where} parameter ${JSON.stringify(name)} allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter`,
    hint: 'Make the parameter optional (leaving it out then says "no value"), or take null out of its schema; it was generated as written.',
  };
}
