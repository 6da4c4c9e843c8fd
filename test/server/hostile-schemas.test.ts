/**
 * Issue 11, points 9 (schema part), 10 and 11, over real HTTP against servers generated from
 * small hostile documents: patterns written for engines without Unicode mode, numbers JSON cannot
 * hold, schema graphs whose compilation grew exponentially, and free-form objects.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SpecError } from '../../generators/load/index.js';
import { document, generateServerFiles, startGeneratedServer, writeDocument, type GeneratedServer } from './helpers/generated-server.js';

/** A request that never answers fails the test instead of hanging it (a frozen server is the bug). */
const FROZEN_AFTER_MS = 15_000;

let server: GeneratedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server!.baseUrl}${path}`, { signal: AbortSignal.timeout(FROZEN_AFTER_MS) });
  return { status: response.status, body: await response.text() };
}

const ok = (schema: string): string => `responses: {"200": {description: ok, content: {application/json: {schema: ${schema}}}}}`;

describe('schemas a server used to fail on at start', () => {
  it('starts with a pattern the u flag refuses (\\-), and validates with its evident meaning', async () => {
    server = await startGeneratedServer(
      'pattern',
      document(`  /phones:
    get:
      operationId: findPhone
      parameters: [{name: number, in: query, required: true, schema: {type: string, pattern: '^\\d{3}\\-\\d{4}$'}}]
      ${ok('{}')}`),
      { findPhone: (request) => ({ status: 200, data: request.query }) },
    );
    expect(await get('/phones?number=555-1234')).toEqual({ status: 200, body: '{"number":"555-1234"}' });
    expect((await get('/phones?number=5551234')).status).toBe(400);
  }, 120_000);

  it.each([
    ['multipleOf: 1e-400 (read as 0)', '{type: number, multipleOf: 1e-400}', '/components/schemas/Price/multipleOf', /`multipleOf` must be > 0/],
    ['minimum: -.inf', '{type: number, minimum: -.inf}', '/components/schemas/Price/minimum', /-Infinity, which JSON cannot represent/],
    ['maximum: 1e400 (read as Infinity)', '{type: number, maximum: 1e400}', '/components/schemas/Price/maximum', /Infinity, which JSON cannot represent/],
    ['a pattern JavaScript cannot compile', "{type: string, pattern: '(unclosed'}", '/components/schemas/Price/pattern', /not a regular expression JavaScript can compile/],
    ['a nested pattern JavaScript cannot compile', "{type: object, properties: {codes: {type: array, items: {type: string, pattern: '(unclosed'}}}}", '/components/schemas/Price/properties/codes/items/pattern', /not a regular expression JavaScript can compile/],
    ['a patternProperties name JavaScript cannot compile', "{type: object, properties: {a~b: {type: object, patternProperties: {'[z-a]': {type: string}}}}}", '/components/schemas/Price/properties/a~0b/patternProperties/[z-a]', /not a regular expression JavaScript can compile/],
    // Nested repetitions the linear matcher cannot run, so only a backtracking engine could:
    // 26 `a`s and a `!` took 2.5 s natively with lookbehind or a backreference, twice as long
    // for each `a` more, and `^(a{1,200}){1,200}$` 45 s on 30 `a`s.
    ['a pattern nesting repetitions beside lookbehind', "{type: string, pattern: '^(a+)+(?<!b)$'}", '/components/schemas/Price/pattern', /can take exponential time.*lookbehind or a backreference/],
    ['a pattern nesting repetitions beside a backreference', "{type: string, pattern: '^(a)(a+)+\\1$'}", '/components/schemas/Price/pattern', /can take exponential time.*lookbehind or a backreference/],
    ['a pattern nesting repetitions inside lookbehind', "{type: object, patternProperties: {'(?<=x)(a|a)*$': {type: string}}}", '/components/schemas/Price/patternProperties/(?<=x)(a|a)*$', /can take exponential time/],
    ['a pattern nesting counted repetitions too large for the linear matcher', "{type: string, pattern: '^(a{1,200}){1,200}$'}", '/components/schemas/Price/pattern', /can take exponential time.*states/],
    // The loader's structural check (Redocly) or the meta-schema check, whichever reports it first.
    ['an invalid type', '{type: decimal}', '/components/schemas/Price/type', /`type` (must be equal to one of the allowed values|can be one of the following only)/],
  ])('refuses %s at generate time, naming the pointer and line', async (_name, schema, pointer, message) => {
    const text = document(`  /prices:
    get: {operationId: getPrice, ${ok("{$ref: '#/components/schemas/Price'}")}}`, `  schemas:
    Price: ${schema}`);
    const error = await generateServerFiles(writeDocument('refused-schema', text)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    const problem = (error as SpecError).problems.find((candidate) => candidate.pointer === pointer);
    expect(problem?.message).toMatch(message);
    expect(problem?.line).toBeGreaterThan(0);
  }, 120_000);
});

describe('an $id that rebases a $ref', () => {
  it('starts, and reads #/components/... under the $id as the document\'s component, as the loader and the types do', async () => {
    // JSON Schema resolves the reference against the $id, where it names nothing; Ajv could not
    // compile it, and generate refused the document (kiota's non-identifier-schema-key.yaml).
    server = await startGeneratedServer(
      'rebased-ref',
      document(`  /prices:
    get:
      operationId: getPrice
      parameters: [{name: amount, in: query, required: true, schema: {type: string}}]
      ${ok("{$ref: '#/components/schemas/Price'}")}`, `  schemas:
    Other: {type: string, maxLength: 3}
    Price: {$id: 'https://elsewhere.example/price', type: object, properties: {a: {$ref: '#/components/schemas/Other'}}}`),
      { getPrice: (request) => ({ status: 200, data: { a: (request.query as { amount: string }).amount } }) },
    );
    expect(await get('/prices?amount=abc')).toEqual({ status: 200, body: '{"a":"abc"}' });
    // The answer breaks Other's maxLength: validated against the document's component, it is the handler's 500.
    expect((await get('/prices?amount=abcd')).status).toBe(500);
  }, 120_000);
});

describe('what the runtime refuses that no rule foresaw: generate mounts the server in memory first', () => {
  const refusal = async (name: string, text: string): Promise<SpecError> => {
    const error = await generateServerFiles(writeDocument(name, text)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    return error as SpecError;
  };

  it.each([
    // An empty enum was the case here until the server's copy read it as `false` (test/server/empty-enums.test.ts).
    ['ajv-formats\' formatMaximum beside a format it cannot compare (an unknown keyword to JSON Schema, compiled by Ajv)', '{type: string, format: email, formatMaximum: a}', 'getPrice response 200: schema does not compile ("formatMaximum": format "email" does not define "compare" function)'],
  ])('refuses %s at the operation that uses it', async (_name, schema, reason) => {
    const text = document(`  /health:
    get: {operationId: health, ${ok('{}')}}
  /prices:
    get: {operationId: getPrice, ${ok("{$ref: '#/components/schemas/Price'}")}}`, `  schemas:
    Other: {type: string}
    Price: ${schema}`);
    const [problem, ...others] = (await refusal('unstartable', text)).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ pointer: '/paths/~1prices/get', line: 7, message: expect.stringContaining(`a server generated from this document would not start: ${reason}`) });
  }, 120_000);

  it('refuses two component schemas with one $id at the second of them', async () => {
    const text = document(`  /prices:
    get: {operationId: getPrice, ${ok("{$ref: '#/components/schemas/A'}")}}`, `  schemas:
    A: {$id: 'https://x.example/a', type: object}
    B: {$id: 'https://x.example/a', type: string}`);
    const [problem] = (await refusal('same-id', text)).problems;
    expect(problem).toMatchObject({ pointer: '/components/schemas/B', line: 9, message: expect.stringContaining('would not start: reference "https://x.example/a" resolves to more than one schema') });
  }, 120_000);

  // hey-api's dynamicref-fallback.yaml (test/corpus): the reason named the document by the
  // runtime's internal base URI, "https://openapi.invalid/document.json#ambiguousType", a name
  // the author never wrote. It says the reference as the document can write it.
  it('refuses two component schemas with one $dynamicAnchor, naming the anchor as the document writes it', async () => {
    const text = document(`  /prices:
    get: {operationId: getPrice, ${ok("{$ref: '#/components/schemas/A'}")}}`, `  schemas:
    A: {$dynamicAnchor: price, type: object}
    B: {$dynamicAnchor: price, type: string}`);
    const [problem] = (await refusal('same-anchor', text)).problems;
    expect(problem).toMatchObject({ pointer: '/components/schemas/B', line: 9, message: expect.stringContaining('would not start: reference "#price" resolves to more than one schema') });
    expect(problem?.message).not.toContain('openapi.invalid');
  }, 120_000);
});

/**
 * L0 … Ln, each an allOf of the next level and an object with two more references to it: 3.5 KB
 * for 14 levels, but a compiler that inlines references sees 3^14 copies. fast-json-stringify
 * compiled it on the first request (37 s at 12 levels, minutes at 14); Ajv's default inlining
 * does the same with one large schema named many times (the second document).
 */
function deepGraph(levels: number): string {
  const schemas = Array.from({ length: levels }, (_, level) => {
    const next = `{$ref: '#/components/schemas/L${level + 1}'}`;
    return `    L${level}:
      allOf:
        - ${next}
        - {type: object, properties: {x${level}: {allOf: [${next}]}, y${level}: {allOf: [${next}]}}}`;
  });
  return document(`  /deep:
    get: {operationId: getDeep, ${ok("{$ref: '#/components/schemas/L0'}")}}
  /health:
    get: {operationId: health, ${ok('{}')}}`, `  schemas:
