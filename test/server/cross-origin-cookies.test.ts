/**
 * Cross-site request forgery against a cookie credential on a generated server
 * (runtime/server/cross-origin.ts, decisions/0020): a request that changes state and is
 * authenticated by a cookie is refused (403, before `authenticate`) when `Sec-Fetch-Site` or
 * `Origin` shows another origin, a sibling subdomain included; non-browser clients (neither
 * header), safe methods and other credentials are not affected; `trustedOrigins` lets named
 * browser apps in. Sent with node:http, which sends Host and the Fetch Metadata headers as given.
 */
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, removeApi, startApi, type RunningApi } from '../support/generated-api.js';

const SPEC = fileURLToPath(new URL('./fixtures/cookie-session-api.yaml', import.meta.url));
const OPERATIONS = ['logOut', 'listNotes', 'addNote', 'replaceNotes', 'clearNotes', 'recordVisit', 'sendFeedback'];
const TRUSTED = 'https://app.example.com';

let out: string;
let plain: RunningApi;
let trusting: RunningApi;
let authenticated = 0;

function authenticate(credentials: readonly { scheme: string; value: string }[]): { name: string } | undefined {
  authenticated += 1;
  const [credential] = credentials;
  return credential?.value === 'good' ? { name: `${credential.scheme}` } : undefined;
}

const who = ({ principal }: { principal?: { name: string } }) => ({ status: 200, data: { principal: principal?.name ?? null } });
const handlers = Object.fromEntries(OPERATIONS.map((name) => [name, who]));

beforeAll(async () => {
  out = await generateApi(SPEC, 'cookie-session');
  plain = await startApi(out, { handlers, authenticate });
  trusting = await startApi(out, { handlers, authenticate, trustedOrigins: [TRUSTED] });
}, 240_000);

afterAll(async () => {
  await plain?.close();
  await trusting?.close();
  if (out !== undefined) removeApi(out);
});

interface Answer {
  readonly status: number;
  readonly body: { readonly principal?: string | null; readonly code?: number; readonly message?: string };
}

