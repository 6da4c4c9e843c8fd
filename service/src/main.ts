/**
 * `npm start`: the reference service on PORT (default 8080), keeping its data in the embedded
 * store under DATA_DIR or in PostgreSQL (DATABASE_URL), with the generated API docs at /docs when
 * generated/docs/index.html exists, and /healthz. SIGTERM or SIGINT shut it down gracefully.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME, DEFAULT_DATA_DIR, DEFAULT_GRACE_MS, DEFAULT_HOST, SQLITE_FILE_NAME } from './defaults.js';
import { hostFromEnvironment, listenError } from './listen-host.js';
import type { ShutdownGate } from './shutdown.js';
import type { AdminAccount, adminKeepsOtherPassword } from './app.js';
import { integerFromEnvironment } from './environment-numbers.js';
import { trustProxySetting } from './trust-proxy.js';
import { corsOriginsSetting } from './cors.js';
import { stopWhenNpmParentExits } from './npm-parent.js';

const DOCS_FILE = fileURLToPath(new URL('../../generated/docs/index.html', import.meta.url));

function adminFromEnvironment(): { username: string; password: string } {
  const username = process.env['ADMIN_USERNAME'] ?? DEFAULT_ADMIN_USERNAME;
  const password = process.env['ADMIN_PASSWORD'] ?? DEFAULT_ADMIN_PASSWORD;
  if (process.env['ADMIN_PASSWORD'] === undefined) {
    // Only a defaulted password is printed: one from the environment never reaches the log.
    console.warn(`service: admin ${JSON.stringify(username)} has the DEFAULT password ${JSON.stringify(password)} (when it is created); set ADMIN_USERNAME and ADMIN_PASSWORD`);
  } else if (process.env['ADMIN_USERNAME'] === undefined) {
    console.warn(`service: admin username is the default ${JSON.stringify(username)}; set ADMIN_USERNAME to change it`);
  }
  return { username, password };
}

/**
 * ADMIN_PASSWORD is used only to create the admin. An operator who started once with the default
 * and then set ADMIN_PASSWORD, as the first start told them to, believed the password changed while
 * the printed default still logged in; nothing said otherwise.
 */
async function warnOfUnappliedAdminPassword(admin: AdminAccount, keepsOther: typeof adminKeepsOtherPassword): Promise<void> {
  const given = process.env['ADMIN_PASSWORD'];
  if (given === undefined || !(await keepsOther(admin, given))) return;
  console.warn(
    `service: ADMIN_PASSWORD was NOT applied: the admin ${JSON.stringify(admin.username)} exists already (made by an earlier start) and keeps its own password, ` +
      `which is not ADMIN_PASSWORD; ADMIN_PASSWORD only sets the password of an admin created at start. To change it, log in as that admin and call ` +
      `resetUserPassword (POST /api/v1/users/{id}/password with its own id), which also ends its sessions`,
  );
}

const USAGE = `Usage: npm start [-- --help]

Starts the reference Media Tracking Service, built on generated/server.ts. It keeps its data in
an embedded SQLite file, ${DEFAULT_DATA_DIR}/${SQLITE_FILE_NAME} under DATA_DIR, or in PostgreSQL when
DATABASE_URL is set, and prints which at start. Extra routes: GET /healthz, and GET /docs
(generated/docs/index.html). SIGTERM or SIGINT: stop taking requests, finish the ones started
(up to SHUTDOWN_GRACE_MS), close the store, exit.

Environment:
  PORT               port to listen on (default 8080, also when empty; 0 picks a free one)
  HOST               address to bind (default ${DEFAULT_HOST}, also when empty; 0.0.0.0 serves other machines)
  DATA_DIR           folder of the embedded store (default ./${DEFAULT_DATA_DIR}, created when missing)
  DATABASE_URL       postgres://user:password@host:port/database: use PostgreSQL instead, which
                     several server processes can share
  ADMIN_USERNAME     the admin account created at start when no user has that name (default ${DEFAULT_ADMIN_USERNAME});
                     the name of an account that is not an admin stops the start
  ADMIN_PASSWORD     its password, 8 to 1024 characters (default ${DEFAULT_ADMIN_PASSWORD}; change it), used
                     when the admin is created: an admin that exists keeps its own password
  SHUTDOWN_GRACE_MS  how long started responses may take to finish at shutdown (default ${DEFAULT_GRACE_MS}, also when empty)
  CORS_ORIGINS       browser apps on other origins allowed to call the API, with the user's cookie
                     session too (comma-separated, as a browser sends them: https://app.example.com,
                     http://localhost:5173; default none)
  TRUST_PROXY        true, or the proxies' addresses or ranges (10.0.0.0/8, loopback; not a hop
                     count): take the client address (login limits) from X-Forwarded-For when
                     behind a load balancer (default: the connection's address)
`;

