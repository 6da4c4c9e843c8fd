/**
 * Property-based, one property per operation: random and malformed requests that reach the
 * operation itself (its method, a valid credential, mostly valid headers), so the random input
 * gets past routing and authentication into validation and the handler. The mixed fuzz in
 * fuzz.test.ts mostly lands on unknown routes (a random method and path rarely name an
 * operation). Whatever arrives: never a 500, the house error body on failure, every answer
 * matches the spec, and each operation answers 2xx to some of its inputs (so the handler ran).
 *
 * Sessions, users and API keys are put straight into the store, so logout, password resets and
 * deletions in one run do not leak into the next, and no run pays for a login.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/server.js';
import type { RouteDefinition, RouteParameter } from '../../generated/runtime/server-runtime.js';
import { DEFAULT_LIMITS } from '../../service/src/limits.js';
import { hashPassword, newSecret, secretHash } from '../../service/src/secrets.js';
import type { UserRecord } from '../../service/src/store/types.js';
import { startReferenceServer, TEST_PASSWORD_COST, type RunningServer } from './helpers/reference.js';
import { rawRequest } from './helpers/raw-http.js';
import { SpecValidator } from './helpers/spec-validator.js';

const RUNS = 100;
const PASSWORD = 'fuzz-password-1';
const DEVICE = '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b';

let server: RunningServer;
let port: number;
let validator: SpecValidator;
let passwordHash: string;
let routeIndex = 0;

beforeAll(async () => {
  server = await startReferenceServer();
  port = Number(new URL(server.baseUrl).port);
  validator = await SpecValidator.load();
  passwordHash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
});
afterAll(() => server.close());

/** Users and keys made for one operation's property: ids a path parameter may name. */
interface Fixture {
  readonly caller: UserRecord;
  readonly ids: readonly number[];
}

async function fixtureFor(route: RouteDefinition): Promise<Fixture> {
  const prefix = `r${routeIndex++}`;
  const created = await server.store.createUser({ username: `${prefix}-caller`, displayName: 'Caller', role: route.roles.length > 0 ? 'admin' : 'user', passwordHash });
  if (created === 'duplicate') throw new Error('fixture user exists');
  const ids: number[] = [created.id];
  for (let index = 0; index < 5; index++) {
    const victim = await server.store.createUser({ username: `${prefix}-victim-${index}`, displayName: 'Victim', role: 'user', passwordHash });
    if (victim !== 'duplicate') ids.push(victim.id);
    const key = await server.store.createApiKey({ userId: created.id, name: `${prefix}-app-${index}`, secretHash: secretHash(newSecret()) }, DEFAULT_LIMITS.apiKeysPerUser);
    if (typeof key !== 'string') ids.push(key.id);
  }
  return { caller: created, ids };
}

/** A fresh session of the caller, straight in the store: a logout in one run cannot end the next. */
async function sessionFor(user: UserRecord): Promise<string> {
  const token = newSecret();
  await server.store.addSession({ tokenHash: secretHash(token), userId: user.id, clientId: 'fuzz', clientPlatform: 'web', deviceId: DEVICE, expiresAt: Date.now() + 3_600_000 }, DEFAULT_LIMITS.sessionsPerUser, Date.now(), user.passwordHash);
  return token;
}

const schemaText = (parameter: RouteParameter) => JSON.stringify(parameter.schema);

/** Raw JSON text for a value: ordinary ones, and numbers JSON.stringify can never produce. */
const EDGE_NUMBERS = fc.constantFrom('1e400', '-1e400', '1e-400', '-0', '1.7976931348623157e308', '9'.repeat(40), '9'.repeat(400), '0.5', '1E+999');

const rawValue: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: -10, max: 200_000 }).map(String),
  fc.string({ maxLength: 40 }).map((text) => JSON.stringify(text)),
  EDGE_NUMBERS,
  fc.constantFrom('true', 'null', '[]', '{}', '""', '"review"', '"note"', '"comment"', '"p2p"', '{"__proto__":1}'),
);