${schemas.join('\n')}
    L${levels}: {type: object, properties: {leaf: {type: string}}}`);
}

function wideGraph(width: number): string {
  const leaf = Array.from({ length: width }, (_, index) => `        p${index}: {type: string, maxLength: 5}`).join('\n');
  const wide = Array.from({ length: width }, (_, index) => `        w${index}: {$ref: '#/components/schemas/Leaf'}`).join('\n');
  return document(`  /wide:
    get: {operationId: getWide, ${ok("{$ref: '#/components/schemas/Wide'}")}}`, `  schemas:
    Leaf:
      type: object
      properties:
${leaf}
    Wide:
      type: object
      properties:
${wide}`);
}

describe('the first request does not freeze', () => {
  it('answers the first request of a deep allOf/$ref graph at once: everything is compiled at start-up, nothing per request', async () => {
    server = await startGeneratedServer('deep', deepGraph(14), { getDeep: () => ({ status: 200, data: { leaf: 'x', x0: { leaf: 'y' } } }) });
    expect(await get('/deep')).toEqual({ status: 200, body: '{"leaf":"x","x0":{"leaf":"y"}}' });
    expect((await get('/health')).status).toBe(200);
  }, 120_000);

  it('starts and answers with one large schema referenced from hundreds of places', async () => {
    server = await startGeneratedServer('wide', wideGraph(300), { getWide: () => ({ status: 200, data: { w0: { p0: 'ok' } } }) });
    expect(await get('/wide')).toEqual({ status: 200, body: '{"w0":{"p0":"ok"}}' });
  }, 120_000);
});

describe('uniqueItems', () => {
  async function post(path: string, body: string): Promise<{ status: number; body: string; milliseconds: number }> {
    const started = performance.now();
    const response = await fetch(`${server!.baseUrl}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(FROZEN_AFTER_MS) });
    return { status: response.status, body: await response.text(), milliseconds: performance.now() - started };
  }

  it('checks an array of objects in linear time (Ajv compares every pair: 80,000 distinct items, 949 KB, held the event loop for 109 s)', async () => {
    server = await startGeneratedServer(
      'unique-items',
      document(`  /tags:
    post:
      operationId: setTags
      requestBody: {required: true, content: {application/json: {schema: {type: array, uniqueItems: true, items: {type: object}}}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {type: array, uniqueItems: true}}}}}`),
      { setTags: (request) => ({ status: 200, data: request.body }) },
    );
    // About 950 KB, under the default body limit of 1 MiB.
    const items = Array.from({ length: 34_000 }, (_, index) => `{"a":${index},"b":[{"c":${index}}]}`);
    const distinct = await post('/tags', `[${items.join(',')}]`);
    expect(distinct.status).toBe(200);
    expect(distinct.milliseconds).toBeLessThan(5_000);
    // Equal as JSON Schema says (members in any order, 1 and 1.0), wherever they sit.
    const twice = await post('/tags', `[${items.slice(0, 1_000).join(',')},{"b":[{"c":7.0}],"a":7}]`);
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body).detail).toBe('body must NOT have duplicate items (items ## 7 and 1000 are identical)');
    expect((await post('/tags', '[{"a":1},{"a":"1"},{"a":[1]},{"a":{"1":1}},{"a":true},{"a":null},{},{"a":[]},{"a":[[]]},{"a":[1,2]},{"a":[2,1]},{"b":1}]')).status).toBe(200);
    expect(JSON.parse((await post('/tags', '[{"a":[1,2]},{"a":[2,1]},{"a":[1,2]}]')).body).detail).toMatch(/items ## 0 and 2 are identical/);
    expect(JSON.parse((await post('/tags', '[{"a":0},{"a":-0.0}]')).body).detail).toMatch(/items ## 0 and 1 are identical/);
  }, 120_000);
});

describe('free-form objects', () => {
  const paths = `  /profile:
    get: {operationId: getProfile, ${ok("{$ref: '#/components/schemas/Profile'}")}}`;
  const components = `  schemas:
    Profile:
      type: object
      properties:
        name: {type: string}
        metadata: {type: object}
        strict: {type: object, properties: {a: {type: string}}, additionalProperties: false}`;

  it('sends every key of an open object the handler returned, nested ones included', async () => {
    const profile = { name: 'ada', metadata: { theme: 'dark', lang: 'en', nested: { deep: [1, 2] } }, extra: true };
    server = await startGeneratedServer('free-form', document(paths, components), { getProfile: () => ({ status: 200, data: profile }) });
    const answer = await get('/profile');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(profile);
  }, 120_000);

  it('still refuses (500, logged) a body its schema closes with additionalProperties: false', async () => {
    server = await startGeneratedServer('closed', document(paths, components), { getProfile: () => ({ status: 200, data: { strict: { a: 'x', b: 'leak' } } }) });
    expect((await get('/profile')).status).toBe(500);
    expect(server.logs.join('\n')).toContain('does not match its schema');
  }, 120_000);
});
