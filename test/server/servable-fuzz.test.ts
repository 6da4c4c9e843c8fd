/**
 * Property-based, over odd paths, patterns and numbers (issue 11, points 8 and 9): for every
 * random document, either the loader refuses it with located problems, or the server built
 * from it starts, answers each operation at its published path (with the path values as sent),
 * and answers odd query values with 200 or 400, never a 500.
 *
 * The server is built the way generated/server.ts builds it (the emitter's `apiData` is what it
 * prints), without printing and formatting each document, so a run takes about a second.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { apiData } from '../../generators/emit/server/route-table.js';
import { registerRoutes, serverOptions, type ApiDefinition } from '../../generators/runtime/server-runtime.js';
import { readMultipart } from '../../generators/runtime/server/multipart.js';
import { writeDocument } from './helpers/generated-server.js';
import { rawRequest } from './helpers/raw-http.js';

/**
 * Static text: router syntax, percent-escapes, characters a URL must encode; rarely text no
 * server can route (refused). No uppercase letters, 7 or 9: those make the values.
 */
const STATIC = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom('a', 'b1', ':', '::', '(', ')', '*', '-', '.', '%20', '%2F', '$', '^', '|', '+', '~', 'é', '@', ',', ';', '=', '!', "'", '[', ']', 'x:cancel', '(^(a|a)+$)', 'v') },
  { weight: 1, arbitrary: fc.constantFrom('%', '?', '#') },
);
const NAME = fc.constantFrom('id', 'name', 'x-y', 'a.b', '__proto__', 'constructor', '$k', 'p0');
/** Text, then templates each followed by text; now and then two templates meet (refused). */
const SEGMENT = fc
  .tuple(fc.option(STATIC, { freq: 2 }), fc.array(fc.tuple(NAME, fc.option(STATIC, { freq: 12 })), { maxLength: 3 }))
  .map(([first, rest]) => [
    ...(first === null ? [] : [{ text: first }]),
    ...rest.flatMap(([name, text]) => [{ name }, ...(text === null ? [] : [{ text }])]),
  ])
  .filter((pieces) => pieces.length > 0);
