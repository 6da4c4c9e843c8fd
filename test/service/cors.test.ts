/**
 * Browser apps on other origins (CORS_ORIGINS, service/src/cors.ts): answers name an allowed
 * origin, errors included; a preflight allows the document's headers (X-Api-Key among them, which
 * the upstream service's CORS did not) and methods; an origin not named, and a service with none
 * named, answer as they did without CORS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { corsOriginsSetting } from '../../service/src/cors.js';
import { CLIENT_HEADERS, TEST_PASSWORD_COST } from '../server/helpers/reference.js';

const APP_ORIGIN = 'http://localhost:5173';
const ADMIN = { username: 'admin', password: 'cors-test-password' };

describe('CORS_ORIGINS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://app.example.com', ['https://app.example.com']],
    [' http://localhost:5173 , https://app.example.com:8443,', ['http://localhost:5173', 'https://app.example.com:8443']],
  ])('%j allows %j', (raw, origins) => {
    expect([...corsOriginsSetting(raw)]).toEqual(origins);
  });

  it.each([
    // The runtime's words (originProblem): CORS_ORIGINS are its trustedOrigins too.
    ['*', /"\*" is not allowed: a trusted origin may act with any user's cookie/],
    ['https://app.example.com/', /is not written as a browser sends it: "https:\/\/app\.example\.com"/],
    ['https://App.Example.com', /is not written as a browser sends it: "https:\/\/app\.example\.com"/],
    ['https://app.example.com:443', /is not written as a browser sends it/],
    ['ftp://files.example.com', /is not an http or https origin/],
    ['app.example.com', /is not an origin/],
    ['null', /"null" is not allowed/],
  ])('refuses %j with the entry named', (raw, message) => {
    expect(() => corsOriginsSetting(raw)).toThrow(message);
  });
});

describe('a service with an allowed origin', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    ({ app } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST, corsOrigins: corsOriginsSetting(APP_ORIGIN) }));
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: APP_ORIGIN, 'X-Client-Id': CLIENT_HEADERS.clientId, 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId },
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    token = (login.json() as { data: { token: string } }).data.token;
  });
  afterAll(() => app.close());

  it('names the origin on answers to it, with credentials, and the headers an app may read', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/api_keys', headers: { origin: APP_ORIGIN, authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'Retry-After, WWW-Authenticate, X-Request-Id',
      vary: 'Origin',
    });
  });

  it('names it on errors too, so the app can read a 401', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/api_keys', headers: { origin: APP_ORIGIN, authorization: 'Bearer not-a-token' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(answer.json()).toMatchObject({ status: 'error', code: 'unauthenticated' });
  });

  it('answers a preflight before authentication and routing, for any path', async () => {
    const answer = await app.inject({ method: 'OPTIONS', url: '/no/such/path', headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' } });
    expect([answer.statusCode, answer.headers['access-control-allow-origin']]).toEqual([204, APP_ORIGIN]);
  });

  it('allows in a preflight the headers the document declares, X-Api-Key included, and its methods', async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/api_keys/7',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'x-api-key' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'Authorization, Content-Type, X-Api-Key, X-Client-Id, X-Client-Platform, X-Device-Id',
      'access-control-allow-methods': 'DELETE, GET, POST',
      'access-control-max-age': '600',
    });
  });

  it('allows nothing to an origin not named: no CORS headers, so the browser refuses', async () => {
    const other = 'https://evil.example';
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/v1/api_keys', headers: { origin: other, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(405);
    const read = await app.inject({ method: 'GET', url: '/api/v1/api_keys', headers: { origin: other, authorization: `Bearer ${token}` } });
    for (const answer of [preflight, read]) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(answer.headers.vary).toBe('Origin');
    }
  });

  it('answers an OPTIONS that is not a preflight as it did without CORS', async () => {
    const { app: plain } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST });
    try {
      for (const url of ['/api/v1/api_keys', '/no/such/path']) {
        const withCors = await app.inject({ method: 'OPTIONS', url, headers: { origin: APP_ORIGIN } });
        const without = await plain.inject({ method: 'OPTIONS', url });
        expect([withCors.statusCode, withCors.headers.allow, withCors.json()]).toEqual([without.statusCode, without.headers.allow, without.json()]);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('a service with no origin named (the default)', () => {
  it('sends no CORS header and treats a preflight as any OPTIONS request', async () => {
    const { app } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST });
    try {
      const read = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: APP_ORIGIN } });
      expect(read.statusCode).toBe(200);
      const preflight = await app.inject({ method: 'OPTIONS', url: '/api/v1/api_keys', headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode).toBe(405);
      for (const answer of [read, preflight]) {
        expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-') || name === 'vary')).toEqual([]);
      }
    } finally {
      await app.close();
    }
  });
});
