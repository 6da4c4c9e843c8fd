/**
 * The docs emitter without a browser: the same bytes as the committed page, the header,
 * no remote resource in the page, the generated section, and hostile spec text neutralised.
 * Renders documents we own (the fixture of the diff tests, spec/openapi.yaml) and, when
 * ../shared (beside the project) is present, Redocly's Museum example (a document we did not write).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH, emitDocs } from '../../generators/emit/docs.js';
import { introMarkdown, pathPrefix } from '../../generators/emit/docs/intro.js';
import { markdownCodeSpan as codeSpan } from '../../generators/print/escape.js';
import { inertReferences } from '../../generators/emit/docs/inert-refs.js';
import { neutralizeDocument, neutralizeMarkdown } from '../../generators/emit/docs/neutralize.js';
import { CONTENT_SECURITY_POLICY, remoteReferences } from '../../generators/emit/docs/offline.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { ApiModel } from '../../generators/model/types.js';
import { fileHeader } from '../../generators/print/header.js';
import { baseDocument } from './fixtures/diff-documents.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MUSEUM = path.resolve(ROOT, '../shared/specs/museum.yaml');
const CONTEXT = { regenerateCommand: 'npm run generate' };

async function render(model: ApiModel): Promise<string> {
  const files = await emitDocs(model, CONTEXT);
  expect(files.map((file) => [file.path, file.format])).toEqual([[DOCS_PATH, 'none']]);
  return files[0]?.contents ?? '';
}

async function modelOf(file: string, source: string): Promise<ApiModel> {
  return buildModel(await loadDocument(file), { source });
}

describe('docs emitter on the project spec', () => {
  let model: ApiModel;
  let first: string;

  beforeAll(async () => {
    model = await modelOf(path.join(ROOT, 'spec', 'openapi.yaml'), 'spec/openapi.yaml');
    first = await render(model);
  });

  // The page `npm run generate` rendered in another process, at another time, and committed: the
  // same bytes prove the render deterministic across runs (no date, random id or path in it), not
  // only within one process. A stale generated/ fails this too, as it fails `npm run check`.
  it('renders the page byte-identical to the committed one rendered by npm run generate', () => {
    const committed = readFileSync(path.join(ROOT, 'generated', DOCS_PATH), 'utf8');
    expect(first === committed, `${DOCS_PATH} differs from generated/${DOCS_PATH}: the render is not deterministic, or generated/ is stale (run npm run generate)`).toBe(true);
  });

  it('starts with the generated-file header and carries the content security policy', () => {
    expect(first.startsWith(fileHeader('html', 'spec/openapi.yaml', 'npm run generate'))).toBe(true);
    expect(first).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    // After the charset declaration (browsers look for it in the first bytes), before any script.
    expect(first.indexOf('Content-Security-Policy')).toBeGreaterThan(first.indexOf('<meta charset'));
    expect(first.indexOf('Content-Security-Policy')).toBeLessThan(first.indexOf('<script'));
  });

  it('references no remote resource a browser would load', () => {
    expect(remoteReferences(first)).toEqual([]);
    expect(first).not.toContain('cdn.redoc.ly');
    expect(first).not.toMatch(/<script[^>]+src=/i);
    expect(first).not.toMatch(/<link[^>]+href=["']?https?:/i);
  });

  it('embeds the generated section about envelope, errors, auth and prefixes', () => {
    expect(first).toContain('Reading this reference');
    for (const phrase of ['**Envelope.**', '**Error body.**', '**Authentication.**', '**Path prefixes.**']) {
      expect(introMarkdown(model)).toContain(phrase);
    }
    expect(introMarkdown(model)).toMatch(/`\/api\/v1`: \d+ operations/);
    expect(introMarkdown(model)).toContain('`/v1`: 3 operations');
  });
});

describe('docs emitter on other documents', () => {
  // One render for the three documents built in memory: the diff fixture, hostile spec text and
  // URLs named inside data, joined into one document (each at paths of its own). Each render is a
  // Redocly process of about two seconds; what each test below proves is in one page as well as
  // in three, and the page is checked for each by a test of its own.
  const requests: string[] = [];
  let origin = '';
  let html = '';

  beforeAll(async () => {
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end('{"FETCHED_FROM_THE_NETWORK":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      html = await render(buildModel({ document: inMemoryDocument(origin) }, { source: 'in-memory.yaml' }));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('renders a document built in memory (not our spec)', () => {
    expect(html).toContain('Diff fixture');
    expect(html).toContain('listComments');
    expect(remoteReferences(html)).toEqual([]);
  });

  if (!existsSync(MUSEUM)) console.warn(`[docs-emitter] SKIPPED the Museum example render: ${MUSEUM} not found (../shared is absent beside this clone)`);
  it.skipIf(!existsSync(MUSEUM))('renders Redocly\'s Museum example offline', async () => {
    const html = await render(await modelOf(MUSEUM, 'museum.yaml'));
    expect(html).toContain('Redocly Museum API');
    expect(remoteReferences(html)).toEqual([]);
  });

  it('drops remote images, frames and scripts that spec text asks for, and keeps the page offline', () => {
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script>alert(1)');
    expect(remoteReferences(html)).toEqual([]);
  });

  it('fetches neither a `$ref` inside example data nor an externalValue, and shows both as written', () => {
    expect(requests).toEqual([]);
    expect(html).not.toContain('FETCHED_FROM_THE_NETWORK');
    expect(html).toContain(`"$ref":"${origin}/example-ref"`);
    expect(html).toContain(`External example, not fetched: ${origin}/external-value`);
    expect(html).not.toContain('x-mtc-data-ref');
  });
});

/**
 * The diff fixture with a hostile title, description and logo, a response description that asks
 * for a frame, and example data that names URLs on `origin` (a `$ref` inside an example, an
 * `externalValue`), which the render must not fetch.
 */
