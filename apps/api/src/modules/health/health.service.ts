import type { Database } from '../../db/client.ts';

/** The migration count query also proves the database answers. */
export async function getHealth(database: Database) {
  try {
    const migrations = await database.migrationState();
    const ready = migrations.applied === migrations.expected;
    return {
      status: ready ? ('ok' as const) : ('unavailable' as const),
      database: { kind: database.kind, ready, migrations },
    };
  } catch {
    return {
      status: 'unavailable' as const,
      database: { kind: database.kind, ready: false, migrations: { applied: 0, expected: 0 } },
    };
  }
}
