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
import { queuedClient } from './pglite-queue.ts';
import { sqlState } from './unavailable.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code depends on this shape only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** How busy the PostgreSQL pool is: `waiting` requests have no connection yet. */
export type PoolState = { max: number; open: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  /** Read on a connection of its own on PostgreSQL, so the health check answers when the pool is full. */
  migrationState: () => Promise<{ applied: number; expected: number }>;
  /** null on PGlite, which has no pool. */
  poolState: () => PoolState | null;
  close: () => Promise<void>;
};

/** Milliseconds; PostgreSQL only (ADR 023). */
export type PostgresTimeouts = { statementTimeout?: number; acquireTimeout?: number; healthTimeout?: number };

export type DatabaseOptions =
  | { url: string; timeouts?: PostgresTimeouts }
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
  } catch (error) {
    // Before the first migration the table does not exist; any other failure is the database's.
    if (sqlState(error) === '42P01' || sqlState(error) === '3F000') return 0;
    throw error;
  }
}

/** Two API processes starting together must not both apply the same migration. */
async function withMigrationLock(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  // A session of its own, without the pool's statement timeout: an index build may take long.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('plateforme:migrations'))");
    await run(client);
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

/**
 * PGlite's start settings, with 32 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite
 * touches them all when it starts, in the process's own memory, and the files it reads past
 * them stay in the system's cache (ADR 096). Prepared statements keep their generic plan, as on
 * PostgreSQL (ADR 055): PostgreSQL's default would plan some of them again at every call, and
 * planning the page of sessions took three times as long as running it.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'plan_cache_mode=force_generic_plan',
];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // The journal ships with the code: read once per process.
  const expected = expectedMigrations(migrationsFolder);
  const migrationState = async (db: Db) => ({
    applied: await appliedMigrations(db),
    expected: await expected,
  });

  if ('url' in options) {
    const { statementTimeout = 15_000, acquireTimeout = 5_000, healthTimeout = 2_000 } = options.timeouts ?? {};
    const max = 10;
    // One stuck lock must not hold every connection forever: the server cancels a statement
    // after statement_timeout (57014); query_timeout is the client's own backstop should the
    // server not answer at all; connectionTimeoutMillis bounds the wait for a free connection.
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
      connectionTimeoutMillis: acquireTimeout,
      // JIT compiling costs more than the application's short queries on larger data (ADR 065).
      // Generic plans: a prepared statement is planned once per connection, not at each call
      // (ADR 055); the statements the API runs are short and their plans do not hinge on values.
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    });
    // The health check's own connection, with short timeouts: it answers while the pool is full.
    const healthPool = new pg.Pool({
      connectionString: options.url,
      max: 1,
      statement_timeout: healthTimeout,
      query_timeout: healthTimeout + 500,
      connectionTimeoutMillis: healthTimeout,
    });
    // A connection the server drops while idle (restart, failover) must not bring the process
    // down: the pool forgets it and the next query opens a new one.
    for (const each of [pool, healthPool]) {
      each.on('error', (error) => process.emitWarning(`PostgreSQL : connexion inactive perdue (${error.message})`));
    }
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const healthDb = drizzlePg({ client: healthPool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () =>
        withMigrationLock(options.url, (client) =>
          migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder }),
        ),
      migrationState: () => migrationState(healthDb as unknown as Db),
      poolState: () => ({ max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([endPool(pool), endPool(healthPool)]);
      },
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
      client = await PGlite.create(options.dataDir, { startParams: pgliteStartParams });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  // Every statement and transaction waits for the one connection in the requests' order (ADR 096).
  const queued = queuedClient(client);
  const db = drizzlePglite({ client: queued as unknown as PGlite, schema, casing: 'snake_case' });
  const owned = !options.pglite;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrationState: () => migrationState(db as unknown as Db),
    poolState: () => null,
    close: async () => {
      if (owned) await client.close();
      unlock();
      process.off('exit', unlock);
    },
  };
}
