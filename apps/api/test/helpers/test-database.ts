import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type PostgresTimeouts } from '../../src/db/client.ts';
import { seedReference } from '../../src/seed/demo.ts';

export type TestDatabase = Database & { drop: () => Promise<void> };

/**
 * Each test file gets its own migrated database holding only the reference data that every
 * start writes (settings, the web OAuth client, questionnaires): PGlite in memory by default,
 * or a fresh database on the server named by TEST_DATABASE_URL when TEST_DB_KIND=postgres.
 * The same test files run on both.
 */
export async function createTestDatabase(timeouts?: PostgresTimeouts): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND === 'postgres') return createServerDatabase(timeouts);
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  const database = await openDatabase({ pglite: client });
  return { ...database, drop: () => client.close() };
}

async function createServerDatabase(timeouts?: PostgresTimeouts): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres demande TEST_DATABASE_URL');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), timeouts });
  await database.migrate();
  await seedReference(database.db);
  return {
    ...database,
    drop: async () => {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
