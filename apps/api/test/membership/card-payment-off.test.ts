import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { requestPaymentForm } from './provider-helpers.ts';

// Production with no merchant configured: the sandbox would grant memberships and number tax
// receipts for money never received, so card payment is off (ADR 019).
let t: TestApp;
let member: { id: number };

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://adherents.example.org' });
  member = await createMember(t.database.db);
});
afterAll(() => t?.close());

describe('card payment in production without merchant credentials', () => {
  it('says it is off, for the screens', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/etransactions/mode' });
    expect(response.json()).toEqual({ data: { mode: 'off' } });
  });

  it('refuses the payment form with a 503 and a French message', async () => {
    const response = await requestPaymentForm(t, member, { subscription: true });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message:
        "Le paiement par carte n'est pas disponible pour le moment. Réessayez plus tard ou contactez l'association.",
    });
  });

  it('has no sandbox and accepts no notification (404)', async () => {
    for (const [method, url] of [
      ['POST', '/api/etransactions/sandbox'],
      ['POST', '/api/etransactions/sandbox/decision'],
      ['GET', '/api/etransactions/ipn?Mt=2000&Ref=x&Erreur=00000&Sign=abc'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? 'a=b' : undefined,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('is reported by the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ payment: { card: 'off' } });
  });
});

describe('card payment outside production without credentials', () => {
  it('is the sandbox', async () => {
    const sandbox = await createTestApp();
    try {
      expect((await sandbox.app.inject({ method: 'GET', url: '/api/etransactions/mode' })).json()).toEqual({
        data: { mode: 'sandbox' },
      });
      expect((await sandbox.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
        payment: { card: 'sandbox' },
      });
    } finally {
      await sandbox.close();
    }
  });
});
