/**
 * The docs page in headless Chromium, as a reader uses it: every operation of openapi.json is
 * reached from the table of contents and shows its summary and path; an operation's request
 * and response schemas can be read (fields written in the operation, or one link away in the
 * "Schemas" section); the generated section is there; nothing is fetched from outside the
 * machine; the console stays clean; and a hostile document's page runs nothing either.
 * The page is the committed generated/docs/index.html (docs-emitter.test.ts renders
 * spec/openapi.yaml and finds exactly that page), served with the headers the reference service
 * sends at /docs (service/src/docs-page.ts), so a policy that stopped the page from rendering
 * would fail here.
 * Artifacts for reviewers: test-artifacts/docs.png (the page at an operation) and
 * test-artifacts/docs-operation.png (that whole operation).
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsPageHeaders } from '../../service/src/docs-page.js';
import { buildModel } from '../../generators/model/build.js';
import { listOperations, topLevelProperties, type ListedOperation } from './support/openapi-walk.js';
import { pageOf } from './support/docs-page.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = '/usr/bin/chromium';
const PAGE = path.join(ROOT, 'generated', 'docs', 'index.html');
const DOCUMENT = path.join(ROOT, 'generated', 'openapi.json');
const ARTIFACT = path.join(ROOT, 'test-artifacts', 'docs.png');
const OPERATION_ARTIFACT = path.join(ROOT, 'test-artifacts', 'docs-operation.png');
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

const missing = [!existsSync(CHROMIUM) && `${CHROMIUM} not found (install Debian's chromium: apt-get install chromium)`].filter(Boolean);
if (missing.length > 0) console.warn(`[docs-browser] SKIPPED the docs browser test: ${missing.join('; ')}`);

/** What one served page did in the browser: requests, console errors, dialogs. */
interface Session {
  readonly origin: string;
  readonly page: Page;
  readonly requests: string[];
  readonly errors: string[];
  close(): Promise<void>;
}

let browser: Browser;
let session: Session;
let document: Record<string, unknown>;