function inMemoryDocument(origin: string): Record<string, unknown> {
  const base = baseDocument();
  const media = {
    schema: { type: 'object' },
    example: { members: [{ value: 'u1', $ref: `${origin}/example-ref` }] },
  };
  return {
    ...base,
    info: {
      title: 'Diff fixture </script><script>alert(1)</script>',
      version: '1',
      description: 'Look <img src="https://evil.example/x.png"> ![pixel](https://evil.example/y.png) <script>fetch("https://evil.example")</script>',
      'x-logo': { url: 'https://evil.example/logo.png' },
    },
    paths: {
      ...base.paths,
      '/hostile': { get: { operationId: 'hostile', summary: 'A', responses: { '200': { description: '<iframe src="https://evil.example/"></iframe>ok' } } } },
      '/data-refs': {
        get: { operationId: 'dataRefExample', responses: { '200': { description: 'ok', content: { 'application/json': media } } } },
        post: {
          operationId: 'dataRefExternal',
          requestBody: { content: { 'application/json': { schema: { type: 'object' }, examples: { far: { summary: 'Far', externalValue: `${origin}/external-value` } } } } },
          responses: { '204': { description: 'none' } },
        },
      },
    },
  };
}

describe('docs emitter and URLs named by the document', () => {
  it('renames only references that are not internal, and restores them in the page', () => {
    const input = { a: { $ref: '#/components/schemas/A' }, example: { $ref: 'https://x.example/u', 'x-mtc-data-ref': 1 } };
    const inert = inertReferences(input);
    const output = inert.document as { a: unknown; example: Record<string, unknown> };
    expect(output.a).toEqual({ $ref: '#/components/schemas/A' });
    expect(Object.keys(output.example)).toEqual(['x-mtc-data-ref_', 'x-mtc-data-ref']);
    expect(inert.restore('"x-mtc-data-ref_":"https://x.example/u"')).toBe('"$ref":"https://x.example/u"');
    expect(input.example.$ref).toBe('https://x.example/u');
  });

  it('shares what needs no change, and reads no text for a placeholder when nothing is renamed', () => {
    const unchanged = { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } }, enum: [[1], [2]] };
    const input = { components: { schemas: { U: unchanged } }, paths: { '/p': { get: { examples: { e: { externalValue: 'https://x.example/e' } } } } } };
    const inert = inertReferences(input);
    const output = inert.document as typeof input;
    expect(output.components).toBe(input.components);
    expect(output.paths['/p'].get.examples.e).toEqual({ value: 'External example, not fetched: https://x.example/e' });
    expect(input.paths['/p'].get.examples.e).toEqual({ externalValue: 'https://x.example/e' });
    expect(inertReferences(unchanged).document).toBe(unchanged);
    // No rename: the page is given back as it is, even if it happens to hold the placeholder's text.
    expect(inertReferences(unchanged).restore('x-mtc-data-ref')).toBe('x-mtc-data-ref');
  });

  it('renames a data $ref nested in another data $ref', () => {
    const inert = inertReferences({ example: { $ref: { $ref: 'https://x.example/inner' } } });
    expect(JSON.stringify(inert.document)).toBe('{"example":{"x-mtc-data-ref":{"x-mtc-data-ref":"https://x.example/inner"}}}');
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

  it('neutralizes loading markup but keeps text and links', () => {
    expect(neutralizeMarkdown('a <img src=x> b ![alt](http://x/y.png) [link](https://example.com) <video><source src=x></video>c'))
      .toBe('a  b [image: alt] [link](https://example.com) c');
  });

  it('neutralizes descriptions only and keeps __proto__ a plain key', () => {
    const input = JSON.parse('{"description":"<img src=x>d","example":"<img src=x>","__proto__":{"description":"<script>x</script>y"}}');
    const output = neutralizeDocument(input) as Record<string, unknown>;
    expect(output['description']).toBe('d');
    expect(output['example']).toBe('<img src=x>');
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toEqual({ description: 'y' });
  });

  it('rebuilds only the objects on the way to a changed description or a dropped remote logo', () => {
    const untouched = { description: 'plain text', items: [{ description: 'more' }] };
    const input = { info: { 'x-logo': { url: 'https://x.example/logo.png' }, title: 't' }, a: untouched, b: [{ description: '<img src=x>b' }, untouched] };
    const output = neutralizeDocument(input) as typeof input;
    expect(output).not.toBe(input);
    expect(output.a).toBe(untouched);
    expect(output.b[1]).toBe(untouched);
    expect(output.b[0]).toEqual({ description: 'b' });
    expect(output.info).toEqual({ title: 't' });
    expect(input.info['x-logo']).toEqual({ url: 'https://x.example/logo.png' });
    expect(input.b[0]).toEqual({ description: '<img src=x>b' });
    expect(neutralizeDocument(untouched)).toBe(untouched);
  });
});
