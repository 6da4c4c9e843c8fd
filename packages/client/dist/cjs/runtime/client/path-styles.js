"use strict";
/**
 * Generated from generators/runtime/client/path-styles.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.pathWrittenByStyle = pathWrittenByStyle;
exports.styledPath = styledPath;
/**
 * Path parameters in their declared style (OpenAPI 3.1, "Style Values" and the table under "Style
 * Examples"; RFC 6570's simple, label and matrix expansions). For a parameter `id`, the string
 * `blue`, the list ['blue', 'black'] and the object {R: 100, G: 200}:
 *
 * | style | explode | primitive | list | object |
 * |---|---|---|---|---|
 * | simple | false | `blue` | `blue,black` | `R,100,G,200` |
 * | simple | true | `blue` | `blue,black` | `R=100,G=200` |
 * | label | false | `.blue` | `.blue,black` | `.R,100,G,200` |
 * | label | true | `.blue` | `.blue.black` | `.R=100.G=200` |
 * | matrix | false | `;id=blue` | `;id=blue,black` | `;id=R,100,G,200` |
 * | matrix | true | `;id=blue` | `;id=blue;id=black` | `;R=100;G=200` |
 *
 * Every item, member name and value is percent-encoded (encodeURIComponent, and RFC 6570's
 * reserved `!'()*` too), so only the separators are bare: an item's own `,` `;` `=` `/` `%` is an
 * escape the server decodes after splitting (decisions/0037). A label value's `.` is escaped as
 * well (`%2E`), since `.` separates a label list's items and RFC 6570 would leave it bare. An
 * empty text in label or matrix is `.` or `;id`, as RFC 6570 writes it; an empty list or object
 * (which RFC 6570 writes as nothing, dropping the segment's value), a list or object inside one,
 * and an empty text in the simple style (an empty segment) are refused before sending.
 *
 * openapi-fetch's default writes every path value in the simple style, ignoring the document's
 * `style`, and this client refused lists and objects outright. A generated operation names
 * `pathWriter: styledPath([...])` only when a path parameter of it needs this (`pathWrittenByStyle`,
 * the rule the client emitter applies), so other apps do not bundle this file (decision 0031).
 */
const path_params_js_1 = require("./path-params.js");
/**
 * True when this path parameter must be written by `styledPath`: in the label or matrix style, or
 * in the simple style with a schema that allows a list or an object (`types`: the JSON types it
 * allows; undefined: any). A style OpenAPI does not define for paths (`form`, ...) is written as a
 * plain value, as the generated server reads it (one primitive text).
 */
function pathWrittenByStyle(parameter, types) {
    if (parameter.style === 'label' || parameter.style === 'matrix')
        return true;
    return (parameter.style === 'simple' &&
        (types === undefined || types.includes('array') || types.includes('object')));
}
/** What RFC 6570 escapes and encodeURIComponent does not; with `.` for label values. */
const RESERVED_LEFT = /[!'()*]/g;
const RESERVED_LEFT_IN_LABEL = /[!'()*.]/g;
function escapeUnit(unit) {
    return `%${unit.charCodeAt(0).toString(16).toUpperCase()}`;
}
/** The writer of one operation's path values: those in `styles` by their style, any other as a plain value. */
/* @__NO_SIDE_EFFECTS__ */
function styledPath(styles) {
    const byName = new Map(styles.map((style) => [style.name, style]));
    return (value, name) => {
        const style = byName.get(name);
        return style === undefined ? (0, path_params_js_1.plainValue)(value) : styledValue(style, value);
    };
}
class Unwritable extends Error {
}
function styledValue({ name, style, explode }, value) {
    if (value === undefined || value === null)
        return { problem: 'is missing' };
    const reserved = style === 'label' ? RESERVED_LEFT_IN_LABEL : RESERVED_LEFT;
    const encode = (text) => encodeURIComponent(text).replace(reserved, escapeUnit);
    const item = (entry) => {
        if (entry === undefined || entry === null)
            return '';
        if (typeof entry === 'object' || typeof entry === 'function' || typeof entry === 'symbol') {
            throw new Unwritable(`holds ${Array.isArray(entry) ? 'a list' : `a ${typeof entry}`} inside it, which no path style can write; give strings, numbers or booleans`);
        }
        return encode(String(entry));
    };
    let pieces;
    try {
        if (Array.isArray(value))
            pieces = value.map(item);
        else if (typeof value === 'object') {
            const members = Object.entries(value).filter(([, member]) => member !== undefined);
            if (explode)
                pieces = members.map(([key, member]) => `${encode(key)}=${item(member)}`);
            else {
                // A loop, not `concat(...)`: an object of the caller's may hold more members than a call takes arguments.
                pieces = [];
                for (const [key, member] of members)
                    pieces.push(encode(key), item(member));
            }
        }
        else
            pieces = [item(value)];
    }
    catch (error) {
        if (error instanceof Unwritable)
            return { problem: error.message };
        return path_params_js_1.LONE_SURROGATE;
    }
    const primitive = typeof value !== 'object';
    if (!primitive && pieces.length === 0)
        return {
            problem: `is an empty ${Array.isArray(value) ? 'list' : 'object'}, which no path style can write (it would leave the segment without its value)`,
        };
    const encodedName = encodeURIComponent(name);
    // RFC 6570: `;id` for an empty text, `;id=text` otherwise.
    const assigned = (text) => text === '' ? `;${encodedName}` : `;${encodedName}=${text}`;
    let written;
    if (style === 'matrix') {
        if (!explode)
            written = assigned(pieces.join(','));
        else
            written =
                Array.isArray(value) || primitive
                    ? pieces.map(assigned).join('')
                    : pieces.map((piece) => `;${piece}`).join('');
    }
    else {
        written =
            (style === 'label' ? '.' : '') + pieces.join(explode && style === 'label' ? '.' : ',');
    }
    return written === ''
        ? { problem: 'is empty, which would leave an empty path segment' }
        : written;
}
