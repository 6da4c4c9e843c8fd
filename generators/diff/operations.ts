/**
 * The operations of a bundled document, keyed so that two versions of the same operation meet:
 * the key ignores the names of path template variables (`/movie/{id}` and `/movie/{movieId}`
 * are the same route on the wire).
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
}

/** `/movie/{id}/x` → `/movie/{}/x`: the route as the wire sees it. */
export function routeKey(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

export function collectOperations(document: BundledDocument): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  const paths = isObject(document['paths']) ? document['paths'] : {};
  for (const [path, rawItem] of objectEntries(paths)) {
    const item = followRefs(document, { node: rawItem, pointer: childPointer('#/paths', path) });
    if (!isObject(item.node)) continue;
    for (const method of METHODS) {
      const operation = ownValue(item.node, method);
      if (!isObject(operation)) continue;
      const key = `${method.toUpperCase()} ${routeKey(path)}`;
      operations.set(key, {
        key,
        routeKey: routeKey(path),
        method: method.toUpperCase(),
        path,
        pointer: childPointer(item.pointer, method),
        operation,
        pathItem: item.node,
        pathItemPointer: item.pointer,
      });
    }
  }
  return operations;
}
