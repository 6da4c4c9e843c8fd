/**
 * vitest global setup: one throwaway PostgreSQL cluster for the whole run, named to every test
 * file through TEST_DATABASE_URL (set here, before vitest starts its worker processes, which
 * inherit it). Each file still makes databases of its own on it (service/dev/postgres.ts,
 * createDatabase) and drops them; starting a cluster per file cost an initdb and a server start
 * in each of six files. When TEST_DATABASE_URL is already set, that server is used; when
 * PostgreSQL is not installed, nothing starts and the PostgreSQL cases skip loudly as before.
 */
import { postgresAvailability, startPostgres } from '../../service/dev/postgres.js';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env['TEST_DATABASE_URL']) return undefined;
  const availability = postgresAvailability();
  if (!availability.available) return undefined;
  const server = await startPostgres(availability, { ownCluster: true });
  process.env['TEST_DATABASE_URL'] = server.adminUrl;
  return async () => {
    delete process.env['TEST_DATABASE_URL'];
    await server.stop();
  };
}
