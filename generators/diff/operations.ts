/**
 * The operations of a bundled document, keyed so that two versions of the same operation meet:
 * the key ignores the names of path template variables (`/movie/{id}` and `/movie/{movieId}`
 * are the same route on the wire). 3.1's `webhooks` are operations too, which the API calls on
 * the reader of the report (`collectWebhooks`): keyed by the webhook's name, since no path of
 * the API's names them.
 */
import { childPointer, followRefs, isObject, objectEntries, ownValue, type JsonObject } from './json.js';
import type { BundledDocument } from './types.js';
import { HTTP_METHODS as METHODS } from '../shared/http.js';

export interface OperationEntry {
  readonly key: string;
  readonly routeKey: string;
  readonly method: string;
  readonly path: string;
  readonly pointer: string;
  readonly operation: JsonObject;
  readonly pathItem: JsonObject;
  readonly pathItemPointer: string;
  /**
   * Set for a webhook (the webhook's name, `path` holds it too): the API sends its request and
   * the reader answers it, so what flows which way is the reverse of a path's operation.
   */
  readonly webhook?: string;
}

/** `/movie/{id}/x` → `/movie/{}/x`: the route as the wire sees it. */
export function routeKey(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

export function collectOperations(document: BundledDocument): Map<string, OperationEntry> {
  return collectFrom(document, 'paths');
}

/** The operations of the document's `webhooks` (3.1), each path item by the webhook's name. */
export function collectWebhooks(document: BundledDocument): Map<string, OperationEntry> {
  return collectFrom(document, 'webhooks');
}

function collectFrom(document: BundledDocument, member: 'paths' | 'webhooks'): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  const items = ownValue(document, member);
  for (const [name, rawItem] of objectEntries(items)) {
    const item = followRefs(document, { node: rawItem, pointer: childPointer(`#/${member}`, name) });
    if (!isObject(item.node)) continue;
    // A webhook's name is no template: `{id}` in it is part of the name.
    const route = member === 'paths' ? routeKey(name) : name;
    for (const method of METHODS) {
      const operation = ownValue(item.node, method);
      if (!isObject(operation)) continue;
      const key = `${method.toUpperCase()} ${route}`;
      operations.set(key, {
        key,
        routeKey: route,
        method: method.toUpperCase(),
        path: name,
        pointer: childPointer(item.pointer, method),
        operation,
        pathItem: item.node,
        pathItemPointer: item.pointer,
        ...(member === 'webhooks' ? { webhook: name } : {}),
      });
    }
  }
  return operations;
}
