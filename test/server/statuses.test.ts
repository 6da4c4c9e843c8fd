/**
 * Every operation, generically from the generated route table: 401 without credentials where
 * secured, 403 for a non-admin where roles apply, 400 for malformed input, 500 (leaking nothing)
 * when storage fails. Every answer is also checked against the spec.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/server.js';
import type { RouteDefinition } from '../../generated/runtime/server-runtime.js';
import type { Store } from '../../service/src/store/types.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import { ADMIN, CLIENT_HEADERS, loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';

const LOGIN_HEADERS = { 'x-client-id': CLIENT_HEADERS.clientId, 'x-client-platform': 'web', 'x-device-id': CLIENT_HEADERS.deviceId };

/** A path for the route with plausible parameter values (string ids in media-id form). */
function concretePath(route: RouteDefinition, override?: string): string {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (override !== undefined) return override;
    const parameter = route.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return JSON.stringify(parameter?.schema).includes('integer') ? '1' : 'tmdb-1396';
  });
}

async function errorCode(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { code: string; status: string };
  expect(body.status).toBe('error');
  return [response.status, body.code];
}

let server: RunningServer;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  server = await startReferenceServer();
  userToken = (await loggedInUser(server, 'status-user')).token;
  adminToken = (await server.client().login({ body: ADMIN })).token;
});
afterAll(() => server.close());

const secured = routes.filter((route) => route.security.length > 0);
const roleRestricted = routes.filter((route) => route.roles.length > 0);
/** Operations with some input a client can get wrong: a path or integer query parameter, or a body Fastify reads (not GET). */
const malformable = routes.filter(
  (route) =>
    route.method !== 'GET' ||
    route.parameters.some((parameter) => parameter.in === 'path' || (parameter.in === 'query' && JSON.stringify(parameter.schema).includes('integer'))),
);

describe('statuses every operation declares', () => {
  it.each(secured.map((route) => [route.operationId, route] as const))('%s answers 401 without credentials', async (_id, route) => {
    const response = await server.fetch(concretePath(route), { method: route.method });
    expect(await errorCode(response)).toEqual([401, 'unauthenticated']);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(server.violations).toEqual([]);
  });

  it.each(roleRestricted.map((route) => [route.operationId, route] as const))('%s answers 403 to a non-admin', async (_id, route) => {
    const response = await server.fetch(concretePath(route), { method: route.method, headers: { authorization: `Bearer ${userToken}` } });
    expect(await errorCode(response)).toEqual([403, 'forbidden']);
    expect(server.violations).toEqual([]);
  });

  it.each(malformable.map((route) => [route.operationId, route] as const))('%s answers 400 to malformed input', async (_id, route) => {
    const token = route.roles.length > 0 ? adminToken : userToken;
    const init: RequestInit = { method: route.method, headers: { authorization: `Bearer ${token}`, ...LOGIN_HEADERS } };
    const integerQuery = route.parameters.find((parameter) => parameter.in === 'query' && JSON.stringify(parameter.schema).includes('integer'));
    const response = route.parameters.some((parameter) => parameter.in === 'path')
      ? await server.fetch(concretePath(route, 'not%20valid'), init)
      : integerQuery !== undefined
        ? await server.fetch(`${concretePath(route)}?${integerQuery.name}=not-a-number`, init)
        : await server.fetch(concretePath(route), { ...init, headers: { ...init.headers, 'content-type': 'application/json' }, body: '{"unterminated' });
    expect(await errorCode(response)).toEqual([400, 'invalid_request']);
    expect(server.violations).toEqual([]);
  });

  it('leaves out of the 400 check only operations that read no input at all', () => {
    const untestable = routes.filter((route) => !malformable.includes(route));
    expect(untestable.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /api/v1/api_keys']);
  });
});

describe('storage failures', () => {
  it('give 500 internal on every operation, with nothing internal in the body', async () => {
    const failing = new FailingStore();
    const broken = await startReferenceServer({ store: failing });
    try {
      const token = (await loggedInUser(broken, 'soon-broken')).token;
      failing.broken = true;
      for (const route of routes) {
        const body = route.body === undefined ? undefined : JSON.stringify(validBodyFor(route.operationId));
        const response = await broken.fetch(concretePath(route), {
          method: route.method,
          headers: { authorization: `Bearer ${token}`, ...LOGIN_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body }),
        });
        const text = await response.clone().text();
        expect([route.operationId, ...(await errorCode(response))]).toEqual([route.operationId, 500, 'internal']);
        expect(text).not.toMatch(/storage is down|at .*\.ts/);
      }
      expect(broken.violations).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

/** A MemoryStore that, once `broken` is set, rejects every call. */
class FailingStore extends MemoryStore {
  broken = false;
  constructor() {
    super();
    return new Proxy(this, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || property === 'constructor') return value;
        return (...args: unknown[]) => (target.broken ? Promise.reject(new Error('storage is down')) : value.apply(target, args));
      },
    }) as FailingStore & Store;
  }
}

function validBodyFor(operationId: string): unknown {
  const bodies: Record<string, unknown> = {
    login: { username: 'soon-broken', password: 'user-password-1' },
    savePlaybackProgress: { current_progress_seconds: 1, total_duration_seconds: 9000 },
    postComment: { comment_type: 'note', comment: 'x' },
    createUser: { username: 'another', display_name: 'A', password: 'long-enough' },
    resetUserPassword: { new_password: 'long-enough' },
    createApiKey: { name: 'app' },
  };
  if (!(operationId in bodies)) throw new Error(`test needs a valid body for ${operationId}; add one to validBodyFor`);
  return bodies[operationId];
}
