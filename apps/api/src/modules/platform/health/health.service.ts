import type { Database } from '../../../db/client.ts';

/**
 * The migration count query also proves the database answers; on PostgreSQL it runs on a
 * connection of its own (ADR 023), so a full pool shows here as `degraded` (requests are
 * waiting for a connection) instead of a health check that hangs with them.
 */
export async function getHealth(database: Database) {
  const pool = database.poolState();
  const started = performance.now();
  try {
    const migrations = await database.migrationState();
    const ready = migrations.applied === migrations.expected;
    const saturated = pool !== null && pool.waiting > 0;
    return {
      status: !ready ? ('unavailable' as const) : saturated ? ('degraded' as const) : ('ok' as const),
      database: { kind: database.kind, ready, migrations, latency_ms: Math.round(performance.now() - started), pool },
    };
  } catch {
    return {
      status: 'unavailable' as const,
      database: {
        kind: database.kind,
        ready: false,
        migrations: { applied: 0, expected: 0 },
        latency_ms: Math.round(performance.now() - started),
        pool,
      },
    };
  }
}
