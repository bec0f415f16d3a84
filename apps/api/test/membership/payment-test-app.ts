import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { PaymentForm } from './membership-helpers.ts';

export type Payer = 'admin' | 'member' | 'nonMember' | 'young' | 'carer';

/**
 * The card-payment tests' app: an admin, a premium member, a member without membership
 * (Paul Girard of Lyon, whose name and address the receipt prints), an AJA young person and
 * their carer, all signed in, and the calls they make (the form, the provider's
 * notification). Hooks are registered by the call; read `t`, `headers`, `ids` and `emails` inside tests.
 */
export function paymentTestApp() {
  const fixture = {
    t: undefined as unknown as TestApp,
    headers: {} as Record<Payer, { authorization: string }>,
    ids: {} as Record<Payer, number>,
    emails: {} as Record<Payer, string>,
  };
  beforeAll(async () => {
    fixture.t = await createTestApp();
    const db = fixture.t.database.db;
    const carer = await createMember(db, {
      premium: true,
      isAja: true,
      ajaRole: 'aja_assistant',
      registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
    });
    const people: Record<Payer, { id: number; email: string }> = {
      admin: await createAdmin(db),
      member: await createMember(db, { premium: true }),
      nonMember: await createMember(db, {
        firstname: 'Paul',
        lastname: 'Girard',
        street: '7 rue Sainte-Catherine',
        zip: '69001',
        city: 'Lyon',
      }),
      young: await createMember(db, {
        premium: true,
        isAja: true,
        ajaRole: 'aja_young',
        assistantId: carer.id,
        registrationProcess: { reason: 'aja', aja_role: 'aja_young' },
      }),
      carer,
    };
    for (const [as, person] of Object.entries(people) as [Payer, { id: number; email: string }][]) {
      fixture.ids[as] = person.id;
      fixture.emails[as] = person.email;
      fixture.headers[as] = await signIn(db, person);
    }
  });
  afterAll(async () => {
    await fixture.t.close();
  });

  const pay = (as: Payer, payload: object) =>
    fixture.t.app.inject({ method: 'POST', url: '/api/etransactions', headers: fixture.headers[as], payload });
  const get = (as: Payer, url: string) => fixture.t.app.inject({ method: 'GET', url, headers: fixture.headers[as] });
  const ipn = (query: string) => fixture.t.app.inject({ method: 'GET', url: `/api/etransactions/ipn?${query}` });
  const findPayment = async (ref: string) =>
    (await fixture.t.database.db.select().from(payments).where(eq(payments.ref, ref)))[0]!;

  /** A fresh pending donation of `euros`, by default by the premium member (who may donate at any time). */
  async function pendingDonation(euros: number, as: Payer = 'member'): Promise<PaymentForm> {
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
