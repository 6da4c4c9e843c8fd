/**
 * The reference app's own routes beside the contract: /healthz always, /docs when the docs file exists.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../examples/reference-server/src/app.js';

describe('reference app extras', () => {
  it('serves /healthz, and /docs only when the docs file exists', async () => {
    const docsFile = path.join(mkdtempSync(path.join(tmpdir(), 'reference-docs-')), 'index.html');
    writeFileSync(docsFile, '<!doctype html><title>API</title>');
    const withDocs = (await buildApp({ docsFile })).app;
    const withoutDocs = (await buildApp({ docsFile: path.join(path.dirname(docsFile), 'missing.html') })).app;
    try {
      expect((await withDocs.inject({ url: '/healthz' })).json()).toEqual({ status: 'success', data: { ok: true } });
      const docs = await withDocs.inject({ url: '/docs' });
      expect([docs.statusCode, docs.headers['content-type'], docs.body]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>API</title>']);
      const missing = await withoutDocs.inject({ url: '/docs' });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
    } finally {
      await Promise.all([withDocs.close(), withoutDocs.close()]);
    }
  });
});