/** A body close to a valid one: members dropped, replaced or added, or no JSON at all. */
function bodyFor(route: RouteDefinition, fixture: Fixture): fc.Arbitrary<string | undefined> {
  const valid = validBody(route.operationId, fixture);
  const members = Object.entries(valid).map(([key, value]) => [key, JSON.stringify(value)] as const);
  const mutated = fc
    .record({
      keep: fc.array(fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }), { minLength: members.length, maxLength: members.length }),
      // Mostly one member changed at a time, so the rest of the body stays valid and the odd value reaches the handler.
      replace: fc.array(fc.oneof({ arbitrary: fc.constant(null), weight: Math.max(members.length, 2) }, { arbitrary: rawValue, weight: 1 }), { minLength: members.length, maxLength: members.length }),
      extra: fc.oneof(
        { arbitrary: fc.constant(null), weight: 3 },
        { arbitrary: fc.tuple(fc.constantFrom('client_platform', 'role', 'score', 'bogus', 'constructor', 'season_number'), rawValue), weight: 1 },
      ),
    })
    .map(({ keep, replace, extra }) => {
      const parts = members.flatMap(([key, value], index) => (keep[index] === false ? [] : [`${JSON.stringify(key)}:${replace[index] ?? value}`]));
      if (extra !== null) parts.push(`${JSON.stringify(extra[0])}:${extra[1]}`);
      return `{${parts.join(',')}}`;
    });
  // One numeric member at an edge JSON allows but a double does not hold (or barely does).
  const numeric = members.filter(([key]) => typeof valid[key] === 'number').map(([key]) => key);
  const edge =
    numeric.length === 0
      ? fc.constant(JSON.stringify(valid))
      : fc.tuple(fc.constantFrom(...numeric), EDGE_NUMBERS).map(([target, number]) => `{${members.map(([key, value]) => `${JSON.stringify(key)}:${key === target ? number : value}`).join(',')}}`);
  const unique = fc.string({ minLength: 1, maxLength: 12 }).map((suffix) => JSON.stringify({ ...valid, ...uniqueNames(route.operationId, suffix) }));
  return fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(valid)), weight: 2 },
    { arbitrary: unique, weight: 3 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: edge, weight: 2 },
    { arbitrary: fc.constantFrom(undefined, '', '{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"x":1}}'), weight: 2 },
  );
}

function validBody(operationId: string, fixture: Fixture): Record<string, unknown> {
  const bodies: Record<string, Record<string, unknown>> = {
    login: { username: fixture.caller.username, password: PASSWORD },
    savePlaybackProgress: { current_progress_seconds: 60, total_duration_seconds: 8340, stream_protocol: 'p2p', player_settings: { speed: 1 } },
    postComment: { comment_type: 'review', score: 70, title: 'Fuzz', comment: 'text', season_number: 1, episode_number: 2 },
    createUser: { username: 'fuzz-new', display_name: 'New', password: 'long-enough' },
    resetUserPassword: { new_password: 'long-enough' },
    createApiKey: { name: 'fuzz-app' },
  };
  const body = bodies[operationId];
  if (body === undefined) throw new Error(`test needs a valid body for ${operationId}; add one to validBody`);
  return body;
}

/** Names that must be unique for a 200 (a username, an API key name) made unique per run. */
function uniqueNames(operationId: string, suffix: string): Record<string, string> {
  if (operationId === 'createUser') return { username: `fuzz-${suffix}` };
  if (operationId === 'createApiKey') return { name: `fuzz-${suffix}` };
  return {};
}

function pathValue(parameter: RouteParameter | undefined, fixture: Fixture): fc.Arbitrary<string> {
  const junk = fc.oneof(fc.constantFrom('abc', '1.5', '-1', '0', '%zz', '%00', '9'.repeat(40), '1e3', '0x10', '__proto__'), fc.string({ maxLength: 12 }).map(encodeURIComponent));
  if (parameter !== undefined && schemaText(parameter).includes('integer')) {
    return fc.oneof({ arbitrary: fc.constantFrom(...fixture.ids, 1, 550, 603).map(String), weight: 6 }, { arbitrary: junk, weight: 1 });
  }
  return fc.oneof({ arbitrary: fc.constantFrom('tmdb-1396', 'tmdb-550', 'tmdb-27205', 'tmdb-9'), weight: 6 }, { arbitrary: junk, weight: 1 });
}

