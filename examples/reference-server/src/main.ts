/**
 * `npm start`: the reference server on PORT (default 8080), with the generated API docs at /docs
 * when generated/docs/index.html exists, and /healthz.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './app.js';

const DOCS_FILE = fileURLToPath(new URL('../../../generated/docs/index.html', import.meta.url));

function adminFromEnvironment(): { username: string; password: string } {
  const username = process.env['ADMIN_USERNAME'] ?? DEFAULT_ADMIN_USERNAME;
  const password = process.env['ADMIN_PASSWORD'] ?? DEFAULT_ADMIN_PASSWORD;
  if (process.env['ADMIN_USERNAME'] === undefined || process.env['ADMIN_PASSWORD'] === undefined) {
    console.warn(`reference-server: admin account ${JSON.stringify(username)} with password ${JSON.stringify(password)} (defaults; set ADMIN_USERNAME and ADMIN_PASSWORD)`);
  }
  return { username, password };
}

async function main(): Promise<void> {
  const port = Number(process.env['PORT'] ?? 8080);
  const host = process.env['HOST'] ?? '127.0.0.1';
  const { app } = await buildApp({ admin: adminFromEnvironment(), fastify: { logger: true } });
  if (existsSync(DOCS_FILE)) {
    const html = readFileSync(DOCS_FILE, 'utf8');
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  }
  await app.listen({ port, host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error('reference-server: could not start:', error);
  process.exit(1);
});
