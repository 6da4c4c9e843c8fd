/**
 * `enum: []` on the server (fixture: test/generators/fixtures/empty-enums.yaml). Ajv refuses to
 * compile an empty enum ("enum must have non-empty array"), so no server started on such a
 * document and generate refused it; the server's copy now reads it as `false`
 * (runtime/server/empty-enums.ts): every value there is refused, in requests and answers, and
 * leaving the member out is valid, as JSON Schema says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { FIXTURES } from '../generators/helpers/scratch.js';
import { withEmptyEnumAsFalse } from '../../generators/runtime/server/empty-enums.js';

let answer: { status: number; data?: unknown } = { status: 200, data: {} };
let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp('empty-enums', readFileSync(path.join(FIXTURES, 'empty-enums.yaml'), 'utf8'), {
    handlers: { makeThing: () => answer, putNothing: () => ({ status: 204 }) },
  });
});
afterAll(async () => {
  await served?.app.close();
});

const post = (payload: unknown, url = '/things', headers: Record<string, string> = {}) => served.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('empty enums on the server', () => {
  it('take a request and an answer that leave every such member out', async () => {
    answer = { status: 200, data: { label: 'ok', tags: [] } };
    const response = await post({ name: 'n', nested: {}, words: [] });
    expect([response.statusCode, response.json()]).toEqual([200, { label: 'ok', tags: [] }]);
  });

  it.each([
    ['a body member', { name: 'n', flavour: 'vanilla' }, '/things', {}, 'body field flavour must not be sent'],
    ['a member by reference', { name: 'n', nothing: null }, '/things', {}, 'body field nothing must not be sent'],
    ['a nested member', { name: 'n', nested: { deeper: 1 } }, '/things', {}, 'body field nested.deeper must not be sent'],
    ['an item', { name: 'n', words: ['w'] }, '/things', {}, 'body field words.0 must not be sent'],
    // The other keywords of the schema are kept; each value here passes them, and the empty enum still refuses it.
    ['a member with allOf', { name: 'n', composed: 's' }, '/things', {}, 'body field composed must not be sent'],
    ['a member with not', { name: 'n', negated: 's' }, '/things', {}, 'body field negated must not be sent'],
    ['a query parameter', { name: 'n' }, '/things?mode=x', {}, 'query parameter mode must not be sent'],
    ['a header', { name: 'n' }, '/things', { 'x-flag': 'on' }, 'header x-flag must not be sent'],
  ])('refuses a value for %s with a 400 naming it', async (_, payload, url, headers, detail) => {
    const response = await post(payload, url, headers);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, detail });
  });

  it('refuses every body whose whole schema is an empty enum, and takes a request without one', async () => {
    expect((await served.app.inject({ method: 'PUT', url: '/nothing', payload: { a: 1 } })).statusCode).toBe(400);
    expect((await served.app.inject({ method: 'PUT', url: '/nothing' })).statusCode).toBe(204);
  });

  it('answers 500 rather than send an item its empty enum forbids', async () => {
    answer = { status: 200, data: { tags: ['t'] } };
    expect((await post({ name: 'n' })).statusCode).toBe(500);
    expect(served.logs.some((line) => line.includes('returned a 200 body that does not match its schema: body field tags.0 must not be sent'))).toBe(true);
  });
});

describe('withEmptyEnumAsFalse', () => {
  it('replaces only an empty enum, keeping every other keyword and the allOf members after `false`', () => {
    const listed = { enum: ['a'] };
    expect(withEmptyEnumAsFalse(listed)).toBe(listed);
    const schema = { type: 'string', enum: [], allOf: [{ minLength: 1 }], $defs: { Word: { type: 'string' } }, description: 'd' };
    expect(withEmptyEnumAsFalse(schema)).toEqual({ type: 'string', allOf: [false, { minLength: 1 }], $defs: { Word: { type: 'string' } }, description: 'd' });
    expect(schema.enum).toEqual([]);
  });
});
