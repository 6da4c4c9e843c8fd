/**
 * Builds the reference server's Fastify app (without listening), so tests and main.ts share it.
 */
import { existsSync, readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { api, registerHandlers } from '../../generated/server.js';
import { hasBody, HttpProblem, sendProblem, serverOptions } from '../../generated/runtime/server-runtime.js';
import { installCors } from './cors.js';
import { installNoStore } from './no-store.js';
import { docsPageHeaders } from './docs-page.js';
import { createHandlers } from './handlers/index.js';
import { DEFAULT_LIMITS, REQUEST_BODY_LIMIT, type ServiceLimits } from './limits.js';
import { authenticator } from './principal.js';
import { DEFAULT_PASSWORD_COST, dummyPasswordHash, hashPassword, isPasswordCost, verifyPassword } from './secrets.js';
import { refuseUnstorableText } from './unstorable-text.js';
import { installShutdownGate, type ShutdownGate } from './shutdown.js';
import { MemoryStore } from './store/memory.js';
import type { Store, UserRecord } from './store/types.js';
import { isStoreUnavailable, storeUnavailableProblem } from './store/unavailable.js';
import { normalizeNewUsername } from './usernames.js';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './defaults.js';

export interface AppOptions {
  readonly store?: Store;
  readonly admin?: { readonly username: string; readonly password: string };
  readonly now?: () => number;
  readonly bodyLimit?: number;
  /** Caps and rate limits; any left out keep their defaults (limits.ts). */
  readonly limits?: Partial<ServiceLimits>;
  readonly fastify?: FastifyServerOptions;
  /** An HTML file served at /docs when it exists (main.ts passes generated/docs/index.html). */
  readonly docsFile?: string;
  /**
   * scrypt's cost (log2 N) for the password hashes this app makes; DEFAULT_PASSWORD_COST unless
   * given. Tests that are not about hashing use the cheapest; hashes made at any cost keep verifying.
   */
  readonly passwordCost?: number;
  /**
   * Browser apps' origins allowed to call the API (cors.ts; main.ts reads CORS_ORIGINS); none by
   * default. The same origins may change state with the `token` cookie; a cookie-authenticated
   * POST or DELETE from any other origin is 403 (the runtime's trustedOrigins, decisions/0020).
   */
  readonly corsOrigins?: ReadonlySet<string>;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly store: Store;
  /** Graceful shutdown: stop taking requests, finish the started ones, close the store. */
  readonly gate: ShutdownGate;
  /** What the start did about the admin account (main.ts tells the operator). */
  readonly admin: AdminAccount;
  /** Whether `/docs` serves the page (its file was there at the start): main.ts says where it is. */
  readonly servesDocs: boolean;
}

/**
 * `made`: the account was created now, with the password given. Otherwise it existed already and
 * kept its own password, which main.ts checks against ADMIN_PASSWORD when one is set
 * (adminKeepsOtherPassword: an operator who set it after a first start believes they have just
 * set it): a scrypt check only then, not on every start.
 */
export type AdminAccount = { readonly username: string; readonly made: true } | { readonly username: string; readonly made: false; readonly passwordHash: string | undefined };

/** Whether the admin existed already with a password other than `password` (one scrypt check). */
export async function adminKeepsOtherPassword(admin: AdminAccount, password: string): Promise<boolean> {
  if (admin.made) return false;
  return admin.passwordHash === undefined || !(await verifyPassword(password, admin.passwordHash));
}

export async function buildApp(options: AppOptions = {}): Promise<BuiltApp> {
  const store = options.store ?? new MemoryStore();
  const now = options.now ?? Date.now;
  const limits: ServiceLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const passwordCost = options.passwordCost ?? DEFAULT_PASSWORD_COST;
  if (!isPasswordCost(passwordCost)) throw new Error(`passwordCost ${passwordCost} is not a usable scrypt cost`);
  const admin = await bootstrapAdmin(store, options.admin ?? { username: DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD }, passwordCost);
  // Made now, so the first login with an unknown username costs no more than a wrong password.
  await dummyPasswordHash(passwordCost);
  // return503OnClosing off: during shutdown the gate answers with the contract's 503 body
  // instead of Fastify's own.
  const app = Fastify(serverOptions({ logger: false, return503OnClosing: false, ...options.fastify }));
  const gate = installShutdownGate(app, store);
  installCors(app, api, options.corsOrigins ?? new Set());
  installNoStore(app);
  // Ready when the store answers: a load balancer stops sending requests to a process whose
  // database is down (they would all be 503) and sends them again once it is back.
  app.get('/healthz', { onRequest: refuseBody }, async (_request, reply) => {
    try {
      await store.checkReady();
    } catch (error) {
      if (isStoreUnavailable(error)) return sendProblem(reply, storeUnavailableProblem(error));
      throw error;
    }
    return { status: 'success', data: { ok: true } };
  });
  const servesDocs = options.docsFile !== undefined && existsSync(options.docsFile);
  if (servesDocs) {
    const html = readFileSync(options.docsFile!, 'utf8');
    const headers = docsPageHeaders(html);
    app.get('/docs', { onRequest: refuseBody }, async (_request, reply) => reply.headers(headers).type('text/html; charset=utf-8').send(html));
  }
  app.addHook('preHandler', refuseUnstorableText);
  registerHandlers(app, {
    handlers: createHandlers({ store, now, limits, passwordCost }),
    authenticate: authenticator(store, now),
    bodyLimit: options.bodyLimit ?? REQUEST_BODY_LIMIT,
    // The origins CORS lets read answers with credentials are the ones trusted with the cookie.
    trustedOrigins: [...(options.corsOrigins ?? [])],
  });
  return { app, store, gate, admin, servesDocs };
}

/** The service's own GET routes refuse a body as the contract's operations do (400, the runtime's error shape). */
async function refuseBody(request: FastifyRequest, reply: FastifyReply) {
  if (hasBody(request)) return sendProblem(reply, new HttpProblem(400, 'invalid_request', `GET ${request.routeOptions.url ?? ''} takes no request body; send none`));
  return undefined;
}

/** UserCreate.password's bounds in the contract. */
const ADMIN_PASSWORD_LENGTH = { min: 8, max: 1024 } as const;

/**
 * Creates the admin account when no user has its name. Several processes starting together on
 * one database may all try: the store's uniqueness lets one win and the others see 'duplicate'.
 */
async function bootstrapAdmin(store: Store, admin: { readonly username: string; readonly password: string }, passwordCost: number): Promise<AdminAccount> {
  const name = normalizeNewUsername(admin.username);
  if (!name.ok) throw new Error(`admin username ${JSON.stringify(admin.username)} is not usable: ${name.reason}`);
  const existing = await store.findUserByName(name.username);
  if (existing !== undefined) return existingAdmin(existing);
  // Checked only when the account is made: the login takes 1 to 1,024 characters and the contract
  // asks 8 of every new password, so an empty ADMIN_PASSWORD (a variable passed on unset) made an
  // admin nobody could ever log in as, and the bootstrap never makes it again.
  const length = [...admin.password].length;
  if (length < ADMIN_PASSWORD_LENGTH.min || length > ADMIN_PASSWORD_LENGTH.max) {
    throw new Error(`the admin's password (ADMIN_PASSWORD for npm start) must be ${ADMIN_PASSWORD_LENGTH.min} to ${ADMIN_PASSWORD_LENGTH.max} characters, as the contract asks of every new password; it has ${length}, and the admin ${JSON.stringify(name.username)} is created with it now`);
  }
  const created = await store.createUser({ username: name.username, displayName: 'Administrator', role: 'admin', passwordHash: await hashPassword(admin.password, passwordCost) });
  if (created !== 'duplicate') return { username: name.username, made: true };
  // Someone made the name first: another process starting on the same database, or an admin of a
  // running one creating a plain user of that name (checked as one that existed, so it too stops
  // the start rather than leaving the operator believing that user is the admin).
  const first = await store.findUserByName(name.username);
  return first === undefined ? { username: name.username, made: false, passwordHash: undefined } : existingAdmin(first);
}

/**
 * An operator who points ADMIN_USERNAME at someone's account expects an admin by that name;
 * starting without one would only show when that person's admin requests answer 403.
 */
function existingAdmin(existing: UserRecord): AdminAccount {
  if (existing.role === 'admin') return { username: existing.username, made: false, passwordHash: existing.passwordHash };
  throw new Error(`the admin username ${JSON.stringify(existing.username)} (ADMIN_USERNAME for npm start) names an account that is not an admin; choose another name, or start with the name of the admin`);
}
