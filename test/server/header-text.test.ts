/**
 * Header and cookie parameters are the text the client sent (header-text.ts): UTF-8 when the
 * bytes are UTF-8, else Latin-1, as fetch writes them. Node reads each header byte as one Latin-1
 * character, so `X-Platform: plätform` sent in UTF-8 reached the handler as `plÃ¤tform`, and the
 * reference service stored it so and echoed it back as `client_platform` (a red-team pass,
 * 2026-11-28). `app.inject` hands headers on as given, so each test sends what Node gives for
 * those bytes: `latin1(...)`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'header-text',
    document(`  /platforms:
    get:
      operationId: platforms
      parameters:
        - {name: X-Platform, in: header, schema: {type: string, maxLength: 8}}
        - {name: X-Tags, in: header, schema: {type: array, items: {type: string}}}
        - {name: theme, in: cookie, schema: {type: string}}
      responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`),
  );
});
afterAll(async () => {
  await served?.app.close();
});

/** The text Node makes of `text` sent in UTF-8. */
const latin1 = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

async function get(headers: Record<string, string>): Promise<{ status: number; json: any }> {
  const response = await served.app.inject({ method: 'GET', url: '/platforms', headers });
  return { status: response.statusCode, json: response.json() };
}

describe('header and cookie parameters past ASCII', () => {
  it('hands the handler the UTF-8 text sent, and counts its characters, not its bytes', async () => {
    const answer = await get({ 'x-platform': latin1('plätform'), 'x-tags': latin1('née, 日本'), cookie: `theme=${latin1('crème')}` });
    expect(answer).toMatchObject({ status: 200, json: { headers: { 'X-Platform': 'plätform', 'X-Tags': ['née', '日本'] }, cookies: { theme: 'crème' } } });
  });

  it('reads bytes that are not UTF-8 as Latin-1, as fetch (the generated client too) sends é', async () => {
    const answer = await get({ 'x-platform': '\xe9t\xe9', 'x-tags': 'a, \xff', cookie: 'theme=cr\xe8me' });
    expect(answer).toMatchObject({ status: 200, json: { headers: { 'X-Platform': 'été', 'X-Tags': ['a', 'ÿ'] }, cookies: { theme: 'crème' } } });
  });

  it('reads each cookie on its own, and keeps a byte order mark as sent (found by a review)', async () => {
    // Another app's cookie that is not UTF-8 leaves a UTF-8 one UTF-8.
    expect(await get({ cookie: `other=\xe9; theme=${latin1('crème')}` })).toMatchObject({ status: 200, json: { cookies: { theme: 'crème' } } });
    expect(await get({ 'x-platform': latin1('\ufeffweb') })).toMatchObject({ status: 200, json: { headers: { 'X-Platform': '\ufeffweb' } } });
  });

  it('leaves ASCII values as they are', async () => {
    expect(await get({ 'x-platform': 'web', cookie: 'theme=dark' })).toMatchObject({ status: 200, json: { headers: { 'X-Platform': 'web' }, cookies: { theme: 'dark' } } });
  });
});
