/**
 * The docs emitter on documents we own and one we did not write: the same bytes as the committed
 * page, the header and the Content-Security-Policy, no script and nothing loaded, the generated
 * section, every operation and every component schema reachable by a unique id, and the parts a
 * reader needs (parameters, bodies, responses, examples, security, servers). Hostile documents
 * are in docs-hostile.test.ts; the page in a browser in docs-browser.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH, emitDocs } from '../../generators/emit/docs.js';
import { introMarkdown, pathPrefix } from '../../generators/emit/docs/intro.js';
import { createMarkdown } from '../../generators/emit/docs/markdown.js';
import { CONTENT_SECURITY_POLICY, remoteReferences } from '../../generators/emit/docs/offline.js';
import { STYLESHEET } from '../../generators/emit/docs/style.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { ApiModel } from '../../generators/model/types.js';
import { fileHeader } from '../../generators/print/header.js';
import { markdownCodeSpan as codeSpan } from '../../generators/print/escape.js';
import { baseDocument } from './fixtures/diff-documents.js';
import { htmlIds, pageOf } from './support/docs-page.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MUSEUM = path.resolve(ROOT, '../shared/specs/museum.yaml');

async function modelOf(file: string, source: string): Promise<ApiModel> {
  return buildModel(await loadDocument(file), { source });
}

describe('docs emitter on the project spec', () => {
  let model: ApiModel;
  let page: string;

  beforeAll(async () => {
    model = await modelOf(path.join(ROOT, 'spec', 'openapi.yaml'), 'spec/openapi.yaml');
    page = await pageOf(model);
  });

  // The page `npm run generate` wrote in another process and committed: the same bytes prove the
  // page deterministic across runs (no date, random id or path in it), not only within one.
  it('renders the page byte-identical to the committed one', () => {
    const committed = readFileSync(path.join(ROOT, 'generated', DOCS_PATH), 'utf8');
    expect(page === committed, `${DOCS_PATH} differs from generated/${DOCS_PATH}: the page is not deterministic, or generated/ is stale (run npm run generate)`).toBe(true);
  });

  it('opens with the charset, the policy right after it and then the generated-file header; the policy allows no script', () => {
    expect(page.startsWith(`<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">\n${fileHeader('html', 'spec/openapi.yaml', 'npm run generate')}`)).toBe(true);
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'$/);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    expect(remoteReferences(page)).toEqual([]);
  });

  it('has one section per operation, each linked from the table of contents, with unique ids', () => {
    const ids = htmlIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    const operationIds = ids.filter((id) => id.startsWith('op-'));
    expect(operationIds).toHaveLength(model.operations.length);
    for (const id of operationIds) expect(page).toContain(`<a href="#${id}">`);
    for (const operation of model.operations) {
      if (operation.summary !== undefined) expect(page).toContain(`<h3 class="op-title">${escapeForPage(operation.summary)}</h3>`);
      expect(page).toContain(`<code class="path">${escapeForPage(operation.path)}</code>`);
    }
  });

  it('writes each component schema once, and links to it wherever it is named', () => {
    const schemas = Object.keys((model.document['components'] as { schemas: object }).schemas);
    const ids = htmlIds(page).filter((id) => id.startsWith('schema-'));
    expect(ids).toHaveLength(schemas.length);
    for (const id of ids) expect(page.split(`href="#${id}"`).length, id).toBeGreaterThan(1);
  });

  it('shows parameters, bodies, responses with their statuses, security and the generated section', () => {
    for (const part of ['<h4>Parameters</h4>', '<h5>Path parameters</h5>', '<h5>Query parameters</h5>', 'class="request-body"', '<h4>Responses</h4>', 'class="status s2">200<', 'class="status s4">404<', '<h4>Authentication</h4>', 'No authentication.', 'Reading this reference']) {
      expect(page, part).toContain(part);
    }
    for (const phrase of ['**Envelope.**', '**Error body.**', '**Authentication.**', '**Path prefixes.**']) expect(introMarkdown(model)).toContain(phrase);
    expect(introMarkdown(model)).toMatch(/`\/api\/v1`: \d+ operations/);
    expect(introMarkdown(model)).toContain('`/v1`: 3 operations');
    expect(page).toContain('<strong>Envelope.</strong>');
  });
});

describe('docs emitter on a document built in memory', () => {
  const document = baseDocument();
  const hooked = {
    ...document,
    info: { ...document['info'], description: 'See [the guide](https://example.com/guide) and [the schemas](#schemas).', contact: { name: 'Team', email: 'team@example.com' }, license: { name: 'MIT', identifier: 'MIT' } },
    servers: [{ url: 'https://{region}.example.com/v1', description: 'Production', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
    externalDocs: { url: 'https://example.com/more', description: 'More' },
    webhooks: {
      movieAdded: { post: { summary: 'A movie was added', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Comment' } } } }, responses: { '200': { description: 'ok' } } } },
      // A webhook's parameters are read as the model reads an operation's: the operation's `since`
      // replaces the path item's, and an `Accept` header parameter is ignored (OpenAPI says so).
      movieRemoved: {
        parameters: [{ name: 'since', in: 'query', description: 'since-of-the-path-item', schema: { type: 'string' } }],
        post: {
          parameters: [{ name: 'since', in: 'query', description: 'since-of-the-operation', deprecated: true, schema: { type: 'string' } }, { name: 'Accept', in: 'header', schema: { type: 'string' } }],
          responses: { '200': { description: 'ok', headers: { 'X-Second': { schema: { type: 'integer' } }, 'X-First': { required: true, description: 'the-first-header', schema: { type: 'string' } } } } },
        },
      },
    },
  };
  let page = '';

  beforeAll(async () => {
    page = await pageOf(buildModel({ document: hooked }, { source: 'in-memory.yaml' }));
  });

  it('shows the info, servers with their variables, security schemes and webhooks', () => {
    expect(page).toContain('<h1><span>Diff fixture</span> <span class="version">1.0.0</span></h1>');
    expect(page).toContain('<a href="https://example.com/guide" rel="noopener noreferrer nofollow">the guide</a>');
    expect(page).toContain('<a href="#schemas">the schemas</a>');
    expect(page).toContain('<a href="mailto:team@example.com" rel="noopener noreferrer nofollow">team@example.com</a>');
    expect(page).toContain('<code class="path">https://{region}.example.com/v1</code>');
    expect(page).toMatch(/<code class="name">region<\/code> default <code>&quot;eu&quot;<\/code>; one of <code>&quot;eu&quot;<\/code>, <code>&quot;us&quot;<\/code>/);
    expect(page).toContain('<h2>Security schemes</h2>');
    expect(page).toContain('See also: <a href="https://example.com/more" rel="noopener noreferrer nofollow">More</a>');
    expect(page).toContain('<h2>Webhooks</h2>');
    expect(page).toContain('A movie was added');
  });

  it('reads a webhook\'s parameters as the model reads an operation\'s: overridden once, ignored headers left out, the parameter object\'s deprecation kept', () => {
    expect(page).toContain('since-of-the-operation');
    expect(page).not.toContain('since-of-the-path-item');
    expect(page.split('<code class="name">since</code>').length - 1).toBe(1);
    expect(page).toMatch(/<code class="name">since<\/code> <span class="badge deprecated">deprecated<\/span>/);
    expect(page).not.toContain('<code class="name">Accept</code>');
    // Its response headers too, as the model lists an operation's: by name.
    expect(page).toMatch(/<code class="name">X-First<\/code> <span class="badge required">required<\/span>[\s\S]*the-first-header[\s\S]*<code class="name">X-Second<\/code>/);
  });

  it('writes a self-referencing schema once, its reference to itself a link back', () => {
    const comment = /<section class="schema-section" id="(schema-comment)">([\s\S]*?)<\/section>/.exec(page);
    expect(comment, 'the Comment schema section').not.toBeNull();
    expect(comment![2]).toContain(`href="#${comment![1]}"`);
  });

  it('shows a path-level parameter with its pattern, and a parameter shared through components', () => {
    expect(page).toMatch(/<code class="name">id<\/code> <span class="badge required">required<\/span><\/div><div class="schema"><div class="schema-head"><span class="type">string<\/span><\/div><div class="facts"><span class="fact">pattern <code>\^\[a-z\]\+-\[0-9\]\+\$<\/code>/);
    expect(page).toContain('<code class="name">limit</code>');
  });
});

describe('docs emitter on a document we did not write', () => {
  if (!existsSync(MUSEUM)) console.warn(`[docs-emitter] SKIPPED the Museum example: ${MUSEUM} not found (../shared is absent beside this clone)`);
  it.skipIf(!existsSync(MUSEUM))("renders Redocly's Museum example: every operation, examples as JSON, nothing loaded", async () => {
    const model = await modelOf(MUSEUM, 'museum.yaml');
    const page = await pageOf(model);
    expect(page).toContain('Redocly Museum API');
    expect(htmlIds(page).filter((id) => id.startsWith('op-'))).toHaveLength(model.operations.length);
    expect(page).toContain('<details class="example" open><summary>Example <code>');
    expect(remoteReferences(page)).toEqual([]);
  });
});

describe('docs helpers', () => {
  it.each([
    ['plain', '`plain`'],
    ['a`b', '``a`b``'],
    ['`edge`', '`` `edge` ``'],
    ['two\nlines', '`two lines`'],
  ])('codeSpan(%j)', (text, want) => {
    expect(codeSpan(text)).toBe(want);
  });

  it.each([
    ['/api/v1/movie/{id}', '/api/v1'],
    ['/v1/tv/{id}', '/v1'],
    ['/pets/{id}', '/pets'],
    ['/', '/'],
  ])('pathPrefix(%j)', (given, want) => {
    expect(pathPrefix(given)).toBe(want);
  });

  it('names the type an enum or a const implies when the schema names none', async () => {
    const schema = { type: 'object', title: 'The body', properties: { code: { enum: ['a', 'b'] }, version: { const: 2 }, mixed: { enum: ['a', 1, null] } } };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    expect(page).toContain('<code class="name">code</code></div><div class="schema"><div class="schema-head"><span class="type">string</span></div>');
    expect(page).toContain('<code class="name">version</code></div><div class="schema"><div class="schema-head"><span class="type">integer</span></div>');
    expect(page).toContain('<span class="type">string</span> or <span class="type">integer</span> or <span class="type">null</span>');
    expect(page).toContain('<div class="schema-head"><span class="schema-title">The body</span> <span class="type">object</span></div>');
  });

  it.each([
    ['a tuple closed by items: false', { type: 'array', prefixItems: [{ type: 'string' }], items: false }, ['Item 1', 'No other items.']],
    ['an object closed by additionalProperties: false, with no properties', { type: 'object', additionalProperties: false }, ['No other properties.']],
    ['unevaluatedProperties and unevaluatedItems: false', { unevaluatedProperties: false, unevaluatedItems: false }, ['No other properties.', 'No other items.']],
    ['a condition whose branch is false', { if: { required: ['a'] }, then: false }, ['then it must match</p><div class="schema"><span class="type">no value is valid</span>']],
  ])('says what a false subschema closes: %s', async (_name, schema, wanted) => {
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    for (const text of wanted) expect(page).toContain(text);
  });

  it.each([
    ['not: true, which no value passes', { not: true }, ['<p class="part-title">Must not match</p><div class="schema"><span class="type">any value</span>']],
    ['contains: true, which wants an item', { type: 'array', contains: true }, ['<p class="part-title">Contains an item matching</p><div class="schema"><span class="type">any value</span>']],
  ])('says what a true subschema still asks: %s', async (_name, schema, wanted) => {
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    for (const text of wanted) expect(page).toContain(text);
  });

  // `enum: []` (no value passes it): the page said "one of" followed by nothing, and "any" as the type of an untyped one.
  it('says no value is valid for an empty enum, typed or not', async () => {
    const schema = { type: 'object', properties: { flavour: { type: 'string', enum: [] }, nothing: { enum: [] } } };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    expect(page).toContain('<code class="name">flavour</code></div><div class="schema"><div class="schema-head"><span class="type">string</span></div><div class="facts"><span class="fact">no value is valid (its enum is empty)</span>');
    expect(page).toContain('<code class="name">nothing</code></div><div class="schema"><div class="schema-head"><span class="type">no value</span></div>');
    expect(page).not.toContain('one of </span>');
  });

  it('leaves out a true subschema that asks nothing (then, propertyNames)', async () => {
    const schema = { type: 'object', if: { required: ['a'] }, then: true, propertyNames: true };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    expect(page).toContain('If it matches');
    expect(page).not.toContain('then it must match');
    expect(page).not.toContain('Property names');
  });

  it('shows what the server enforces beyond properties: dependentRequired, contains counts, a string content schema', async () => {
    const schema = {
      type: 'object',
      properties: { cardNumber: { type: 'string' }, tags: { type: 'array', contains: { const: 'x' }, minContains: 1, maxContains: 2 }, payload: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', title: 'Decoded payload' } } },
      dependentRequired: { cardNumber: ['label', 'expiry<'] },
    };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    expect(page).toContain('<span class="fact">when <code class="name">cardNumber</code> is present, requires <code class="name">label</code>, <code class="name">expiry&lt;</code></span>');
    expect(page).toContain('<span class="fact">min matching items <code>1</code></span> <span class="fact">max matching items <code>2</code></span>');
    expect(page).toContain('<p class="part-title">Its content, decoded</p><div class="schema"><div class="schema-head"><span class="schema-title">Decoded payload</span>');
  });

  // OpenAPI 3.1's Reference Object: its description overrides the component's. The page showed
  // the component's wherever a parameter, body or response was shared (a 3.1 new-user pass, 2026-11-28).
  it('shows the description written beside a $ref to a parameter, request body or response, over the component\'s', async () => {
    const components = {
      parameters: { Id: { name: 'id', in: 'path', required: true, description: 'component id text', schema: { type: 'string' } } },
      requestBodies: { Thing: { description: 'component body text', content: { 'application/json': { schema: { type: 'object' } } } } },
      responses: { Done: { description: 'component answer text' } },
    };
    const operation = (id: string, overriding: boolean) => ({
      operationId: id,
      parameters: [{ $ref: '#/components/parameters/Id', ...(overriding ? { description: 'used id text' } : {}) }],
      requestBody: { $ref: '#/components/requestBodies/Thing', ...(overriding ? { description: 'used body text' } : {}) },
      responses: { '204': { $ref: '#/components/responses/Done', ...(overriding ? { description: 'used answer text' } : {}) } },
    });
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components, paths: { '/a/{id}': { post: operation('a', true) }, '/b/{id}': { post: operation('b', false) } } };
    const model = buildModel({ document }, { source: 'x.yaml' });
    expect(model.operations.map((op) => [op.parameters.path[0]?.description, op.responses[0]?.description])).toEqual([['used id text', 'used answer text'], ['component id text', 'component answer text']]);
    const page = await pageOf(model);
    const section = (id: string) => new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';
    const [a, b] = [section(htmlIds(page).find((id) => id.includes('op-a')) ?? 'op-a'), section(htmlIds(page).find((id) => id.includes('op-b')) ?? 'op-b')];
    for (const text of ['used id text', 'used body text', 'used answer text']) expect(a).toContain(text);
    for (const text of ['component id text', 'component body text', 'component answer text']) expect(a).not.toContain(text);
    for (const text of ['component id text', 'component body text', 'component answer text']) expect(b).toContain(text);
  });

  it('shows a required name the schema does not declare itself: an allOf part that only requires, a required member left undeclared', async () => {
    const schemas = {
      Base: { type: 'object', required: ['id', 'undeclared'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
      OnlyRequires: { type: 'object', required: ['a', 'b'] },
    };
    const schema = { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['name'] }] };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { schemas }, paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    // The usual way to make an inherited property required: without this the part read "any".
    expect(page).toContain('<span class="fact">requires <code class="name">name</code></span>');
    expect(page).toContain('<span class="fact">requires <code class="name">undeclared</code></span>');
    expect(page).toContain('<span class="fact">requires <code class="name">a</code>, <code class="name">b</code></span>');
    // A declared property keeps its badge and is not listed again.
    expect(page).toContain('<code class="name">id</code> <span class="badge required">required</span>');
    expect(page).not.toContain('requires <code class="name">id</code>');
  });

  it('says a required readOnly property is required in responses and a writeOnly one in requests, as the types drop each on the other side', async () => {
    const schemas = {
      User: {
        type: 'object',
        required: ['id', 'password', 'name', 'both'],
        properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true }, name: { type: 'string', readOnly: false }, both: { type: 'string', readOnly: true, writeOnly: true } },
      },
    };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { schemas }, paths: {} };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    // Before, `id` read "required" in the body of a create call, where the server assigns it.
    expect(page).toContain('<code class="name">id</code> <span class="badge required">required in responses</span>');
    expect(page).toContain('<code class="name">password</code> <span class="badge required">required in requests</span>');
    expect(page).toContain('<code class="name">name</code> <span class="badge required">required</span></div>');
    // Marked both ways, the types keep it on both sides (model/read-write.ts), so the page does too.
    expect(page).toContain('<code class="name">both</code> <span class="badge required">required</span></div>');
  });

  it('shows the value each member of a discriminated union is sent with, as the generated types read it', async () => {
    const kind = { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } };
    const schemas = {
      Shape: { oneOf: [{ $ref: '#/components/schemas/Circle' }, { $ref: '#/components/schemas/Square' }], discriminator: { propertyName: 'kind' } },
      Partial: { oneOf: [{ $ref: '#/components/schemas/Circle' }, { $ref: '#/components/schemas/Square' }], discriminator: { propertyName: 'kind', mapping: { circle: 'Circle' } } },
      Base: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind', mapping: { round: '#/components/schemas/Circle' } } },
      Circle: { allOf: [{ $ref: '#/components/schemas/Base' }, kind] },
      Square: kind,
      Inherited: { oneOf: [{ $ref: '#/components/schemas/Circle' }], discriminator: { propertyName: 'kind' } },
    };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { schemas }, paths: {} };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const mapping = (name: string) => new RegExp(`<section class="schema-section" id="schema-${name}">[\\s\\S]*?<ul class="mapping">([\\s\\S]*?)</ul>`).exec(page)?.[1] ?? '';
    const circle = '<a href="#schema-circle"><code class="ref">Circle</code></a>';
    const square = '<a href="#schema-square"><code class="ref">Square</code></a>';
    // No mapping: the types require `kind: "Circle"`; the page said only "Discriminated by kind".
    expect(mapping('shape')).toBe(`<li><code>round</code> → ${circle} <span class="note">(its base's mapping)</span></li><li><code>Square</code> → ${square} <span class="note">(its schema name)</span></li>`);
    // A mapping naming one member by a bare schema name: a link to it, and the other member by its name.
    expect(mapping('partial')).toBe(`<li><code>circle</code> → ${circle}</li><li><code>Square</code> → ${square} <span class="note">(its schema name)</span></li>`);
    expect(mapping('inherited')).toBe(`<li><code>round</code> → ${circle} <span class="note">(its base's mapping)</span></li>`);
  });

  it('shows the value each schema extending a discriminated base through allOf is sent with', async () => {
    const base = { $ref: '#/components/schemas/Pet' };
    const schemas = {
      Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { kitty: '#/components/schemas/Cat' } } },
      Cat: { allOf: [base, { type: 'object', properties: { meow: { type: 'boolean' } } }] },
      Dog: { allOf: [base] },
      Unrelated: { allOf: [{ $ref: '#/components/schemas/Dog' }] },
    };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { schemas }, paths: {} };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    // The types say `Dog: { petType: "Dog" } & …`; the page said only "Discriminated by petType".
    expect(/<section class="schema-section" id="schema-pet">[\s\S]*?<ul class="mapping">([\s\S]*?)<\/ul>/.exec(page)?.[1]).toBe(
      '<li><code>kitty</code> → <a href="#schema-cat"><code class="ref">Cat</code></a></li><li><code>Dog</code> → <a href="#schema-dog"><code class="ref">Dog</code></a> <span class="note">(extends this schema; its schema name)</span></li>',
    );
    expect(page.split('<ul class="mapping">').length - 1).toBe(1);
  });

  it("shows an operation's or a path's own servers as written, with their variables' choices", async () => {
    const none = { '204': { description: 'none' } };
    const servers = [{ url: 'https://{env}.example.com/{base}', description: 'By environment', variables: { env: { default: 'prod', enum: ['prod', 'staging'] }, base: { default: 'v1' } } }];
    const paths = {
      '/own': { get: { operationId: 'own', servers, responses: none } },
      '/path': { servers: [{ url: 'https://path.example.com' }], get: { operationId: 'onPath', responses: none } },
      '/root': { get: { operationId: 'onRoot', responses: none } },
    };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: [{ url: 'https://api.example.com' }], paths } }, { source: 'x.yaml' }));
    const section = (id: string) => new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';
    // It read "Served at https://prod.example.com/v1": the staging server was nowhere on the page.
    expect(section('op-own')).toContain('<h4>Servers</h4><div class="server"><p><code class="path">https://{env}.example.com/{base}</code></p><div class="md"><p>By environment</p>\n</div><ul class="props"><li><code class="name">env</code> default <code>&quot;prod&quot;</code>; one of <code>&quot;prod&quot;</code>, <code>&quot;staging&quot;</code></li><li><code class="name">base</code> default <code>&quot;v1&quot;</code></li></ul></div>');
    expect(section('op-onpath')).toContain('<h4>Servers</h4><div class="server"><p><code class="path">https://path.example.com</code></p></div>');
    expect(section('op-onroot')).not.toContain('Servers');
  });

  it("links a description's JSON-pointer reference to a schema or an operation to its section", async () => {
    const description = 'See [a pet](#/components/schemas/Pet), [listing](#/paths/~1pets/get), [gone](#/components/schemas/Gone) and [enc](#/components/schemas/Pet%20Food).';
    const schemas = { Pet: { type: 'object' }, 'Pet Food': { type: 'string' } };
    const paths = { '/pets': { get: { operationId: 'listPets', description, responses: { '204': { description: 'none' } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { schemas }, paths } }, { source: 'x.yaml' }));
    // Such links were left as text: the page has no id `/components/schemas/Pet`. One to a part
    // the document does not have is its text alone.
    expect(page).toContain('<p>See <a href="#schema-pet">a pet</a>, <a href="#op-listpets">listing</a>, gone and <a href="#schema-pet-food">enc</a>.</p>');
  });

  it("shows a response header's deprecation and examples, also through a $ref", async () => {
    const headers = { Location: { schema: { type: 'string' }, deprecated: true, example: 'https://a.example/1' }, 'X-Shared': { $ref: '#/components/headers/Shared' } };
    const shared = { schema: { type: 'integer' }, examples: { low: { value: 1, summary: 'Few left' } } };
    const paths = { '/x': { post: { operationId: 'x', responses: { '201': { description: 'Made', headers } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { headers: { Shared: shared } }, paths } }, { source: 'x.yaml' }));
    // A deprecated header read as current, and its example was nowhere.
    expect(page).toContain('<code class="name">Location</code> <span class="badge deprecated">deprecated</span></div>');
    expect(page).toContain('<summary>Example</summary><pre class="json"><code>&quot;https://a.example/1&quot;</code></pre>');
    expect(page).toContain('<summary>Example <code>low</code> — Few left</summary><pre class="json"><code>1</code></pre>');
  });

  // A parameter or a header may be described by `content` (a media type with its schema and
  // examples) instead of `schema`: the header read "any" and neither showed the examples.
  it('shows the schema, media type and examples of a parameter and a header described by content', async () => {
    const json = (example: string) => ({ 'application/json': { schema: { type: 'object', properties: { at: { type: 'integer' } } }, example: { at: example } } });
    const parameters = [{ name: 'filter', in: 'query', content: json('param-example') }];
    const headers = { 'X-Cursor': { content: json('header-example') } };
    const paths = { '/x': { get: { operationId: 'x', parameters, responses: { '200': { description: 'Page', headers } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths } }, { source: 'x.yaml' }));
    expect(page).toContain('&quot;at&quot;: &quot;param-example&quot;');
    expect(page).toContain('&quot;at&quot;: &quot;header-example&quot;');
    const header = page.slice(page.indexOf('<code class="name">X-Cursor</code>'));
    expect(header).toMatch(/^<code class="name">X-Cursor<\/code><\/div><div class="schema"><div class="schema-head"><span class="type">object<\/span>/);
    expect(header).toContain('<p class="note">written as <code>application/json</code></p>');
  });

  // generate accepts 3.2 documents; an example written with dataValue/serializedValue was left
  // off, an itemSchema alone read "No schema.", and a response's summary was not shown.
  it("shows OpenAPI 3.2's example dataValue and serializedValue, a media type's itemSchema and a response's summary", async () => {
    const parameters = [{ name: 'since', in: 'query', schema: { type: 'string' }, examples: { recent: { dataValue: '2026-01-01', serializedValue: 'since=2026-01-01' } } }];
    const content = { 'application/jsonl': { itemSchema: { type: 'object', properties: { kind: { type: 'string' } } }, examples: { one: { dataValue: { kind: 'created' } }, two: { serializedValue: '{"kind":"deleted"}' } } } };
    const paths = { '/events': { get: { operationId: 'events', parameters, responses: { '200': { summary: 'A stream of events', description: 'As they happen.', content } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.2.0', info: { title: 'T', version: '1' }, paths } }, { source: 'x.yaml' }));
    expect(page).toContain('<summary>Example <code>recent</code></summary><p class="part-title">As data</p><pre class="json"><code>&quot;2026-01-01&quot;</code></pre><p class="part-title">As sent</p><pre class="json"><code>since=2026-01-01</code></pre>');
    expect(page).toContain('<summary>Example <code>one</code></summary><pre class="json"><code>{\n  &quot;kind&quot;: &quot;created&quot;\n}</code></pre>');
    expect(page).toContain('<summary>Example <code>two</code></summary><pre class="json"><code>{&quot;kind&quot;:&quot;deleted&quot;}</code></pre>');
    expect(page).toContain('<p class="media-type"><code>application/jsonl</code></p><p class="part-title">Each item</p><div class="schema"><div class="schema-head"><span class="type">object</span>');
    expect(page).not.toContain('No schema.');
    expect(page).toContain('<p class="lead">A stream of events</p><div class="md"><p>As they happen.</p>');
  });

  it("shows a 3.2 security scheme's server metadata, its device authorization flow and that it is deprecated", async () => {
    const device = { type: 'oauth2', deprecated: true, oauth2MetadataUrl: 'https://auth.example/.well-known/oauth-authorization-server', flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://auth.example/device', tokenUrl: 'https://auth.example/token', scopes: { read: 'Read things.' } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.2.0', info: { title: 'T', version: '1' }, paths: {}, components: { securitySchemes: { device } } } }, { source: 'x.yaml' }));
    const scheme = page.slice(page.indexOf('<div class="scheme"'));
    expect(scheme).toContain('<li>Deprecated: clients should move to another scheme</li>');
    expect(scheme).toContain('OAuth 2 server metadata: ');
    expect(scheme).toContain('https://auth.example/.well-known/oauth-authorization-server');
    expect(scheme).toMatch(/OAuth 2 flow <code>deviceAuthorization<\/code>: deviceAuthorizationUrl .*https:\/\/auth\.example\/device.*, tokenUrl /);
  });

  it("shows an operation of a $ref'd path item as fully as one written in place", async () => {
    const item = {
      parameters: [{ name: 'since', in: 'query', deprecated: true, example: '2026-01-01', schema: { type: 'string' } }],
      post: {
        operationId: 'postA',
        externalDocs: { url: 'https://example.com/a' },
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
        responses: { '200': { description: 'The A', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } } },
        callbacks: { done: { '{$request.body#/url}': { post: { responses: { '204': { description: 'ack' } } } } } },
      },
    };
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { pathItems: { A: item } }, paths: { '/a': { $ref: '#/components/pathItems/A' } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const section = /<section class="op" id="op-posta">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
    // The model locates the operation at /paths/~1a/post, which holds only the $ref: the page showed
    // none of these, and "No body." for a 200 that has one.
    expect(section).toContain('<p class="op-meta">Operation id <code>postA</code></p>');
    expect(section).toContain('https://example.com/a');
    expect(section).toContain('<h4>Request body <span class="badge required">required</span></h4>');
    expect(section).toContain('<code class="name">name</code>');
    expect(section).toContain('<p>The A</p>');
    expect(section).toContain('<code class="name">id</code>');
    expect(section.split('<h4>Callbacks</h4>')[0]).not.toContain('No body.');
    expect(section).toContain('Callback <code>done</code>');
    expect(section).toContain('<code class="name">since</code> <span class="badge deprecated">deprecated</span>');
    expect(section).toContain('&quot;2026-01-01&quot;');
  });

  it("shows a path item's summary and description with each of its operations, webhooks' too", async () => {
    const none = { '204': { description: 'none' } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/things/{id}': { summary: 'One thing', description: 'A thing is *anything*.', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], get: { operationId: 'getThing', responses: none }, delete: { operationId: 'deleteThing', responses: none } } },
      webhooks: { changed: { description: 'Sent on every change.', post: { responses: none } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const note = '<div class="path-item-note"><p class="note">For every operation on this path:</p><p>One thing</p><div class="md"><p>A thing is <em>anything</em>.</p>\n</div></div>';
    for (const id of ['op-getthing', 'op-deletething']) expect(new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1]).toContain(note);
    expect(/<section class="op" id="webhook-changed">([\s\S]*?)<\/section>/.exec(page)?.[1]).toContain('For every operation on this path:</p><div class="md"><p>Sent on every change.</p>');
  });

  it("shows where a response's links lead: the operation's section, the values its parameters take, the description", async () => {
    const links = {
      self: { operationId: 'getUser', parameters: { id: '$response.body#/id', verbose: true }, description: 'The *same* user' },
      byRef: { operationRef: '#/paths/~1users~1%7Bid%7D/get' },
      shared: { $ref: '#/components/links/Elsewhere' },
      '<b>odd</b>': { operationRef: 'javascript:alert(1)' },
    };
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: { links: { Elsewhere: { operationId: 'notOnThePage', requestBody: '$request.body' } } },
      paths: { '/users/{id}': { get: { operationId: 'getUser', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok', links } } } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const target = '<a href="#op-getuser"><code>GET /users/{id}</code></a>';
    // The page said only "Links: self, byRef": nothing of where they lead or with what.
    expect(page).toContain(`<li><code>self</code> → ${target} with <code class="name">id</code> = <code>$response.body#/id</code>, <code class="name">verbose</code> = <code>true</code><div class="md"><p>The <em>same</em> user</p>`);
    expect(page).toContain(`<li><code>byRef</code> → ${target}</li>`);
    expect(page).toContain('<li><code>shared</code> → operation <code>notOnThePage</code> with request body <code>$request.body</code></li>');
    expect(page).toContain('<li><code>&lt;b&gt;odd&lt;/b&gt;</code> → operation <code>javascript:alert(1)</code></li>');
  });

  it('shows how a list or an object parameter goes on the wire, as the generated client writes it, for default styles too', async () => {
    const list = { type: 'array', items: { type: 'string' } };
    const parameters = [
      { name: 'tags', in: 'query', schema: list },
      { name: 'f', in: 'query', schema: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'integer' }, more: {} } } },
      { name: 'sp', in: 'query', style: 'pipeDelimited', explode: false, schema: list },
      { name: 'd', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' } },
      { name: 'list', in: 'path', required: true, schema: list },
      { name: 'm', in: 'path', required: true, style: 'matrix', schema: list },
      { name: 'X-O', in: 'header', explode: true, schema: { type: 'object' } },
      { name: 'plain', in: 'query', schema: { type: 'string' } },
      { name: 'json', in: 'query', content: { 'application/json': { schema: { type: 'object' } } } },
      { name: 'ids', in: 'cookie', schema: list },
      { name: 'c', in: 'cookie', explode: false, schema: { type: 'object', properties: { r: {}, g: {} } } },
    ];
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/p/{list}/{m}': { get: { operationId: 'p', parameters, responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const notes = [...page.matchAll(/<p class="note">([^\n]*?)<\/p>/g)].map((match) => match[1]);
    // The default styles said nothing: a reader could not tell `tags=a&tags=b` from `tags=a,b`.
    expect(notes).toEqual([
      'a list is sent as <code>a,b</code>',
      'style <code>matrix</code>, explode <code>false</code>; a list is sent as <code>;m=a,b</code>',
      'a list is sent as <code>tags=a&amp;tags=b</code>',
      'an object is sent as <code>color=1&amp;size=2</code>',
      'style <code>pipeDelimited</code>, explode <code>false</code>; a list is sent as <code>sp=a|b</code>',
      'style <code>deepObject</code>, explode <code>true</code>; an object is sent as <code>d[x]=1&amp;d[y]=2</code>',
      // A parameter of one string, and one written whole as JSON, take no sample.
      'written as <code>application/json</code>',
      'style <code>simple</code>, explode <code>true</code>; an object is sent as <code>X-O: x=1,y=2</code>',
      // Cookie parameters had no sample: one cookie per item by default, one joined cookie without explode.
      'a list is sent as <code>Cookie: ids=a; ids=b</code>',
      'style <code>form</code>, explode <code>false</code>; an object is sent as <code>Cookie: c=r,1,g,2</code>',
      'No body.',
    ]);
  });

  it("shows a webhook's and a callback's own security; says nothing it does not declare", async () => {
    const none = { '204': { description: 'none' } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: { securitySchemes: { signature: { type: 'apiKey', in: 'header', name: 'X-Signature' }, oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://x.example/token', scopes: { 'hooks:write': 'w' } } } } } },
      paths: { '/a': { post: { operationId: 'a', responses: none, callbacks: { done: { '{$request.body#/url}': { post: { security: [{ oauth: ['hooks:write'] }], responses: none } } } } } } },
      webhooks: { signed: { post: { security: [{ signature: [] }], responses: none } }, open: { post: { security: [], responses: none } }, unsaid: { post: { responses: none } }, malformed: { post: { security: ['signature'], responses: none } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const section = (id: string) => new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';
    expect(section('webhook-signed')).toContain('<h5>Authentication</h5><p>Requires:</p><ul class="security"><li><a href="#scheme-signature"><code>signature</code></a></li>');
    expect(section('webhook-open')).toContain('<h5>Authentication</h5><p>No authentication.</p>');
    expect(section('webhook-unsaid')).not.toContain('Authentication');
    // A list the model cannot read is not "no authentication".
    expect(section('webhook-malformed')).toContain('<p>As written (not a valid security list):</p><pre class="json"><code>[\n  &quot;signature&quot;\n]</code></pre>');
    expect(section('op-a')).toContain('<li><a href="#scheme-oauth"><code>oauth</code></a> with <code>hooks:write</code></li>');
  });

  it('titles an operation with an empty or blank summary by its path, and shows no operation id it does not declare', async () => {
    const paths = { '/pets': { post: { summary: '', responses: { '204': { description: 'none' } } }, put: { summary: ' \n', responses: { '204': { description: 'none' } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths } }, { source: 'x.yaml' }));
    for (const method of ['POST', 'PUT']) expect(page).toContain(`<span class="method m-${method.toLowerCase()}">${method}</span> <span class="label">/pets</span>`);
    expect(page.split('<h3 class="op-title">/pets</h3>').length - 1).toBe(2);
    // Neither declares an operationId: the page does not show the model's made-up `post /pets`.
    expect(page).not.toContain('Operation id');
  });

  it('names a tag with an empty name, and keeps a right-to-left override in the title off the version badge and out of the tab title', async () => {
    const paths = { '/a': { get: { tags: [''], responses: { '204': { description: 'none' } } } } };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T \u202Edesrever', version: '2.0.0' }, tags: [{ name: '' }], paths } }, { source: 'x.yaml' }));
    expect(page).toContain('<h2>Tag with an empty name</h2>');
    // The title is an element of its own, and every inline element is a bidi isolate: the
    // override reorders the title only ("2.0.0" read "0.0.2" in Chromium before).
    expect(page).toContain('<h1><span>T \u202Edesrever</span> <span class="version">2.0.0</span></h1>');
    expect(STYLESHEET).toContain('span,code,a,summary,em,strong{unicode-bidi:isolate}');
    // A browser tab has no elements: the title there is a Unicode isolate (FSI … PDI) instead.
    expect(page).toContain('<title>\u2068T \u202Edesrever\u2069 2.0.0</title>');
  });

  it('lists an operation under every tag it names, its section once, under its first tag', async () => {
    const none = { '204': { description: 'none' } };
    const paths = {
      '/pets': { get: { operationId: 'listPets', summary: 'List pets', tags: ['pets', 'store', 'pets'], responses: none } },
      '/orders': { get: { operationId: 'listOrders', summary: 'List orders', tags: ['store'], responses: none } },
      '/audit': { get: { operationId: 'audit', summary: 'Audit', tags: ['admin', 'pets'], responses: none } },
    };
    const page = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, tags: [{ name: 'pets' }, { name: 'store' }], paths } }, { source: 'x.yaml' }));
    expect(page.split('<section class="op" id="op-listpets">').length - 1).toBe(1);
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    const tocGroup = (tag: string) => new RegExp(`<summary><a href="#tag-${tag}">${tag}</a></summary><ul>([\\s\\S]*?)</ul>`).exec(toc)?.[1] ?? '';
    const hrefs = (html: string) => [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    // The contents list each operation once, under its first tag (a tag use must cost the page
    // a fixed amount: decision 0040); a tag named twice by one operation lists it once.
    expect(hrefs(tocGroup('pets'))).toEqual(['op-listpets']);
    expect(hrefs(tocGroup('store'))).toEqual(['op-listorders']);
    expect(hrefs(tocGroup('admin'))).toEqual(['op-audit']);
    // In the main column, each tag names the operations described elsewhere, each a link there.
    const tagSection = (tag: string) => new RegExp(`<section class="tag" id="tag-${tag}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';
    expect(tagSection('store')).toContain('Also in this tag, described under their first tag:');
    expect(hrefs(tagSection('store'))).toEqual(['op-listpets']);
    expect(hrefs(tagSection('pets'))).toEqual(['op-audit']);
    expect(tagSection('pets')).toContain('<code>/audit</code>');
    // Every link leads to an id on the page, and no id is declared twice.
    const ids = htmlIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    for (const href of hrefs(page)) expect(ids).toContain(href);
  });

  it('declares its charset within the first 1,024 bytes, where browsers look for it, however long the source path and command in its header', async () => {
    const source = `${'specs/'.repeat(400)}api.yaml`;
    const [file] = await emitDocs(buildModel({ document: baseDocument() }, { source }), { regenerateCommand: `npx mtc generate --spec ${source}` });
    const contents = String(file?.contents);
    const bytes = Buffer.from(contents, 'utf8');
    expect(bytes.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length).toBeLessThanOrEqual(1024);
    expect(contents).toContain(fileHeader('html', source, `npx mtc generate --spec ${source}`));
  });

  it('emits one file, written as it is', async () => {
    const files = await emitDocs(buildModel({ document: baseDocument() }, { source: 'x.yaml' }), { regenerateCommand: 'npm run generate' });
    expect(files.map((file) => [file.path, file.format])).toEqual([[DOCS_PATH, 'none']]);
  });
});

/** The heading levels of `html`, in order, with their text. */
function headings(html: string): [number, string][] {
  return [...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => [Number(match[1]), (match[2] ?? '').replace(/<[^>]+>/g, '')]);
}

