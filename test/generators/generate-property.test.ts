/**
 * The whole of `generate`, over mutated documents (issue 11, "Must show"): whatever one or two
 * values or keys of a complete document say (titles, descriptions, paths, names, patterns,
 * numbers, security entries, servers, tags, `x-` extensions), generate either refuses it with
 * located problems of the document (never a crash of the generator, never a bare JavaScript
 * error), or writes types, client and server that type-check strictly (all documents' outputs
 * in one program, after the runs) and a server that starts and answers every operation at its
 * published path without a 500 or a 404.
 *
 * Bound per document, stated and asserted (these are small documents; decisions/0014 states the
 * bound for documents at the input limits): generate within 60 s wall on a loaded machine, and
 * the worker's resident memory grown by under 1.5 GiB over it (MEMORY_GROWTH_BOUND_BYTES).
 *
 * The docs page is generated too (a few milliseconds): whatever the document, it is written or
 * the document is refused, never a crash of its emitter.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SpecError } from '../../generators/load/index.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { rawRequest } from '../server/helpers/raw-http.js';
import { scratchDir } from './helpers/scratch.js';
import { typeCheckFolders } from './helpers/typecheck.js';
import { places } from '../support/document-places.js';

const TIME_BOUND_MS = 60_000;
/**
 * What one generate may add to the worker's resident memory. The worker is shared with the files
 * before this one (vitest.config.ts, isolate: false), whose heap V8 does not hand back at once:
 * an absolute bound failed after a file that builds arrays of 300,000 items, with nothing of this
 * file's generate to blame. The growth over the generate is what a mutated document causes.
 */
const MEMORY_GROWTH_BOUND_BYTES = 1.5 * 1024 ** 3;

const BASE = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1.0.0', description: 'A pet store.', 'x-audience': 'public' },
  servers: [{ url: 'https://{region}.example.test/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
  tags: [{ name: 'pets', description: 'Pets.' }],
  security: [{ apiKey: [] }],
  paths: {
    '/pets/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getPet',
        tags: ['pets'],
        summary: 'One pet',
        parameters: [
          { name: 'fields', in: 'query', schema: { type: 'string', pattern: '^[a-z,]+$', maxLength: 40 } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          '404': { description: 'missing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
      delete: { operationId: 'deletePet', security: [{ apiKey: [], oauth: ['pets:write'] }], responses: { '204': { description: 'gone' } } },
    },
    '/pets': {
      post: {
        operationId: 'createPet',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: { '201': { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
      get: {
        operationId: 'listPets',
        security: [],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, multipleOf: 1 } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } } },
      },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } } },
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1 },
          kind: { enum: ['cat', 'dog'] },
          tags: { type: 'array', items: { type: 'string' } },
          metadata: { type: 'object' },
          weight: { type: 'number', exclusiveMinimum: 0 },
        },
      },
      Problem: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
    },
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.test/token', scopes: { 'pets:write': 'write pets' } } } },
    },
  },
};

const PLACES = places(BASE).filter((segments) => segments.length > 0);
/** Places whose key is a name (an object member): renaming them renames a path, property, scheme, … */
const KEYS = PLACES.filter((segments) => typeof segments[segments.length - 1] === 'string');

/** A number written as its literal, so values JSON.stringify cannot hold (1e400) reach the file. */
const literal = (text: string) => `@@literal:${text}@@`;

const TEXT = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '--help', '--template=/etc/passwd', '--output=/tmp/x', '*/ PWNED /*', '</script><script>PWNED</script>', '${PWNED}', '`PWNED`', '\u2028', 'a\nb',
      '__proto__', 'constructor', 'toString', '', ' ', 'é', '😀', '\\', "'", '"', '-->', '<!--', 'x-y', '1abc', 'class', 'default',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);
