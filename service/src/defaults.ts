/**
 * What `npm start` uses when the environment does not say (main.ts prints these in its usage).
 * Apart from the modules that use them, so that `--help` and a refused argument answer without
 * loading the service, its stores and Fastify.
 */

/**
 * The address to listen on (HOST): this machine only. An empty HOST means the same, as an empty
 * DATA_DIR or DATABASE_URL means unset: Node reads an empty host as every interface, so
 * `HOST=${HOST}` with the variable unset served the network.
 */
export const DEFAULT_HOST = '127.0.0.1';

/** The embedded store's folder (DATA_DIR) and its file there. */
export const DEFAULT_DATA_DIR = 'data';
export const SQLITE_FILE_NAME = 'service.sqlite';

/** The admin account created at start when no user has that name (ADMIN_USERNAME, ADMIN_PASSWORD). */
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'change-me-now';

/** How long started responses may take to finish at shutdown (SHUTDOWN_GRACE_MS). */
export const DEFAULT_GRACE_MS = 10_000;