describe('a reviewer reading documents the suite had not used (2026-11-28)', () => {
  const none = { '204': { description: 'none' } };
  const section = (page: string, id: string) => new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';

  it("nests a callback's and a webhook's parts under their own headings, never beside the operation's", async () => {
    const callback = { '{$request.query.url}/data': { post: { requestBody: { content: { 'application/json': { schema: { type: 'string' } } } }, responses: { '202': { description: 'taken' } } } } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/streams': { post: { operationId: 'subscribe', parameters: [{ name: 'url', in: 'query', schema: { type: 'string' } }], responses: { '201': { description: 'made' } }, callbacks: { onData: callback } } } },
      webhooks: { newPet: { post: { parameters: [{ name: 'X-Sig', in: 'header', schema: { type: 'string' } }], requestBody: { content: { 'application/json': { schema: { type: 'string' } } } }, responses: none } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    // A description's own headings sit under the heading of the part they describe, at any depth.
    const described = structuredClone(document);
    const headed = (title: string) => `# ${title}\n\nText.`;
    Object.assign(described.webhooks.newPet.post, { description: headed('About the hook') });
    Object.assign(described.webhooks.newPet.post.requestBody, { description: headed('About the body') });
    Object.assign(described.paths['/streams'].post.callbacks.onData['{$request.query.url}/data'].post.requestBody, { description: headed('About the data') });
    const describedPage = await pageOf(buildModel({ document: described }, { source: 'x.yaml' }));
    expect(headings(section(describedPage, 'webhook-newpet')).slice(1, 5)).toEqual([[4, 'POST request'], [5, 'About the hook'], [5, 'Parameters'], [6, 'Header parameters']]);
    expect(headings(section(describedPage, 'webhook-newpet'))).toContainEqual([6, 'About the body']);
    expect(headings(section(describedPage, 'op-subscribe'))).toContainEqual([6, 'About the data']);
    const describedLevels = headings(describedPage).map(([level]) => level);
    describedLevels.forEach((level, index) => expect(level - (describedLevels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    // The callback's "Request body" and "Responses" were h4, as the operation's own parts, under an h5.
    const operation = headings(section(page, 'op-subscribe'));
    const callbacksAt = operation.findIndex(([, title]) => title === 'Callbacks');
    expect(operation[callbacksAt]?.[0]).toBe(4);
    expect(operation.slice(callbacksAt + 1).map(([level]) => level)).toEqual([5, 6, 6, 6, 6]);
    // A webhook: its operation under the h3, its parts under that, and its name is not shown as a path.
    const webhook = section(page, 'webhook-newpet');
    expect(headings(webhook)).toEqual([[3, 'Webhook newPet'], [4, 'POST request'], [5, 'Parameters'], [6, 'Header parameters'], [5, 'Request body optional'], [5, 'Responses'], [6, '204']]);
    expect(webhook).not.toContain('<code class="path">newPet</code>');
    expect(webhook).toContain("request the API sends to the receiver's URL");
    // Over the whole page no heading is more than one level below the one before it.
    const levels = headings(page).map(([level]) => level);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  // A component schema's description was placed for a schema in an operation's part (h4):
  // its `# Heading` was an h5 straight under the schema's h3 in "Schemas".
  it("places a component schema's and its properties' description headings under the schema's own heading", async () => {
    const headed = (title: string) => `# ${title}\n\nText.`;
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', description: headed('Inline') } } } } } } } },
      components: { schemas: { Pet: { type: 'object', description: headed('About pets'), properties: { name: { type: 'string', description: headed('About names') } } } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const pet = /<section class="schema-section" id="schema-pet">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
    expect(headings(pet)).toEqual([[3, 'Pet'], [4, 'About pets'], [4, 'About names']]);
    // A response's schema sits under the response's h5 status.
    expect(headings(section(page, 'op-a'))).toContainEqual([6, 'Inline']);
    const levels = headings(page).map(([level]) => level);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  // A docs pass (2026-11-29): the overview's server descriptions were placed for an operation's
  // (an h5 under the h2 "Servers"), a path item's description was h6 under the operation's h3,
  // and the schemas, examples and links of a response were h5 beside its h5 status, so the
  // outline read a response schema's heading as the next response.
  it("places every description's headings one level under the heading of the part it describes", async () => {
    const headed = (title: string) => `# ${title}\n\nText.`;
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://{v}.example', description: headed('Server'), variables: { v: { default: 'a', description: headed('Variable') } } }],
      paths: {
        '/a/{id}': {
          description: headed('Path item'),
          get: {
            operationId: 'a',
            servers: [{ url: 'https://other.example', description: headed('Own server') }],
            parameters: [{ name: 'id', in: 'path', required: true, description: headed('Parameter'), schema: { type: 'string', description: headed('Parameter schema') }, examples: { e: { value: 'x', description: headed('Parameter example') } } }],
            requestBody: { content: { 'application/json': { schema: { type: 'object', description: headed('Body schema') }, examples: { e: { value: 1, description: headed('Body example') } } } } },
            responses: { '200': { description: 'ok', headers: { 'X-H': { description: headed('Header'), schema: { type: 'string', description: headed('Header schema') } } }, links: { self: { operationId: 'a', description: headed('Link') } }, content: { 'application/json': { schema: { type: 'string', description: headed('Response schema') } } } } },
          },
        },
      },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const outline = headings(page);
    const under = (title: string) => outline[outline.findIndex(([, text]) => text === title)]?.[0];
    expect([under('Server'), under('Variable')]).toEqual([3, 3]);
    expect(under('Path item')).toBe(4);
    expect(under('Own server')).toBe(5);
    expect([under('Parameter'), under('Parameter schema'), under('Parameter example')]).toEqual([6, 6, 6]);
    expect([under('Body schema'), under('Body example')]).toEqual([5, 5]);
    expect([under('Header'), under('Header schema'), under('Link'), under('Response schema')]).toEqual([6, 6, 6, 6]);
    const levels = outline.map(([level]) => level);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0), `heading ${index}: ${outline[index]?.[1]}`).toBeLessThanOrEqual(1));
  });

  it('says an operation needs no authentication when its only alternative is empty, and that it is optional beside others', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      security: [{ bearer: [] }],
      paths: { '/signup': { post: { operationId: 'signup', security: [{}], responses: none } }, '/me': { get: { operationId: 'me', security: [{ bearer: [] }, { key: [] }, {}], responses: none } }, '/one': { get: { operationId: 'one', security: [{ key: [] }, {}], responses: none } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    // `security: [{}]` read "Requires: no authentication (optional)".
    expect(section(page, 'op-signup')).toContain('<h4>Authentication</h4><p>No authentication.</p>');
    expect(section(page, 'op-me')).toContain('<p>Optional; when sent, one of:</p><ul class="security"><li><a href="#scheme-bearer"><code>bearer</code></a></li>\n<li><a href="#scheme-key"><code>key</code></a></li>\n</ul>');
    expect(section(page, 'op-one')).toContain('<p>Optional; when sent:</p>');
    expect(page).not.toContain('no authentication (optional)');
    // Each scheme a requirement names is a link to its entry.
    expect(page).toContain('<div class="scheme" id="scheme-bearer"><h3><code>bearer</code>');
  });

  it('calls the schemes section "Security schemes", apart from a tag named Authentication', async () => {
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, tags: [{ name: 'Authentication' }], components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } }, paths: { '/login': { post: { operationId: 'login', tags: ['Authentication'], responses: none } } } };
    const page = await pageOf(buildModel({ document }, { source: 'x.yaml' }));
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    expect(toc.match(/>Authentication</g)).toHaveLength(1);
    expect(toc).toContain('<a href="#authentication">Security schemes</a>');
    expect(headings(page).filter(([level]) => level === 2).map(([, title]) => title)).toEqual(['Reading this reference', 'Security schemes', 'Authentication']);
  });

  it("says what each scheme's caller sends without pointing at a description the scheme lacks", () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' }, oauth: { type: 'oauth2', flows: { password: { tokenUrl: '/t', scopes: {} } } }, oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://x.example/.well-known' } } },
      paths: { '/a': { get: { operationId: 'a', responses: none } } },
    };
    const intro = introMarkdown(buildModel({ document }, { source: 'x.yaml' }));
    expect(intro).toContain('- `basic`: send the header `Authorization: Basic <base64 of user:password>`.');
    expect(intro).toContain('- `oauth`: OAuth 2 (its flows are under "Security schemes" below).');
    expect(intro).toContain('- `oidc`: OpenID Connect (under "Security schemes" below).');
    expect(intro).not.toContain("description below");
  });

  it('lists path prefixes only when a path carries a version, not the resources of an unversioned API', () => {
    const paths = (...list: string[]) => Object.fromEntries(list.map((route, index) => [route, { get: { operationId: `o${index}`, responses: none } }]));
    const intro = (...list: string[]) => introMarkdown(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: paths(...list) } }, { source: 'x.yaml' }));
    expect(intro('/auth/token', '/planets', '/planets/{id}', '/user/signup')).not.toContain('Path prefixes');
    expect(intro('/v1/planets', '/v2/planets', '/health')).toContain('- `/v1`: 1 operation');
  });

  it("puts a description's shallowest heading one level under the page's heading it sits under", () => {
    const markdown = createMarkdown();
    // Scalar Galaxy's description starts at `##`: its headings were h3 straight under the page's h1.
    expect(headings(markdown('## Resources\n\ntext\n\n### Details', 1))).toEqual([[2, 'Resources'], [3, 'Details']]);
    expect(headings(markdown('# Title\n\n## Part', 3))).toEqual([[4, 'Title'], [5, 'Part']]);
    expect(headings(markdown('#### Deep\n\n###### Deeper', 4))).toEqual([[5, 'Deep'], [6, 'Deeper']]);
  });

  it('lets a keyboard reader skip the contents: the first link of the page goes to the main column', async () => {
    const page = await pageOf(buildModel({ document: baseDocument() }, { source: 'x.yaml' }));
    const body = page.slice(page.indexOf('<body>'));
    expect(/<a\b[^>]*>[^<]*<\/a>/.exec(body)?.[0]).toBe('<a class="skip" href="#main">Skip to the reference</a>');
    expect(page).toContain('<main id="main">');
    expect(htmlIds(page).filter((id) => id === 'main')).toHaveLength(1);
  });

  it('names the group "Operations" when no operation has tags, "Other operations" beside tagged ones', async () => {
    const untagged = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: none } } } } }, { source: 'x.yaml' }));
    expect(untagged).toContain('<h2>Operations</h2>');
    expect(untagged).not.toContain('Other operations');
    const mixed = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { operationId: 'a', tags: ['x'], responses: none } }, '/b': { get: { operationId: 'b', responses: none } } } } }, { source: 'x.yaml' }));
    expect(mixed).toContain('<h2>Other operations</h2>');
    // Tags declared but named by no operation make no group of their own.
    const unused = await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, tags: [{ name: 'x' }], paths: { '/a': { get: { operationId: 'a', responses: none } } } } }, { source: 'x.yaml' }));
    expect(unused).toContain('<h2>Operations</h2>');
    expect(unused).not.toContain('Other operations');
  });

  it("keeps the untagged group's id when an operation gets a tag, and when a tag takes the group's name", async () => {
    // Its id was the slug of its label: `tag-operations` without tags, `tag-other-operations`
    // once any operation had one, and `-2` when a tag of that name came first.
    const document = (paths: Record<string, unknown>, tags?: unknown[]) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...(tags === undefined ? {} : { tags }), paths });
    const group = (page: string) => /<section class="tag" id="([^"]+)"><h2>(?:Other o|O)perations<\/h2>/.exec(page)?.[1];
    const plain = await pageOf(buildModel({ document: document({ '/b': { get: { operationId: 'b', responses: none } } }) }, { source: 'x.yaml' }));
    const tagged = await pageOf(buildModel({ document: document({ '/a': { get: { operationId: 'a', tags: ['Other operations'], responses: none } }, '/b': { get: { operationId: 'b', responses: none } } }, [{ name: 'Operations' }]) }, { source: 'x.yaml' }));
    expect(group(plain)).toBe('untagged');
    expect(tagged).toContain('<section class="tag" id="tag-other-operations"><h2>Other operations</h2>');
    expect(/<section class="tag" id="([^"]+)"><h2>Other operations<\/h2><\/section>\n<section class="op" id="op-b">/.exec(tagged)?.[1]).toBe('untagged');
    expect(tagged).toContain('<a href="#untagged">Other operations</a>');
    const ids = htmlIds(tagged);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

function escapeForPage(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
