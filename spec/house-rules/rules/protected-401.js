// @ts-check
/**
 * house/protected-401: an operation that needs credentials declares 401; one restricted to
 * roles (`x-roles`) also declares 403, and so does one that changes state (any method but GET,
 * HEAD and OPTIONS) and takes a cookie credential (an API key `in: cookie`): the generated server
 * answers 403 when such a request comes from another origin (toolkit decision 0020).
 *
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 */
import { follow, isObject } from '../lib/refs.js';
import { forEachOperation, operationName } from '../lib/operations.js';

/**
 * The operation's `security` when it has one (even `[]`, which opens it), else the root's.
 * @param {OperationSite} site
 * @param {Record<string, any>} root
 * @returns {unknown}
 */
function effectiveSecurity(site, root) {
  return Object.hasOwn(site.operation, 'security') ? site.operation.security : root.security;
}

/**
 * Protected means at least one requirement names a scheme. `[]` and `[{}]` (anonymous only) do not.
 * @param {unknown} security
 */
function isProtected(security) {
  return (
    Array.isArray(security) &&
    security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0)
  );
}

/** Methods the generated server never checks for a cross-origin cookie. */
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * The names of the security schemes that are API keys in a cookie.
 * @param {Record<string, any>} root
 * @param {import('../lib/refs.js').Location} rootLocation
 * @param {import('../lib/refs.js').UserContext} ctx
 * @returns {Set<string>}
 */
function cookieSchemes(root, rootLocation, ctx) {
  const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
  const names = new Set();
  for (const [name, raw] of Object.entries(schemes)) {
    const scheme = follow(raw, rootLocation.child(['components', 'securitySchemes', name]), ctx).node;
    if (isObject(scheme) && scheme.type === 'apiKey' && scheme.in === 'cookie') names.add(name);
  }
  return names;
}

/**
 * Whether some requirement of `security` lets a cookie scheme in.
 * @param {unknown} security
 * @param {Set<string>} cookies
 */
function takesCookie(security, cookies) {
  return Array.isArray(security) && security.some((requirement) => isObject(requirement) && Object.keys(requirement).some((name) => cookies.has(name)));
}

/**
 * @param {OperationSite} site
 * @param {string} status
 */
function declares(site, status) {
  return isObject(site.operation.responses) && Object.hasOwn(site.operation.responses, status);
}

/** @returns {import('../lib/refs.js').RootVisitor} */
export function Protected401() {
  return {
    Root(root, ctx) {
      const cookies = cookieSchemes(root, ctx.location, ctx);
      forEachOperation(root, ctx.location, ctx, (site) => {
        const where = Object.hasOwn(site.operation, 'responses')
          ? site.location.child(['responses']).key()
          : site.location.key();
        if (isProtected(effectiveSecurity(site, root)) && !declares(site, '401')) {
          ctx.report({
            message: `${operationName(site)} requires credentials but does not declare 401; add \`'401': { $ref: '#/components/responses/Unauthenticated' }\` (or set \`security: []\` if it is open).`,
            location: where,
          });
        }
        const roles = site.operation['x-roles'];
        if (Array.isArray(roles) && roles.length > 0 && !declares(site, '403')) {
          ctx.report({
            message: `${operationName(site)} is limited to roles ${JSON.stringify(roles)} (\`x-roles\`) but does not declare 403; add \`'403': { $ref: '#/components/responses/Forbidden' }\`.`,
            location: where,
          });
        } else if (!SAFE_METHODS.has(site.method) && takesCookie(effectiveSecurity(site, root), cookies) && !declares(site, '403')) {
          ctx.report({
            message: `${operationName(site)} changes state (${site.method.toUpperCase()}) and takes a cookie credential, which the generated server refuses from another origin with 403, but it does not declare 403; add \`'403': { $ref: '#/components/responses/Forbidden' }\`.`,
            location: where,
          });
        }
      });
    },
  };
}
