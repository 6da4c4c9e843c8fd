/**
 * The rendered docs page in headless Chromium, as a reader uses it: every operation can be
 * opened from the sidebar and shows its summary and path; an operation shows its request and
 * response schemas; nothing is fetched from outside the machine; the console stays clean.
 * The page is the committed generated/docs/index.html, served from a loopback server, and the
 * list of operations is read from the committed generated/openapi.json: docs-emitter.test.ts
 * renders spec/openapi.yaml and finds exactly that page, and committed-output.test.ts finds all of
 * generated/ exactly what generate writes, so rendering it again here (a Redocly process, about
 * two seconds of CPU) would prove nothing more about what Chromium shows. The page is sent with
 * the headers the reference service sends at /docs (its Content-Security-Policy, frame-ancestors
 * and nosniff: service/src/docs-page.ts), so a policy that stopped the page from rendering would
 * fail here.
 * Artifacts for reviewers: test-artifacts/docs.png (the page at an opened operation) and
 * test-artifacts/docs-operation.png (that whole operation, request and response schemas).
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsPageHeaders } from '../../service/src/docs-page.js';
import { listOperations, topLevelProperties, type ListedOperation } from './support/openapi-walk.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = '/usr/bin/chromium';
const PAGE = path.join(ROOT, 'generated', 'docs', 'index.html');
const DOCUMENT = path.join(ROOT, 'generated', 'openapi.json');
const ARTIFACT = path.join(ROOT, 'test-artifacts', 'docs.png');
const OPERATION_ARTIFACT = path.join(ROOT, 'test-artifacts', 'docs-operation.png');
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

const missing = [!existsSync(CHROMIUM) && `${CHROMIUM} not found (install Debian's chromium: apt-get install chromium)`].filter(Boolean);
if (missing.length > 0) console.warn(`[docs-browser] SKIPPED the docs browser test: ${missing.join('; ')}`);

/** Requests the page made, and console errors it logged, across the whole session. */
const requests: string[] = [];
const consoleErrors: string[] = [];
let server: http.Server;
let origin: string;
let browser: Browser;
let page: Page;
let document: Record<string, unknown>;

async function serve(html: string): Promise<void> {
  const headers = docsPageHeaders(html);
  // Every path answers the page: Redoc routes in the hash, but a reload on a deep link must work too.
  server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function isLocal(url: string): boolean {
  return url.startsWith(`${origin}/`) || url === origin || url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank';
}

async function openBrowser(): Promise<void> {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.on('request', (request) => requests.push(request.url()));
  // Recording proves nothing left; aborting makes sure of it even while the test fails.
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.goto(`${origin}/`, { waitUntil: 'load' });
}

beforeAll(async () => {
  if (missing.length > 0) return;
  document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;
  await serve(readFileSync(PAGE, 'utf8'));
  await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const sidebar = () => page.locator('[data-component-name="Menu/MenuItem"]');

/**
 * The operation's section in the main panel (Redoc renders sections lazily, near the viewport).
 * The heading must equal the summary: a plain hasText is a substring match, so "Playback progress
 * of a movie" would also find "Save playback progress of a movie" once both are rendered.
 */
function operationSection(operation: ListedOperation) {
  const heading = page.locator('h2', { hasText: new RegExp(`^\\s*${escapeRegExp(operation.summary)}\\s*$`) });
  return page.locator('[data-item-kind="httpItem"]', { has: heading });
}

/** Opens an operation the way a reader does: expand its tag in the sidebar, click its entry. */
async function openOperation(operation: ListedOperation): Promise<void> {
  const entry = sidebar().locator(`span[data-text=${JSON.stringify(operation.summary)}]`).first();
  if (!(await entry.isVisible())) {
    const tag = sidebar().locator('a:not([href^="/section"])', { hasText: new RegExp(`^${escapeRegExp(operation.tag)}$`) }).first();
    await tag.click();
  }
  await entry.click();
  await operationSection(operation).locator('h2').first().waitFor({ state: 'visible' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe.skipIf(missing.length > 0)('docs page in headless Chromium', () => {
  it('opens every operation of openapi.json from the sidebar, with its summary and path', async () => {
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      await openOperation(operation);
      const section = operationSection(operation);
      await expect.poll(() => section.locator('h2').first().textContent(), { message: operation.summary }).toContain(operation.summary);
      await expect.poll(() => section.textContent(), { message: `${operation.method} ${operation.path}` }).toContain(operation.path);
    }
  });

  it('shows the request and response schema of an opened operation', async () => {
    const operation = listOperations(document).find((op) => op.requestSchema && op.successSchema);
    if (!operation?.requestSchema || !operation.successSchema) throw new Error('the spec has no operation with a JSON request body and a JSON success response');
    await openOperation(operation);
    const section = operationSection(operation);
    const requestFields = topLevelProperties(document, operation.requestSchema);
    const responseFields = topLevelProperties(document, operation.successSchema);
    expect(requestFields.length).toBeGreaterThan(0);
    expect(responseFields.length).toBeGreaterThan(0);
    for (const field of [...requestFields, ...responseFields]) {
      await expect.poll(() => section.getByText(field, { exact: true }).first().isVisible(), { message: `field ${field} of ${operation.summary}` }).toBe(true);
    }
    await section.getByRole('heading', { name: /Responses/ }).first().waitFor({ state: 'visible' });
    mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    // The page as a reader lands on it: the operation's heading at the top, the sidebar beside it.
    // (Scrolled to "Responses" instead, the heading and the path were off the screen.)
    await section.locator('h2').first().evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: ARTIFACT });
    // The whole opened operation, taller than the window: heading, request and response schemas.
    await section.screenshot({ path: OPERATION_ARTIFACT });
    for (const file of [ARTIFACT, OPERATION_ARTIFACT]) expect(statSync(file).size, file).toBeGreaterThan(10_000);
  });

  it('explains the envelope, the error body, authentication and the path prefixes', async () => {
    await sidebar().locator('a[href="/section/reading-this-reference"]').first().click();
    const section = page.locator('[data-section-id="/section/reading-this-reference"]');
    for (const lead of ['Envelope.', 'Error body.', 'Authentication.', 'Path prefixes.']) {
      await expect.poll(() => section.getByText(lead, { exact: true }).first().isVisible(), { message: lead }).toBe(true);
    }
    await expect.poll(() => section.textContent()).toContain('/api/v1');
  });

  it('fetches nothing from outside the machine', () => {
    expect(requests.length, 'the page itself was requested').toBeGreaterThan(0);
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
  });

  it('logs no console error', () => {
    expect(consoleErrors).toEqual([]);
  });
});
