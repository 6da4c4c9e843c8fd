/**
 * The reference app's own routes beside the contract: /healthz always, /docs when the docs file exists.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../generators/emit/docs/offline.js';
import { buildApp } from '../../service/src/app.js';
import { createHandlers } from '../../service/src/handlers/index.js';
import { DEFAULT_LIMITS } from '../../service/src/limits.js';
import { authenticator } from '../../service/src/principal.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import { handlersPlugin } from '../../generated/server.js';
import { serverOptions } from '../../generated/runtime/server-runtime.js';
import { TEST_PASSWORD_COST } from './helpers/reference.js';

describe('reference app extras', () => {
  it('serves /healthz, and /docs only when the docs file exists', async () => {
    const docsFile = path.join(mkdtempSync(path.join(tmpdir(), 'reference-docs-')), 'index.html');
    writeFileSync(docsFile, '<!doctype html><title>API</title>');
    const withDocs = (await buildApp({ docsFile, passwordCost: TEST_PASSWORD_COST })).app;
    const withoutDocs = (await buildApp({ docsFile: path.join(path.dirname(docsFile), 'missing.html'), passwordCost: TEST_PASSWORD_COST })).app;
    try {
      expect((await withDocs.inject({ url: '/healthz' })).json()).toEqual({ status: 'success', data: { ok: true } });
      const docs = await withDocs.inject({ url: '/docs' });
      expect([docs.statusCode, docs.headers['content-type'], docs.body]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>API</title>']);
      const missing = await withoutDocs.inject({ url: '/docs' });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
      // Its own routes count for 405 as the operations do: /healthz is served, only not under POST.
      const posted = await withDocs.inject({ method: 'POST', url: '/healthz' });
      expect([posted.statusCode, posted.headers['allow'], posted.json()]).toEqual([405, 'GET, HEAD', { status: 'error', error: 'no operation at POST "/healthz"; this path takes GET, HEAD', code: 'method_not_allowed' }]);
      // Like the contract's GET operations, they take no body (a 5 MB one answered 200).
      for (const url of ['/healthz', '/docs']) {
        const refused = await withDocs.inject({ method: 'GET', url, headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.alloc(5 * 1024 * 1024, 97) });
        expect([refused.statusCode, refused.json()], url).toEqual([400, { status: 'error', error: `GET ${url} takes no request body; send none`, code: 'invalid_request' }]);
      }
      expect((await withDocs.inject({ url: '/healthz', headers: { 'content-length': '0' } })).statusCode).toBe(200);
    } finally {
      await Promise.all([withDocs.close(), withoutDocs.close()]);
    }
  });
});

describe('/docs headers', () => {
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  async function docsHeaders(html: string): Promise<Record<string, unknown>> {
    const docsFile = path.join(mkdtempSync(path.join(tmpdir(), 'reference-docs-')), 'index.html');
    writeFileSync(docsFile, html);
    const { app } = await buildApp({ docsFile, passwordCost: TEST_PASSWORD_COST });
    try {
      const docs = await app.inject({ url: '/docs' });
      expect([docs.statusCode, docs.body]).toEqual([200, html]);
      return docs.headers;
    } finally {
      await app.close();
    }
  }

  it("sends the generated page's own policy as a header, with framing forbidden and no sniffing", async () => {
    // The meta policy cannot forbid framing (browsers ignore frame-ancestors there), so the header must.
    const generated = await docsHeaders(readFileSync(path.join(ROOT, 'generated/docs/index.html'), 'utf8'));
    expect(generated['content-security-policy']).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect(generated['x-content-type-options']).toBe('nosniff');
  });

  it('reads the policy from the page it serves, and sends the strictest when the page names none', async () => {
    const own = await docsHeaders(`<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self';" /></head><body></body></html>`);
    expect(own['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    // A policy meta tag in the body is ignored by browsers, so it is not the page's policy.
    const none = await docsHeaders(`<!doctype html><title>API</title><body><meta http-equiv="Content-Security-Policy" content="default-src *"></body>`);
    expect(none['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('handlersPlugin', () => {
  it('mounts the same contract as a Fastify plugin, errors included', async () => {
    const store = new MemoryStore();
    const app = Fastify(serverOptions());
    await app.register(handlersPlugin, { handlers: createHandlers({ store, now: Date.now, limits: DEFAULT_LIMITS, passwordCost: TEST_PASSWORD_COST }), authenticate: authenticator(store, Date.now) });
    try {
      const unauthenticated = await app.inject({ url: '/api/v1/api_keys' });
      expect([unauthenticated.statusCode, unauthenticated.json()]).toEqual([401, expect.objectContaining({ status: 'error', code: 'unauthenticated' })]);
      const malformed = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' });
      expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'invalid_request']);
    } finally {
      await app.close();
    }
  });
});
