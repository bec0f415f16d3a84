import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, getUserId, type PaymentForm } from './membership-helpers.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of ['pro@demo.fr', 'membre@demo.fr', 'stephane.fontaine@exemple.fr', 'sylvie.lambert@exemple.fr']) {
    tokens[email] = await login(t.app, email);
    ids[email] = await getUserId(t.database, email);
  }
});
afterAll(async () => {
  await t.close();
  cleanup();
});

const pay = (as: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/etransactions', headers: bearer(tokens[as]!), payload });
const periodsOf = (userId: number) =>
  t.database.db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(memberships.start);

/** Moves the user's running membership to end in `days` days. */
async function endMembershipIn(userId: number, days: number): Promise<Date> {
  const end = new Date(Math.floor((Date.now() + days * day) / 1000) * 1000);
  await t.database.db.update(memberships).set({ end }).where(eq(memberships.userId, userId));
  return end;
}

describe('renewal (P1 §4 Payment, DESIGN Decisions)', () => {
  const resubscription = (userId: number) => ({
    user_id: userId,
    redirect_url: '/payment/resubscription',
    subscription: true,
    donation: 0,
    discounted: false,
  });

  it('P1-PAY-45 a pro whose membership ends in more than 15 days cannot renew yet', async () => {
    await endMembershipIn(ids['pro@demo.fr']!, 30);
    const response = await pay('pro@demo.fr', resubscription(ids['pro@demo.fr']!));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });

  it('P1-PAY-13 P1-PAY-45 P1-PAY-46 a pro renews within 15 days at the pro amount; the new period starts at the previous end', async () => {
    const proId = ids['pro@demo.fr']!;
    const previousEnd = await endMembershipIn(proId, 10);
    const response = await pay('pro@demo.fr', resubscription(proId));
    expect(response.statusCode).toBe(200);
    const form: PaymentForm = response.json();
    expect(form.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('5000');

    const back = await decideInSandbox(t.app, form, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(/^http:\/\/localhost:3000\/payment\/resubscription\?code=00000&/);

    const periods = await periodsOf(proId);
    const renewal = periods.at(-1)!;
    expect(renewal.source).toBe('card_payment');
    expect(renewal.start.toISOString()).toBe(previousEnd.toISOString());
    const expectedEnd = new Date(previousEnd);
    expectedEnd.setUTCFullYear(previousEnd.getUTCFullYear() + 1);
    expect(renewal.end.toISOString()).toBe(expectedEnd.toISOString());

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens['pro@demo.fr']!) })).json();
    expect(data.types).toContain('premium');
    expect(data.premium_dates.end).toBe(expectedEnd.toISOString());
  });

  it('once renewed, a new renewal waits for the next window', async () => {
    const response = await pay('pro@demo.fr', resubscription(ids['pro@demo.fr']!));
    expect(response.statusCode).toBe(422);
  });

  it('P1-PAY-44 a member renews through /payment/subscription from 15 days before the end', async () => {
    const memberId = ids['membre@demo.fr']!;
    const previousEnd = await endMembershipIn(memberId, 3);
    const response = await pay('membre@demo.fr', {
      user_id: memberId,
      redirect_url: '/payment/subscription',
      subscription: true,
      donation: 0,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    expect((await decideInSandbox(t.app, response.json(), 'pay')).statusCode).toBe(303);
    const renewal = (await periodsOf(memberId)).at(-1)!;
    expect(renewal.start.toISOString()).toBe(previousEnd.toISOString());
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, renewal.paymentId!));
    expect(paid).toMatchObject({ status: 'paid', subscriptionCents: 2000 });
  });

  it('after the end, a renewal starts now', async () => {
    const memberId = ids['membre@demo.fr']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    await t.database.db.insert(memberships).values({
      userId: memberId,
      start: new Date(Date.now() - 400 * day),
      end: new Date(Date.now() - 35 * day),
      source: 'admin',
    });
    const response = await pay('membre@demo.fr', {
      user_id: memberId,
      redirect_url: '/payment/subscription',
      subscription: true,
      donation: 0,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    expect((await decideInSandbox(t.app, response.json(), 'pay')).statusCode).toBe(303);
    const renewal = (await periodsOf(memberId)).at(-1)!;
    expect(Math.abs(renewal.start.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('subscription amounts (P1 §6, §9)', () => {
  it('P1-PAY-12 P1-PAY-48 a member whose partner has a reduced price pays it when asking for the discount', async () => {
    const memberId = ids['stephane.fontaine@exemple.fr']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    const ask = (discounted: boolean) =>
      pay('stephane.fontaine@exemple.fr', { user_id: memberId, redirect_url: '/payment/subscription', subscription: true, donation: 0, discounted });
    const full: PaymentForm = (await ask(false)).json();
    expect(full.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('2000');
    const reduced: PaymentForm = (await ask(true)).json();
    expect(reduced.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('1000');
    const ref = reduced.datas.find((d) => d.key === 'PBX_CMD')!.value;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.ref, ref));
    expect(payment).toMatchObject({ subscriptionCents: 1000, discounted: true, status: 'pending' });
  });

  it('P1-PAY-37 a member whose partner pays it all is sent to the free adhesion, not the card', async () => {
    const memberId = ids['sylvie.lambert@exemple.fr']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    const ask = (overrides: object) =>
      pay('sylvie.lambert@exemple.fr', { user_id: memberId, redirect_url: '/payment/subscription', subscription: true, donation: 0, discounted: true, ...overrides });
    const refused = await ask({ donation: 30 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.subscription).toEqual([
      "Votre partenaire prend en charge votre adhésion : elle s'enregistre avec votre code adhérent, sans paiement.",
    ]);
    // A donation alone still goes through the card.
    const donation: PaymentForm = (await ask({ subscription: false, discounted: false, donation: 30 })).json();
    expect(donation.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('3000');
  });
});
