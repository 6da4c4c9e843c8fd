/**
 * Builds the reference server's Fastify app (without listening), so tests and main.ts share it.
 */
import { existsSync, readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerHandlers } from '../../generated/server.js';
import { serverOptions } from '../../generated/runtime/server-runtime.js';
import { createHandlers } from './handlers/index.js';
import { authenticator } from './principal.js';
import { dummyPasswordHash, hashPassword } from './secrets.js';
import { MemoryStore } from './store/memory.js';
import type { Store } from './store/types.js';

export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'change-me-now';

export interface AppOptions {
  readonly store?: Store;
  readonly admin?: { readonly username: string; readonly password: string };
  readonly now?: () => number;
  readonly bodyLimit?: number;
  readonly fastify?: FastifyServerOptions;
  /** An HTML file served at /docs when it exists (main.ts passes generated/docs/index.html). */
  readonly docsFile?: string;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly store: Store;
}

export async function buildApp(options: AppOptions = {}): Promise<BuiltApp> {
  const store = options.store ?? new MemoryStore();
  const now = options.now ?? Date.now;
  await bootstrapAdmin(store, options.admin ?? { username: DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD });
  // Made now, so the first login with an unknown username costs no more than a wrong password.
  await dummyPasswordHash();
  const app = Fastify(serverOptions({ logger: false, ...options.fastify }));
  app.get('/healthz', async () => ({ status: 'success', data: { ok: true } }));
  if (options.docsFile !== undefined && existsSync(options.docsFile)) {
    const html = readFileSync(options.docsFile, 'utf8');
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  }
  registerHandlers(app, {
    handlers: createHandlers({ store, now }),
    authenticate: authenticator(store, now),
    bodyLimit: options.bodyLimit ?? 64 * 1024,
  });
  return { app, store };
}

async function bootstrapAdmin(store: Store, admin: { readonly username: string; readonly password: string }): Promise<void> {
  if (await store.findUserByName(admin.username)) return;
  await store.createUser({ username: admin.username, displayName: 'Administrator', role: 'admin', passwordHash: await hashPassword(admin.password) });
}
