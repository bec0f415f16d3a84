import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports the database kind and that every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.kind).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
    expect(body.database.ready).toBe(true);
    expect(body.database.migrations.applied).toBeGreaterThan(0);
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected);
    // ADR 023: the check's own latency, and the pool (PostgreSQL only) with nobody waiting.
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
    if (body.database.kind === 'postgres') expect(body.database.pool).toMatchObject({ max: 10, waiting: 0 });
    else expect(body.database.pool).toBeNull();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only over TLS (test/ops/production-proxy.test.ts): this request came in plain http.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in French', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'not_found', message: 'Ressource introuvable' });
  });
});
