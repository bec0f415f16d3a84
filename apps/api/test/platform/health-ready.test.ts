import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ready-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers, holds every migration and the files can be written', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ready: true,
      reasons: [],
      checks: { database: true, migrations: true, storage: true },
    });
  });

  it('is described in the OpenAPI document, both answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = document.paths['/api/health/ready'].get.responses;
    expect(Object.keys(responses)).toEqual(['200', '503']);
  });

  it('answers 503 with the reason while a migration is missing, 200 again once it is back', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as { rows: Record<string, unknown>[] }
    ).rows;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.checks).toEqual({ database: true, migrations: false, storage: true });
      expect(body.reasons).toEqual([
        expect.stringMatching(/^Migrations à appliquer : \d+ sur \d+ \(npm run migrate\)\.$/),
      ]);
      // Liveness stays today's: the process answers, and says the database is behind.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().database.ready).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the files root cannot be written', async () => {
    const blocked = mkdtempSync(path.join(os.tmpdir(), 'ready-blocked-'));
    // A plain file where the files folder should be: nothing can be stored under it.
    writeFileSync(path.join(blocked, 'files'), 'pas un dossier');
    const other = await createTestApp({ DATA_DIR: blocked });
    try {
      const response = await ready(other.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        reasons: ['Le stockage des fichiers est injoignable ou refuse l’écriture.'],
        checks: { database: true, migrations: true, storage: false },
      });
    } finally {
      await other.close();
      rmSync(blocked, { recursive: true, force: true });
    }
  });

  it('answers 503 when the S3 bucket cannot be reached', async () => {
    // A loopback port nobody listens on: the bucket's server is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const other = await createTestApp({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'plateforme-fichiers',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const response = await ready(other.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        reasons: ['Le stockage des fichiers est injoignable ou refuse l’écriture.'],
        checks: { database: true, migrations: true, storage: false },
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'none', JOBS_POLL_SECONDS: '0', DATA_DIR: dataDir });
    const app = await buildApp({ config, database });
    await database.drop();
    try {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        ready: false,
        reasons: ['La base de données ne répond pas.'],
        checks: { database: false, migrations: false, storage: true },
      });
    } finally {
      await app.close();
    }
  });
});
