import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client.ts';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { createS3Storage } from '../../src/lib/storage/s3-storage.ts';
import { DEMO_PASSWORD, seedDemo, seedReference } from '../../src/seed/demo.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * npm run backup, then npm run restore elsewhere (ADR 091), on the database of this run
 * (TEST_DB_KIND): on-disk PGlite data directories, or two scratch databases on the server.
 * The demo gives users, payments with their tax receipts, subscriptions and stored files.
 */
const apiRoot = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const baseUrl = process.env.TEST_DATABASE_URL ?? '';

type Fingerprint = Record<string, { count: number; checksum: string }>;

function run(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, entry), ...args], {
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

async function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const started = run(`src/commands/${name}.ts`, args, env);
  return { code: await started.exited, stdout: started.stdout(), stderr: started.stderr() };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function withDatabase<T>(options: DatabaseOptions, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const rowsOf = async <Row>(database: Database, statement: string) =>
  ((await database.db.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows;

/** Each table's row count and the md5 of its rows in primary key order. */
async function fingerprint(database: Database): Promise<Fingerprint> {
  const tables = await rowsOf<{ name: string }>(
    database,
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const result: Fingerprint = {};
  for (const { name } of tables) {
    const keys = await rowsOf<{ column: string }>(
      database,
      `select format('t.%I', a.attname) as column from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = '${name}'::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
    );
    const order = keys.map((key) => key.column).join(', ') || 't::text';
    const [row] = await rowsOf<{ count: number; checksum: string }>(
      database,
      `select count(*)::int as count, coalesce(md5(string_agg(t::text, E'\\n' order by ${order})), '') as checksum
         from ${name} t`,
    );
    result[name] = { count: Number(row?.count), checksum: row?.checksum ?? '' };
  }
  return result;
}

/** s3rver, in a process of its own, with the two buckets named; its credentials are S3RVER. */
async function startS3Server(directory: string, buckets: string[]) {
  const script = `
    const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1],
      configureBuckets: process.argv.slice(2).map((name) => ({ name })) })
      .run().then(({ port }) => console.log(port));`;
  const child = spawn(process.execPath, ['-e', script, directory, ...buckets], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const endpoint = `http://127.0.0.1:${line.toString().trim()}`;
  const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  return {
    envOf: (bucket: string) => ({ STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...credentials }),
    storageOf: (bucket: string) =>
      createS3Storage({
        bucket,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        cacheDir: path.join(directory, '.cache'),
      }),
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** Relative path → bytes of every file under root. */
function readTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), readFileSync(full));
  }
  return files;
}

describe(`npm run backup and npm run restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'backup-restore-'));
  const sourceDir = path.join(scratch, 'source');
  const targetDir = path.join(scratch, 'target');
  const outDir = path.join(scratch, 'archives');
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = {
    source: `backup_src_${suffix}`,
    target: `backup_dst_${suffix}`,
    bucketTarget: `backup_s3_${suffix}`,
  };
  const urlOf = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  const sourceEnv: Record<string, string> = { DATA_DIR: sourceDir };
  const targetEnv: Record<string, string> = { DATA_DIR: targetDir };
  let sourceOptions: DatabaseOptions = { dataDir: path.join(sourceDir, 'pglite') };
  let targetOptions: DatabaseOptions = { dataDir: path.join(targetDir, 'pglite') };
  let before: Fingerprint;
  let archive = '';

  beforeAll(async () => {
    if (onPostgres) {
      await adminQuery(`create database ${names.source}`);
      await adminQuery(`create database ${names.target}`);
      await adminQuery(`create database ${names.bucketTarget}`);
      sourceEnv.DATABASE_URL = urlOf(names.source);
      targetEnv.DATABASE_URL = urlOf(names.target);
      sourceOptions = { url: sourceEnv.DATABASE_URL };
      targetOptions = { url: targetEnv.DATABASE_URL };
    }
    before = await withDatabase(sourceOptions, async (database) => {
      await database.migrate();
      await seedReference(database.db);
      await seedDemo(database.db, { filesDir: path.join(sourceDir, 'files') });
      return fingerprint(database);
    });
  }, 120_000);

  afterAll(async () => {
    if (onPostgres) {
      await adminQuery(`drop database if exists ${names.source} with (force)`);
      await adminQuery(`drop database if exists ${names.target} with (force)`);
      await adminQuery(`drop database if exists ${names.bucketTarget} with (force)`);
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it.runIf(!onPostgres)(
    'refuses, saying what to do, while a server holds the embedded database',
    async () => {
      const unlock = lockDataDir(path.join(sourceDir, 'pglite'));
      try {
        const refused = await command('backup', ['--out', outDir], sourceEnv);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/^Sauvegarde impossible : un serveur utilise la base embarquée .*Arrêtez-le/);
        expect(refused.stderr).toContain('passez à PostgreSQL');
      } finally {
        unlock();
      }
      expect(existsSync(outDir) ? readdirSync(outDir) : []).toEqual([]);
    },
    60_000,
  );

  it('writes one dated archive of the database and the files, with a manifest', async () => {
    // What issue #39 asks a backup to hold: the demo has all of it.
    for (const table of ['public.users', 'public.payments', 'public.tax_receipts', 'public.meeting_subscriptions'])
      expect(before[table]?.count).toBeGreaterThan(0);
    const sourceFiles = readTree(path.join(sourceDir, 'files'));
    expect(sourceFiles.size).toBeGreaterThan(10);

    const backup = await command('backup', ['--out', outDir], sourceEnv);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const written = readdirSync(outDir);
    expect(written).toEqual([expect.stringMatching(/^plateforme-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/)]);
    archive = path.join(outDir, written[0]!);
    expect(backup.stdout).toContain(`Sauvegarde écrite : ${archive}`);
    // Health data: nobody but the archive's owner may read it.
    expect(statSync(archive).mode & 0o077).toBe(0);
    expect(backup.stdout).toContain(`Fichiers : ${sourceFiles.size} `);
  }, 90_000);

  it('restores nothing from an altered archive', async () => {
    const unpacked = path.join(scratch, 'altered');
    mkdirSync(unpacked, { recursive: true });
    expect(spawnSync('tar', ['-xzf', archive, '-C', unpacked]).status).toBe(0);
    const [top] = readdirSync(unpacked);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, top!, 'manifest.json'), 'utf8')) as {
      files: { list: { path: string }[] };
    };
    const victim = path.join(unpacked, top!, 'files', manifest.files.list[0]!.path);
    const bytes = readFileSync(victim);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(victim, bytes);
    const altered = path.join(scratch, 'altered.tar.gz');
    expect(spawnSync('tar', ['-czf', altered, '-C', unpacked, top!]).status).toBe(0);

    const refused = await command('restore', [altered], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Archive altérée, rien n’a été restauré : ${manifest.files.list[0]!.path} est altéré`,
    );
    expect(readTree(targetDir).size).toBe(0);
    if (onPostgres) expect(await withDatabase(targetOptions, fingerprint)).toEqual({});
  }, 60_000);

  it('restores elsewhere the same rows and the same file bytes', async () => {
    const restore = await command('restore', [archive], targetEnv);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('(comptes identiques au manifeste)');

    expect(await withDatabase(targetOptions, fingerprint)).toEqual(before);
    const sourceFiles = readTree(path.join(sourceDir, 'files'));
    const restoredFiles = readTree(path.join(targetDir, 'files'));
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, bytes] of sourceFiles) expect(restoredFiles.get(name)?.equals(bytes), name).toBe(true);

    const again = await command('restore', [archive], targetEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restauration refusée : .* contient déjà des fichiers/);
  }, 90_000);

  it('the restored server starts and signs a demo member in', async () => {
    const port = String(await freePort());
    const server = run('src/server.ts', [], {
      ...targetEnv,
      NODE_ENV: 'production',
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_POLL_SECONDS: '0',
    });
    try {
      let signedIn: Response | undefined;
      for (let attempt = 0; attempt < 240 && !signedIn; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        signedIn = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            grant_type: 'password',
            username: 'membre@demo.fr',
            password: DEMO_PASSWORD,
            client_id: 'web',
          }),
        }).catch(() => undefined);
      }
      expect(signedIn?.status, server.stderr()).toBe(200);
      const { access_token: token } = (await signedIn!.json()) as { access_token: string };
      const me = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(JSON.stringify(await me.json())).toContain('membre@demo.fr');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);

  // The files' part only: the database goes the same way as above, quickest on the server.
  it.runIf(onPostgres)(
    'with STORAGE=s3, copies the bucket into the archive and fills an empty bucket at restore',
    async () => {
      const s3 = await startS3Server(path.join(scratch, 's3'), ['fichiers', 'restaures']);
      try {
        const sourceFiles = readTree(path.join(sourceDir, 'files'));
        const source = s3.storageOf('fichiers');
        for (const [name, bytes] of sourceFiles) await source.put(name.split(path.sep).join('/'), bytes);

        const bucketOut = path.join(scratch, 'archives-s3');
        const backup = await command('backup', ['--out', bucketOut], { ...sourceEnv, ...s3.envOf('fichiers') });
        expect(backup.stderr).toBe('');
        expect(backup.stdout).toContain(`Fichiers : ${sourceFiles.size} `);
        const [written] = readdirSync(bucketOut);

        const restoredDir = path.join(scratch, 'restored-s3');
        const env = { DATA_DIR: restoredDir, DATABASE_URL: urlOf(names.bucketTarget), ...s3.envOf('restaures') };
        const restore = await command('restore', [path.join(bucketOut, written!)], env);
        expect(restore.stderr).toBe('');
        expect(restore.stdout).toContain('déposés dans le bucket restaures');
        const restored = s3.storageOf('restaures');
        for (const [name, bytes] of sourceFiles) {
          const object = await restored.get(name.split(path.sep).join('/'));
          const chunks: Buffer[] = [];
          for await (const chunk of object!.body) chunks.push(chunk as Buffer);
          expect(Buffer.concat(chunks).equals(bytes), name).toBe(true);
        }
        expect(existsSync(path.join(restoredDir, 'files'))).toBe(false);

        await adminQuery(`drop database ${names.bucketTarget} with (force)`);
        await adminQuery(`create database ${names.bucketTarget}`);
        const again = await command('restore', [path.join(bucketOut, written!)], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/^Restauration refusée : le bucket restaures contient déjà des fichiers/);
      } finally {
        await s3.stop();
      }
    },
    90_000,
  );
});
