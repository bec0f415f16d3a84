import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables a refused request may legitimately write, left out of the fingerprint.
 * - rate_limit_hits: a refused login, reset or registration attempt is counted on purpose,
 *   before anything else is checked; that count is what stops guessing (429).
 * Every other table must stay byte for byte the same after a 4xx: the outbox (a refused
 * request sends no mail), the captcha registry (a solution is recorded only once verified),
 * the OAuth tokens (no last-used stamp is written when a token is read).
 */
export const tablesWrittenByRefusals = ['rate_limit_hits'] as const;

export type Fingerprint = Map<string, string>;

type Rows<T> = { rows: T[] };
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A cheap picture of the whole database: for each table of the public schema, its row count
 * and the md5 of its rows as text ordered by primary key, all in one statement. The table
 * list comes from information_schema, so tables added by later migrations are covered.
 */
export async function createFingerprinter(db: Db, exclude: readonly string[] = tablesWrittenByRefusals) {
  const tables = (await db.execute(sql`
    select t.table_name as name,
      (select array_agg(k.column_name::text order by k.ordinal_position)
         from information_schema.table_constraints c
         join information_schema.key_column_usage k
           on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
        where c.table_schema = t.table_schema and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY') as pk
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`)) as unknown as Rows<{ name: string; pk: string[] | string | null }>;
  const parts = tables.rows
    .filter(({ name }) => !exclude.includes(name))
    .map(({ name, pk }) => {
      // node-postgres parses name[] into an array; PGlite may hand back the array literal.
      const keys = Array.isArray(pk)
        ? pk
        : typeof pk === 'string'
          ? pk
              .replace(/^\{|\}$/g, '')
              .split(',')
              .filter(Boolean)
          : [];
      const order = keys.length ? keys.map((key) => `x.${quoteIdent(key)}`).join(', ') : 'x::text';
      return `select ${quoteLiteral(name)} as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, E'\\n' order by ${order})), '') as hash from public.${quoteIdent(name)} x`;
    });
  if (parts.length === 0) throw new Error('aucune table à comparer');
  const statement = sql.raw(parts.join('\nunion all\n'));

  return {
    tables: parts.length,
    async take(): Promise<Fingerprint> {
      const result = (await db.execute(statement)) as unknown as Rows<{ name: string; hash: string }>;
      return new Map(result.rows.map((row) => [row.name, row.hash]));
    },
    /**
     * The next transaction id the server will hand out: it only moves when some transaction
     * wrote (or tried to). Unchanged, the data cannot have changed, and the full fingerprint
     * can be skipped; changed, the fingerprint decides (another database of the same server,
     * a rolled-back write).
     */
    async writeMarker(): Promise<string> {
      const result = (await db.execute(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
      )) as unknown as Rows<{ xmax: string }>;
      return result.rows[0]!.xmax;
    },
  };
}

export type Fingerprinter = Awaited<ReturnType<typeof createFingerprinter>>;

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
