"use strict";
/**
 * Generated from generators/runtime/client/cookies.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.cookiePairs = cookiePairs;
exports.joinedCookies = joinedCookies;
/**
 * Cookie parameters (`params.cookie`): sent in the Cookie header, after any Cookie header the app
 * sets itself and before the API keys of cookie security schemes. A generated operation names
 * `cookiePairs` (or what `joinedCookies` makes) only when it has cookie parameters
 * (`OperationDescriptor.cookiePairs`), so apps that call no such operation do not ship this file.
 *
 * Browsers cannot send these: `Cookie` is a forbidden request header (Fetch standard), so a
 * browser's fetch drops it without a word, and only cookies the browser itself holds for the
 * server's origin (set by the server with Set-Cookie, or by `document.cookie` on that origin) go
 * out, same-origin by default and cross-origin with the client option `credentials: 'include'`.
 * Servers, CLIs and other non-browser runtimes send the header as built here.
 */
/**
 * `name=value` pairs for cookie parameters, as OpenAPI's default cookie style (`form`,
 * `explode: true`) writes them: a list as one pair per item, an object as one pair per member.
 * Values are percent-encoded (`encodeURIComponent`), so a `;`, `,` or space never splits a
 * cookie; `undefined` and `null` send nothing.
 */
function cookiePairs(values) {
    return writeCookies(values, NONE_JOINED);
}
/**
 * The `cookiePairs` of an operation whose cookie parameters named in `joined` are in the form
 * style with `explode: false` (OpenAPI 3.1's style table): a list is one cookie of its items
 * joined by `,` (`ids=3,4,5`), an object one cookie of its names and values taking turns
 * (`color=R,100,G,200`). Items, names and values are percent-encoded, the separating commas are
 * not (RFC 6570's form expansion), so a comma inside an item goes as `%2C` (`tags=a%2Cb,c` for
 * `['a,b', 'c']`): a server that splits on the bare commas before decoding, as ours does, reads
 * the items sent; one that decodes first reads three.
 * An empty list or object sends nothing, as in the query. A list or object inside one is refused
 * (TypeError, reported as RequestInputError before anything is sent): no style writes it.
 */
/* @__NO_SIDE_EFFECTS__ */
function joinedCookies(joined) {
    const names = new Set(joined);
    return (values) => writeCookies(values, names);
}
const NONE_JOINED = new Set();
function writeCookies(values, joined) {
    if (typeof values !== 'object' || values === null)
        return [];
    const pairs = [];
    for (const [name, value] of Object.entries(values)) {
        if (joined.has(name) && typeof value === 'object' && value !== null) {
            const parts = Array.isArray(value) ? value : memberPairs(value);
            if (parts.length > 0)
                pairs.push(`${cookieName(name)}=${parts.map((part) => encodeURIComponent(itemText(name, part))).join(',')}`);
        }
        else if (Array.isArray(value)) {
            for (const item of value)
                addPair(pairs, name, item);
        }
        else if (typeof value === 'object' && value !== null) {
            for (const [member, item] of Object.entries(value))
                addPair(pairs, member, item);
        }
        else
            addPair(pairs, name, value);
    }
    return pairs;
}
/**
 * An object's members as one list, name then value, leaving out absent ones. A loop, neither
 * `concat(...entries)` (every member an argument: a RangeError past about 120,000 of them) nor
 * `flat` (ES2019's lib, which apps on ES2018 lack, decisions/0028).
 */
function memberPairs(value) {
    const parts = [];
    for (const [member, item] of Object.entries(value)) {
        if (item !== undefined && item !== null)
            parts.push(member, item);
    }
    return parts;
}
function addPair(pairs, name, value) {
    if (value === undefined || value === null)
        return;
    pairs.push(`${cookieName(name)}=${encodeURIComponent(itemText(name, value))}`);
}
/** RFC 6265's cookie-name (an HTTP token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/**
 * A cookie's name as written: a parameter's name, or a member's of an exploded object. One that is
 * no token (a space, `;`, `=`) would end the cookie or start another, so it is refused rather than
 * sent (the generator warns about such parameter names; an open object's member names come at call time).
 */
function cookieName(name) {
    if (!TOKEN.test(name))
        throw new TypeError(`cookie name ${JSON.stringify(name)} is not an HTTP token, so it cannot be sent as a cookie`);
    return name;
}
/** An item's text; a list or object inside a cookie's list or object has no style to write it in. */
function itemText(name, value) {
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'object')
        throw new TypeError(`cookie ${name}: a list or object inside a list or object has no OpenAPI style to write it in`);
    return String(value);
}
