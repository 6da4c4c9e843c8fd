/**
 * Generated from generators/runtime/client/body.ts by npm run generate. Do not edit.
 */
/**
 * Request bodies that are not plain JSON. openapi-fetch serialises every body with JSON.stringify
 * and labels it application/json; a document whose operation takes a form (Stripe, OAuth token
 * endpoints), multipart or text needs the body encoded as its media type says, and one whose JSON
 * type is its own (`application/merge-patch+json`, `application/json; x-api-version=1.0`) needs
 * that label.
 */
import { essenceOf, isJsonMediaType } from '../media-type.js';
import { charsetLabel } from './charset-label.js';
export function bodyEncoding(contentType) {
    if (contentType === undefined || isJsonMediaType(contentType))
        return 'json';
    const essence = essenceOf(contentType);
    if (essence === 'application/x-www-form-urlencoded')
        return 'form';
    if (essence === 'multipart/form-data')
        return 'multipart';
    if (essence.startsWith('text/'))
        return 'text';
    return 'raw';
}
/**
 * `a[b][0]=x` pairs (the deepObject style form APIs such as Stripe read). A member that is `null`
 * or `undefined` sends nothing, but a list item that is one is the empty text: left out, it left a
 * gap in the indexes (`a[0]=1&a[2]=2`), which a server reads as an object, not a list, so
 * `[1, null, 2]` was refused and `[null]` arrived as nothing. The empty text is how a server reads
 * `null` (decisions/0017) and how the query's list items write it (query-styles.ts).
 */
function addFormPairs(pairs, prefix, value) {
    if (value === undefined || value === null)
        return;
    // Loops rather than flatMap: apps that compile the client with ES2018's lib have no flatMap (decisions/0028).
    if (Array.isArray(value)) {
        value.forEach((item, index) => item === undefined || item === null
            ? pairs.push([`${prefix}[${index}]`, ''])
            : addFormPairs(pairs, `${prefix}[${index}]`, item));
    }
    else if (typeof value === 'object' && !(value instanceof Date)) {
        for (const [key, item] of Object.entries(value))
            addFormPairs(pairs, prefix === '' ? key : `${prefix}[${key}]`, item);
    }
    else
        pairs.push([prefix, value instanceof Date ? value.toISOString() : String(value)]);
}
export function formBody(body) {
    // Mutable pairs typed as such: Node's URLSearchParams takes `[string, string][]`, not `string[][]`.
    const pairs = [];
    addFormPairs(pairs, '', body);
    return new URLSearchParams(pairs.map(([key, value]) => [key, value]));
}
export function multipartBody(body) {
    if (body instanceof FormData)
        return body;
    const form = new FormData();
    for (const [key, value] of Object.entries((body ?? {}))) {
        if (value === undefined || value === null)
            continue;
        // A null item is an empty part, as in a form (formPairs): left out, the list came back shorter.
        for (const item of Array.isArray(value) ? value : [value])
            form.append(key, multipartValue(item));
    }
    return form;
}
function multipartValue(item) {
    if (item === undefined || item === null)
        return '';
    return item instanceof Blob
        ? item
        : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item);
}
/** A wildcard media type (`image/*`, or any type) names none to send: a Blob (a File) says its own; else bytes of no known type. */
function typeOfBody(fallback) {
    return (body) => (body instanceof Blob && body.type !== '' ? body.type : fallback);
}
/*
 * The encoder of each family, apart: client.ts names in an operation's descriptor only the one its
 * media type needs, so an app's bundle keeps only the families of the operations it calls.
 */
/** JSON as openapi-fetch writes it, labelled with the document's own JSON type (a wildcard names none: openapi-fetch's application/json). */
export function jsonEncoder(contentType) {
    return contentType === undefined || contentType.includes('*') ? {} : { contentType };
}
export function formEncoder() {
    return FORM;
}
export function multipartEncoder() {
    return MULTIPART;
}
export function textEncoder(contentType) {
    const limit = ONE_BYTE_CHARSETS.get(charsetLabel(contentType)?.toLowerCase() ?? '');
    return {
        bodySerializer: (body) => {
            // An object is bytes fetch sends as they are (a Blob of text) or refused: String() wrote `[object Object]`.
            if (typeof body === 'object' && body !== null)
                return sendableBytes(body, contentType);
            return limit === undefined ? String(body) : oneByteText(String(body), limit);
        },
        contentType: contentType === undefined || contentType.includes('*') ? 'text/plain' : contentType,
    };
}
/**
 * Charsets whose bytes are the characters' code points, by the highest one each can hold. fetch
 * writes a string as UTF-8 whatever the Content-Type says, so `café` under `charset=iso-8859-1`
 * went as UTF-8 bytes labelled Latin-1, and the server read `cafÃ©`. Web platforms have no
 * encoder for other charsets (TextEncoder writes UTF-8 only); text in those still goes as UTF-8.
 */
const ONE_BYTE_CHARSETS = new Map([
    ['iso-8859-1', 0xff],
    ['latin1', 0xff],
    ['us-ascii', 0x7f],
    ['ascii', 0x7f],
]);
/** The text's bytes in a one-byte charset; a character it cannot hold is refused before sending. */
function oneByteText(text, limit) {
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code > limit)
            throw new TypeError(`the body holds ${JSON.stringify(text[index])} at ${index}, which its charset cannot write`);
        bytes[index] = code;
    }
    return bytes;
}
export function rawEncoder(contentType) {
    // A Blob, File, ArrayBuffer, typed array or string goes to fetch as it is.
    return {
        bodySerializer: (body) => sendableBytes(body, contentType),
        contentType: contentType === undefined || contentType.includes('*')
            ? typeOfBody('application/octet-stream')
            : contentType,
    };
}
/**
 * What fetch sends as it is; anything else it turns into text with String(), so an object typed
 * from the schema of a media type the client has no encoding for (SmallRye writes `multipart/mixed`
 * with `type: object`), or of a text one (ASP.NET lists `text/json` beside `application/json`),
 * went out as the 15 bytes `[object Object]`, and the server took them. It is refused before
 * sending instead, as a query value with no style is (query-styles.ts).
 */
function sendableBytes(body, contentType) {
    if (body === undefined ||
        body === null ||
        typeof body === 'string' ||
        body instanceof Blob ||
        body instanceof ArrayBuffer ||
        ArrayBuffer.isView(body))
        return body;
    if (body instanceof FormData || body instanceof URLSearchParams || body instanceof ReadableStream)
        return body;
    const type = contentType === undefined ? 'raw' : essenceOf(contentType);
    throw new TypeError(`a ${type} body must be bytes or text (a Blob, ArrayBuffer, typed array, FormData, URLSearchParams, stream or string), not ${Array.isArray(body) ? 'a list' : typeof body}`);
}
const FORM = {
    bodySerializer: formBody,
    contentType: 'application/x-www-form-urlencoded',
};
const MULTIPART = { bodySerializer: multipartBody, contentType: null };
/** The runtime function client.ts names for each family (JSON needs none). */
export const ENCODER_NAMES = {
    json: 'jsonEncoder',
    form: 'formEncoder',
    multipart: 'multipartEncoder',
    text: 'textEncoder',
    raw: 'rawEncoder',
};
/** How to encode a request body of media type `contentType`, whatever its family. */
export function bodyEncoder(contentType) {
    switch (bodyEncoding(contentType)) {
        case 'json':
            return jsonEncoder(contentType);
        case 'form':
            return formEncoder();
        case 'multipart':
            return multipartEncoder();
        case 'text':
            return textEncoder(contentType);
        case 'raw':
            return rawEncoder(contentType);
    }
}