function queryFor(route: RouteDefinition): fc.Arbitrary<string> {
  const parameters = route.parameters.filter((parameter) => parameter.in === 'query');
  const pair = (parameter: RouteParameter): fc.Arbitrary<string | null> => {
    const values = schemaText(parameter).includes('integer')
      ? fc.oneof({ arbitrary: fc.integer({ min: 0, max: 12 }).map(String), weight: 4 }, { arbitrary: fc.constantFrom('-1', '501', '500', 'abc', '', '1.5', '1e2', '99999999999999999999'), weight: 1 })
      : fc.oneof({ arbitrary: fc.constantFrom('review', 'note', 'comment'), weight: 4 }, { arbitrary: fc.constantFrom('rant', '', 'REVIEW', '%zz'), weight: 1 });
    return fc.option(values.map((value) => `${parameter.name}=${value}`), { freq: 4 });
  };
  const extra = fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.constantFrom('junk=1', '__proto__[x]=1', 'limit=1&limit=2', 'type=note&type=review'), weight: 1 });
  return fc.tuple(fc.tuple(...parameters.map(pair)), extra).map(([pairs, more]) => {
    const all = [...pairs, more].filter((part): part is string => part !== null);
    return all.length === 0 ? '' : `?${all.join('&')}`;
  });
}

const loginHeaders = fc.record({
  'x-client-id': fc.oneof({ arbitrary: fc.constant('fuzz-client'), weight: 5 }, { arbitrary: fc.constantFrom('', ' ', 'x'.repeat(300)), weight: 1 }),
  'x-client-platform': fc.oneof({ arbitrary: fc.constantFrom('web', 'ios-tv', 'smart-fridge'), weight: 5 }, { arbitrary: fc.constantFrom('', ' '), weight: 1 }),
  'x-device-id': fc.oneof({ arbitrary: fc.constant(DEVICE), weight: 5 }, { arbitrary: fc.constantFrom('not-a-uuid', '3f1c2b4e-8a9d-1e2f-9b1a-2c3d4e5f6a7b'), weight: 1 }),
}, { requiredKeys: [] });

const credentialKind = fc.constantFrom('bearer', 'cookie');

const contentType = (takesBody: boolean) =>
  takesBody
    ? fc.oneof({ arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'), weight: 8 }, { arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json'), weight: 1 })
    : fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constant('application/json'), weight: 1 });

describe('random and malformed requests at each operation', () => {
  it.each(routes.map((route) => [route.operationId, route] as const))('%s: never a 500, always the error body, always the spec', async (_id, route) => {
    const fixture = await fixtureFor(route);
    const pathParameters = [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => route.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name));
    const takesBody = route.body !== undefined;
    const request = fc.record({
      path: fc.tuple(...pathParameters.map((parameter) => pathValue(parameter, fixture))),
      query: queryFor(route),
      body: takesBody ? bodyFor(route, fixture) : fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constantFrom('{}', '{"x":1}', 'junk'), weight: 1 }),
      contentType: contentType(takesBody),
      login: loginHeaders,
      credential: credentialKind,
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        let index = 0;
        const path = route.path.replace(/\{[^}]+\}/g, () => input.path[index++] ?? '1');
        const headers: Record<string, string> = { ...input.login };
        if (route.security.length > 0) {
          const token = await sessionFor(fixture.caller);
          if (input.credential === 'bearer') headers['authorization'] = `Bearer ${token}`;
          else headers['cookie'] = `token=${token}`;
        }
        if (input.contentType !== undefined) headers['content-type'] = input.contentType;
        const response = await rawRequest(port, { method: route.method, path: `${path}${input.query}`, headers, ...(input.body === undefined ? {} : { body: input.body }) });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const what = `${route.method} ${path}${input.query} ${input.body ?? ''}`.slice(0, 300);
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) {
          expect(JSON.parse(response.body), what).toEqual({ status: 'error', error: expect.any(String), code: expect.stringMatching(/^[a-z][a-z0-9_]*$/) });
        }
        expect(validator.check(route.method, path, response.status, response.body), what).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20261124, endOnFailure: true },
    );
    const succeeded = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, count]) => sum + count, 0);
    // The input reached the handler and was served, not only refused on the way in.
    expect(succeeded, JSON.stringify([...statuses])).toBeGreaterThan(0);
    const health = await rawRequest(port, { method: 'GET', path: '/healthz', headers: {} });
    expect(health.status).toBe(200);
  }, 60_000);
});
