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
  /**
   * Set for an operation of a callback (`path` holds its expression, `method` its own method):
   * the callback's name and the API operation that declares it. Flows as a webhook's does.
   */
  readonly callback?: { readonly name: string; readonly parent: { readonly method: string; readonly path: string } };
}

/** A callback of an operation: its name, where the operation names it, and its operations by expression. */
export interface CallbackEntry {
  readonly name: string;
  /** `#/paths/…/post/callbacks/NAME`, where the operation names it (before a `$ref`). */
  readonly place: string;
  /** Each expression with its path item's operations, keyed by upper-case method, in document order. */
  readonly expressions: ReadonlyMap<string, { readonly pointer: string; readonly operations: ReadonlyMap<string, OperationEntry> }>;
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
    // A webhook's name is no template: `{id}` in it is part of the name.
    const route = member === 'paths' ? routeKey(name) : name;
    const found = pathItemOperations(document, rawItem, childPointer(`#/${member}`, name), name, route, member === 'webhooks' ? { webhook: name } : {});
    for (const entry of found.values()) operations.set(entry.key, entry);
  }
  return operations;
}

/** The operations of one path item (`$ref`s followed, as 3.1 allows through components.pathItems), keyed by upper-case method. */
function pathItemOperations(
  document: BundledDocument, rawItem: unknown, pointer: string, path: string, route: string, extra: Pick<OperationEntry, 'webhook' | 'callback'>,
): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  const item = followRefs(document, { node: rawItem, pointer });
  if (!isObject(item.node)) return operations;
  for (const method of METHODS) {
    const operation = ownValue(item.node, method);
    if (!isObject(operation)) continue;
    operations.set(method.toUpperCase(), {
      key: `${method.toUpperCase()} ${route}`,
      routeKey: route,
      method: method.toUpperCase(),
      path,
      pointer: childPointer(item.pointer, method),
      operation,
      pathItem: item.node,
      pathItemPointer: item.pointer,
      ...extra,
    });
  }
  return operations;
}

/**
 * An operation's `callbacks` (https://spec.openapis.org/oas/v3.1.0#callback-object): by name, each
 * a map of runtime expressions (`{$request.body#/callbackUrl}`) to path items, a `$ref` followed
 * to components.callbacks and each path item's to components.pathItems. Extension members
 * (`x-…`) are not expressions. Only the callbacks of the API's own operations are read: a
 * callback's or a webhook's callbacks would be calls the reader makes again, and are not compared.
 */
export function collectCallbacks(document: BundledDocument, op: OperationEntry): Map<string, CallbackEntry> {
  const callbacks = new Map<string, CallbackEntry>();
  const place = childPointer(op.pointer, 'callbacks');
  const parent = { method: op.method, path: op.path };
  for (const [name, raw] of objectEntries(ownValue(op.operation, 'callbacks'))) {
    const callback = followRefs(document, { node: raw, pointer: childPointer(place, name) });
    const expressions = new Map<string, { pointer: string; operations: ReadonlyMap<string, OperationEntry> }>();
    for (const [expression, rawItem] of objectEntries(callback.node)) {
      if (expression.startsWith('x-')) continue;
      const pointer = childPointer(callback.pointer, expression);
      expressions.set(expression, { pointer, operations: pathItemOperations(document, rawItem, pointer, expression, expression, { callback: { name, parent } }) });
    }
    callbacks.set(name, { name, place: childPointer(place, name), expressions });
  }
  return callbacks;
}
