/**
 * Every answer of the service says `Cache-Control: no-store` (service/src/no-store.ts): secrets
 * shown once, one user's data read with a cookie, errors of the runtime and of routing, and the
 * service's own routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../service/src/app.js';
import { CLIENT_HEADERS, TEST_PASSWORD_COST } from '../server/helpers/reference.js';

const ADMIN = { username: 'admin', password: 'no-store-password' };
const LOGIN_HEADERS = { 'X-Client-Id': CLIENT_HEADERS.clientId, 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId };

describe('Cache-Control on every answer', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    ({ app } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST }));
  });
  afterAll(() => app.close());

  it('is no-store on the login that shows a token, and on the key that shows its secret', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: LOGIN_HEADERS, payload: ADMIN });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'no-store']);
    token = (login.json() as { data: { token: string } }).data.token;
    const key = await app.inject({ method: 'POST', url: '/api/v1/api_keys', headers: { authorization: `Bearer ${token}` }, payload: { name: 'cached?' } });
    expect([key.statusCode, key.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it.each([
    ['a read with the cookie', 'GET', '/v1/movie/550/playback', true, 200],
    ['a bare-string answer', 'POST', '/api/v1/movie/tmdb-550/comments', true, 200],
    ['a handler error', 'DELETE', '/api/v1/api_keys/999', true, 404],
    ['the runtime refusing a credential', 'GET', '/api/v1/users', false, 401],
    ['the runtime refusing a parameter', 'GET', '/api/v1/media_files?limit=0', true, 400],
    ['a path the API does not have', 'GET', '/api/v1/nothing', true, 404],
    ['a method the path does not take', 'PUT', '/api/v1/users', true, 405],
    ['readiness', 'GET', '/healthz', false, 200],
  ] as const)('is no-store on %s', async (_what, method, url, withCookie, status) => {
    const answer = await app.inject({
      method,
      url,
      headers: withCookie ? { cookie: `token=${token}` } : {},
      ...(method === 'POST' ? { payload: { comment_type: 'note', comment: 'cached?' } } : {}),
    });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([status, 'no-store']);
  });
});
