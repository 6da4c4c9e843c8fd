// @ts-check
/**
 * house/operation-id-camel-case: every operation has an operationId in lower camelCase, because
 * generated client methods and server handlers are named after it.
 */
import { forEachOperation, operationName } from '../lib/operations.js';

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** @returns {import('../lib/refs.js').RootVisitor} */
export function OperationIdCamelCase() {
  return {
    Root(root, ctx) {
      forEachOperation(root, ctx.location, ctx, (site) => {
        const id = site.operation.operationId;
        if (typeof id !== 'string' || id === '') {
          ctx.report({
            message: `${operationName(site)} has no operationId; add one in lower camelCase, e.g. \`operationId: listMovieComments\`.`,
            location: site.location.key(),
          });
        } else if (!CAMEL_CASE.test(id)) {
          ctx.report({
            message: `operationId ${JSON.stringify(id)} is not lower camelCase (^[a-z][a-zA-Z0-9]*$); rename it, e.g. \`${suggestCamelCase(id)}\`.`,
            location: site.location.child(['operationId']),
          });
        }
      });
    },
  };
}

/**
 * A best-effort camelCase spelling for the message: `get_movie-comments` → `getMovieComments`.
 * @param {string} id
 */
function suggestCamelCase(id) {
  const words = id.split(/[^a-zA-Z0-9]+/).filter((word) => word !== '');
  const camel = words
    .map((word, index) =>
      index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return /^[a-z]/.test(camel) ? camel : `op${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
}
