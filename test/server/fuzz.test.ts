/**
 * Property-based: random and malformed requests at every route of the reference server over
 * real HTTP on 127.0.0.1. Whatever arrives, the answer is never a 500, the server stays up, and
 * every error is the house error body and matches the spec. Run counts are bounded.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/server.js';
import { ADMIN, loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';
import { rawRequest, type RawRequest } from './helpers/raw-http.js';
import { SpecValidator } from './helpers/spec-validator.js';

let server: RunningServer;
let port: number;
let validator: SpecValidator;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await startReferenceServer();
  port = Number(new URL(server.baseUrl).port);
  validator = await SpecValidator.load();
  userToken = (await loggedInUser(server, 'fuzz-user')).token;
  const admin = server.client();
  adminToken = (await admin.login({ body: ADMIN })).token;
});
afterAll(() => server.close());

const segment = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.constantFrom('550', '603', 'tmdb-1396', 'tmdb-550', '1', '0', '%zz', '%00', '..', 'a%2Fb', '9'.repeat(40), '__proto__', 'constructor'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const pathFromRoutes = fc
  .tuple(fc.constantFrom(...routes.map((route) => route.path)), fc.array(segment, { minLength: 2, maxLength: 2 }))
  .map(([template, [first, second]]) => {
    let index = 0;
    return template.replace(/\{[^}]+\}/g, () => (index++ === 0 ? first : second) ?? '1');
  });

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?type=review', '?type=note', '?type=rant', '?limit=2&offset=1', '?limit=0', '?limit=501', '?offset=-1', '?limit=abc', '?limit=1&limit=2', '?__proto__[x]=1', '?type=review&type=note'),
  fc.string({ maxLength: 30 }).map((text) => `?${encodeURIComponent(text)}=${encodeURIComponent(text)}`),
);

const randomPath = fc.oneof(
  pathFromRoutes,
  fc.string({ maxLength: 40 }).map((text) => `/${encodeURIComponent(text)}`),
  fc.constantFrom('/', '/api', '/api/v1/', '/v1/movie//playback', '/api/v1/movie/550/comments/', '//api/v1/users', '/api/v1/users/%', '/healthz'),
);

const knownKeys = ['username', 'password', 'display_name', 'new_password', 'name', 'comment_type', 'score', 'title', 'comment', 'current_progress_seconds', 'total_duration_seconds', 'player_settings', 'season_number', '__proto__', 'constructor'];
const plausibleObject = fc.dictionary(fc.constantFrom(...knownKeys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  plausibleObject.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 100 }),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000'),
  fc.integer({ min: 60_000, max: 300_000 }).map((size) => JSON.stringify({ username: 'x'.repeat(size), password: 'y' })),
);

const contentType = fc.constantFrom(undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/vnd.api+json', '', 'application/JSON', '*/*');

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'post', 'Get', 'PROPFIND');

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant(() => `Bearer ${userToken}`),
  fc.constant(() => `Bearer ${adminToken}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'bearer x', 'Bearer a b', 'Token abc'),
  fc.string({ maxLength: 30 }).filter((text) => /^[\x21-\x7e ]*$/.test(text)),
);

const extraHeaders = fc.record(
  {
    'x-api-key': fc.oneof(fc.constant(''), fc.string({ maxLength: 50 }).filter((text) => /^[\x21-\x7e]*$/.test(text))),
    cookie: fc.oneof(fc.constant(() => `token=${userToken}`), fc.constantFrom('token=', 'token=%zz', 'a=b; token="x"', ';;;', '__proto__=1')),
    'x-client-id': fc.constantFrom('', 'fuzz', 'x'.repeat(300)),
    'x-client-platform': fc.constantFrom('web', '', 'custom-tv', ' '),
    'x-device-id': fc.constantFrom('3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b', 'not-a-uuid', '3f1c2b4e-8a9d-1e2f-9b1a-2c3d4e5f6a7b'),
  },
  { requiredKeys: [] },
);

const requestArbitrary = fc
  .record({ method, path: randomPath, query, body, contentType, authorization, extra: extraHeaders })
  .map(({ method: verb, path, query: search, body: payload, contentType: type, authorization: auth, extra }): RawRequest => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(extra)) headers[name] = typeof value === 'function' ? value() : value;
    if (auth !== undefined) headers['authorization'] = typeof auth === 'function' ? auth() : auth;
    if (type !== undefined) headers['content-type'] = type;
    // Node's HTTP client frames a HEAD request without its body, so the server would read the
    // body as a second, garbage request: a harness artefact, not a server input worth testing.
    const sendsBody = payload !== undefined && verb.toUpperCase() !== 'HEAD';
    return { method: verb, path: `${path}${search}`, headers, ...(sendsBody ? { body: payload } : {}) };
  });

describe('random and malformed requests', () => {
  it('never get a 500, always get the house error body on failure, and match the spec', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (input) => {
        const response = await rawRequest(port, input);
        expect(response.status, `${input.method} ${input.path}`).toBeLessThan(500);
        if (input.method.toUpperCase() === 'HEAD' || response.status === 204) return;
        if (response.status >= 400) {
          const parsed = JSON.parse(response.body) as Record<string, unknown>;
          expect(parsed).toEqual({ status: 'error', error: expect.any(String), code: expect.stringMatching(/^[a-z][a-z0-9_]*$/) });
        }
        if (input.path.split('?')[0] !== '/healthz') {
          const pathname = new URL(input.path, 'http://127.0.0.1').pathname;
          expect(validator.check(input.method.toUpperCase(), pathname, response.status, response.body)).toEqual([]);
        }
      }),
      { numRuns: 400, seed: 20261122, endOnFailure: true },
    );
    const health = await rawRequest(port, { method: 'GET', path: '/healthz', headers: {} });
    expect(health.status).toBe(200);
  });

  it('answers 413 payload_too_large to any route that takes a body, before a huge body is read', async () => {
    // A fresh session: the random run above may have logged the admin out or reset passwords.
    const freshAdmin = (await server.client().login({ body: ADMIN })).token;
    for (const route of routes.filter((candidate) => candidate.body !== undefined)) {
      const path = route.path.replace(/\{[^}]+\}/g, (name) => (name === '{id}' && route.path.includes('comments') ? 'tmdb-550' : '1'));
      const response = await rawRequest(port, {
        method: route.method,
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${freshAdmin}`, 'x-client-id': 'c', 'x-client-platform': 'web', 'x-device-id': '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' },
        body: JSON.stringify({ padding: 'x'.repeat(2_000_000) }),
      });
      expect([route.operationId, response.status, JSON.parse(response.body).code]).toEqual([route.operationId, 413, 'payload_too_large']);
    }
  });
});