/** The server takes its settings from the environment; the only argument is --help. */
function handleArguments(args: readonly string[]): 'run' | 'done' {
  if (args.length === 0) return 'run';
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(USAGE);
    return 'done';
  }
  process.stderr.write(`service: unknown argument(s) ${args.map((arg) => JSON.stringify(arg)).join(' ')}; settings come from the environment\n\n${USAGE}`);
  process.exitCode = 2;
  return 'done';
}

/**
 * A signal that arrives this soon after the first is the same stop delivered twice, not an
 * operator insisting. A stop sent to the process group (systemd's default KillMode, `timeout`,
 * Ctrl-C in a terminal) reaches the server directly and again through npm's relay (to its shell),
 * within milliseconds: counted as a second signal, it ended the server at once, cutting every
 * response in flight (exit 1). A stop sent to npm alone is npm-parent.ts's case.
 */
const REPEATED_SIGNAL_MS = 1_000;

/** The first SIGTERM or SIGINT drains and exits by itself; another one, a second or more later, exits at once. */
function exitOnSignals(gate: ShutdownGate, graceMs: number): void {
  let stoppedAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppedAt !== undefined) {
      if (performance.now() - stoppedAt < REPEATED_SIGNAL_MS) return;
      console.error(`service: ${signal} again; exiting without waiting`);
      process.exit(1);
    }
    stoppedAt = performance.now();
    console.log(`service: ${signal}: finishing requests in progress (up to ${graceMs} ms), then closing the store`);
    gate.shutdown(graceMs).then(
      (outcome) => {
        console.log(outcome === 'finished' ? 'service: stopped' : `service: stopped; responses still running after ${graceMs} ms were cut`);
        process.exitCode = outcome === 'finished' ? 0 : 1;
      },
      (error: unknown) => {
        console.error('service: shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // npm relays a stop to its shell, not to this process: the shell's exit is the stop (npm-parent.ts).
  // Never a second signal: after a stop sent to the whole group the shell is gone at once, but
  // this is noticed up to a second later (more while draining keeps the loop busy), past
  // REPEATED_SIGNAL_MS, and it exited at once, cutting the responses in flight.
  stopWhenNpmParentExits(() => {
    if (stoppedAt !== undefined) return;
    console.log('service: the npm start that ran this server has exited');
    onSignal('SIGTERM');
  });
}

async function main(): Promise<void> {
  if (handleArguments(process.argv.slice(2)) === 'done') return;
  const port = integerFromEnvironment(process.env, 'PORT', 8080, 65535);
  const graceMs = integerFromEnvironment(process.env, 'SHUTDOWN_GRACE_MS', DEFAULT_GRACE_MS, 600_000);
  const host = hostFromEnvironment(process.env);
  const trustProxy = trustProxySetting(process.env['TRUST_PROXY']);
  const corsOrigins = corsOriginsSetting(process.env['CORS_ORIGINS']);
  // Loaded only now: --help and a refused argument answer without the service, its stores and Fastify.
  const [{ openStore }, { buildApp, adminKeepsOtherPassword }] = await Promise.all([import('./store/open.js'), import('./app.js')]);
  const { store, location } = await openStore({ databaseUrl: process.env['DATABASE_URL'], dataDir: process.env['DATA_DIR'] });
  console.log(`service: keeping data in ${location}`);
  const { app, gate, admin, servesDocs } = await buildApp({
    store,
    admin: adminFromEnvironment(),
    fastify: { logger: true, trustProxy },
    docsFile: DOCS_FILE,
    corsOrigins,
  }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  await warnOfUnappliedAdminPassword(admin, adminKeepsOtherPassword);
  exitOnSignals(gate, graceMs);
  const address = await app.listen({ port, host }).catch((error: unknown) => {
    throw listenError(error, host);
  });
  // Where a new user looks first: `/` is a JSON 404, and the log said only where it listens (a new-user pass, 2026-11-29).
  if (servesDocs) console.log(`service: the API reference is at ${address}/docs`);
}

main().catch((error: unknown) => {
  console.error('service: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
