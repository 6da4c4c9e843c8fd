/**
 * Wide objects validated in blocks (runtime/server/wide-members.ts). Ajv nests the check of each
 * property and each allOf member inside the one before, and V8 compiles a validator on its first
 * call: an operation of 2,000 query parameters started, then answered every request, however
 * small, 400 "Maximum call stack size exceeded" (a body of 1,600 properties likewise, measured
 * over HTTP on Node 20; decisions/0017).
 */
import { describe, expect, it } from 'vitest';
import { documentApp } from './helpers/document-app.js';
import { MEMBERS_PER_BLOCK, withWideMembersInBlocks } from '../../generators/runtime/server/wide-members.js';

const names = (prefix: string, count: number): string[] => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** One operation, as JSON text (which is YAML). */
function wideDocument(operation: object, method = 'post'): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Wide', version: '1.0.0' }, paths: { '/things': { [method]: { operationId: 'makeThing', ...operation } } } });
}

const answered = { responses: { '200': { description: 'ok', content: { 'application/json': { schema: {} } } } } };

describe('wide objects a server validates on every request', () => {
  it('an operation of 3,000 query parameters answers small requests, and still refuses a bad value and a missing one', async () => {
    const parameters = names('q', 3_000).map((name, index) => ({ name, in: 'query', required: index === 2_999, schema: { type: 'integer' } }));
    const { app } = await documentApp('wide-query', wideDocument({ parameters, ...answered }, 'get'));
    const ok = await app.inject({ method: 'GET', url: '/things?q0=1&q2999=2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ query: { q0: 1, q2999: 2 } });
    const bad = await app.inject({ method: 'GET', url: '/things?q1500=x&q2999=2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: expect.stringContaining('query parameter q1500') });
    const missing = await app.inject({ method: 'GET', url: '/things?q0=1' });
    expect(missing.json()).toMatchObject({ detail: 'query parameter q2999 is required' });
    await app.close();
  }, 60_000);

  it('a body of 5,000 properties, closed, with a default on the last: valid, invalid, unknown member, default filled in', async () => {
    const properties = Object.fromEntries(names('p', 5_000).map((name, index) => [name, index === 4_999 ? { type: 'string', default: 'last' } : { type: 'string' }]));
    const body = { type: 'object', properties, required: ['p4999'], additionalProperties: false };
    const { app } = await documentApp(
      'wide-body',
      wideDocument({ requestBody: { required: true, content: { 'application/json': { schema: body } } }, ...answered }),
      { handlers: { makeThing: (request) => ({ status: 200, data: request.body }) } },
    );
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/things', payload: payload as object });
    const ok = await post({ p0: 'a' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ p0: 'a', p4999: 'last' });
    expect((await post({ p2500: 1 })).json()).toMatchObject({ detail: 'body field p2500 must be string' });
    expect((await post({ p0: 'a', extra: 'x' })).json()).toMatchObject({ detail: 'body must not have property "extra"' });
    await app.close();
  }, 60_000);

  it('an allOf of 3,000 members', async () => {
    const allOf = names('m', 3_000).map((name) => ({ properties: { [name]: { type: 'boolean' } }, ...(name === 'm2999' ? { required: [name] } : {}) }));
    const body = { type: 'object', allOf };
    const { app } = await documentApp('wide-all-of', wideDocument({ requestBody: { required: true, content: { 'application/json': { schema: body } } }, ...answered }));
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/things', payload: payload as object });
    expect((await post({ m0: true, m2999: false })).statusCode).toBe(200);
    expect((await post({ m1234: 'yes', m2999: false })).json()).toMatchObject({ detail: 'body field m1234 must be boolean' });
    expect((await post({ m0: true })).json()).toMatchObject({ detail: 'body field m2999 is required' });
    await app.close();
  }, 60_000);
});

describe('the blocks', () => {
  it('leave a schema of at most a block of properties and allOf members as it is', () => {
    const schema = { properties: Object.fromEntries(names('p', MEMBERS_PER_BLOCK).map((name) => [name, {}])), allOf: [{}] };
    expect(withWideMembersInBlocks(schema)).toBe(schema);
  });

  it('nest a bounded depth: 100,000 properties in two levels of allOf over blocks of properties, each of at most a block', () => {
    const properties = Object.fromEntries(names('p', 100_000).map((name) => [name, { type: 'string' }]));
    const split = withWideMembersInBlocks({ type: 'object', properties, required: ['p0'] });
    expect(split).toMatchObject({ type: 'object', required: ['p0'] });
    expect(Object.values(split['properties'] as object).every((member) => member === true)).toBe(true);
    let level: unknown = split;
    let depth = 0;
    while (Array.isArray((level as { allOf?: unknown }).allOf)) {
      const members = (level as { allOf: unknown[] }).allOf;
      expect(members.length).toBeLessThanOrEqual(MEMBERS_PER_BLOCK);
      level = members[0];
      depth += 1;
    }
    expect(depth).toBe(2);
    expect(Object.keys((level as { properties: object }).properties)).toHaveLength(MEMBERS_PER_BLOCK);
  });
});
