/**
 * Generated from generators/runtime/client/content-params.ts by npm run generate. Do not edit.
 */
/**
 * Parameters described by `content` instead of `schema` (OpenAPI 3.1, Parameter Object: "A map
 * containing the representations for the parameter"): the value is written in the media type,
 * not in a style. openapi-fetch, and this client before, wrote such a value by the location's
 * default style, an object as `filter[color]=red` or its members, which no server reading the
 * media type could read.
 *
 * Here each such value becomes its media type's text before anything else sees it; the text is
 * then written as any primitive of its location is, percent-encoded where the location needs it
 * (the query's `name=` pair, the path segment, the cookie's value) by openapi-fetch's serialisers
 * and cookies.ts:
 * - a JSON type (`application/json`, `+json`): `JSON.stringify` of the value, `null` included
 *   (`null` is a JSON text the schema may allow; `undefined` sends nothing). In a header, whose
 *   value must be visible ASCII, characters beyond it are written as JSON's own `\uXXXX` escapes:
 *   the same JSON value, no encoding a server has to guess;
 * - any other type (`text/plain`, …): a string as it is, a number or boolean as its text; a list
 *   or an object is refused before anything is sent (RequestInputError), as the client has no
 *   writer for that media type.
 * A value JSON cannot hold (a BigInt, a cycle, a function) is refused the same way.
 *
 * A generated operation names `contentParameters` only when it has such a parameter (decision
 * 0031), so other apps do not bundle this file.
 */
import { isJsonMediaType } from '../media-type.js';
import { messageOf, RequestInputError } from './errors.js';
import { hasOwn } from '../own-property.js';
/**
 * The operation's input with each of `declared` written as its media type's text (a copy: the
 * caller's objects are not changed). Made once per operation when its descriptor is made, hence
 * free of side effects.
 */
/* @__NO_SIDE_EFFECTS__ */
export function contentParameters(declared) {
    return (input, { operationId }) => {
        const params = input?.params;
        if (params === undefined || params === null)
            return input;
        const written = { ...params };
        for (const parameter of declared) {
            const values = written[parameter.in];
            if (typeof values !== 'object' || values === null || !hasOwn(values, parameter.name))
                continue;
            const text = contentText(parameter, values[parameter.name], operationId);
            // A computed key is an own property even when it is `__proto__`.
            written[parameter.in] = { ...values, [parameter.name]: text };
        }
        return { ...input, params: written };
    };
}
/** The value as its media type's text; `undefined` (sends nothing) for `undefined`. */
function contentText(parameter, value, operationId) {
    if (value === undefined)
        return undefined;
    const refuse = (why) => new RequestInputError(operationId, `${parameter.in} parameter "${parameter.name}" (${parameter.contentType}) ${why}`);
    if (!isJsonMediaType(parameter.contentType)) {
        if (value === null)
            return undefined;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            return String(value);
        throw refuse(`is sent as text: give a string (the client cannot write ${Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`} in this media type)`);
    }
    let text;
    try {
        text = JSON.stringify(value);
    }
    catch (error) {
        throw refuse(`cannot be written as JSON: ${messageOf(error)}`);
    }
    if (text === undefined)
        throw refuse(`cannot be written as JSON: a ${typeof value} has no JSON text`);
    return parameter.in === 'header' ? asciiOnly(text) : text;
}
/** JSON text whose characters beyond visible ASCII (and DEL) are `\uXXXX` escapes: a header value HTTP and fetch accept. */
function asciiOnly(text) {
    return text.replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
