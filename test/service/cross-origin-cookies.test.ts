/**
 * The service's `token` cookie cannot be used to change state from another origin (a red-team
 * pass, 2026-11-29): logout has no body, so a plain HTML form on a sibling subdomain, which
 * SameSite=Lax lets the cookie reach, ended the user's session. Such requests are 403 in the
 * contract's error body; the origins CORS_ORIGINS names are trusted with the cookie, as CORS
 * already trusts them with reading answers; clients that send no Origin work as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { corsOriginsSetting } from '../../service/src/cors.js';
import { SpecValidator } from '../server/helpers/spec-validator.js';
import { CLIENT_HEADERS, TEST_PASSWORD_COST } from '../server/helpers/reference.js';

const ADMIN = { username: 'admin', password: 'csrf-test-password' };
const APP_ORIGIN = 'https://app.example.com';
const SIBLING = 'https://evil.example.com';
const LOGIN_HEADERS = { 'X-Client-Id': CLIENT_HEADERS.clientId, 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId };

let app: FastifyInstance;
let validator: SpecValidator;

async function loginCookie(): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: LOGIN_HEADERS, payload: ADMIN });
  expect(login.statusCode).toBe(200);
  const cookie = [login.headers['set-cookie']].flat()[0] ?? '';
  return cookie.split(';')[0]!;
}

async function sessionAlive(cookie: string): Promise<boolean> {
  return (await app.inject({ method: 'GET', url: '/api/v1/api_keys', headers: { cookie } })).statusCode === 200;
}

beforeAll(async () => {
  ({ app } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST, corsOrigins: corsOriginsSetting(APP_ORIGIN) }));
  validator = await SpecValidator.load();
});
afterAll(() => app.close());

describe('a state change with the token cookie', () => {
  it.each<[string, Record<string, string>]>([
    ['a form on a sibling subdomain', { origin: SIBLING, 'sec-fetch-site': 'same-site', 'content-type': 'application/x-www-form-urlencoded' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['an older browser on another site', { origin: 'https://attacker.example' }],
  ])('is refused from %s, and the session lives on', async (_case, headers) => {
    const cookie = await loginCookie();
    const answer = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...headers, cookie } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ status: 'error', code: 'forbidden' });
    expect(answer.json<{ error: string }>().error).toMatch(/^cross-origin request refused: POST with the cookie token /);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(validator.check('POST', '/api/v1/auth/logout', 403, answer.body)).toEqual([]);
    expect(await sessionAlive(cookie)).toBe(true);
  });

  it('is refused for every operation that changes state', async () => {
    const cookie = await loginCookie();
    const headers = { cookie, origin: SIBLING, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' };
    const create = await app.inject({ method: 'POST', url: '/api/v1/api_keys', headers, payload: { name: 'forged' } });
    expect([create.statusCode, validator.check('POST', '/api/v1/api_keys', 403, create.body)]).toEqual([403, []]);
    const progress = await app.inject({ method: 'POST', url: '/v1/movie/tt0111161/playback', headers, payload: { positionSeconds: 1, durationSeconds: 2 } });
    expect(progress.statusCode).toBe(403);
  });

  it('is taken from the service\'s own origin, from an origin CORS_ORIGINS names, and from clients that send no Origin', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: await loginCookie(), 'sec-fetch-site': 'same-origin', origin: 'https://media.example.com' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: await loginCookie(), origin: 'http://localhost' } })).statusCode).toBe(200);
    const fromApp = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: await loginCookie(), origin: APP_ORIGIN, 'sec-fetch-site': 'same-site' } });
    expect([fromApp.statusCode, fromApp.headers['access-control-allow-origin']]).toEqual([200, APP_ORIGIN]);
    const cookie = await loginCookie();
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
  });
});
