// @ts-check
/**
 * Walking operations, responses and media types of the root document, refs followed.
 *
 * @typedef {import('./refs.js').UserContext} UserContext
 * @typedef {import('./refs.js').Location} Location
 * @typedef {{ path: string, method: string, operation: Record<string, any>, location: Location,
 *   pathItem: Record<string, any>, pathItemLocation: Location }} OperationSite
 * @typedef {{ status: string, response: Record<string, any>, location: Location,
 *   usageLocation: Location }} ResponseSite
 * @typedef {{ mediaType: string, node: Record<string, any>, location: Location }} MediaTypeSite
 */
import { follow, isObject } from './refs.js';

/** The operation keys of a Path Item (3.2 adds `query`; `additionalOperations` are out of scope). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/**
 * Calls `visit` for every operation under `root.paths`, in document order.
 * @param {Record<string, any>} root
 * @param {Location} rootLocation
 * @param {UserContext} ctx
 * @param {(site: OperationSite) => void} visit
 */
export function forEachOperation(root, rootLocation, ctx, visit) {
  if (!isObject(root.paths)) return;
  for (const [path, rawItem] of Object.entries(root.paths)) {
    const item = follow(rawItem, rootLocation.child(['paths', path]), ctx);
    if (!isObject(item.node)) continue;
    for (const method of METHODS) {
      const operation = item.node[method];
      if (!isObject(operation)) continue;
      visit({
        path,
        method,
        operation,
        location: item.location.child([method]),
        pathItem: item.node,
        pathItemLocation: item.location,
      });
    }
  }
}

/**
 * Calls `visit` for every response of an operation. `location` is where the response object
 * really is (a component when the operation refers to one), `usageLocation` is the status code's
 * place inside the operation.
 * @param {OperationSite} site
 * @param {UserContext} ctx
 * @param {(response: ResponseSite) => void} visit
 */
export function forEachResponse(site, ctx, visit) {
  const responses = site.operation.responses;
  if (!isObject(responses)) return;
  for (const [status, raw] of Object.entries(responses)) {
    const usageLocation = site.location.child(['responses', status]);
    const followed = follow(raw, usageLocation, ctx);
    if (!isObject(followed.node)) continue;
    visit({ status, response: followed.node, location: followed.location, usageLocation });
  }
}

/**
 * The media types of a `content` map, in document order.
 * @param {unknown} owner a response or request body (resolved)
 * @param {Location} ownerLocation
 * @returns {MediaTypeSite[]}
 */
export function mediaTypes(owner, ownerLocation) {
  if (!isObject(owner) || !isObject(owner.content)) return [];
  return Object.entries(owner.content)
    .filter(([, node]) => isObject(node))
    .map(([mediaType, node]) => ({ mediaType, node, location: ownerLocation.child(['content', mediaType]) }));
}

/**
 * `application/json` and structured-syntax `+json` types (`application/problem+json`), parameters
 * such as `; charset=utf-8` ignored.
 * @param {string} mediaType
 */
export function isJsonMediaType(mediaType) {
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(essence);
}

/**
 * The JSON media types of a response or request body.
 * @param {unknown} owner
 * @param {Location} ownerLocation
 */
export function jsonMediaTypes(owner, ownerLocation) {
  return mediaTypes(owner, ownerLocation).filter((site) => isJsonMediaType(site.mediaType));
}

/**
 * A status code key in a given class: `2` matches `200`, `204` and `2XX`.
 * @param {string} status
 * @param {string} classDigit
 */
export function isStatusClass(status, classDigit) {
  return new RegExp(`^${classDigit}(\\d\\d|XX)$`, 'i').test(status);
}

/**
 * How messages name an operation: its operationId, else `METHOD /path`.
 * @param {OperationSite} site
 */
export function operationName(site) {
  const id = site.operation.operationId;
  return typeof id === 'string' && id !== '' ? id : `${site.method.toUpperCase()} ${site.path}`;
}
