/**
 * End to end over real HTTP with the generated client: login, logout, the three credential
 * kinds in the contract's order, roles, users and API keys. Every response is validated against
 * generated/openapi.json by Ajv (see helpers/spec-validator.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_PASSWORD_COST } from '../../service/src/secrets.js';
import { ADMIN, CLIENT_HEADERS, loggedInUser, startReferenceServer, type RunningServer } from './helpers/reference.js';
import { expectApiError } from './helpers/expect.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const LOGIN_HEADERS = { 'X-Client-Id': CLIENT_HEADERS.clientId, 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId };

describe('login', () => {
  it('returns a 256-bit base64url token, the role, and an HttpOnly SameSite=Lax cookie', async () => {
    const response = await server.fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...LOGIN_HEADERS },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { token: string; role: string; username: string } };
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ role: 'admin', username: ADMIN.username });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('gives the same 401 and message for an unknown user and a wrong password', async () => {
    const client = server.client();
    const unknown = await expectApiError(client.login({ body: { username: 'nobody-here', password: 'whatever-1' } }), 401, 'unauthenticated');
    const wrong = await expectApiError(client.login({ body: { username: ADMIN.username, password: 'wrong-password' } }), 401, 'unauthenticated');
    expect(unknown).toBe(wrong);
  });

  it('takes about as long for an unknown user as for a wrong password (both pay for scrypt)', async () => {
    // At the service's own cost: the cheap one of the other tests is close to a request's overhead.
    const strong = await startReferenceServer({ passwordCost: DEFAULT_PASSWORD_COST });
    onTestFinished(() => strong.close());
    const client = strong.client();
    const timed = async (username: string): Promise<number> => {
      const started = performance.now();
      await client.login({ body: { username, password: 'not-the-password' } }).catch(() => undefined);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 8; round++) {
      unknown.push(await timed(`ghost-${round}`));
      wrong.push(await timed(ADMIN.username));
    }
    // Without the dummy hash an unknown user answers in well under a millisecond of work, a
    // wrong password in tens of milliseconds: a ratio far outside these bounds.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(strong.violations).toEqual([]);
  });

  it.each([
    ['missing X-Device-Id', { 'X-Client-Id': 'c', 'X-Client-Platform': 'web' }, /X-Device-Id/],
    ['X-Device-Id not a UUID v4', { ...LOGIN_HEADERS, 'X-Device-Id': 'not-a-uuid' }, /X-Device-Id/],
    ['missing X-Client-Platform', { 'X-Client-Id': 'c', 'X-Device-Id': CLIENT_HEADERS.deviceId }, /X-Client-Platform/],
    ['empty X-Client-Id', { ...LOGIN_HEADERS, 'X-Client-Id': '' }, /X-Client-Id/],
  ])('answers 400 naming the header when %s', async (_name, headers, mentions) => {
    const response = await server.fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; error: string };
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(mentions);
  });

  it('accepts a custom client platform', async () => {
    const client = server.client({ clientHeaders: { ...CLIENT_HEADERS, platform: 'smart-fridge' } });
    await expect(client.login({ body: ADMIN })).resolves.toMatchObject({ role: 'admin' });
  });

  it('answers 400 for malformed JSON and a wrong content type, 413 for a huge body', async () => {
    const post = (body: string, type = 'application/json') =>
      server.fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': type, ...LOGIN_HEADERS }, body });
    const malformed = await post('{"username": ');
    expect([malformed.status, ((await malformed.json()) as { code: string }).code]).toEqual([400, 'invalid_request']);
    const text = await post('username=admin', 'application/x-www-form-urlencoded');
    expect([text.status, ((await text.json()) as { code: string }).code]).toEqual([400, 'invalid_request']);
    // Past the contract's 1 MiB (its 413 says so); 200 KB, past the service's former 64 KiB, is within it.
    const huge = await post(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect([huge.status, ((await huge.json()) as { code: string }).code]).toEqual([413, 'payload_too_large']);
  });
});

describe('credentials', () => {
  it('accepts the token as Bearer, as the token cookie, and an API key', async () => {
    const { client, token } = await loggedInUser(server, 'cred-user');
    const key = await client.createApiKey({ body: { name: 'cred-app' } });
    const viaBearer = server.client({ auth: { bearerAuth: token } });
    const viaCookie = server.client({ auth: { cookieAuth: token } });
    const viaKey = server.client({ auth: { apiKeyAuth: key.api_key } });
    for (const caller of [viaBearer, viaCookie, viaKey]) {
      await expect(caller.listApiKeys()).resolves.toEqual([expect.objectContaining({ name: 'cred-app' })]);
    }
  });

  it("records client_platform 'api' for progress saved with an API key (no session to take it from)", async () => {
    const { client } = await loggedInUser(server, 'platform-user');
    const key = await client.createApiKey({ body: { name: 'platform-app' } });
    const viaKey = server.client({ auth: { apiKeyAuth: key.api_key } });
    const body = { current_progress_seconds: 60, total_duration_seconds: 8340 };
    await expect(viaKey.savePlaybackProgress({ params: { path: { id: 550 } }, body })).resolves.toMatchObject({ client_platform: 'api' });
    await expect(client.savePlaybackProgress({ params: { path: { id: 603 } }, body })).resolves.toMatchObject({ client_platform: CLIENT_HEADERS.platform });
  });

  it('answers 401 without credentials, with a wrong token, and for any scheme but Bearer', async () => {
    await expectApiError(server.client().listApiKeys(), 401, 'unauthenticated');
    await expectApiError(server.client({ auth: { bearerAuth: 'A'.repeat(43) } }).listApiKeys(), 401, 'unauthenticated');
    const { token } = await loggedInUser(server, 'scheme-user');
    for (const authorization of [`Basic ${token}`, `Token ${token}`, `Foo ${token}`, token]) {
      const response = await server.fetch('/api/v1/api_keys', { headers: { authorization } });
      expect(response.status, authorization.slice(0, 6)).toBe(401);
    }
  });

  it('uses the first credential present: a bad Bearer is not rescued by a good cookie', async () => {
    const { token } = await loggedInUser(server, 'order-user');
    const response = await server.fetch('/api/v1/api_keys', { headers: { authorization: 'Bearer wrong', cookie: `token=${token}` } });
    expect(response.status).toBe(401);
    const cookieOnly = await server.fetch('/api/v1/api_keys', { headers: { cookie: `token=${token}` } });
    expect(cookieOnly.status).toBe(200);
  });

  it('answers 403 to a non-admin on admin routes, with a token or an API key', async () => {
    const { client } = await loggedInUser(server, 'plain-user');
    await expectApiError(client.listUsers(), 403, 'forbidden');
    const key = await client.createApiKey({ body: { name: 'no-admin' } });
    await expectApiError(server.client({ auth: { apiKeyAuth: key.api_key } }).listUsers(), 403, 'forbidden');
  });
});

describe('logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { token } = await loggedInUser(server, 'leaving-user');
    const response = await server.fetch('/api/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^token=; .*Max-Age=0/);
    await expectApiError(server.client({ auth: { bearerAuth: token } }).listApiKeys(), 401, 'unauthenticated');
  });
});

describe('logout through the generated client', () => {
  it('ends the session the client logged in with; the same token then gets 401', async () => {
    const { client, token } = await loggedInUser(server, 'client-logout-user');
    await expect(client.listApiKeys()).resolves.toEqual([]);
    await expect(client.logout()).resolves.toBeNull();
    await expectApiError(server.client({ auth: { bearerAuth: token } }).listApiKeys(), 401, 'unauthenticated');
    // The client forgot the token too: its next call carries no credential at all.
    const message = await expectApiError(client.listApiKeys(), 401, 'unauthenticated');
    expect(message).toMatch(/authentication required/);
  });
});

describe('users (admin)', () => {
  it('creates users with role user, refuses duplicates with 409 and short passwords with 400', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const created = await admin.createUser({ body: { username: 'new-user', display_name: 'New', password: 'long-enough' } });
    expect(created).toMatchObject({ username: 'new-user', role: 'user' });
    await expectApiError(admin.createUser({ body: { username: 'new-user', display_name: 'Again', password: 'long-enough' } }), 409, 'conflict');
    await expectApiError(admin.createUser({ body: { username: 'short-pw', display_name: 'S', password: 'short' } }), 400, 'invalid_request');
  });

  it('lists users without password material', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const page = await admin.listUsers();
    expect(page.users.map((user) => user.username)).toContain(ADMIN.username);
    expect(JSON.stringify(page)).not.toMatch(/password|hash|scrypt/i);
  });

  it('deletes a user, ending their sessions and API keys; 404 for an unknown id', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const { client, token } = await loggedInUser(server, 'doomed-user');
    const key = await client.createApiKey({ body: { name: 'doomed-app' } });
    const id = (await admin.listUsers()).users.find((user) => user.username === 'doomed-user')?.id ?? 0;
    await expect(admin.deleteUser({ params: { path: { id } } })).resolves.toBeNull();
    await expectApiError(server.client({ auth: { bearerAuth: token } }).listApiKeys(), 401, 'unauthenticated');
    await expectApiError(server.client({ auth: { apiKeyAuth: key.api_key } }).listApiKeys(), 401, 'unauthenticated');
    await expectApiError(admin.deleteUser({ params: { path: { id } } }), 404, 'not_found');
  });

  it("refuses an admin's deletion of their own account with 400, as deleteUser's description says", async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const own = (await admin.listUsers()).users.find((user) => user.username === ADMIN.username)?.id ?? 0;
    await expectApiError(admin.deleteUser({ params: { path: { id: own } } }), 400, 'invalid_request');
    expect((await admin.listUsers()).users).toContainEqual(expect.objectContaining({ id: own }));
  });

  it('resets another user\'s password, ending their sessions; 404 for an unknown id', async () => {
    const admin = server.client();
    await admin.login({ body: ADMIN });
    const { token } = await loggedInUser(server, 'reset-user', 'old-password-1');
    const id = (await admin.listUsers()).users.find((user) => user.username === 'reset-user')?.id ?? 0;
    await admin.resetUserPassword({ params: { path: { id } }, body: { new_password: 'new-password-1' } });
    await expectApiError(server.client({ auth: { bearerAuth: token } }).listApiKeys(), 401, 'unauthenticated');
    await expectApiError(server.client().login({ body: { username: 'reset-user', password: 'old-password-1' } }), 401, 'unauthenticated');
    await expect(server.client().login({ body: { username: 'reset-user', password: 'new-password-1' } })).resolves.toMatchObject({ role: 'user' });
    await expectApiError(admin.resetUserPassword({ params: { path: { id: 99_999 } }, body: { new_password: 'whatever-1' } }), 404, 'not_found');
  });
});

describe('API keys', () => {
  it('shows the secret once, refuses a second key with the same name, lists metadata only', async () => {
    const { client } = await loggedInUser(server, 'key-user');
    const created = await client.createApiKey({ body: { name: 'tv-app' } });
    expect(created.api_key.length).toBeGreaterThanOrEqual(43);
    await expectApiError(client.createApiKey({ body: { name: 'tv-app' } }), 409, 'conflict');
    const listed = await client.listApiKeys();
    expect(listed).toEqual([{ id: created.id, name: 'tv-app', created_at: created.created_at, last_used_at: null, expires_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.api_key);
  });

  it('records last_used_at when a key is used', async () => {
    const { client } = await loggedInUser(server, 'usage-user');
    const created = await client.createApiKey({ body: { name: 'used-app' } });
    await server.client({ auth: { apiKeyAuth: created.api_key } }).listMediaFiles();
    const [listed] = await client.listApiKeys();
    expect(listed?.last_used_at).toEqual(expect.any(String));
  });

  it('revokes own keys only: someone else\'s id is 404, a revoked key is 401', async () => {
    const owner = await loggedInUser(server, 'owner-user');
    const other = await loggedInUser(server, 'other-user');
    const key = await owner.client.createApiKey({ body: { name: 'owned-app' } });
    await expectApiError(other.client.revokeApiKey({ params: { path: { id: key.id } } }), 404, 'not_found');
    await expect(owner.client.revokeApiKey({ params: { path: { id: key.id } } })).resolves.toBeNull();
    await expectApiError(server.client({ auth: { apiKeyAuth: key.api_key } }).listApiKeys(), 401, 'unauthenticated');
    await expectApiError(owner.client.revokeApiKey({ params: { path: { id: key.id } } }), 404, 'not_found');
  });

  it('checked responses against the spec', () => {
    expect(server.checked.count).toBeGreaterThan(40);
  });
});
