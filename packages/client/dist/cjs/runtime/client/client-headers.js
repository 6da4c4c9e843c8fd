"use strict";
/**
 * Generated from generators/runtime/client/client-headers.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.fillClientHeaders = fillClientHeaders;
/**
 * `x-client-header` headers: values the app configures once (`clientHeaders` option) and the
 * client fills into every operation that declares them. Named only by the descriptors of such
 * operations (`OperationDescriptor.fillClientHeaders`), so apps of documents without them, or
 * calling none of those operations, do not bundle this (decision 0031).
 */
const errors_js_1 = require("./errors.js");
const own_property_js_1 = require("../own-property.js");
/**
 * The call's header parameters (`given`, which win) with its `x-client-header` headers filled in
 * from the app's `clientHeaders` option (`values`) by the document's option names (`names`,
 * `ContractInfo.clientHeaders`); a missing required one is refused. Takes the descriptor and the
 * options as they are, so the runtime core that every app bundles builds nothing for it.
 */
function fillClientHeaders(operation, given, values, names) {
    const merged = { ...given };
    const missing = [];
    for (const { name, required } of operation.clientHeaders ?? []) {
        if (merged[name] !== undefined && merged[name] !== '')
            continue;
        const configured = configuredValue(values, names, name);
        if (configured !== undefined)
            merged[name] = configured;
        else if (required)
            missing.push(name);
    }
    if (missing.length > 0) {
        const options = Object.entries(names ?? {})
            .filter(([, header]) => missing.includes(header))
            .map(([option]) => option);
        throw new errors_js_1.RequestInputError(operation.operationId, `required header(s) ${missing.join(', ')} missing: set clientHeaders (${options.join(', ')}) in the client options or pass params.header`);
    }
    return merged;
}
/** The configured string for header `name` (matched without regard to case), if the app set one. */
function configuredValue(values, names, name) {
    if (values === undefined || names === undefined)
        return undefined;
    const wanted = name.toLowerCase();
    for (const option of Object.keys(names)) {
        if (names[option].toLowerCase() !== wanted)
            continue;
        const value = (0, own_property_js_1.hasOwn)(values, option) ? values[option] : undefined;
        if (typeof value === 'string')
            return value;
    }
    return undefined;
}
