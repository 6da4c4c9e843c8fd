/**
 * Hostile documents on the docs page. Spec text is untrusted: markup in any text the page shows
 * (titles, descriptions, summaries, parameter, tag, schema and property names, enum values,
 * examples, server URLs) must come out as text, Markdown links only to http(s), mailto and
 * in-page anchors, images never as images, and the page must stay small (linear in the
 * document) however the document nests, shares or repeats its parts. Each page is checked
 * tag by tag: only our elements and our attributes, every id unique, nothing loaded.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../generators/emit/docs/schema.js';
import { ALSO_LINKS } from '../../generators/emit/docs/page.js';
import { assertOffline, remoteReferences } from '../../generators/emit/docs/offline.js';
import { Anchors, slug } from '../../generators/emit/docs/html.js';
import { createMarkdown } from '../../generators/emit/docs/markdown.js';
import { buildModel } from '../../generators/model/build.js';
import { htmlIds, pageOf } from './support/docs-page.js';

const EVIL = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

/** The elements and attributes the page is made of; anything else came from a document. */
const ELEMENTS = new Set(['html', 'head', 'meta', 'title', 'style', 'body', 'nav', 'main', 'header', 'section', 'div', 'p', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary', 'em', 'strong', 'br', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 's']);
const ATTRIBUTES = new Set(['lang', 'charset', 'http-equiv', 'content', 'name', 'id', 'class', 'href', 'rel', 'title', 'open', 'aria-label', 'start', 'style']);

/** Every element and attribute name in the page's markup, parsed tag by tag (quoted values skipped). */
function markupNames(page: string): { elements: Set<string>; attributes: Set<string>; hrefs: string[] } {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  const hrefs: string[] = [];
  for (const [, name, rest] of page.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>"']+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/g)) {
    elements.add(name!.toLowerCase());
    for (const [, attribute, value] of rest!.matchAll(/\s+([^\s=>"']+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes.add(attribute!.toLowerCase());
      if (attribute === 'href') hrefs.push(value ?? '');
    }
  }
  return { elements, attributes, hrefs };
}

function expectSafe(page: string): void {
  const body = page.slice(page.indexOf('<!doctype html>'));
  const { elements, attributes, hrefs } = markupNames(body);
  expect([...elements].filter((name) => !ELEMENTS.has(name))).toEqual([]);
  expect([...attributes].filter((name) => !ATTRIBUTES.has(name))).toEqual([]);
  // The only `style` is our stylesheet element, never an attribute.
  expect(attributes.has('style')).toBe(false);
  expect(hrefs.filter((href) => !/^(?:#[a-z0-9-]+$|https?:|mailto:)/i.test(href))).toEqual([]);
  expect(body).not.toMatch(/<script/i);
  expect(body).not.toMatch(/<img/i);
  expect(remoteReferences(body)).toEqual([]);
  const ids = htmlIds(body);
  expect(ids.filter((id) => !/^[a-z]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const href of hrefs.filter((value) => value.startsWith('#'))) expect(ids, href).toContain(href.slice(1));
}

function hostileDocument(): Record<string, unknown> {
  const markdown = `Hi ${EVIL} [js](javascript:alert(3)) [js2](JaVaScRiPt:alert(4)) [ent](&#106;avascript:alert(5)) [data](data:text/html,<script>x</script>) <javascript:alert(6)> ![pixel](https://evil.example/p.png "t") <iframe src="https://evil.example/"></iframe> [ok](https://example.com/a?b=1&c=2)`;
  return {
    openapi: '3.1.0',
    info: { title: `Title ${EVIL}`, version: `1${EVIL}`, description: markdown, summary: EVIL, contact: { name: EVIL, url: `javascript:alert(7)`, email: `x@y.z${EVIL}` }, license: { name: EVIL, url: 'https://example.com/"onmouseover="alert(8)' }, termsOfService: 'javascript:alert(9)' },
    servers: [{ url: `https://api.example.com/${EVIL}`, description: markdown, variables: { [EVIL]: { default: EVIL, enum: [EVIL], description: markdown } } }],
    tags: [{ name: `Tag ${EVIL}`, description: markdown, externalDocs: { url: 'javascript:alert(10)', description: EVIL } }],
    paths: {
      [`/items/{id}`]: {
        get: {
          operationId: `list${EVIL}`,
          tags: [`Tag ${EVIL}`],
          summary: `Summary ${EVIL}`,
          description: markdown,
          parameters: [
            { name: 'id', in: 'path', required: true, description: markdown, schema: { type: 'string', enum: [EVIL, '</code>'], default: EVIL, pattern: EVIL } },
            { name: `q${EVIL}`, in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' }, examples: { [EVIL]: { summary: EVIL, value: { [EVIL]: EVIL } } } },
          ],
          requestBody: {
            description: markdown,
            content: {
              [`application/json${EVIL}`]: {
                schema: { type: 'object', required: [EVIL], properties: { [EVIL]: { type: 'string', description: markdown, examples: [EVIL], const: EVIL }, ref: { $ref: `#/components/schemas/${encodeURIComponent(`S${EVIL}`)}` } } },
                example: { $ref: 'https://evil.example/data-ref', text: EVIL },
                examples: { far: { summary: EVIL, externalValue: `https://evil.example/${EVIL}` } },
              },
            },
          },
          responses: { '200': { description: markdown, headers: { [`X-${EVIL}`]: { description: markdown, schema: { type: 'string' } } }, content: { 'application/json': { schema: { $ref: `#/components/schemas/${encodeURIComponent(`S${EVIL}`)}` } } } } },
          callbacks: { [EVIL]: { [`{$request.body#/url}${EVIL}`]: { post: { summary: EVIL, responses: { '200': { description: markdown } } } } } },
        },
      },
    },
    webhooks: { [EVIL]: { post: { summary: EVIL, description: markdown, responses: { '200': { description: EVIL } } } } },
    components: {
      schemas: { [`S${EVIL}`]: { type: 'object', description: markdown, properties: { [EVIL]: { type: ['string', 'null'], format: EVIL, enum: [EVIL, null] } }, discriminator: { propertyName: EVIL, mapping: { [EVIL]: `#/components/schemas/${EVIL}` } } } },
      securitySchemes: { [EVIL]: { type: 'oauth2', description: markdown, flows: { authorizationCode: { authorizationUrl: 'javascript:alert(11)', tokenUrl: `https://evil.example/${EVIL}`, scopes: { [EVIL]: EVIL } } } } },
    },
  };
}

describe('markup and links in every piece of document text', () => {
  it('shows it as text: only our elements and attributes, links to http(s), mailto and our ids', async () => {
    const page = await pageOf(buildModel({ document: hostileDocument() }, { source: 'hostile.yaml' }));
    expectSafe(page);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/href="\s*(?:javascript|data):/i);
    expect(page).toContain('<span class="image-alt">[image: pixel]</span>');
    expect(page).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">ok</a>');
    // A data `$ref` and an externalValue are shown as written; there is nothing that could fetch them.
    expect(page).toContain('&quot;$ref&quot;: &quot;https://evil.example/data-ref&quot;');
    expect(page).toContain('External example, not fetched: <code>https://evil.example/');
    expect(page).toContain(`<title>Title ${EVIL.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} 1`);
  });
});

describe('ids a reader links to', () => {
  // A review comment or a bookmark links to /docs#<id>. With a counter per prefix in every id,
  // one operation or schema added near the top renumbered every id after it: old links landed
  // at the top of the page, and the committed page's diff touched every later section.
  function document(extra: boolean): Record<string, unknown> {
    const operation = (operationId: string, tag: string) => ({ operationId, tags: [tag], responses: { '204': { description: 'none' } } });
    const paths: Record<string, unknown> = { '/b': { get: operation('getB', 'Items') }, '/c': { get: operation('getC', 'Items'), post: operation('getC!', 'More') } };
    const schemas: Record<string, unknown> = { Item: { type: 'string' }, 'Item!': { type: 'string' } };
    return {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      tags: [...(extra ? [{ name: 'Added' }] : []), { name: 'Items' }, { name: 'More' }],
      paths: extra ? { '/a': { get: operation('getA', 'Added') }, ...paths } : paths,
      components: { schemas: extra ? { Added: { type: 'string' }, ...schemas } : schemas },
      webhooks: { ...(extra ? { added: { post: { responses: { '204': { description: 'none' } } } } } : {}), hook: { post: { responses: { '204': { description: 'none' } } } } },
    };
  }

  it('keeps every id when an operation, a tag, a schema and a webhook are added before it', async () => {
    const before = htmlIds(await pageOf(buildModel({ document: document(false) }, { source: 'v1.yaml' })));
    const after = htmlIds(await pageOf(buildModel({ document: document(true) }, { source: 'v2.yaml' })));
    expect(before.filter((id) => !after.includes(id))).toEqual([]);
    expect(before).toContain('op-getb');
    // Names that slug alike still get different ids.
    expect(before).toEqual(expect.arrayContaining(['op-getc', 'op-getc-2', 'schema-item', 'schema-item-2']));
  });

  // Long operationIds alike in their first 48 characters (GitHub's `…-enforcement-for-org` and
  // `…-for-repo`) and names in another script (`用户`, `订单`) lost what told them apart in the
  // slug, and were counted in page order: a new one first, or the two swapped, moved every link.
  it('gives a long or non-ASCII name an id of its own text, whatever comes before it', async () => {
    const long = 'enterprise-admin/update-pre-receive-hook-enforcement-for-';
    const operation = (operationId: string) => ({ operationId, responses: { '204': { description: 'none' } } });
    const document = (names: readonly string[], schemaNames: readonly string[]) => ({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: Object.fromEntries(names.map((name, index) => [`/p${index}`, { get: operation(name) }])),
      components: { schemas: Object.fromEntries(schemaNames.map((name) => [name, { type: 'string' }])) },
    });
    const idsOf = async (names: readonly string[], schemaNames: readonly string[]) => {
      const page = await pageOf(buildModel({ document: document(names, schemaNames) }, { source: 'ids.yaml' }));
      expectSafe(page);
      // Each section's id, by the name its heading or its "Operation id" line shows.
      const sections = [...page.matchAll(/<section class="(?:op|schema-section)" id="([a-z0-9-]+)">.*?(?:<h3><code>|Operation id <code>)([^<]*)<\/code>/g)];
      return new Map(sections.map(([, id, name]) => [name!, id!]));
    };
    const before = await idsOf([`${long}org`, `${long}repo`], ['用户', '订单']);
    const after = await idsOf(['用户', `${long}all`, `${long}repo`, `${long}org`], ['项目', '订单', '用户']);
    for (const name of [`${long}org`, `${long}repo`, '用户', '订单']) expect(after.get(name), name).toBe(before.get(name));
    expect(new Set(before.values()).size).toBe(4);
    expect(before.get(`${long}org`)).toMatch(/^op-enterprise-admin-update-pre-[a-z-]+-[0-9a-f]{8}$/);
    expect(before.get(`${long}org`)!.length).toBeLessThanOrEqual("op-".length + 48);
    expect(before.get('用户')).toMatch(/^schema-[0-9a-f]{8}$/);
  });
});

describe('in-page links a description writes', () => {
  // Descriptions written for another renderer link to its anchors: GitHub's GHES document has 9
  // links like (#set-github-actions-permissions-for-an-organization), Stripe's 2. A link is kept
  // when its target is on the page or names a part of the document that has a section here.
  it('keeps a link to a section of the page, and shows one to anything else as its text alone', async () => {
    const description = '[op](#op-geta) [schema](#schema-item) [all schemas](#schemas) [dead](#set-github-actions-permissions) [servers](#servers) [reading](#reading-this-reference)';
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1', description }, paths: { '/a': { get: { operationId: 'getA', description, responses: { '204': { description: 'none' } } } } }, components: { schemas: { Item: { type: 'string', description } } } };
    const page = await pageOf(buildModel({ document }, { source: 'links.yaml' }));
    expectSafe(page);
    for (const [label, id] of [['op', 'op-geta'], ['schema', 'schema-item'], ['all schemas', 'schemas']]) expect(page).toContain(`<a href="#${id}">${label}</a>`);
    // No servers and no generated section on this page: those links are dead too. Their targets
    // mean nothing here, and the Markdown that wrote them is not shown either.
    expect(page).toContain('<a href="#schemas">all schemas</a> dead servers reading</p>');
    expect(page).not.toContain('](#');
    expect(page).not.toContain('<a href="#set-github');
  });

  // Each renderer's own anchors for the same three parts: an operation (GET /items/{id}, tagged
  // "Pet Items", summary "Get one item"), its tag and a schema.
  it('sends links written for Redoc, Scalar, Swagger UI and GitHub to the section they name', async () => {
    const links: readonly (readonly [string, string])[] = [
      ['#operation/getItem', 'op-getitem'],
      ['#tag/Pet-Items/operation/getItem', 'op-getitem'],
      ['#tag/pet-items/paths/~1items~1%7Bid%7D/get', 'op-getitem'],
      ['#tag/pet-items/GET/items/{id}', 'op-getitem'],
      ['#/Pet%20Items/getItem', 'op-getitem'],
      ['#/paths/~1items~1%7Bid%7D/get', 'op-getitem'],
      ['#get-one-item', 'op-getitem'],
      ['#tag/Pet%20Items', 'tag-pet-items'],
      ['#/Pet_Items', 'tag-pet-items'],
      ['#model/Item', 'schema-item'],
      ['#/definitions/Item', 'schema-item'],
      ['#/components/schemas/Item', 'schema-item'],
    ];
    const description = links.map(([href], index) => `[l${index}](${href})`).join(' ');
    const dead = ['#operation/nothing', '#tag/pet-items/POST/items/{id}', '#tag/pet-items/paths/~1items/get', '#/a/b/c', `#tag/${'x/'.repeat(2_000)}`, '#model/Other'];
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1', description: `${description} ${dead.map((href, index) => `[d${index}](${href})`).join(' ')}` },
      tags: [{ name: 'Pet Items' }],
      paths: { '/items/{id}': { get: { operationId: 'getItem', tags: ['Pet Items'], summary: 'Get one item', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '204': { description: 'none' } } } } },
      components: { schemas: { Item: { type: 'string' } } },
    };
    const page = await pageOf(buildModel({ document }, { source: 'foreign.yaml' }));
    expectSafe(page);
    expect(htmlIds(page)).toEqual(expect.arrayContaining(['op-getitem', 'tag-pet-items', 'schema-item']));
    links.forEach(([href, id], index) => expect(page, href).toContain(`<a href="#${id}">l${index}</a>`));
    dead.forEach((href, index) => expect(page, href.slice(0, 40)).toMatch(new RegExp(`[ >]d${index}[ <]`)));
    expect(page).not.toMatch(/<a href="#[^"]*">d\d/);
  });
});

describe('direction controls and the page\'s own text', () => {
  // A right-to-left override (U+202E) reorders everything after it up to the end of its
  // element's bidi paragraph or isolate. Document text that shares an element with the page's
  // words or with other document text (a contact's name before its URL, a scope's description
  // before the next scope) reordered them: "Contact: name, url, mail" read with the URL and the
  // mail swapped. Each such text must end where an element ends.
  const R = 'r\u202Eevil';
  function everyTextOverridden(): Record<string, unknown> {
    return {
      openapi: '3.1.0',
      info: { title: R, version: R, summary: R, description: R, contact: { name: R, url: `https://x.example/${R}`, email: R }, license: { name: R, identifier: R }, termsOfService: R },
      externalDocs: { url: 'https://x.example', description: R },
      servers: [{ url: `https://{v}.example/${R}`, description: R, variables: { v: { default: R, enum: [R], description: R } } }],
      tags: [{ name: R, description: R, externalDocs: { url: `x${R}`, description: R } }],
      security: [{ [R]: [R, 'other'] }],
      paths: {
        [`/a/${R}`]: {
          get: {
            tags: [R], summary: R, description: R, operationId: R,
            parameters: [{ name: R, in: 'query', description: R, schema: { type: 'string', title: R, format: R, enum: [R], default: R, pattern: R, examples: [R], minLength: 1 }, examples: { [R]: { summary: R, description: R, value: R } } }],
            requestBody: { description: R, content: { 'application/json': { schema: { type: 'object', required: [R, 'x'], properties: { [R]: { type: 'string', description: R } }, patternProperties: { [R]: { type: 'string' } } }, example: R, examples: { [R]: { summary: R, externalValue: R } }, encoding: { [R]: { contentType: R } } } } },
            responses: { '200': { description: R, headers: { [`X-${R}`]: { description: R, schema: { type: 'string' } } }, links: { [R]: { operationId: R } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/S' } } } } },
            callbacks: { [R]: { [R]: { post: { summary: R, responses: { '200': { description: R } } } } } },
          },
        },
      },
      webhooks: { [R]: { post: { summary: R, responses: { '200': { description: R } } } } },
      components: {
        schemas: { S: { type: 'object', title: R, discriminator: { propertyName: R, mapping: { [R]: '#/components/schemas/S' } }, oneOf: [{ type: 'integer', minimum: 1, exclusiveMaximum: 9 }] } },
        securitySchemes: { [R]: { type: 'oauth2', description: R, flows: { implicit: { authorizationUrl: `https://x/${R}`, scopes: { [R]: R, other: R } } } } },
      },
    };
  }

  it('ends every overridden text with the end of an element, and writes no bare < in text', async () => {
    const page = await pageOf(buildModel({ document: everyTextOverridden() }, { source: 'bidi.yaml' }));
    expectSafe(page);
    const body = page.slice(page.indexOf('<body>'));
    // Text between tags; attribute values (an href) are inside the tags and render nothing.
    const pieces = body.split(/(<[^<>]*>)/);
    const leaking = pieces.flatMap((piece, index) => (!piece.startsWith('<') && piece.includes('\u202E') && !pieces[index + 1]?.startsWith('</') ? [`${pieces[index - 1]}${piece}${pieces[index + 1]}`] : []));
    expect(leaking).toEqual([]);
    // Every < in the page begins a tag: "< 9" in a range was a parse error in every browser.
    expect(body.match(/<(?![a-z/])/g)).toBeNull();
  });
});

describe('the size of the page', () => {
  it('writes an inline schema nested past the depth limit only down to the limit', async () => {
    let schema: Record<string, unknown> = { type: 'string', description: 'the deepest' };
    for (let level = 0; level < 60; level += 1) schema = { type: 'object', properties: { [`level${60 - level}`]: schema } };
    const page = await pageOf(buildModel({ document: oneOperation(schema) }, { source: 'deep.yaml' }));
    expectSafe(page);
    expect(page).toContain(`Nested more than ${MAX_DEPTH} levels deep: not shown.`);
    expect(page).toContain('level1<');
    expect(page).not.toContain('level40<');
    expect(page).not.toContain('the deepest');
  });

  it('writes an object shared 2^30 times (YAML aliases, a hostile bundle) once', async () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 30; level += 1) schema = { type: 'object', properties: { left: schema, right: schema } };
    // The model is built on a small document at the same pointers: the model builder walks
    // schemas itself, and this tree is too big to walk (the loader refuses it, decisions/0014).
    const model = buildModel({ document: oneOperation({ type: 'object' }) }, { source: 'shared.yaml' });
    const page = await pageOf({ ...model, document: oneOperation(schema) });
    expectSafe(page);
    expect(page.length).toBeLessThan(200_000);
    expect(page).toContain('The same inline schema as in <a href="#op-a"');
  });

  it('writes a small shared inline schema and example again at each use, and a large one once', async () => {
    const small = { type: 'object', properties: { code: { type: 'string', enum: ['small_marker'] } } };
    const example = { code: 'small_marker' };
    const responses = { '400': { $ref: '#/components/responses/Small' }, '200': { $ref: '#/components/responses/Big' } };
    const document = manyOperations(3);
    for (const item of Object.values(document['paths'] as Record<string, { get: Record<string, unknown> }>)) item.get['responses'] = responses;
    const components = document['components'] as { responses: Record<string, unknown> };
    components.responses['Small'] = { description: 'small', content: { 'application/json': { schema: small, example } } };
    const page = await pageOf(buildModel({ document }, { source: 'small.yaml' }));
    expectSafe(page);
    // Each of the three operations shows the small schema's enum and its example in full.
    expect(page.split('small_marker').length - 1).toBe(6);
    // The response with the 200-member schema is written once and linked from the other two.
    expect(page.split('member199').length - 1).toBe(1);
    expect(page.split('The same response as in').length - 1).toBe(2);
  });

  it('renders Markdown within a bound: a huge table in one text, or many large texts, is shown as plain text', () => {
    // 2,000 columns by 1,200 rows (4.8 MB): markdown-it keeps tokens per cell and writes each as
    // `<td>x</td>`. One 8 MB description of such a table took 34 s and 3.8 GB and wrote 44 MB.
    const render = createMarkdown();
    const huge = `${'|a'.repeat(2_000)}\n${'|-'.repeat(2_000)}\n${'|x'.repeat(2_000).concat('\n').repeat(1_200)}`;
    const started = performance.now();
    const html = render(huge, 0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(html).not.toContain('<td>');
    expect(html.length).toBeLessThan(huge.length * 1.5);
    expect(html).toContain('|a|a|a');
    expect(render(`# Title <b>\n\nline one\nline two`.padEnd(300_000, ' '), 0)).toBe('<div class="md"><p># Title &lt;b&gt;</p>\n<p>line one<br>\nline two</p>\n</div>');
    // Texts under the one-text bound keep their Markdown until the page has rendered 4 MiB of it.
    const small = '| a |\n|---|\n| b |';
    expect(render(small, 0)).toContain('<td>b</td>');
    const outcomes: boolean[] = [];
    for (let index = 0; index < 24; index += 1) outcomes.push(render(`*${index}* ${'word '.repeat(40_000)}`, 0).includes('<em>'));
    // 200 KB each: the first 20 fit the budget, the rest are plain text (a shorter one still fits what is left).
    expect(outcomes.indexOf(false)).toBe(20);
    expect(outcomes.slice(20)).toEqual([false, false, false, false]);
    expectSafe(`<!doctype html>${html}`);
  }, 60_000);

  it('links a self-referencing schema to itself instead of expanding it', async () => {
    const document = oneOperation({ $ref: '#/components/schemas/Node' });
    document['components'] = { schemas: { Node: { type: 'object', properties: { value: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, parent: { $ref: '#/components/schemas/Node' } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'self.yaml' }));
    expectSafe(page);
    const section = /<section class="schema-section" id="(schema-node)">([\s\S]*?)<\/section>/.exec(page);
    expect(section).not.toBeNull();
    expect(section![2]).toContain(`<span class="type">array</span> of <a href="#schema-node"><code class="ref">Node</code></a>`);
    expect(section![2]).toContain(`<a href="#schema-node"><code class="ref">Node</code></a>`);
  });

  it('grows linearly with operations sharing one large response, and gives each operation its own id', async () => {
    const sizes: number[] = [];
    for (const count of [200, 800]) {
      const page = await pageOf(buildModel({ document: manyOperations(count) }, { source: 'many.yaml' }));
      expectSafe(page);
      expect(htmlIds(page).filter((id) => id.startsWith('op-'))).toHaveLength(count);
      // The shared inline schema (200 properties) is written out once, whatever the count.
      expect(page.split('<code class="name">member199</code>').length - 1).toBe(1);
      sizes.push(page.length);
    }
    expect(sizes[1]! / sizes[0]!).toBeLessThan(4.5);
  });

  // A hostile-document pass (2026-11-29): 1,500 operations sharing one YAML-aliased list of 200
  // tags (155 KB) wrote a 68.7 MB page in 55 s and 1.0 GB, about 230 bytes per tag use (a
  // contents entry and an "also" link, each with the summary), and the summary's whole length
  // per use when it is long.
  const taggedOperations = (count: number, tagCount: number) => {
    const tags = Array.from({ length: tagCount }, (_, index) => `tag${index}`); // one array for all, as an alias is
    const paths = Object.fromEntries(Array.from({ length: count }, (_, index) => [`/items/${index}/${'p'.repeat(300)}`, { get: { operationId: `op${index}`, summary: `${index} ${'s'.repeat(5_000)}`, tags, responses: { '204': { description: 'none' } } } }]));
    return { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths };
  };

  it('costs the page a small fixed amount per tag use, however long the summary and path', async () => {
    const [one, many] = await Promise.all([1, 41].map((tagCount) => pageOf(buildModel({ document: taggedOperations(50, tagCount) }, { source: 'tags.yaml' }))));
    expectSafe(many!);
    const perUse = (many!.length - one!.length) / (50 * 40);
    expect(perUse).toBeLessThan(400);
    // Each operation is still found under each of its tags: a link in that tag's section.
    const section = /<section class="tag" id="tag-tag40">([\s\S]*?)<\/section>/.exec(many!)?.[1] ?? '';
    expect(section.split('href="#op-').length - 1).toBe(50);
  });

  it('lists at most ALSO_LINKS operations under the tags after their first, and counts the rest', async () => {
    const page = await pageOf(buildModel({ document: taggedOperations(260, 41) }, { source: 'tags.yaml' }));
    expectSafe(page);
    const also = [...page.matchAll(/<ul class="also">([\s\S]*?)<\/ul>/g)].reduce((sum, match) => sum + match[1]!.split('<li>').length - 1, 0);
    expect(also).toBe(ALSO_LINKS);
    // 260 × 40 uses, 10,000 linked: 400 counted, in the tags the budget did not reach.
    const counted = [...page.matchAll(/(\d+) more operations? names? this tag after their first, not listed/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(counted).toBe(260 * 40 - ALSO_LINKS);
  });

  // Each part below is named by every operation (or webhook) through one `$ref`, and holds many
  // small pieces, each of which the page would repeat: before parts were written once, each
  // operation cost the page the whole part (36-190 KB here).
  const sharedParts: [string, (count: number) => Record<string, unknown>][] = [
    ['a response with 1,000 headers', (count) => sharing(count, { responses: { '200': { $ref: '#/components/responses/R' } } }, { responses: { R: { description: 'r', headers: Object.fromEntries(Array.from({ length: 1_000 }, (_, index) => [`X-H${index}`, { schema: { type: 'string' } }])) } } })],
    ['a request body with 500 media types', (count) => sharing(count, { requestBody: { $ref: '#/components/requestBodies/B' } }, { requestBodies: { B: { content: Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`application/x-t${index}`, { schema: { type: 'string' } }])) } } })],
    ['a callback with 500 parameters', (count) => sharing(count, { callbacks: { cb: { $ref: '#/components/callbacks/C' } } }, { callbacks: { C: { '{$request.query.url}': { post: { parameters: manyParameters(500), responses: { '204': { description: 'x' } } } } } } })],
    ['a parameter whose schema has an enum of 1,000 values', (count) => sharing(count, { parameters: [{ $ref: '#/components/parameters/P' }] }, { parameters: { P: { name: 'p', in: 'query', schema: { type: 'string', enum: Array.from({ length: 1_000 }, (_, index) => `value${index}`) } } } })],
    ['a parameter with 300 examples', (count) => sharing(count, { parameters: [{ $ref: '#/components/parameters/P' }] }, { parameters: { P: { name: 'p', in: 'query', schema: { type: 'string' }, examples: Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`e${index}`, { value: `v${index}` }])) } } })],
    ['a schema whose title is 20,000 characters', (count) => sharing(count, { parameters: [{ $ref: '#/components/parameters/P' }] }, { parameters: { P: { name: 'p', in: 'query', schema: { type: 'string', title: 't'.repeat(20_000) } } } })],
    ['the document\'s security with 1,000 scopes', (count) => {
      const scopes = Array.from({ length: 1_000 }, (_, index) => `scope${index}`);
      const document = sharing(count, {}, { securitySchemes: { o: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example/token', scopes: {} } } } } });
      return { ...document, security: [{ o: scopes }] };
    }],
    ['webhooks naming one path item with 500 parameters', (count) => ({
      ...sharing(1, {}, { pathItems: { W: { post: { parameters: manyParameters(500), responses: { '204': { description: 'x' } } } } } }),
      webhooks: Object.fromEntries(Array.from({ length: count }, (_, index) => [`hook${index}`, { $ref: '#/components/pathItems/W' }])),
    })],
  ];

  it.each(sharedParts)('writes %s once, however many operations name it', async (_name, documentOf) => {
    const [few, many] = await Promise.all([10, 40].map((count) => pageOf(buildModel({ document: documentOf(count) }, { source: 'shared.yaml' }))));
    expectSafe(many!);
    // Thirty more operations (or webhooks) cost the page a bounded amount each: their own
    // heading and a link to where the part was written.
    expect((many!.length - few!.length) / 30).toBeLessThan(3_000);
  });

  it('repeats a long text from a shared component as a short excerpt', async () => {
    const page = await pageOf(buildModel({ document: manyOperations(50, 'x'.repeat(50_000)) }, { source: 'long.yaml' }));
    expect(page.split('x'.repeat(50_000)).length - 1).toBe(1);
    expect(page.length).toBeLessThan(400_000);
  });
});

describe('the parts that make the page safe', () => {
  it('makes ids of a prefix and a slug, counted only among texts that collide, unique however they do', () => {
    const anchors = new Anchors();
    expect([anchors.next('op', 'A b'), anchors.next('op', 'a-B'), anchors.next('op', '<script>'), anchors.next('op', ''), anchors.next('op', 'a b 2'), anchors.next('op', ''), anchors.next('op', '1')]).toEqual(['op-a-b', 'op-a-b-2', 'op-script', 'op-1', 'op-a-b-2-2', 'op-2', 'op-1-2']);
    expect(anchors.next('tag', 'A b')).toBe('tag-a-b');
    expect(slug('"><img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1');
    expect(slug('x'.repeat(100))).toHaveLength(48);
  });

  it('renders Markdown without raw HTML, images or unsafe links, and moves headings down', () => {
    const markdown = createMarkdown();
    expect(markdown('# Title\n\n<b>bold</b> [a](javascript:x) ![i](https://e/p.png) [b](#here) [c](mailto:a@b.c)', 2)).toBe(
      '<div class="md"><h3>Title</h3>\n<p>&lt;b&gt;bold&lt;/b&gt; [a](javascript:x) <span class="image-alt">[image: i]</span> <a href="#here">b</a> <a href="mailto:a@b.c" rel="noopener noreferrer nofollow">c</a></p>\n</div>',
    );
  });

  // markdown-it writes a column's alignment as a style attribute, which the policy blocks and the
  // emitter's own check refused: one aligned table in any description failed the whole generate.
  it('writes an aligned Markdown table with our classes, never a style attribute', async () => {
    const table = '| name | count | state |\n|:-----|------:|:-----:|\n| a | 1 | on |';
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1', description: table }, paths: {} };
    const page = await pageOf(buildModel({ document }, { source: 'table.yaml' }));
    expectSafe(page);
    expect(page).toContain('<th class="align-left">name</th>\n<th class="align-right">count</th>\n<th class="align-center">state</th>');
    expect(page).toContain('<td class="align-right">1</td>');
  });

  // The generated section lists open operations by path in Markdown code spans, whose fence was
  // computed with one call argument per backtick run: this 400 KB path overflowed the stack.
  it('writes a path of 200,000 backtick runs in the generated section', async () => {
    const path = `/a${'`x'.repeat(200_000)}`;
    const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, components: { securitySchemes: { key: { type: 'http', scheme: 'bearer' } } }, paths: { [path]: { get: { operationId: 'a', responses: { '204': { description: 'none' } } } } } };
    const page = await pageOf(buildModel({ document }, { source: 'ticks.yaml' }));
    // Over the one-text Markdown bound, the section is its plain text: the span as written.
    expect(page).toContain(`Open without authentication: \`\`GET ${path}\`\`.`);
  });

  it('refuses a page whose markup would load anything, and lets text mention it', () => {
    expect(() => assertOffline('<p>x</p><img src="data:,">')).toThrow(/would load resources/);
    expect(() => assertOffline('<div style="background:url(x)"></div>')).toThrow(/would load resources/);
    expect(() => assertOffline('<style>@import "x.css";</style>')).toThrow(/would load resources/);
    expect(() => assertOffline('<link rel="stylesheet" href="https://x/y.css">')).toThrow(/would load resources/);
    expect(() => assertOffline('<p>use url(x) and style="a" and &lt;img src=x&gt;</p>')).not.toThrow();
  });
});

function oneOperation(schema: unknown): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema } } }, responses: { '204': { description: 'none' } } } } },
  };
}

/** `count` operations, each with `operation` (which names a shared part of `components`). */
function sharing(count: number, operation: Record<string, unknown>, components: Record<string, unknown>): Record<string, unknown> {
  const paths = Object.fromEntries(Array.from({ length: count }, (_, index) => [`/items${index}`, { post: { operationId: `post${index}`, responses: { '204': { description: 'none' } }, ...operation } }]));
  return { openapi: '3.1.0', info: { title: 'Shared', version: '1' }, paths, components };
}

function manyParameters(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({ name: `q${index}`, in: 'query', schema: { type: 'string' } }));
}

/** `count` operations, each answering one shared response whose inline schema has 200 members. */
function manyOperations(count: number, description = 'shared'): Record<string, unknown> {
  const properties = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`member${index}`, { type: 'string', description: 'a member' }]));
  const paths = Object.fromEntries(Array.from({ length: count }, (_, index) => [`/items${index}`, { get: { operationId: `get${index}`, summary: `Item ${index}`, responses: { '200': { $ref: '#/components/responses/Big' } } } }]));
  return {
    openapi: '3.1.0',
    info: { title: 'Many', version: '1' },
    paths,
    components: { responses: { Big: { description, content: { 'application/json': { schema: { type: 'object', properties }, example: { member0: 'x' } } } } } },
  };
}

describe('the plain-line shortcut of the page Markdown', () => {
  // Lines it writes without parsing must come out exactly as markdown-it writes them; lines
  // with anything Markdown could act on go to markdown-it.
  const lines = ['Specifies which fields in the response should be expanded.', '(optional) The id, in quotes: "x" and \'y\'.', 'a = b; c - d + e', '1. not a list here', '- a list', '# heading', 'x *em*', 'See <https://x.y>', 'a & b', ' leading space', 'two\nlines', 'under_score', 'Tab\there'];
  it.each(lines)('%j', (line) => {
    const reference = createMarkdown();
    // A text longer than the shortcut's condition allows, with the line as its second paragraph, is always parsed.
    const parsed = reference(`Parsed.\n\n${line}`, 0).replace('<div class="md"><p>Parsed.</p>\n', '<div class="md">');
    expect(createMarkdown()(line, 0)).toBe(parsed);
  });
});
