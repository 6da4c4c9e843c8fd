// @ts-check
/**
 * house/media-id-pattern: string media ids carry a pattern for `<source>-<number>`.
 *
 * What counts as a media id (see decisions/0002-house-lint-rules.md):
 * - a string path parameter named `id` on a path containing `/movie/` or `/tv/`
 *   (integer ids there are the published other form and are left alone);
 * - a property named `media_id` or ending in `_media_id`, in any schema;
 * - the component schema `MediaId` (`#/components/schemas/MediaId` or a file `MediaId.yaml`).
 * The pattern is judged by compiling it (with the `u` flag, as ajv does) and trying it: it must
 * accept `tmdb-1396` and reject `1396`, `tmdb-` and `tmdb-abc`.
 *
 * @typedef {import('../lib/refs.js').UserContext} UserContext
 * @typedef {import('../lib/refs.js').Location} Location
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 */
import { follow, isObject, isSchemaComponentLocation, refersToComponent } from '../lib/refs.js';
import { forEachOperation } from '../lib/operations.js';
import { valueConstraints } from '../lib/schemas.js';
import { createOnceReporter } from '../lib/report.js';

const MUST_ACCEPT = ['tmdb-1396'];
const MUST_REJECT = ['1396', 'tmdb-', 'tmdb-abc'];
const GOOD_PATTERN = "`pattern: '^[a-z][a-z0-9_]*-[0-9]+$'`";
const FIX_USE = `refer to \`#/components/schemas/MediaId\`, or give it ${GOOD_PATTERN}`;
const FIX_COMPONENT = `give it ${GOOD_PATTERN} (or another that keeps this rule)`;
const MEDIA_PATH = /\/(movie|tv)\//;
/** Uses of the MediaId component are not judged again: the component itself is (see Schema). */
const MEDIA_ID = { name: 'MediaId', node: undefined };

/**
 * What is wrong with a set of patterns that must all hold, or undefined when they are right.
 * @param {unknown[]} patterns
 * @returns {string | undefined}
 */
export function judgeMediaIdPatterns(patterns) {
  if (patterns.length === 0) return 'has no `pattern`';
  /** @type {RegExp[]} */
  const compiled = [];
  for (const pattern of patterns) {
    if (typeof pattern !== 'string') return `has a \`pattern\` that is not a string (${JSON.stringify(pattern)})`;
    try {
      compiled.push(new RegExp(pattern, 'u'));
    } catch (error) {
      return `has a \`pattern\` that does not compile (${/** @type {Error} */ (error).message})`;
    }
  }
  /** @param {string} value */
  const accepts = (value) => compiled.every((regexp) => regexp.test(value));
  const rejected = MUST_ACCEPT.filter((value) => !accepts(value));
  const accepted = MUST_REJECT.filter((value) => accepts(value));
  if (rejected.length === 0 && accepted.length === 0) return undefined;
  const parts = [
    ...rejected.map((value) => `rejects ${JSON.stringify(value)}`),
    ...accepted.map((value) => `accepts ${JSON.stringify(value)}`),
  ];
  return `has a \`pattern\` that ${parts.join(' and ')}`;
}

/**
 * The path parameters named `id`, path-item level overridden by operation level (same name and
 * `in`), each resolved.
 * @param {OperationSite} site
 * @param {UserContext} ctx
 */
function idPathParameters(site, ctx) {
  /** @type {Map<string, { node: Record<string, any>, location: Location }>} */
  const byKey = new Map();
  const levels = [
    { list: site.pathItem.parameters, at: site.pathItemLocation.child(['parameters']) },
    { list: site.operation.parameters, at: site.location.child(['parameters']) },
  ];
  for (const { list, at } of levels) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const param = follow(raw, at.child([index]), ctx);
      if (!isObject(param.node)) return;
      byKey.set(`${param.node.in}\u0000${param.node.name}`, { node: param.node, location: param.location });
    });
  }
  return [...byKey.values()].filter(({ node }) => node.in === 'path' && node.name === 'id');
}

/** @param {string} name */
function isMediaIdPropertyName(name) {
  return name === 'media_id' || name.endsWith('_media_id');
}

/**
 * @returns {{ Root: import('../lib/refs.js').RootVisitor['Root'],
 *   Schema: (schema: Record<string, any>, ctx: UserContext) => void }}
 */
export function MediaIdPattern() {
  const reportOnce = createOnceReporter();
  /**
   * @param {UserContext} ctx
   * @param {unknown} schema
   * @param {Location} location
   * @param {string} subject
   * @param {{ onlyIfString: boolean, fix: string }} how
   */
  const check = (ctx, schema, location, subject, { onlyIfString, fix }) => {
    if (refersToComponent(schema, location, ctx, MEDIA_ID)) return;
    const { types, patterns } = valueConstraints(schema, location, ctx);
    if (onlyIfString && !types.has('string')) return;
    const problem = judgeMediaIdPatterns(patterns.map((found) => found.pattern));
    if (problem === undefined) return;
    const where = patterns.length === 1 && patterns[0] ? patterns[0].location : location;
    reportOnce(
      ctx,
      `${subject} is a media id (\`<source>-<number>\`, e.g. \`tmdb-1396\`) but ${problem}; ${fix}.`,
      where,
    );
  };
  return {
    Root(root, ctx) {
      forEachOperation(root, ctx.location, ctx, (site) => {
        if (!MEDIA_PATH.test(site.path)) return;
        for (const param of idPathParameters(site, ctx)) {
          // Named by path, not operation: a path-level parameter is shared and reported once.
          const subject = `Path parameter \`id\` of \`${site.path}\``;
          check(ctx, param.node.schema, param.location.child(['schema']), subject, {
            onlyIfString: true,
            fix: FIX_USE,
          });
        }
      });
    },
    Schema(schema, ctx) {
      if (isSchemaComponentLocation(ctx.location, 'MediaId')) {
        check(ctx, schema, ctx.location, 'Schema `MediaId`', { onlyIfString: false, fix: FIX_COMPONENT });
      }
      if (!isObject(schema.properties)) return;
      for (const [name, property] of Object.entries(schema.properties)) {
        if (!isMediaIdPropertyName(name)) continue;
        check(ctx, property, ctx.location.child(['properties', name]), `Property \`${name}\``, {
          onlyIfString: false,
          fix: FIX_USE,
        });
      }
    },
  };
}
