/**
 * What `npm start` uses when the environment does not say (main.ts prints these in its usage).
 * Apart from the modules that use them, so that `--help` and a refused argument answer without
 * loading the service, its stores and Fastify.
 */

/** The embedded store's folder (DATA_DIR) and its file there. */
export const DEFAULT_DATA_DIR = 'data';
export const SQLITE_FILE_NAME = 'service.sqlite';

/** The admin account created at start when no user has that name (ADMIN_USERNAME, ADMIN_PASSWORD). */
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'change-me-now';

/** How long started responses may take to finish at shutdown (SHUTDOWN_GRACE_MS). */
export const DEFAULT_GRACE_MS = 10_000;
