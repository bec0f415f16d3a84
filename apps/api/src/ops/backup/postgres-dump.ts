/**
 * A PostgreSQL database in an archive: pg_dump's custom format, taken while the service runs.
 * The census is read in a transaction whose snapshot pg_dump then uses (--snapshot), so the
 * counts in the manifest are those of the dump, to the row.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { listTables, takeCensus, type Census, type Query } from './database-census.ts';

const queryOf =
  (client: pg.Client): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];

/** The address without its password, which goes in PGPASSWORD: a command line is visible to every user (ps). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        new BackupError(
          `${tool} est introuvable (${error.message}) : installez le client PostgreSQL de la même version majeure que le serveur (paquet postgresql-client).`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} a échoué (code ${code}) : ${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Base PostgreSQL injoignable (${(error as Error).message}) : vérifiez DATABASE_URL.`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function dumpPostgres(url: string, file: string): Promise<Census> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const snapshot = rows[0]?.snapshot ?? '';
      const census = await takeCensus(queryOf(client));
      await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], url);
      return census;
    } finally {
      await client.query('commit');
    }
  });
}

/** Refuses a database that holds any table: a restore never mixes with data. */
export async function checkPostgresEmpty(url: string): Promise<void> {
  const tables = await withClient(url, (client) => listTables(queryOf(client)));
  if (tables.length > 0) {
    throw new BackupError(
      `Restauration refusée : la base de DATABASE_URL n’est pas vide (${tables.length} tables, dont ${tables[0]}). ` +
        'La restauration ne remplace jamais une base : créez une base vide (createdb) et indiquez-la dans DATABASE_URL.',
    );
  }
}

/** Restores into an empty database, in one transaction: a failure leaves it empty. */
export async function restorePostgres(url: string, file: string): Promise<Census> {
  await checkPostgresEmpty(url);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
  return withClient(url, (client) => takeCensus(queryOf(client)));
}
