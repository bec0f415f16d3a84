import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { invitations, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { freePort } from './helpers/free-port.ts';

/**
 * A production start on an empty database (ADR 062): no demo, so no account with a known
 * password; the first staff account comes from `npm run create-staff`, which prints a
 * single-use link to choose its password. On the database of this run (TEST_DB_KIND): an
 * on-disk PGlite data directory, or a fresh database on the PostgreSQL server.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(apiRoot, 'src/server.ts');
const commandEntry = path.join(apiRoot, 'src/commands/create-staff.ts');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

function run(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('production start on an empty database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `prod_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://adherents.example.org',
  };
  let options: DatabaseOptions = { dataDir: path.join(dataDir, 'pglite') };

  beforeAll(async () => {
    if (!onPostgres) return;
    await adminQuery(baseUrl, `create database ${databaseName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
    options = { url: url.toString() };
  });
  afterAll(async () => {
    if (onPostgres) await adminQuery(baseUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opened only while no server holds the data (PGlite: one process per data directory). */
  async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase(options);
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }

  it('loads no demo and creates no account (no known password), and says how to create the staff account', async () => {
    const port = String(await freePort());
    const server = run(serverEntry, [], { ...env, PORT: port });
    let ready = false;
    for (let attempt = 0; attempt < 240 && !ready; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then(
          async (response) =>
            response.ok && ((await response.json()) as { database: { ready: boolean } }).database.ready,
        )
        .catch(() => false);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(ready).toBe(true);
    expect(server.stdout()).toContain('npm run create-staff');

    const accounts = await withDatabase((database) =>
      database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users),
    );
    expect(accounts).toEqual([]);
  }, 90_000);

  it('npm run create-staff makes a staff account without a password and prints its single-use link, once', async () => {
    const email = 'direction@association.example';
    const first = run(commandEntry, ['--email', email, '--firstname', 'Claire', '--lastname', 'Dumont'], env);
    expect(await first.exited).toBe(0);
    const [, token] =
      /\/complete-registration\/([\w-]+)\?email=direction%40association\.example/.exec(first.stdout()) ?? [];
    expect(first.stdout()).toContain('https://adherents.example.org/complete-registration/');
    expect(token).toBeTruthy();

    const { user, links } = await withDatabase(async (database) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const links = await database.db
        .select()
        .from(invitations)
        .where(eq(invitations.userId, user?.id ?? 0));
      return { user, links };
    });
    expect(user).toMatchObject({
      role: 'admin',
      isInvited: true,
      passwordHash: null,
      firstname: 'Claire',
      lastname: 'Dumont',
    });
    expect(links.map((link) => link.tokenHash)).toEqual([hashToken(token!)]);

    const refused = run(commandEntry, ['--email', 'pas-une-adresse'], env);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(/^--email : une adresse e-mail valide est attendue/);
  }, 90_000);
});
