// @ts-check
/**
 * house/error-responses: every operation declares 400 and 500 with an `application/json` error
 * body, and every 4xx/5xx JSON body is the error body (`$ref ErrorBody`, or `allOf` with it).
 *
 * @typedef {import('../lib/refs.js').UserContext} UserContext
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 * @typedef {import('../lib/operations.js').ResponseSite} ResponseSite
 */
import { isObject, rootSchemaComponent } from '../lib/refs.js';
import {
  forEachOperation,
  forEachResponse,
  isStatusClass,
  jsonMediaTypes,
  mediaTypes,
  operationName,
} from '../lib/operations.js';
import { composesComponent } from '../lib/schemas.js';
import { createOnceReporter } from '../lib/report.js';

const ERROR_BODY = 'ErrorBody';
const ERROR_BODY_REF = `#/components/schemas/${ERROR_BODY}`;
/** Status codes every operation must declare, with the reusable response that fits each. */
const REQUIRED = [
  { status: '400', component: 'BadRequest' },
  { status: '500', component: 'InternalError' },
];

/**
 * @param {OperationSite} site
 * @param {UserContext} ctx
 * @param {string} name
 */
function reportMissingStatuses(site, ctx, name) {
  const responses = isObject(site.operation.responses) ? site.operation.responses : {};
  for (const { status, component } of REQUIRED) {
    if (Object.hasOwn(responses, status)) continue;
    ctx.report({
      message: `${name} does not declare a ${status} response; add \`'${status}': { $ref: '#/components/responses/${component}' }\`.`,
      location: Object.hasOwn(site.operation, 'responses')
        ? site.location.child(['responses']).key()
        : site.location.key(),
    });
  }
}

/** @returns {import('../lib/refs.js').RootVisitor} */
export function ErrorResponses() {
  const reportOnce = createOnceReporter();
  return {
    Root(root, ctx) {
      const target = { name: ERROR_BODY, node: rootSchemaComponent(root, ctx.location, ctx, ERROR_BODY) };
      forEachOperation(root, ctx.location, ctx, (site) => {
        reportMissingStatuses(site, ctx, operationName(site));
        forEachResponse(site, ctx, ({ status, response, location }) => {
          if (!isStatusClass(status, '4') && !isStatusClass(status, '5')) return;
          const json = jsonMediaTypes(response, location);
          const mustHaveJson = REQUIRED.some((required) => required.status === status);
          if (mustHaveJson && !mediaTypes(response, location).some((media) => media.mediaType === 'application/json')) {
            reportOnce(
              ctx,
              `This ${status} response has no \`application/json\` body; give it \`content: { application/json: { schema: { $ref: '${ERROR_BODY_REF}' } } }\` (or refer to the reusable response).`,
              location,
            );
          }
          for (const media of json) {
            const schemaLocation = media.location.child(['schema']);
            if (composesComponent(media.node.schema, schemaLocation, ctx, target)) continue;
            reportOnce(
              ctx,
              `This ${status} \`${media.mediaType}\` body is not the error body; use \`$ref: '${ERROR_BODY_REF}'\` or \`allOf: [{ $ref: '${ERROR_BODY_REF}' }, …]\`.`,
              Object.hasOwn(media.node, 'schema') ? schemaLocation : media.location,
            );
          }
        });
      });
    },
  };
}