function send(api: RunningApi, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  authenticated = 0;
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${api.baseUrl}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const COOKIE = { cookie: 'sid=good' };
const EVIL = 'https://evil.example.com';
const own = (api: RunningApi): string => api.baseUrl;

describe('a cookie-authenticated request that changes state', () => {
  it.each<[string, Record<string, string>]>([
    ['Origin: null', { origin: 'null' }],
    ['a foreign Origin', { origin: EVIL }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { origin: EVIL, 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a Sec-Fetch-Site no browser sends', { 'sec-fetch-site': 'same-origin, cross-site' }],
    ['an Origin with the same host but another port', { origin: 'http://127.0.0.1:1' }],
  ])('is refused with %s, before authenticate', async (_case, headers) => {
    const answer = await send(plain, 'POST', '/logout', { ...COOKIE, ...headers });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(403);
    expect(answer.body.message).toMatch(/^cross-origin request refused: POST with the cookie sid is taken only from this server's own origin or a trusted one, and .+; call from that origin, or send a credential that is not a cookie$/);
    expect(authenticated).toBe(0);
  });

  it('says what it saw', async () => {
    expect((await send(plain, 'POST', '/logout', { ...COOKIE, origin: EVIL, 'sec-fetch-site': 'same-site' })).body.message).toContain('the browser says it comes from "https://evil.example.com" (Sec-Fetch-Site: "same-site")');
    expect((await send(plain, 'POST', '/logout', { ...COOKIE, origin: 'null' })).body.message).toContain('its Origin is null');
  });

  it.each<[string, string, string | undefined, Record<string, string>]>([
    ['a form body', 'POST', 'text=hi', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a JSON body', 'PUT', '{"text":"hi"}', { 'content-type': 'application/json' }],
    ['no body, DELETE', 'DELETE', undefined, {}],
  ])('is refused from another origin with %s', async (_case, method, body, headers) => {
    expect((await send(plain, method, '/notes', { ...COOKIE, ...headers, origin: EVIL }, body)).status).toBe(403);
    expect((await send(plain, method, '/notes', { ...COOKIE, ...headers, 'sec-fetch-site': 'same-origin' }, body)).status).toBe(200);
  });

  it.each<[string, (api: RunningApi) => Record<string, string>]>([
    ['neither Origin nor Sec-Fetch-Site (curl, a client in Node)', () => ({})],
    ['Sec-Fetch-Site: same-origin, whatever Host says', () => ({ 'sec-fetch-site': 'same-origin', origin: 'https://api.example.com' })],
    ['Sec-Fetch-Site: none (the user\'s own navigation)', () => ({ 'sec-fetch-site': 'none' })],
    ['its own Origin and no Sec-Fetch-Site (an older browser)', (api) => ({ origin: own(api) })],
    ['an Origin naming Host, the default port left out', () => ({ host: 'api.example.com', origin: 'https://api.example.com' })],
    ['an Origin naming Host, the default port written in Host', () => ({ host: 'api.example.com:443', origin: 'https://api.example.com' })],
  ])('is taken with %s', async (_case, headers) => {
    const answer = await send(plain, 'POST', '/logout', { ...COOKIE, ...headers(plain) });
    expect(answer).toEqual({ status: 200, body: { principal: 'session' } });
  });

  it('compares Origin with Host, never with X-Forwarded-Host', async () => {
    expect((await send(plain, 'POST', '/logout', { ...COOKIE, origin: 'https://api.example.com', 'x-forwarded-host': 'api.example.com' })).status).toBe(403);
  });

  it('where the cookie is optional, is refused with it and taken without it', async () => {
    expect((await send(plain, 'POST', '/visit', { ...COOKIE, origin: EVIL })).status).toBe(403);
    expect(await send(plain, 'POST', '/visit', { origin: EVIL })).toEqual({ status: 200, body: { principal: null } });
  });
});

describe('what the check leaves alone', () => {
  it('a safe method from another origin', async () => {
    expect(await send(plain, 'GET', '/notes', { ...COOKIE, origin: EVIL, 'sec-fetch-site': 'cross-site' })).toEqual({ status: 200, body: { principal: 'session' } });
  });

  it.each<[string, Record<string, string>, string]>([
    ['a bearer token', { authorization: 'Bearer good' }, 'bearer'],
    ['an API key header', { 'x-app-key': 'good' }, 'appKey'],
  ])('%s from another origin', async (_case, credential, principal) => {
    expect(await send(plain, 'POST', '/logout', { ...credential, origin: EVIL, 'sec-fetch-site': 'cross-site' })).toEqual({ status: 200, body: { principal } });
  });

  it('an open operation, whose cookie is not read', async () => {
    expect((await send(plain, 'POST', '/feedback', { ...COOKIE, origin: EVIL })).status).toBe(200);
  });
});

describe('trustedOrigins', () => {
  it('lets a named browser app change state with the cookie, and no other', async () => {
    expect(await send(trusting, 'POST', '/logout', { ...COOKIE, origin: TRUSTED, 'sec-fetch-site': 'same-site' })).toEqual({ status: 200, body: { principal: 'session' } });
    expect((await send(trusting, 'POST', '/logout', { ...COOKIE, origin: EVIL, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await send(trusting, 'POST', '/logout', { ...COOKIE, origin: `${TRUSTED}:8443` })).status).toBe(403);
  });

  it.each([['*'], ['null'], ['https://app.example.com/'], ['HTTPS://app.example.com'], ['ftp://files.example.com'], ['app.example.com']])('refuses %s at mount, naming it', async (entry) => {
    const { registerHandlers } = (await import(`${out}/server.ts`)) as { registerHandlers(app: unknown, options: Record<string, unknown>): void };
    const app = Fastify();
    expect(() => registerHandlers(app, { handlers, authenticate, trustedOrigins: [entry] })).toThrow(`trustedOrigins: ${JSON.stringify(entry)} `);
    await app.close();
  });
});
