/**
 * The reference server on 127.0.0.1 (port 0), and generated clients pointed at it whose every
 * response is checked against the bundled spec on the way through.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ShutdownGate } from '../../../service/src/shutdown.js';
import { buildApp, type AppOptions } from '../../../service/src/app.js';
import { createApiClient, type ApiClient, type ClientOptions } from '../../../generated/client.js';
import type { Store } from '../../../service/src/store/types.js';
import { SpecValidator, type Violation } from './spec-validator.js';

export const ADMIN = { username: 'root-admin', password: 'admin-password-123' } as const;
/**
 * scrypt's cheapest cost (N = 1024, about 2 ms a hash instead of 40): these servers hash and verify
 * hundreds of passwords, and what is tested of hashing does not depend on the cost. Tests about the
 * cost itself (timing, the default) build their server with DEFAULT_PASSWORD_COST.
 */
export const TEST_PASSWORD_COST = 10;
export const CLIENT_HEADERS = { clientId: 'server-tests', platform: 'web', deviceId: '3f1c2b4e-8a9d-4e2f-9b1a-2c3d4e5f6a7b' } as const;

export interface RunningServer {
  readonly baseUrl: string;
  readonly store: Store;
  readonly app: FastifyInstance;
  /** The service's graceful shutdown (service/src/shutdown.ts). */
  readonly gate: ShutdownGate;
  /** Every response seen by `client()` or `fetch()` that does not match the spec. */
  readonly violations: Violation[];
  /** Responses checked so far (a test asserting "no violations" also asserts this grew). */
  readonly checked: { count: number };
  client(options?: Partial<ClientOptions>): ApiClient;
  /** A fetch that validates each response against the spec, for requests the client cannot make. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startReferenceServer(options: AppOptions = {}): Promise<RunningServer> {
  const { app, store, gate } = await buildApp({ admin: ADMIN, passwordCost: TEST_PASSWORD_COST, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const validator = await SpecValidator.load();
  const violations: Violation[] = [];
  const checked = { count: 0 };
  const checkedFetch = async (request: Request): Promise<Response> => {
    const response = await globalThis.fetch(request);
    const text = await response.clone().text();
    checked.count++;
    violations.push(...validator.check(request.method, new URL(request.url).pathname, response.status, text));
    return response;
  };
  return {
    baseUrl,
    store,
    app,
    gate,
    violations,
    checked,
    client: (overrides = {}) => createApiClient({ baseUrl, fetch: checkedFetch, clientHeaders: CLIENT_HEADERS, retry: false, ...overrides }),
    fetch: (input, init) => checkedFetch(new Request(new URL(input, baseUrl), init)),
    close: () => app.close(),
  };
}

/** A client logged in as a fresh user (created by the admin), with its token. */
export async function loggedInUser(server: RunningServer, username: string, password = 'user-password-1'): Promise<{ client: ApiClient; token: string }> {
  const admin = server.client();
  await admin.login({ body: ADMIN });
  await admin.createUser({ body: { username, display_name: `User ${username}`, password } });
  const client = server.client();
  const session = await client.login({ body: { username, password } });
  return { client, token: session.token };
}
