/**
 * The answer's media type of a Swagger 2.0 operation that lists no `produces` (nor does the
 * document). The specification names no default; swagger2openapi writes `*\/*` (its source says
 * "TODO verify default") while it writes `application/json` for a missing `consumes`, and a
 * `*\/*` answer is bytes to our client and server (decisions/0029). So a document without
 * `produces` sent JSON and got every object answer back as a Blob, typed Blob, and its server
 * wanted bytes from handlers returning objects (2026-11-28, a re-check with new documents; three
 * of the corpus's 2.0 documents list none). Peers read such answers as JSON: openapi-typescript
 * types `*\/*` content by its schema and openapi-fetch parses an answer as JSON unless told not to.
 *
 * Such a document is given `produces: [application/json]` before conversion; an operation of it
 * that answers a file (`type: file`) and lists none of its own keeps `*\/*`, bytes, as before.
 */
import { deref, isJsonObject as isObject } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';

type Json = { [key: string]: unknown };

const JSON_ONLY: readonly string[] = ['application/json'];
const ANY: readonly string[] = ['*/*'];

/**
 * A copy of `document` that says JSON where it lists no `produces`: at its root, which the
 * converter applies to operations and to shared `responses` alike, and `*\/*` on an operation
 * without its own that answers a file. `document` itself when it lists `produces`.
 */
export function withDefaultProduces(document: Json): Json {
  if (listsMediaTypes(document.produces)) return document;
  if (!isObject(document.paths)) return { ...document, produces: [...JSON_ONLY] };
  const paths: Json = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) {
      paths[path] = item;
      continue;
    }
    const copy: Json = { ...item };
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || listsMediaTypes(operation.produces) || !answersFile(document, operation)) continue;
      copy[method] = { ...operation, produces: [...ANY] };
    }
    paths[path] = copy;
  }
  return { ...document, produces: [...JSON_ONLY], paths };
}

/** An empty list is treated as none, as the converter does. */
function listsMediaTypes(value: unknown): boolean {
  return (Array.isArray(value) && value.length > 0) || typeof value === 'string';
}

function answersFile(document: Json, operation: Json): boolean {
  if (!isObject(operation.responses)) return false;
  return Object.values(operation.responses).some((response) => {
    const answer = deref(document, response, '').value;
    const schema = isObject(answer) ? deref(document, answer.schema, '').value : undefined;
    return isObject(schema) && schema.type === 'file';
  });
}
