/**
 * OpenAPI 3.2 (https://spec.openapis.org/oas/v3.2.0) is read as 3.1 plus what it adds. Most of
 * its additions describe the same HTTP the generators already produce (a server's `name`, a
 * tag's `parent` and `kind`, a response's `summary`, `$self`, an example's `dataValue`), or only
 * narrow what is generated (a media type's `itemSchema` alone types the items as unknown), and
 * Redocly's structural checks know every field. Three cannot be turned into correct code yet, and
 * each is a located warning (decision 0004) with the operation left out, where a silent drop
 * gave a client without the operation or one that could not send its parameter:
 * - the QUERY method (a path item's `query`);
 * - `additionalOperations` (methods OpenAPI does not list, such as LINK);
 * - a parameter `in: querystring` (the whole query string as one value), on the operation or
 *   on its path item.
 * Mutates in place; the callbacks of each operation and webhooks are path items too.
 */
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';
import type { Finding } from './validate.js';

type Json = { [key: string]: unknown };

const HINT = 'The generators do not produce it yet (OpenAPI 3.2); the rest of the document is generated, this operation is not.';

export function leaveOutUnsupported32(document: Json): Finding[] {
  const findings: Finding[] = [];
  const seen = new WeakSet<object>();
  const visitPathItem = (item: unknown, pointer: string): void => {
    if (!isJsonObject(item) || seen.has(item)) return;
    seen.add(item);
    const members = item as Json;
    if (Object.hasOwn(members, 'query')) {
      findings.push({ pointer: `${pointer}/query`, severity: 'warning', message: 'a QUERY operation (OpenAPI 3.2) is not generated', hint: HINT });
      delete members['query'];
    }
    const additional = members['additionalOperations'];
    if (isJsonObject(additional)) {
      for (const method of Object.keys(additional)) {
        findings.push({ pointer: `${pointer}/additionalOperations${toPointer([method])}`, severity: 'warning', message: `the ${method} operation (additionalOperations, OpenAPI 3.2) is not generated`, hint: HINT });
      }
    }
    delete members['additionalOperations'];
    const shared = querystringParameter(document, members['parameters'], `${pointer}/parameters`);
    for (const method of HTTP_METHODS) {
      const operation = members[method];
      if (!isJsonObject(operation)) continue;
      const own = querystringParameter(document, (operation as Json)['parameters'], `${pointer}/${method}/parameters`);
      const where = own ?? shared;
      if (where !== undefined) {
        findings.push({ pointer: where, severity: 'warning', message: `a parameter in: querystring (OpenAPI 3.2) cannot be sent or read yet, so this ${method.toUpperCase()} operation is not generated`, hint: HINT });
        delete members[method];
        continue;
      }
      visitCallbacks((operation as Json)['callbacks'], `${pointer}/${method}/callbacks`, visitPathItem);
    }
  };
  forEachMapEntry(document['paths'], '/paths', visitPathItem);
  forEachMapEntry(document['webhooks'], '/webhooks', visitPathItem);
  const components = document['components'];
  if (isJsonObject(components)) {
    forEachMapEntry((components as Json)['pathItems'], '/components/pathItems', visitPathItem);
    forEachMapEntry((components as Json)['callbacks'], '/components/callbacks', (callback, pointer) => forEachMapEntry(callback, pointer, visitPathItem));
  }
  return findings;
}

/** The pointer of the first parameter in `parameters` (followed through `$ref`s) that is `in: querystring`. */
function querystringParameter(document: Json, parameters: unknown, pointer: string): string | undefined {
  if (!Array.isArray(parameters)) return undefined;
  for (const [index, entry] of parameters.entries()) {
    const { value } = deref(document, entry, `${pointer}/${index}`);
    if (isJsonObject(value) && (value as Json)['in'] === 'querystring') return `${pointer}/${index}`;
  }
  return undefined;
}

function visitCallbacks(callbacks: unknown, pointer: string, visitPathItem: (item: unknown, pointer: string) => void): void {
  forEachMapEntry(callbacks, pointer, (callback, callbackPointer) => forEachMapEntry(callback, callbackPointer, visitPathItem));
}

function forEachMapEntry(map: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  if (!isJsonObject(map)) return;
  for (const [key, value] of Object.entries(map as Json)) if (!key.startsWith('x-')) visit(value, `${pointer}${toPointer([key])}`);
}
