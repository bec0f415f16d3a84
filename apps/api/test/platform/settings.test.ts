import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /api/settings/{key}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the public settings to anyone, amounts in cents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/subscription_amount' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { key: 'subscription_amount', value: '2000' } });
    for (const key of ['pro_subscription_amount', 'payment_contact_mail', 'oncogitiel_url']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/settings/${key}` })).statusCode, key).toBe(200);
    }
  });

  it('never serves an internal setting, and says 404 for an unknown or malformed key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/receipt_signatory' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/DROP%20TABLE' })).statusCode).toBe(422);
  });
});
