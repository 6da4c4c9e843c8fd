/**
 * Versioned schema migrations, shared by the database stores: each store lists its migrations
 * (numbered from 1, in order, never edited once released) and records the versions it applied in
 * a `schema_migrations` table. At start the store applies the missing ones in one transaction,
 * and refuses a database that a newer version of the service has already migrated further.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** One or more statements, run as a script. */
  readonly sql: string;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** The migrations still to apply, in order; throws when `applied` does not fit `known`. */
export function pendingMigrations(known: readonly Migration[], applied: readonly number[], database: string): Migration[] {
  checkNumbering(known);
  const knownVersions = new Set(known.map((migration) => migration.version));
  const unknown = applied.filter((version) => !knownVersions.has(version));
  if (unknown.length > 0) {
    throw new MigrationError(
      `${database} has schema version(s) ${unknown.join(', ')} that this service does not know (it knows 1 to ${known.length}): ` +
        'it was migrated by a newer version of the service; run that version, or point the service at another database',
    );
  }
  const done = new Set(applied);
  return known.filter((migration) => !done.has(migration.version));
}

function checkNumbering(known: readonly Migration[]): void {
  known.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new MigrationError(`migration ${JSON.stringify(migration.name)} has version ${migration.version}, expected ${index + 1}: versions run 1, 2, 3… in order`);
    }
  });
}
