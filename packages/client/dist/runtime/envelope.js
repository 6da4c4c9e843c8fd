/**
 * Generated from generators/runtime/envelope.ts by npm run generate. Do not edit.
 */
/**
 * The house response envelope: every success body is `{ status: 'success', data }` and every
 * error body is `{ status: 'error', error, code }`. Hand-written; the runtime emitter copies this
 * file verbatim into generated/runtime/, so it must stay browser-safe and import nothing but its
 * dependency-free neighbours in generators/runtime/.
 */
import { quoted } from './quoted-text.js';
import { hasOwn } from './own-property.js';
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** True when `body` has the success envelope's shape (`data` present, even if `null`). */
export function isSuccessEnvelope(body) {
    return isPlainObject(body) && body['status'] === 'success' && hasOwn(body, 'data');
}
/** True when `body` is the house error body: all three members, `error` and `code` strings. */
export function isErrorBody(body) {
    return (isPlainObject(body) &&
        body['status'] === 'error' &&
        typeof body['error'] === 'string' &&
        typeof body['code'] === 'string');
}
/** Raised by `unwrap` when a body that should be enveloped is not. */
export class EnvelopeError extends Error {
    name = 'EnvelopeError';
    body;
    constructor(message, body) {
        super(message);
        this.body = body;
    }
}
/** What a body that is not an envelope is, in words: a shape, never a value the server sent in full. */
function describe(body) {
    if (body === undefined)
        return 'an empty body'; // how an empty answer (or a 204) is read
    if (body === null)
        return 'null';
    if (body === '')
        return 'an empty string';
    if (Array.isArray(body))
        return body.length === 0
            ? 'an empty array'
            : `an array of ${body.length} ${body.length === 1 ? 'item' : 'items'}`;
    if (isPlainObject(body)) {
        const keys = Object.keys(body);
        if (keys.length === 0)
            return 'an empty object';
        const named = keys
            .slice(0, 5)
            .map((key) => quoted(key))
            .join(', ');
        const more = keys.length > 5 ? ` and ${keys.length - 5} more` : '';
        return `an object with the ${keys.length === 1 ? 'key' : 'keys'} ${named}${more}`;
    }
    return `a ${typeof body}`; // string, number or boolean: what else JSON holds
}
export function unwrap(body) {
    if (isSuccessEnvelope(body))
        return body.data;
    if (isErrorBody(body)) {
        // The server's words quoted, as every message of ours quotes them: cut, and nothing in them can act on a terminal or a log line.
        throw new EnvelopeError(`Expected a success envelope but got an error body with code ${quoted(body.code)}: ${quoted(body.error)}`, body);
    }
    throw new EnvelopeError(`Expected a success envelope {"status":"success","data":...} but got ${describe(body)}; ` +
        'the server does not follow the contract, or this operation is not enveloped (x-envelope: false).', body);
}
