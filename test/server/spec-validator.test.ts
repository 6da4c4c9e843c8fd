/**
 * The response checker the end-to-end tests rely on must itself catch off-contract bodies,
 * otherwise "no violations" there would prove nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SpecValidator } from './helpers/spec-validator.js';

let validator: SpecValidator;
beforeAll(async () => {
  validator = await SpecValidator.load();
});

describe('spec validator', () => {
  it.each([
    ['a conforming success body', 'GET', '/v1/movie/550/playback', 200, { status: 'success', data: null }, 0],
    ['a conforming error body', 'GET', '/api/v1/users', 403, { status: 'error', error: 'no', code: 'forbidden' }, 0],
    ['a missing envelope', 'GET', '/v1/movie/550/playback', 200, null, 1],
    ['a wrong data shape', 'GET', '/api/v1/media_files', 200, { status: 'success', data: { files: 'none' } }, 1],
    ['an undeclared status', 'GET', '/api/v1/media_files', 404, { status: 'error', error: 'x', code: 'not_found' }, 1],
    ['a code not declared for the status', 'GET', '/api/v1/users', 403, { status: 'error', error: 'no', code: 'conflict' }, 1],
    ['an object where postComment answers a string', 'POST', '/api/v1/movie/tmdb-550/comments', 200, { id: '1' }, 1],
    ['a non-error body on an unknown route', 'GET', '/nowhere', 404, { message: 'nope' }, 1],
  ])('flags %s correctly', (_name, method, path, status, body, expected) => {
    expect(validator.check(method, path, status, JSON.stringify(body))).toHaveLength(expected);
  });
});
