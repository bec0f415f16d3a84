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
import { lockDataDir } from './data-dir-lock.ts';
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

/**
 * pool.end() resolves before its connections have finished closing; waiting for each
 * 'remove' means a caller may drop the database right after without killing live sessions.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
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
    // A connection the server drops while idle (restart, failover) must not bring the process
    // down: the pool forgets it and the next query opens a new one.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL : connexion inactive perdue (${error.message})`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => withMigrationLock(options.url, () => migratePg(db, { migrationsFolder })),
      migrationState: () => migrationState(db as unknown as Db),
      close: () => endPool(pool),
    };
  }

  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      // Before opening: a second process must not even read pages the first is changing.
      unlock = lockDataDir(options.dataDir);
      // A start that fails or a process.exit() still frees the directory; SIGKILL leaves a stale lock.
      process.once('exit', unlock);
    }
    try {
      client = await PGlite.create(options.dataDir);
    } catch (error) {
      unlock();
      throw error;
    }
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
      unlock();
      process.off('exit', unlock);
    },
  };
}
