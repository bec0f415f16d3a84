import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { jobs, mailOutbox } from '../../src/db/schema/index.ts';
import { createMember, createPayment } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freePort } from '../helpers/free-port.ts';

const token = 'un-jeton-de-metriques-assez-long';
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** The value of one sample of the Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has no /api/metrics, even with a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('plateforme_');
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t?.close());

  it('refuses a request without the token, or with another one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(missing.json()).toEqual({ code: 'unauthenticated', message: 'Jeton des métriques absent ou invalide.' });
    for (const authorization of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, `Basic ${token}`]) {
      const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
      expect(wrong.body).not.toContain('plateforme_');
    }
  });

  it('serves the Prometheus text with the process metrics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.body).toContain('# TYPE plateforme_http_requests_total counter');
    expect(response.body).toContain('process_resident_memory_bytes');
    expect(sample(response.body, 'plateforme_database_up')).toBe(1);
  });

  it('counts requests under their route pattern, never the raw URL', async () => {
    const labels = { method: 'GET', route: '/api/legal/:slug', status_class: '4xx' };
    const before = sample(await scrape(), 'plateforme_http_requests_total', labels);
    for (const slug of ['inconnu-1', 'inconnu-2', 'inconnu-3']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
      expect(response.statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const text = await scrape();
    expect(sample(text, 'plateforme_http_requests_total', labels)).toBe(before + 3);
    expect(sample(text, 'plateforme_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(
      sample(text, 'plateforme_http_requests_total', { route: '/api/health', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('inconnu-1');
  });

  it('reports the jobs, payments and e-mails of the database as they are at scrape time', async () => {
    const before = await scrape();
    const now = Date.now();
    await t.database.db.insert(jobs).values([
      { kind: 'metrics-test', key: 'due', runAt: new Date(now - 60_000) },
      { kind: 'metrics-test', key: 'later', runAt: new Date(now + 3_600_000) },
      { kind: 'metrics-test', key: 'retry', runAt: new Date(now + 60_000), attempts: 1, result: 'SMTP en panne' },
      { kind: 'metrics-test', key: 'failed', runAt: new Date(now), state: 'failed', result: 'abandonnée' },
      { kind: 'metrics-test', key: 'done', runAt: new Date(now), state: 'done' },
    ]);
    const payer = await createMember(t.database.db);
    await createPayment(t.database.db, payer, { status: 'paid' });
    await createPayment(t.database.db, payer, { status: 'paid' });
    await createPayment(t.database.db, payer, { status: 'failed' });
    await t.database.db.insert(mailOutbox).values([
      { to: 'a@example.org', subject: 'Abandonné', text: 'x', attempts: 5, error: 'refusé' },
      { to: 'b@example.org', subject: 'À retenter', text: 'x', attempts: 1, error: 'délai', nextAttemptAt: new Date() },
      { to: 'c@example.org', subject: 'Envoyé', text: 'x', sentAt: new Date() },
    ]);
    const after = await scrape();
    const delta = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    expect(delta('plateforme_jobs', { state: 'pending' })).toBe(3);
    expect(delta('plateforme_jobs', { state: 'failed' })).toBe(1);
    expect(delta('plateforme_jobs', { state: 'done' })).toBe(1);
    expect(delta('plateforme_jobs_due')).toBe(1);
    expect(delta('plateforme_jobs_retrying')).toBe(1);
    expect(delta('plateforme_payments', { status: 'paid' })).toBe(2);
    expect(delta('plateforme_payments', { status: 'failed' })).toBe(1);
    expect(delta('plateforme_payments', { status: 'pending' })).toBe(0);
    // A state with no row is still reported, at 0.
    expect(after).toContain('plateforme_payments{status="superseded"}');
    expect(delta('plateforme_mails_unsent', { state: 'failed' })).toBe(1);
    expect(delta('plateforme_mails_unsent', { state: 'waiting' })).toBe(1);
  });

  it('reads the database once a scrape, whatever the number of gauges', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      await scrape();
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('still answers when the database does not, with plateforme_database_up at 0', async () => {
    const execute = vi.spyOn(t.database.db, 'execute').mockRejectedValue(new Error('connexion perdue'));
    try {
      const text = await scrape();
      expect(sample(text, 'plateforme_database_up')).toBe(0);
      expect(text).not.toContain('plateforme_jobs{');
      expect(text).toContain('plateforme_http_requests_total{');
    } finally {
      execute.mockRestore();
    }
    expect(sample(await scrape(), 'plateforme_database_up')).toBe(1);
  });

  it('reports the PostgreSQL pool, and no pool on PGlite', async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, 'plateforme_db_pool_max')).toBe(10);
      expect(sample(text, 'plateforme_db_pool_waiting')).toBe(0);
      expect(text).toContain('# TYPE plateforme_db_pool_open gauge');
    } else expect(text).not.toContain('plateforme_db_pool_');
  });

  it('stays out of the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(response.json().paths)).not.toContain('/api/metrics');
  });

  it('gives each app its own registry: a second app starts and counts apart', async () => {
    const other = await createTestApp({ METRICS_TOKEN: token });
    try {
      await other.app.inject({ method: 'GET', url: '/api/health' });
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      const labels = { method: 'GET', route: '/api/health', status_class: '2xx' };
      expect(sample(response.body, 'plateforme_http_requests_total', labels)).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port) });
  });
  afterAll(() => t?.close());

  it('serves /metrics on its own port without a token, and nothing on the main port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'plateforme_http_requests_total', { route: '/api/health' })).toBe(1);
    expect(sample(text, 'plateforme_database_up')).toBe(1);

    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    const main = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(main.statusCode).toBe(404);
  });

  it('stops serving when the app closes', async () => {
    const other = await freePort();
    const app = await createTestApp({ METRICS_PORT: String(other) });
    expect((await fetch(`http://127.0.0.1:${other}/metrics`)).status).toBe(200);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${other}/metrics`)).rejects.toThrow();
  });

  it('fails the start when the port is taken', async () => {
    const config = { ...t.config, METRICS_PORT: port };
    await expect(buildApp({ config, database: t.database })).rejects.toThrow(/EADDRINUSE/);
  });
});
