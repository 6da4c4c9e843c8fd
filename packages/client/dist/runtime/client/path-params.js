/**
 * Generated from generators/runtime/client/path-params.ts by npm run generate. Do not edit.
 */
/**
 * Path parameters are checked before anything is sent. openapi-fetch percent-encodes each value
 * with encodeURIComponent, which leaves `.` and `..` as they are: `/users/{id}` with id `..`
 * would become `/users/..`, which URL parsers collapse into `/` — a request to a different
 * resource. Such values, in any encoding, are refused, as are missing and empty values (which
 * would leave `{id}` or an empty segment in the URL).
 */
import { RequestInputError } from './errors.js';
const PLACEHOLDER = /\{([^{}]+)\}/g;
const MAX_DECODE_ROUNDS = 5;
/** The names of `{placeholders}` in a path template, in order. */
export function pathParameterNames(template) {
    return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
/** Templates are few and fixed (one per operation), so their names are found once. */
const namesByTemplate = new Map();
function namesOf(template) {
    let names = namesByTemplate.get(template);
    if (names === undefined)
        namesByTemplate.set(template, (names = pathParameterNames(template)));
    return names;
}
/** A value that is surely a usable segment without decoding: no dot, `%` or surrogate, not empty. */
const PLAIN_SEGMENT = /^[^.%\uD800-\uDFFF]+$/;
/** String.prototype.isWellFormed (ES2024) without needing it: encodeURIComponent throws exactly on lone surrogates. */
function isWellFormed(text) {
    try {
        encodeURIComponent(text);
        return true;
    }
    catch {
        return false;
    }
}
/** Percent-decodes until stable, so `%2e`, `%252e`, ... all reveal a dot. */
function fullyDecoded(value) {
    let current = value;
    for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
        let next;
        try {
            next = decodeURIComponent(current);
        }
        catch {
            return current;
        }
        if (next === current)
            return current;
        current = next;
    }
    return current;
}
/** Why `value` cannot be a path segment, or `undefined` when it can. */
export function pathValueProblem(value) {
    // Any number or boolean prints as a non-empty, well-formed, dot-free segment.
    if (typeof value === 'number' || typeof value === 'boolean')
        return undefined;
    if (typeof value === 'string' && PLAIN_SEGMENT.test(value))
        return undefined;
    if (value === undefined || value === null)
        return 'is missing';
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        return `must be a string, number or boolean, got ${Array.isArray(value) ? 'an array' : typeof value}`;
    }
    const text = String(value);
    if (text === '')
        return 'is empty, which would leave an empty path segment';
    if (!isWellFormed(text))
        return 'contains a lone surrogate (not well-formed Unicode), which cannot be percent-encoded';
    const decoded = fullyDecoded(text);
    if (decoded === '.' || decoded === '..') {
        return `is ${JSON.stringify(text)}, a dot segment that would change which resource the URL names`;
    }
    return undefined;
}
/** Throws RequestInputError naming every bad path parameter of the call. */
export function assertPathParameters(operationId, template, values) {
    const names = namesOf(template);
    if (names.length === 0)
        return;
    const given = typeof values === 'object' && values !== null
        ? values
        : {};
    const problems = [];
    for (const name of names) {
        const problem = pathValueProblem(Object.hasOwn(given, name) ? given[name] : undefined);
        if (problem !== undefined)
            problems.push(`path parameter "${name}" ${problem}`);
    }
    if (problems.length > 0) {
        throw new RequestInputError(operationId, `${problems.join('; ')} (path ${template}); pass a non-empty value in params.path`);
    }
}
