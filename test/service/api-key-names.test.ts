/**
 * API key names: one key per application (spec/decisions/0009), so two names that read alike in
 * the key list are one name. Before, `tv app`, ` tv app `, `ｔｖ app` and `tv\u200bapp` were four
 * keys, and a name could carry ESC sequences or a right-to-left override into the list a user
 * revokes keys from (found by a functional red-team pass).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeApiKeyName } from '../../service/src/api-key-names.js';
import type { ApiClient } from '../../generated/client.js';
import { expectApiError } from '../server/helpers/expect.js';
import { loggedInUser, startReferenceServer, type RunningServer } from '../server/helpers/reference.js';

describe('a new API key name', () => {
  it.each([
    ['a leading space', ' tv app'],
    ['a trailing space', 'tv app '],
    ['two spaces in a row', 'tv  app'],
    ['only spaces', '   '],
    ['a zero-width space', 'tv\u200bapp'],
    ['a right-to-left override', '\u202egnp.exe'],
    ['a line feed and ESC', 'evil\n\u001b[31mred'],
    ['a tab', 'tv\tapp'],
  ])('refuses %s', (_what, raw) => {
    expect(normalizeApiKeyName(raw)).toMatchObject({ ok: false });
  });

  it('keeps single spaces between words, case and scripts', () => {
    expect(normalizeApiKeyName('My TV app')).toEqual({ ok: true, name: 'My TV app' });
    expect(normalizeApiKeyName('Приложение émile 1')).toEqual({ ok: true, name: 'Приложение émile 1' });
  });

  it('stores compatibility and decomposed forms as their NFKC form', () => {
    expect(normalizeApiKeyName('ｔｖ app')).toEqual({ ok: true, name: 'tv app' });
    expect(normalizeApiKeyName('tv\u00a0app')).toEqual({ ok: true, name: 'tv app' });
    expect(normalizeApiKeyName('e\u0301mile')).toEqual({ ok: true, name: '\u00e9mile' });
  });

  it('counts the 100-character bound after normalising', () => {
    expect(normalizeApiKeyName('x'.repeat(100))).toMatchObject({ ok: true });
    // U+FDFA is one character that NFKC writes as 18.
    expect(normalizeApiKeyName('\ufdfa'.repeat(6))).toMatchObject({ ok: false });
  });
});

describe('creating keys over HTTP', () => {
  let server: RunningServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startReferenceServer();
    ({ client } = await loggedInUser(server, 'key-names'));
  });
  afterAll(async () => {
    await server.close();
    await server.store.close();
  });

  it('answers a look-alike of an existing name 409, and an unreadable name 400', async () => {
    const first = await client.createApiKey({ body: { name: 'tv app' } });
    expect(first.name).toBe('tv app');
    await expectApiError(client.createApiKey({ body: { name: 'ｔｖ app' } }), 409, 'conflict');
    await expectApiError(client.createApiKey({ body: { name: 'tv app ' } }), 400, 'invalid_request');
    await expectApiError(client.createApiKey({ body: { name: 'tv\u200bapp' } }), 400, 'invalid_request');
    expect((await client.listApiKeys()).map((key) => key.name)).toEqual(['tv app']);
    expect(server.violations).toEqual([]);
  });
});