const PATH_TEXT = fc.constantFrom('/a/{id}:cancel', '/Products({id})', '/files/{id}(^(a|a)+$)', '/a/*', '/c/:x/{id}', '/e/{id}.{ext}', '/%41/{id}', '/a?b', '/a#b', '/{a}{b}', 'no-slash', '/pets/{name}');
const NUMBER = fc.constantFrom('0', '-0', '1e-400', '1e400', '-1e400', '1.5', '9007199254740993', '-1', '1e-300').map(literal);
const SECURITY = fc.constantFrom<unknown>(['apiKey'], 'apiKey', [{ apiKey: 'x' }], [{ nope: [] }], [{ __proto__: [] }], [{}], [], [{ apiKey: [], oauth: [] }], [null], [{ oauth: [42] }]);
const SCHEMA = fc.constantFrom<unknown>({ enum: [] }, { pattern: '^\\d{3}\\-\\d{4}$' }, { pattern: '(' }, { type: 'decimal' }, { $id: 'https://x.example/a' }, { $ref: '#/components/schemas/Nope' }, { type: 'object', additionalProperties: false }, { allOf: [{ $ref: '#/components/schemas/Pet' }] }, true, false);
const VALUE = fc.oneof(TEXT, NUMBER, SECURITY, SCHEMA, fc.jsonValue({ maxDepth: 2 }), fc.constant(null));

type Mutation = { readonly kind: 'value'; readonly at: readonly (string | number)[]; readonly value: unknown } | { readonly kind: 'key'; readonly at: readonly (string | number)[]; readonly key: string };

const MUTATION: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('value' as const), at: fc.constantFrom(...PLACES), value: VALUE }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('key' as const), at: fc.constantFrom(...KEYS), key: fc.oneof(TEXT, PATH_TEXT) }) },
);

