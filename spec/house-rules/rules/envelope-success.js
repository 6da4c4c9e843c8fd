// @ts-check
/**
 * house/envelope-success: every 2xx JSON body is `allOf: [$ref SuccessEnvelope, …]`, unless the
 * operation is the documented exception (`x-envelope: false` with a non-empty `x-envelope-reason`).
 *
 * @typedef {import('../lib/refs.js').UserContext} UserContext
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 */
import { rootSchemaComponent } from '../lib/refs.js';
import { forEachOperation, forEachResponse, isStatusClass, jsonMediaTypes } from '../lib/operations.js';
import { composesComponent } from '../lib/schemas.js';
import { createOnceReporter } from '../lib/report.js';

const ENVELOPE = 'SuccessEnvelope';
const ENVELOPE_REF = `#/components/schemas/${ENVELOPE}`;

/**
 * Reads the operation's envelope exception; reports a malformed one.
 * @param {OperationSite} site
 * @param {UserContext} ctx
 * @returns {boolean} true when the operation is a valid, documented exception
 */
function isDocumentedException(site, ctx) {
  const { operation, location } = site;
  if (!Object.hasOwn(operation, 'x-envelope')) return false;
  const flag = operation['x-envelope'];
  if (flag !== false && flag !== true) {
    ctx.report({
      message: `\`x-envelope\` must be the boolean \`false\` (the documented exception) or be left out; found ${JSON.stringify(flag)}.`,
      location: location.child(['x-envelope']),
    });
    return false;
  }
  if (flag === true) return false;
  const reason = operation['x-envelope-reason'];
  if (typeof reason === 'string' && reason.trim() !== '') return true;
  ctx.report({
    message:
      '`x-envelope: false` needs a non-empty `x-envelope-reason` saying why this success body is not wrapped in the envelope; add one, or remove `x-envelope: false` and wrap the body.',
    location: location.child(['x-envelope']),
  });
  return true;
}

/** @returns {import('../lib/refs.js').RootVisitor} */
export function EnvelopeSuccess() {
  const reportOnce = createOnceReporter();
  return {
    Root(root, ctx) {
      const target = { name: ENVELOPE, node: rootSchemaComponent(root, ctx.location, ctx, ENVELOPE) };
      forEachOperation(root, ctx.location, ctx, (site) => {
        const exempt = isDocumentedException(site, ctx);
        forEachResponse(site, ctx, ({ status, response, location }) => {
          if (!isStatusClass(status, '2')) return;
          for (const media of jsonMediaTypes(response, location)) {
            const schemaLocation = media.location.child(['schema']);
            const enveloped = composesComponent(media.node.schema, schemaLocation, ctx, target);
            if (exempt && enveloped) {
              reportOnce(
                ctx,
                `The operation is marked \`x-envelope: false\` but this ${status} \`${media.mediaType}\` body is the success envelope; remove \`x-envelope: false\` and \`x-envelope-reason\`.`,
                schemaLocation,
              );
            } else if (!exempt && !enveloped) {
              reportOnce(
                ctx,
                `This ${status} \`${media.mediaType}\` success body is not the success envelope; write its schema as \`allOf: [{ $ref: '${ENVELOPE_REF}' }, { properties: { data: … } }]\`, or mark the operation \`x-envelope: false\` with an \`x-envelope-reason\`.`,
                Object.hasOwn(media.node, 'schema') ? schemaLocation : media.location,
              );
            }
          }
        });
      });
    },
  };
}
