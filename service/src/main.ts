/**
 * `npm start`: the reference server on PORT (default 8080), with the generated API docs at /docs
 * when generated/docs/index.html exists, and /healthz.
 */
import { fileURLToPath } from 'node:url';
import { buildApp, DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './app.js';

const DOCS_FILE = fileURLToPath(new URL('../../generated/docs/index.html', import.meta.url));

function adminFromEnvironment(): { username: string; password: string } {
  const username = process.env['ADMIN_USERNAME'] ?? DEFAULT_ADMIN_USERNAME;
  const password = process.env['ADMIN_PASSWORD'] ?? DEFAULT_ADMIN_PASSWORD;
  if (process.env['ADMIN_PASSWORD'] === undefined) {
    // Only a defaulted password is printed: one from the environment never reaches the log.
    console.warn(`reference-server: admin ${JSON.stringify(username)} has the DEFAULT password ${JSON.stringify(password)}; set ADMIN_USERNAME and ADMIN_PASSWORD`);
  } else if (process.env['ADMIN_USERNAME'] === undefined) {
    console.warn(`reference-server: admin username is the default ${JSON.stringify(username)}; set ADMIN_USERNAME to change it`);
  }
  return { username, password };
}

function portFromEnvironment(): number {
  const port = Number(process.env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(process.env['PORT'])}`);
  }
  return port;
}

const USAGE = `Usage: npm start [-- --help]

Starts the reference server of the Media Tracking Service contract, built on generated/server.ts.
Data lives in memory. Extra routes: GET /healthz, and GET /docs (generated/docs/index.html).

Environment:
  PORT            port to listen on (default 8080; 0 picks a free one)
  HOST            address to bind (default 127.0.0.1; 0.0.0.0 serves other machines)
  ADMIN_USERNAME  the admin account created at start (default ${DEFAULT_ADMIN_USERNAME})
  ADMIN_PASSWORD  its password (default ${DEFAULT_ADMIN_PASSWORD}; change it)
`;

/** The server takes its settings from the environment; the only argument is --help. */
function handleArguments(args: readonly string[]): 'run' | 'done' {
  if (args.length === 0) return 'run';
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(USAGE);
    return 'done';
  }
  process.stderr.write(`reference-server: unknown argument(s) ${args.map((arg) => JSON.stringify(arg)).join(' ')}; settings come from the environment\n\n${USAGE}`);
  process.exitCode = 2;
  return 'done';
}

async function main(): Promise<void> {
  if (handleArguments(process.argv.slice(2)) === 'done') return;
  const port = portFromEnvironment();
  const host = process.env['HOST'] ?? '127.0.0.1';
  const { app } = await buildApp({ admin: adminFromEnvironment(), fastify: { logger: true }, docsFile: DOCS_FILE });
  await app.listen({ port, host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error('reference-server: could not start:', error);
  process.exit(1);
});
