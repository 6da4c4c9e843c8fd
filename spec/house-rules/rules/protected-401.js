// @ts-check
/**
 * house/protected-401: an operation that needs credentials declares 401; one restricted to
 * roles (`x-roles`) also declares 403.
 *
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 */
import { isObject } from '../lib/refs.js';
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
        }
      });
    },
  };
}
