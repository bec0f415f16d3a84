import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code depends on this shape only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  migrationState: () => Promise<{ applied: number; expected: number }>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { url: string }
  /** dataDir undefined keeps the whole database in memory (tests). */
  | { dataDir?: string; pglite?: PGlite };

async function expectedMigrations(folder: string): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(db: Db): Promise<number> {
  try {
    const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as {
      rows: { count: number }[];
    };
    return Number(result.rows[0]?.count ?? 0);
  } catch {
    return 0;
  }
}

/** Two API processes starting together must not both apply the same migration. */
async function withMigrationLock(url: string, run: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('plateforme:migrations'))");
    await run();
  } finally {
    await client.end();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // The journal ships with the code: read once per process.
  const expected = expectedMigrations(migrationsFolder);
  const migrationState = async (db: Db) => ({
    applied: await appliedMigrations(db),
    expected: await expected,
  });

  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed (restart, failover, database dropped) is already
    // out of the pool, which opens a new one on next use; unhandled, the event would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => withMigrationLock(options.url, () => migratePg(db, { migrationsFolder })),
      migrationState: () => migrationState(db as unknown as Db),
      close: () => pool.end(),
    };
  }

  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const owned = !options.pglite;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrationState: () => migrationState(db as unknown as Db),
    close: async () => {
      if (owned) await client.close();
    },
  };
}
