/**
 * Generated from generators/runtime/envelope.ts by npm run generate. Do not edit.
 */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** True when `body` has the success envelope's shape (`data` present, even if `null`). */
export function isSuccessEnvelope(body) {
    return isPlainObject(body) && body['status'] === 'success' && Object.hasOwn(body, 'data');
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
function describe(body) {
    if (body === null)
        return 'null';
    if (Array.isArray(body))
        return 'an array';
    if (isPlainObject(body)) {
        const keys = Object.keys(body)
            .slice(0, 5)
            .map((key) => JSON.stringify(key));
        return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
    }
    return `a ${typeof body}`;
}
export function unwrap(body) {
    if (isSuccessEnvelope(body))
        return body.data;
    if (isErrorBody(body)) {
        throw new EnvelopeError(`Expected a success envelope but got error body ${body.code}: ${body.error}`, body);
    }
    throw new EnvelopeError(`Expected a success envelope {"status":"success","data":...} but got ${describe(body)}; ` +
        'the server does not follow the contract, or this operation is not enveloped (x-envelope: false).', body);
}
