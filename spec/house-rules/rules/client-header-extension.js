// @ts-check
/**
 * house/client-header-extension: `x-client-header: <option>` (spec/decisions/0022), a header a
 * generated client takes once as `clientHeaders.<option>`, is a plain identifier on a header
 * parameter, and one option always names the same header.
 *
 * @typedef {import('../lib/refs.js').Location} Location
 */
import { follow, isObject } from '../lib/refs.js';
import { forEachOperation } from '../lib/operations.js';
import { createOnceReporter } from '../lib/report.js';

const OPTION = /^[A-Za-z][A-Za-z0-9]*$/;

/** @returns {import('../lib/refs.js').RootVisitor} */
export function ClientHeaderExtension() {
  return {
    Root(root, ctx) {
      const report = createOnceReporter();
      /** @type {Map<string, string>} option → header name (lower case) */
      const headers = new Map();
      forEachOperation(root, ctx.location, ctx, (site) => {
        const lists = [
          { list: site.pathItem.parameters, location: site.pathItemLocation.child(['parameters']) },
          { list: site.operation.parameters, location: site.location.child(['parameters']) },
        ];
        for (const { list, location } of lists) {
          if (!Array.isArray(list)) continue;
          list.forEach((raw, index) => {
            const parameter = follow(raw, location.child([index]), ctx);
            if (!isObject(parameter.node) || !Object.hasOwn(parameter.node, 'x-client-header')) return;
            check(parameter.node, parameter.location.child(['x-client-header']), headers, (message, at) => report(ctx, message, at));
          });
        }
      });
    },
  };
}

/**
 * @param {Record<string, any>} parameter
 * @param {Location} location
 * @param {Map<string, string>} headers
 * @param {(message: string, location: Location) => void} report
 */
function check(parameter, location, headers, report) {
  const option = parameter['x-client-header'];
  if (parameter.in !== 'header') {
    report(`remove \`x-client-header\` from ${parameter.in} parameter ${JSON.stringify(parameter.name)}: only headers can be set once on a client.`, location);
    return;
  }
  if (typeof option !== 'string' || !OPTION.test(option)) {
    report('write `x-client-header` as a plain identifier such as `deviceId` (letters and digits).', location);
    return;
  }
  const name = String(parameter.name).toLowerCase();
  const known = headers.get(option);
  if (known === undefined) headers.set(option, name);
  else if (known !== name) report(`rename \`x-client-header: ${option}\`: it already names the header ${known}.`, location);
}
