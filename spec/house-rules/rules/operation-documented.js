// @ts-check
/**
 * house/operation-documented: each operation has a summary, one tag (or at least one, see the
 * `tags` option), and an example for its request body and for every response body, because the
 * generated docs and the mock server show them.
 *
 * Option `tags`: `exactly-one` (default: the docs and client group each operation under one tag)
 * or `at-least-one`.
 *
 * @typedef {import('../lib/refs.js').UserContext} UserContext
 * @typedef {import('../lib/refs.js').Location} Location
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 * @typedef {import('../lib/operations.js').MediaTypeSite} MediaTypeSite
 */
import { follow, isObject } from '../lib/refs.js';
import { forEachOperation, forEachResponse, mediaTypes, operationName } from '../lib/operations.js';
import { createOnceReporter } from '../lib/report.js';

/** @param {MediaTypeSite} media */
function hasExample(media) {
  if (Object.hasOwn(media.node, 'example')) return true;
  return isObject(media.node.examples) && Object.keys(media.node.examples).length > 0;
}

/**
 * @param {OperationSite} site
 * @param {UserContext} ctx
 * @param {'exactly-one' | 'at-least-one'} tagPolicy
 */
function checkSummaryAndTags(site, ctx, tagPolicy) {
  const name = operationName(site);
  const summary = site.operation.summary;
  if (typeof summary !== 'string' || summary.trim() === '') {
    ctx.report({ message: `${name} has no summary; add a one-line \`summary\`.`, location: site.location.key() });
  }
  const tags = site.operation.tags;
  const count = Array.isArray(tags) ? tags.length : 0;
  const ok = tagPolicy === 'exactly-one' ? count === 1 : count >= 1;
  if (!ok) {
    ctx.report({
      message: `${name} has ${count} tags; give it ${tagPolicy === 'exactly-one' ? 'exactly one tag' : 'at least one tag'} (a name listed under the root \`tags\`).`,
      location: Object.hasOwn(site.operation, 'tags') ? site.location.child(['tags']) : site.location.key(),
    });
  }
}

/** @param {Record<string, unknown>} options */
function tagPolicyFrom(options) {
  const value = options.tags ?? 'exactly-one';
  if (value !== 'exactly-one' && value !== 'at-least-one') {
    throw new Error(
      `house/operation-documented: option \`tags\` must be 'exactly-one' or 'at-least-one', not ${JSON.stringify(value)} (fix it in redocly.yaml).`,
    );
  }
  return value;
}

/**
 * @param {Record<string, unknown>} [options]
 * @returns {import('../lib/refs.js').RootVisitor}
 */
export function OperationDocumented(options = {}) {
  const tagPolicy = tagPolicyFrom(options);
  const reportOnce = createOnceReporter();
  /**
   * @param {UserContext} ctx
   * @param {unknown} owner
   * @param {Location} ownerLocation
   * @param {string} what
   */
  const requireExamples = (ctx, owner, ownerLocation, what) => {
    for (const media of mediaTypes(owner, ownerLocation)) {
      if (hasExample(media)) continue;
      reportOnce(
        ctx,
        `The \`${media.mediaType}\` ${what} has no example; add \`example:\` (or a non-empty \`examples:\` map) next to its \`schema\`.`,
        media.location.key(),
      );
    }
  };
  return {
    Root(root, ctx) {
      forEachOperation(root, ctx.location, ctx, (site) => {
        checkSummaryAndTags(site, ctx, tagPolicy);
        if (Object.hasOwn(site.operation, 'requestBody')) {
          const body = follow(site.operation.requestBody, site.location.child(['requestBody']), ctx);
          requireExamples(ctx, body.node, body.location, 'request body');
        }
        forEachResponse(site, ctx, ({ status, response, location }) => {
          requireExamples(ctx, response, location, `${status} response body`);
        });
      });
    },
  };
}