const NUMBER = fc.oneof({ weight: 15, arbitrary: fc.constantFrom('0', '-0', '1', '1.5', '9007199254740993', '-3') }, { weight: 1, arbitrary: fc.constantFrom('1e-400', '1e400', '-1e400', '.inf', '-.inf', '.nan') });
const PATTERN = fc.oneof(
  { weight: 15, arbitrary: fc.constantFrom('^\\d{3}\\-\\d{4}$', '\\p{L}+', '^(a|a)+$', '\\_x', '[a-z]', '^$', '.') },
  { weight: 1, arbitrary: fc.constantFrom('(', '[a-z', 'a{2,1}', '\\') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const QUERY_SCHEMA = fc.oneof(
  PATTERN.map((pattern) => `{type: string, pattern: ${JSON.stringify(pattern)}}`),
  NUMBER.map((number) => `{type: integer, minimum: ${number}}`),
  NUMBER.map((number) => `{type: number, multipleOf: ${number === '0' || number === '-0' || number === '-3' ? '0.5' : number}}`),
  NUMBER.map((number) => `{type: [number, 'null'], maximum: ${number}}`),
);
const METHODS = fc.subarray(['get', 'head', 'post', 'delete'] as const, { minLength: 1 });
const QUERY_VALUES = ['1', '1e3', 'Infinity', '-0', '', 'abc', '555-1234', '%E2%82%AC', '9'.repeat(30)];

interface PathSpec {
  readonly segments: readonly (readonly ({ text: string } | { name: string })[])[];
  readonly integer: boolean;
  readonly methods: readonly string[];
  readonly query: string;
}

/** Template names made unique within a path (a repeated name is refused, as it should be, but says nothing about servers). */
function uniqueNames(segments: readonly (readonly ({ text: string } | { name: string })[])[]): PathSpec['segments'] {
  const seen = new Map<string, number>();
  return segments.map((segment) =>
    segment.map((piece) => {
      if (!('name' in piece)) return piece;
      const count = seen.get(piece.name) ?? 0;
      seen.set(piece.name, count + 1);
      return { name: count === 0 ? piece.name : `${piece.name}${count}` };
    }),
  );
}

const PATH = fc
  .record({ segments: fc.array(SEGMENT, { minLength: 1, maxLength: 3 }), integer: fc.boolean(), methods: METHODS, query: QUERY_SCHEMA })
  .map((spec) => ({ ...spec, segments: uniqueNames(spec.segments) }));

/** Each path starts with its own `/rN`, so two random paths never claim one request. */
function published(spec: PathSpec, index: number): string {
  return `/r${index}/${spec.segments.map((segment) => segment.map((piece) => ('name' in piece ? `{${piece.name}}` : piece.text)).join('')).join('/')}`;
}

function documentText(specs: readonly PathSpec[]): string {
  const paths = specs.map((spec, index) => {
    const names = [...new Set(spec.segments.flat().flatMap((piece) => ('name' in piece ? [piece.name] : [])))];
    const parameters = [
      ...names.map((name) => `{name: ${JSON.stringify(name)}, in: path, required: true, schema: {type: ${spec.integer ? 'integer' : 'string'}}}`),
      `{name: q, in: query, schema: ${spec.query}}`,
    ];
    const operations = spec.methods.map((method) => `    ${method}: {operationId: ${method}${index}, responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}}`);
    return `  ${JSON.stringify(published(spec, index))}:\n    parameters: [${parameters.join(', ')}]\n${operations.join('\n')}`;
  });
  return `openapi: 3.1.0\ninfo: {title: fuzz, version: "1"}\npaths:\n${paths.join('\n')}\n`;
}

/** The request path a client sends: each value encoded, the static text as published with what a URL cannot carry escaped. */
function requestPath(spec: PathSpec, index: number): string {
  const value = spec.integer ? '79' : 'QZ';
  return published(spec, index)
    .replace(/\{[^{}]*\}/g, value)
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/g, (character) => encodeURIComponent(character));
}

function expectedPath(spec: PathSpec): Record<string, unknown> {
  const names = spec.segments.flat().flatMap((piece) => ('name' in piece ? [piece.name] : []));
  return Object.fromEntries(names.map((name) => [name, spec.integer ? 79 : 'QZ']));
}

/** How many documents were accepted and how many refused, so the property is known to exercise servers. */
const tally = { accepted: 0, refused: 0, requests: 0, reasons: new Map<string, number>() };

async function checkDocument(specs: readonly PathSpec[]): Promise<void> {
  const file = writeDocument('fuzz', documentText(specs));
  let loaded: Awaited<ReturnType<typeof loadDocument>>;
  try {
    loaded = await loadDocument(file);
  } catch (error) {
    // A refusal names where: every problem has a pointer and is found in the file.
    expect(error).toBeInstanceOf(SpecError);
    tally.refused++;
    for (const problem of (error as SpecError).problems) {
      const reason = problem.message.replace(/"[^"]*"|\{[^}]*\}|\S*\/\S*/g, '…');
      tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
      expect(problem.pointer, problem.message).not.toBe('');
      expect(problem.line, `${problem.pointer} ${problem.message}`).toBeGreaterThan(0);
    }
    return;
  }
  tally.accepted++;
  const model = buildModel(loaded, { source: file });
  const app = Fastify(serverOptions({ logger: false }));
  const handlers = Object.fromEntries(model.operations.map((operation) => [operation.identifier, (request: { path: unknown }) => ({ status: 200, data: request.path })]));
  registerRoutes(app, { ...(apiData(model) as unknown as ApiDefinition), multipart: readMultipart }, { handlers, authenticate: () => ({}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    for (const [index, spec] of specs.entries()) {
      const path = requestPath(spec, index);
      for (const method of spec.methods) {
        const answer = await rawRequest(port, { method: method.toUpperCase(), path, headers: {} });
        tally.requests++;
        expect([answer.status, method === 'head' ? '' : JSON.parse(answer.body)], `${method} ${path}`).toEqual([200, method === 'head' ? '' : expectedPath(spec)]);
        for (const value of QUERY_VALUES) {
          const odd = await rawRequest(port, { method: method.toUpperCase(), path: `${path}?q=${value}`, headers: {} });
          expect([200, 400], `${method} ${path}?q=${value}: ${odd.body}`).toContain(odd.status);
        }
      }
    }
  } finally {
    await app.close();
  }
}

describe('any document the loader accepts yields a server that starts and routes as published', () => {
  it('holds for random odd paths, patterns and numbers', async () => {
    await fc.assert(fc.asyncProperty(fc.array(PATH, { minLength: 1, maxLength: 3 }), checkDocument), { numRuns: 60 });
    console.log(`servable fuzz: ${tally.accepted} documents served (${tally.requests} routed requests), ${tally.refused} refused`, [...tally.reasons]);
    // The property must mostly exercise servers, not the refusals.
    expect(tally.accepted).toBeGreaterThanOrEqual(15);
  }, 600_000);

  it('holds for the documents that broke servers before (regressions kept as examples)', async () => {
    const examples: PathSpec[][] = [
      [{ segments: [[{ name: 'id' }, { text: '(^(a|a)+$)' }]], integer: false, methods: ['get'], query: '{type: string}' }],
      [{ segments: [[{ name: 'name' }, { text: ':cancel' }]], integer: false, methods: ['post', 'get'], query: '{type: integer}' }],
      [{ segments: [[{ text: 'Products(' }, { name: 'key' }, { text: ')' }]], integer: true, methods: ['get', 'head'], query: "{type: string, pattern: '^\\d{3}\\-\\d{4}$'}" }],
      [{ segments: [[{ text: '*' }], [{ name: 'id' }]], integer: false, methods: ['get', 'delete'], query: '{type: number, multipleOf: 1e-400}' }],
    ];
    for (const example of examples) await checkDocument(example);
  }, 120_000);
});
