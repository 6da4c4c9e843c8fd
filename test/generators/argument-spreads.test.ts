/**
 * Arrays a document, a request or a response holds are not limited in length (decisions/0014:
 * 300,000 short items fit within the bytes and nodes limits), and a call that spreads one into
 * its arguments (`push(...items)`, `Math.max(...xs)`, `concat(...pairs)`) throws
 * `RangeError: Maximum call stack size exceeded` past about 120,000 of them (123,130 at the top
 * of a plain script on Node 20, fewer deeper in a call). Each test feeds one place that spread
 * such an array (2026-11-28) 150,000 items and asserts it answers as it does for a few. The first
 * test asserts that 150,000 items are past the limit in this worker: a runtime that takes more
 * arguments fails it, rather than leaving the others unable to fail. (300,000 items until the
 * suite's time was counted, then 210,000: each test's cost grows with the count.) A full load of
 * such a document takes minutes (300,000 stray path parameters: 168 s, most of it in Redocly), so
 * each test calls the unit that held the spread, in-process.
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../generators/diff/index.js';
import { clientUsage } from '../../generators/emit/package/usage.js';
import { introMarkdown } from '../../generators/emit/docs/intro.js';
import { reconcilePathParameters } from '../../generators/load/path-parameters.js';
import { schemaAdviceFindings } from '../../generators/load/schema-advice.js';
import { validateDocument } from '../../generators/load/validate.js';
import { buildModel } from '../../generators/model/build.js';
import { joinedCookies } from '../../generators/runtime/client/cookies.js';
import { styledPath } from '../../generators/runtime/client/path-styles.js';
import { serverPattern } from '../../generators/runtime/server/patterns.js';
import { valueReader } from '../../generators/runtime/server/parameter-values.js';
import { appendAll } from '../../generators/shared/append-all.js';

const MANY = 150_000;
const many = <T>(make: (index: number) => T): T[] => Array.from({ length: MANY }, (_, index) => make(index));
const HEAD = { openapi: '3.1.0', info: { title: 't', version: '1' } };

describe('appendAll', () => {
  it('the premise: a call given MANY items as arguments throws here, as push, concat and Math.max', () => {
    const items = many((index) => index);
    expect(() => ([] as number[]).push(...items)).toThrow(RangeError);
    expect(() => ([] as number[]).concat(...items)).toThrow(RangeError);
    expect(() => Math.max(...items)).toThrow(RangeError);
  });

  it('appends in order, any number of items', () => {
    expect(appendAll([1], [2, 3])).toEqual([1, 2, 3]);
    expect(appendAll<number>([], many((index) => index))).toHaveLength(MANY);
  });
});

describe('the generator, on arrays of 150,000 items', () => {
  it('diff: compares documents holding a long array (every `$ref` in them is collected)', () => {
    const side = () => ({ ...HEAD, paths: {}, components: { schemas: { Big: { type: 'integer', enum: many((index) => index) } } } });
    const head = side();
    head.info = { title: 't', version: '2' };
    expect(compareDocuments(side(), head)).toEqual([]);
  });

  it("the package README's example merges an allOf member's long `required`", () => {
    const body = { allOf: [{ type: 'object', required: many((index) => `p${index}`) }] };
    const document = { ...HEAD, paths: { '/a': { post: { operationId: 'save', requestBody: { required: true, content: { 'application/json': { schema: body } } }, responses: { '204': { description: 'ok' } } } } } };
    // Too many properties to spell out: the example leaves the body out, as for any large object.
    expect(clientUsage(buildModel({ document }, { source: 'x.yaml' }), './client.js')?.example).toContain('save');
  });

  it('schema advice walks a member with a long allOf', () => {
    const document = { ...HEAD, paths: {}, components: { schemas: { Closed: { additionalProperties: false, allOf: [{ allOf: many(() => ({ type: 'object' })) }] } } } };
    expect(schemaAdviceFindings(document)).toEqual([]);
  });

  it('path parameters: 150,000 stray in a path item, in an operation, and templates with none declared', () => {
    const parameters = () => many((index) => ({ name: `p${index}`, in: 'path', required: true }));
    const document = {
      ...HEAD,
      paths: {
        '/a': { parameters: parameters(), get: { responses: { '200': { description: 'ok' } } } },
        '/b': { get: { parameters: parameters(), responses: { '200': { description: 'ok' } } } },
        [`/${many((index) => `{t${index}}`).join('/')}`]: { get: { responses: { '200': { description: 'ok' } } } },
      },
    };
    const warnings = reconcilePathParameters(document);
    expect(warnings).toHaveLength(3 * MANY);
    expect(warnings[0]).toMatchObject({ pointer: '/paths/~1a/parameters/0', severity: 'warning' });
  });

  // Empty enums: one warning each, the cheapest finding to make in bulk (an uncompilable pattern
  // costs a RegExp compile each: 9 s for the same proof).
  it('validation gathers a finding for each of 150,000 empty enums', () => {
    const document = { ...HEAD, paths: {}, components: { schemas: { Bad: { allOf: many(() => ({ enum: [] })) } } } };
    const findings = validateDocument(document).filter((finding) => finding.message.includes('`enum` is empty'));
    expect(findings).toHaveLength(MANY);
    expect(findings[0]!.pointer).toBe('/components/schemas/Bad/allOf/0/enum');
  });

  it("the docs intro shows an error body whose nested member has 150,000 fixed properties (allOf past one object's 100,000)", () => {
    const third = (offset: number) => ({ properties: Object.fromEntries(Array.from({ length: MANY / 3 }, (_, index) => [`c${offset + index}`, { const: 1 }])) });
    const details = { type: 'object', required: ['message'], properties: { message: { type: 'string' } }, allOf: [third(0), third(MANY / 3), third((2 * MANY) / 3)] };
    const error = { type: 'object', required: ['message', 'details'], properties: { message: { type: 'string' }, details } };
    const document = { ...HEAD, paths: { '/a': { get: { operationId: 'get', responses: { '200': { description: 'ok' }, '400': { description: 'bad', content: { 'application/json': { schema: error } } } } } } } };
    const intro = introMarkdown(buildModel({ document }, { source: 'x.yaml' }));
    expect(intro).toContain('"c149999": 1');
  });

});

describe('the generated runtimes, on values of 150,000 items', () => {
  const entries = many((index) => [`m${index}`, 'v'] as const);

  it('client: a joined cookie whose object has 150,000 members', () => {
    const [pair] = joinedCookies(['c'])({ c: Object.fromEntries(entries) });
    expect(pair?.startsWith('c=m0,v,m1,v,')).toBe(true);
    expect(pair?.endsWith('m149999,v')).toBe(true);
  });

  it('client: a simple-style path value whose object has 150,000 members', () => {
    const written = styledPath([{ name: 'p', style: 'simple', explode: false }])(Object.fromEntries(entries), 'p');
    expect(typeof written === 'string' && written.startsWith('m0,v,m1,v,') && written.endsWith('m149999,v')).toBe(true);
  });

  it("server: a document's pattern of 150,000 alternatives", () => {
    const matcher = serverPattern(many((index) => `a${index}`).join('|'), 'u');
    expect(matcher.test('a149999')).toBe(true);
    expect(matcher.test('b')).toBe(false);
  });

  it('server: a parameter whose schema has an allOf of 150,000 members', () => {
    const read = valueReader({ name: 'q', in: 'query', schema: { allOf: many(() => ({ type: 'integer' })) } }, {});
    expect(read('12')).toBe(12);
  });
});