async function open(html: string): Promise<Session> {
  const headers = docsPageHeaders(html);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requests: string[] = [];
  const errors: string[] = [];
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.on('request', (request) => requests.push(request.url()));
  // Recording proves nothing left; aborting makes sure of it even while the test fails.
  await context.route('**/*', (route) => (isLocal(origin, route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  return {
    origin,
    page,
    requests,
    errors,
    close: async () => {
      await context.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function isLocal(origin: string, url: string): boolean {
  return url === origin || url.startsWith(`${origin}/`) || url === 'about:blank';
}

beforeAll(async () => {
  if (missing.length > 0) return;
  document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  session = await open(readFileSync(PAGE, 'utf8'));
}, 60_000);

afterAll(async () => {
  await session?.close();
  await browser?.close();
});

/** The operation's table-of-contents entry: its method badge and summary. */
function tocEntry(operation: ListedOperation) {
  return session.page.locator('nav.toc a', { hasText: new RegExp(`^\\s*${escapeRegExp(operation.method)}\\s+${escapeRegExp(operation.summary)}\\s*$`) });
}

/** Opens an operation the way a reader does: click its entry; returns its section (the link's target). */
async function openOperation(operation: ListedOperation) {
  const entry = tocEntry(operation);
  await expect.poll(() => entry.count(), { message: `one entry for ${operation.method} ${operation.summary}` }).toBe(1);
  const href = await entry.getAttribute('href');
  await entry.click();
  expect(await session.page.evaluate(() => location.hash)).toBe(href);
  const section = session.page.locator(`section.op${href}`);
  await expect.poll(() => section.locator('h3').first().isVisible()).toBe(true);
  await expect.poll(() => section.locator('h3').first().evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }), { message: `${operation.summary} scrolled into view` }).toBe(true);
  return section;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe.skipIf(missing.length > 0)('docs page in headless Chromium', () => {
  it('opens every operation of openapi.json from the table of contents, with its summary and path', async () => {
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const section = await openOperation(operation);
      expect((await section.locator('h3').first().textContent())?.trim()).toBe(operation.summary);
      expect(await section.locator('code.path').first().textContent()).toBe(operation.path);
    }
  });

  it("shows an operation's request and response schema: its fields there or one link away", async () => {
    const operation = listOperations(document).find((op) => op.requestSchema && op.successSchema);
    if (!operation?.requestSchema || !operation.successSchema) throw new Error('the spec has no operation with a JSON request body and a JSON success response');
    const section = await openOperation(operation);
    const fields = [...topLevelProperties(document, operation.requestSchema), ...topLevelProperties(document, operation.successSchema)];
    expect(fields.length).toBeGreaterThan(1);
    const linked = await section.locator('a[href^="#schema-"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const places = [section, ...[...new Set(linked)].map((href) => session.page.locator(`section.schema-section${href}`))];
    for (const field of fields) {
      let seen = false;
      for (const place of places) {
        const name = place.locator('code.name', { hasText: new RegExp(`^${escapeRegExp(field)}$`) }).first();
        if ((await name.count()) > 0 && (await name.isVisible())) seen = true;
      }
      expect(seen, `field ${field} of ${operation.summary}`).toBe(true);
    }
    await expect.poll(() => section.getByRole('heading', { name: 'Responses' }).first().isVisible()).toBe(true);
    mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    await session.page.screenshot({ path: ARTIFACT });
    await section.screenshot({ path: OPERATION_ARTIFACT });
    for (const file of [ARTIFACT, OPERATION_ARTIFACT]) expect(statSync(file).size, file).toBeGreaterThan(10_000);
  });

  it('explains the envelope, the error body, authentication and the path prefixes', async () => {
    await session.page.locator('nav.toc a[href="#reading-this-reference"]').click();
    const section = session.page.locator('section#reading-this-reference');
    for (const lead of ['Envelope.', 'Error body.', 'Authentication.', 'Path prefixes.']) {
      await expect.poll(() => section.getByText(lead, { exact: true }).first().isVisible(), { message: lead }).toBe(true);
    }
    expect(await section.textContent()).toContain('/api/v1');
  });

  it('fetches nothing from outside the machine and logs no console error', () => {
    expect(session.requests.length, 'the page itself was requested').toBeGreaterThan(0);
    expect(session.requests.filter((url) => !isLocal(session.origin, url))).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('fits a narrow screen whatever the document writes: a word of 2,000 letters breaks instead of widening the page', async () => {
    const word = 'a'.repeat(2_000);
    const long = { openapi: '3.1.0', info: { title: word, version: word, description: word }, tags: [{ name: word, description: word }], paths: { [`/${word}`]: { get: { operationId: word, summary: word, tags: [word], description: `${word}\n\n| ${word} |\n|---|\n| x |`, responses: { '200': { description: word } } } } } };
    const narrow = await open(await pageOf(buildModel({ document: long }, { source: 'long.yaml' })));
    try {
      await narrow.page.setViewportSize({ width: 480, height: 900 });
      // Evaluated in the page, where `document` is the page's.
      const [scrollWidth, innerWidth] = (await narrow.page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')) as [number, number];
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    } finally {
      await narrow.close();
    }
  });

  it('fits a narrow screen when a schema fact holds a long one-line value: the value scrolls in its own box', async () => {
    // GitHub's GHES document has a schema whose example is a whole Markdown file as one JSON
    // string: a 25,800-pixel line in a <pre> inside an inline-block fact, which grew to fit it
    // and made the page 25,814 pixels wide at any window width.
    const line = `# Title\n\n${'word '.repeat(2_000)}`;
    const schema = { type: 'string', example: line, default: line, enum: [line, 'short'] };
    // Sections are paint-contained (content-visibility), so anything wider than the column would
    // be cut off rather than widen the page: a Markdown table of 40 columns must scroll instead.
    const table = `| ${Array.from({ length: 40 }, (_, index) => `column${index}`).join(' | ')} |\n|${'---|'.repeat(40)}\n| ${Array.from({ length: 40 }, (_, index) => `value${index}`).join(' | ')} |`;
    const long = { openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: [{ url: 'https://{v}.example', variables: { v: { default: line, enum: [line] } } }], paths: { '/a': { get: { operationId: 'a', description: table, parameters: [{ name: 'q', in: 'query', schema }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { body: schema } } } } } } } } } };
    const narrow = await open(await pageOf(buildModel({ document: long }, { source: 'long.yaml' })));
    try {
      for (const width of [480, 1400]) {
        await narrow.page.setViewportSize({ width, height: 900 });
        const [scrollWidth, innerWidth] = (await narrow.page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')) as [number, number];
        expect(scrollWidth, `at ${width} pixels`).toBeLessThanOrEqual(innerWidth);
      }
      // The value and the table are all there, to scroll to, inside the column.
      expect(await narrow.page.locator('pre.json').first().evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
      const box = await narrow.page.locator('#op-a .md table').evaluate((element) => ({ right: element.getBoundingClientRect().right, column: element.closest('main')!.getBoundingClientRect().right, scrolls: element.scrollWidth > element.clientWidth }));
      expect(box.right).toBeLessThanOrEqual(box.column);
      expect(box.scrolls).toBe(true);
    } finally {
      await narrow.close();
    }
  });

  it('opens the 300th of 400 operations from the table of contents at the top of the window, and lays out a narrow window', async () => {
    // Sections far from the window are laid out only when reached (content-visibility): on
    // Stripe's 5 MB page a window resize took 3.7-6.1 s of the main thread before, 0.24-0.28 s after.
    const schema = { type: 'object', properties: Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field${index}`, { type: 'string', description: `Field ${index}.` }])) };
    const paths = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`/items${index}`, { get: { operationId: `get${index}`, summary: `Item ${index}`, responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } }]));
    const large = await open(await pageOf(buildModel({ document: { openapi: '3.1.0', info: { title: 'Large', version: '1' }, paths } }, { source: 'large.yaml' })));
    try {
      await large.page.locator('nav.toc a[href="#op-get300"]').click();
      await expect.poll(() => large.page.evaluate('Math.abs(Math.round(document.getElementById("op-get300").getBoundingClientRect().top))')).toBeLessThanOrEqual(1);
      expect(await large.page.locator('#op-get300 h3').textContent()).toBe('Item 300');
      await large.page.setViewportSize({ width: 480, height: 900 });
      const [scrollWidth, innerWidth] = (await large.page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')) as [number, number];
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(large.errors).toEqual([]);
    } finally {
      await large.close();
    }
  });

  it('prints the whole main column in dark ink: an example longer than its screen box, the contents left out', async () => {
    // Printed, a <pre> kept its 420-pixel scroll box (the rest of the example was not on paper),
    // the contents took 300 pixels of every sheet, and a dark system's light grey text went on white paper.
    const rows = Array.from({ length: 60 }, (_, index) => `row${index}`);
    const wide = `${'x'.repeat(400)}-end`;
    const document = { openapi: '3.1.0', info: { title: 'Printed', version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { rows, wide } } } } } } } } };
    const printed = await open(await pageOf(buildModel({ document }, { source: 'printed.yaml' })));
    try {
      await printed.page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      const pre = await printed.page.locator('#op-a pre.json').evaluate((element) => ({ clipped: element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth, text: element.textContent ?? '' }));
      expect(pre.text).toContain('row59');
      expect(pre.clipped).toBe(false);
      expect(await printed.page.locator('nav.toc').isVisible()).toBe(false);
      expect(await printed.page.evaluate('Math.round(document.querySelector("main").getBoundingClientRect().left)')).toBeLessThan(20);
      // The body's text colour: the light scheme's, whatever the reader's system uses.
      expect(await printed.page.evaluate('getComputedStyle(document.body).color')).toBe('rgb(29, 35, 48)');
      await printed.page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
      expect(await printed.page.evaluate('getComputedStyle(document.body).color')).not.toBe('rgb(29, 35, 48)');
    } finally {
      await printed.close();
    }
  });

  it("runs nothing a hostile document's text asks for, loads nothing, and logs no error", async () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)>';
    const hostile = {
      openapi: '3.1.0',
      info: { title: evil, version: '1', description: `${evil} [x](javascript:alert(4)) ![p](http://127.0.0.1:9/p.png) <iframe src="http://127.0.0.1:9/"></iframe>` },
      servers: [{ url: `http://127.0.0.1:9/${evil}` }],
      paths: { '/a': { get: { operationId: 'a', summary: evil, tags: [evil], parameters: [{ name: evil, in: 'query', schema: { enum: [evil] }, example: evil }], responses: { '200': { description: evil, content: { 'application/json': { schema: { properties: { [evil]: { type: 'string' } } }, example: { [evil]: evil } } } } } } } },
    };
    const hostileSession = await open(await pageOf(buildModel({ document: hostile }, { source: 'hostile.yaml' })));
    try {
      await hostileSession.page.locator('nav.toc a[href^="#op-"]').first().click();
      expect(await hostileSession.page.locator('h1').textContent()).toContain('<script>alert(1)</script>');
      expect(await hostileSession.page.locator('script, img, iframe, svg').count()).toBe(0);
      expect(hostileSession.requests.filter((url) => !isLocal(hostileSession.origin, url))).toEqual([]);
      expect(hostileSession.errors).toEqual([]);
    } finally {
      await hostileSession.close();
    }
  });
});
