import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getUserId, type PaymentForm } from './membership-helpers.ts';

/**
 * The card-payment tests' app: the demo, these people signed in, and the calls they make
 * (the form, the provider's notification). Hooks are registered by the call; read `t`,
 * `tokens` and `ids` inside tests.
 */
export function paymentTestApp(emails: readonly string[]) {
  const fixture = {
    t: undefined as unknown as TestApp,
    tokens: {} as Record<string, Tokens>,
    ids: {} as Record<string, number>,
  };
  let cleanup = () => {};
  beforeAll(async () => {
    fixture.t = await createTestApp();
    ({ cleanup } = await seedDemoData(fixture.t.database));
    for (const email of emails) {
      fixture.tokens[email] = await login(fixture.t.app, email);
      fixture.ids[email] = await getUserId(fixture.t.database, email);
    }
  });
  afterAll(async () => {
    await fixture.t.close();
    cleanup();
  });

  const pay = (as: string, payload: object) =>
    fixture.t.app.inject({ method: 'POST', url: '/api/etransactions', headers: bearer(fixture.tokens[as]!), payload });
  const get = (as: string, url: string) => fixture.t.app.inject({ method: 'GET', url, headers: bearer(fixture.tokens[as]!) });
  const ipn = (query: string) => fixture.t.app.inject({ method: 'GET', url: `/api/etransactions/ipn?${query}` });
  const findPayment = async (ref: string) => (await fixture.t.database.db.select().from(payments).where(eq(payments.ref, ref)))[0]!;

  /** A fresh pending donation of `euros`, by default by membre@demo.fr (who may donate at any time). */
  async function pendingDonation(euros: number, as = 'membre@demo.fr'): Promise<PaymentForm> {
    const response = await pay(as, {
      user_id: fixture.ids[as],
      redirect_url: '/payment/donation',
      subscription: false,
      donation: euros,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  return { fixture, pay, get, ipn, findPayment, pendingDonation };
}

export const field = (form: PaymentForm, key: string) => form.datas.find((d) => d.key === key)?.value;