function mutatedText(mutations: readonly Mutation[]): string {
  const copy = structuredClone(BASE) as { [key: string]: unknown };
  for (const mutation of mutations) {
    let parent: unknown = copy;
    for (const segment of mutation.at.slice(0, -1)) parent = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[segment] : undefined;
    if (typeof parent !== 'object' || parent === null) continue; // an earlier mutation replaced the way there
    const last = mutation.at[mutation.at.length - 1]!;
    const target = parent as Record<string | number, unknown>;
    if (mutation.kind === 'value') target[last] = mutation.value;
    else if (!Array.isArray(parent) && Object.hasOwn(target, last)) {
      // Renamed in place (the order of members is kept); fromEntries keeps `__proto__` an own key.
      const renamed = Object.fromEntries(Object.entries(target).map(([key, value]) => [key === last ? mutation.key : key, value]));
      for (const key of Object.keys(target)) delete target[key];
      for (const [key, value] of Object.entries(renamed)) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return JSON.stringify(copy, null, 1).replace(/"@@literal:([^@]*)@@"/g, '$1');
}

/** The request path for a published path: each template filled with 1, what a URL cannot carry escaped. */
function requestPath(published: string): string {
  return published.replace(/\{[^{}]*\}/g, '1').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/g, (character) => encodeURIComponent(character));
}

interface Route {
  readonly method: string;
  readonly path: string;
}

async function startServer(out: string): Promise<{ app: FastifyInstance; routes: readonly Route[] }> {
  const server = (await import(pathToFileURL(path.join(out, 'server.ts')).href)) as { routes: readonly Route[]; registerHandlers: (app: FastifyInstance, options: unknown) => void };
  const runtime = (await import(pathToFileURL(path.join(out, 'runtime', 'server-runtime.ts')).href)) as { serverOptions: (overrides?: object) => object };
  const app = Fastify(runtime.serverOptions({ logger: false }));
  server.registerHandlers(app, { handlers: {}, partial: true, authenticate: () => ({}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, routes: server.routes };
}

/** How the runs went, so the property is known to exercise both sides. */
const tally = { generated: 0, refused: 0, reasons: [] as string[] };

const dir = scratchDir('generate-property');
let runs = 0;
/**
 * Every generated output folder and the document it came from. They are type-checked together
 * after the property has run (typeCheckAll): one program over all of them parses and binds the
 * lib, Node's and Fastify's declarations once instead of once per document, and checks the
 * runtime the folders carry identical copies of once (it is most of each folder's code). Each
 * folder is its own set of ES modules (no globals), so checking them side by side reports exactly
 * the errors each has alone, each under its document's name.
 */
const written = new Map<string, string>();

/** Strict type-check of every output written: a list of `document (out-N): file:line:col message`. */
function typeCheckAll(): string[] {
  return typeCheckFolders([...written].map(([out, file]) => ({ name: `${file} (${path.basename(out)})`, dir: out })));
}

/** One document: refused with located problems, or generated, type-checked and served; within the bound. */
async function check(mutations: readonly Mutation[]): Promise<void> {
  runs += 1;
  const file = path.join(dir, `run-${runs}.json`);
  writeFileSync(file, mutatedText(mutations));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const started = Date.now();
  const outcome = await generate({ specPath: file, outputs: ['types', 'client', 'server', 'docs'] }).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  clearInterval(sampler);
  expect(Date.now() - started, file).toBeLessThan(TIME_BOUND_MS);
  expect(peak - before, file).toBeLessThan(MEMORY_GROWTH_BOUND_BYTES);
  if ('error' in outcome) {
    expect(outcome.error, `${file}: ${String(outcome.error)}`).toBeInstanceOf(SpecError);
    tally.refused += 1;
    tally.reasons.push((outcome.error as SpecError).problems[0]?.message.slice(0, 90) ?? '');
    for (const problem of (outcome.error as SpecError).problems) {
      const where = `${file}: ${problem.pointer} ${problem.message}`;
      expect(problem.file, where).toBe(file);
      expect(problem.message.length, where).toBeGreaterThan(0);
      // A refusal of the document, never the generator failing on it.
      expect(problem.hint, where).not.toMatch(/failure of the generator/);
      if (problem.pointer !== '') expect(problem.line, where).toBeGreaterThan(0);
    }
    return;
  }
  tally.generated += 1;
  const out = path.join(dir, `out-${runs}`);
  await writeOutput(out, outcome.result.files);
  written.set(out, file);
  const { app, routes } = await startServer(out);
  try {
    const { port } = app.server.address() as AddressInfo;
    for (const route of routes) {
      const answer = await rawRequest(port, { method: route.method.toUpperCase(), path: requestPath(route.path), headers: {} });
      // 501 (no handler), or refused before it (400, 401, 403); never unrouted, never a crash.
      expect([400, 401, 403, 501], `${file}: ${route.method} ${route.path} answered ${answer.status} ${answer.body}`).toContain(answer.status);
    }
  } finally {
    await app.close();
  }
}

describe('generate over mutated documents', () => {
  it('refuses with located problems, or writes code that type-checks and a server that starts and routes; within the time and memory bound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(MUTATION, { minLength: 0, maxLength: 2 }), check),
      // MTC_PROPERTY_RUNS and MTC_PROPERTY_SEED explore further than the fixed run CI repeats.
      { numRuns: Number(process.env['MTC_PROPERTY_RUNS'] ?? 24), seed: Number(process.env['MTC_PROPERTY_SEED'] ?? 20261126) },
    );
    // Counterexamples found by wider runs (MTC_PROPERTY_RUNS=120 MTC_PROPERTY_SEED=77), kept.
    await check([{ kind: 'value', at: ['paths', '/pets', 'post', 'responses'], value: { pattern: '^\\d{3}\\-\\d{4}$' } }]);
    expect(written.size).toBe(tally.generated);
    expect(typeCheckAll(), 'generated code that does not type-check strictly').toEqual([]);
    console.log(`generate property: ${tally.generated} generated, type-checked and served; ${tally.refused} refused`, [...new Set(tally.reasons)]);
    expect(tally.generated).toBeGreaterThanOrEqual(6);
    expect(tally.refused).toBeGreaterThanOrEqual(3);
  }, 1_200_000);
});
