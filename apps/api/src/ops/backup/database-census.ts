/**
 * What a database holds, read the same way on PGlite and on PostgreSQL: the migration level,
 * the row count of every table and the files the attachments name. Written into the manifest
 * at backup, compared with the restored database at restore.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../../paths.ts';

/** Runs one statement and answers its rows (a PGlite or a node-postgres client). */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export type Census = {
  serverVersion: string;
  /** Migrations applied in the database, and the tag of the last one. */
  migrations: { applied: number; latest: string | null };
  /** Rows per table, keyed `schema.table`. */
  tables: Record<string, number>;
  /** Relative paths the attachments table names. */
  attachmentPaths: string[];
};

/** The migration tags shipped with this code, in order. */
export async function readMigrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every ordinary table outside the system schemas, as `schema.table`. */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`,
  );
  return rows.map((row) => `${row.table_schema}.${row.table_name}`);
}

/** `schema.table` as a quoted SQL name. */
export const sqlName = (table: string) => {
  const [schema = '', name = ''] = table.split(/\.(.*)/s);
  return `${quoted(schema)}.${quoted(name)}`;
};

export async function takeCensus(query: Query): Promise<Census> {
  const [{ version = '' } = {}] = await query<{ version: string }>('select version() as version');
  const tables: Record<string, number> = {};
  const names = await listTables(query);
  for (const table of names) {
    const [row] = await query<{ count: number }>(`select count(*)::int as count from ${sqlName(table)}`);
    tables[table] = Number(row?.count ?? 0);
  }
  const applied = tables['drizzle.__drizzle_migrations'] ?? 0;
  const tags = await readMigrationTags();
  const attachmentPaths = names.includes('public.attachments')
    ? (await query<{ path: string }>('select path from public.attachments order by path')).map((row) => row.path)
    : [];
  return {
    serverVersion: version.split(' on ')[0] ?? version,
    migrations: { applied, latest: applied > 0 ? (tags[applied - 1] ?? null) : null },
    tables,
    attachmentPaths,
  };
}

/** The tables whose count differs between the manifest and the restored database. */
export function differingTables(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names].filter((name) => expected[name] !== found[name]).sort();
}
