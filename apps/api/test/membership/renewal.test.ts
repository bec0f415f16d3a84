import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { createMember, createPartner, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, type PaymentForm } from './membership-helpers.ts';

type Person = 'pro' | 'member' | 'discounted' | 'covered';
let t: TestApp;
const sessions = {} as Record<Person, { authorization: string }>;
const ids = {} as Record<Person, number>;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const mutual = await createPartner(db, { name: 'Mutuelle', supportType: 'healthinsurance', price: 1000 });
  const employer = await createPartner(db, { name: 'Employeur', supportType: 'employer', price: 0 });
  const people: Record<Person, { id: number }> = {
    pro: await createPro(db, { status: 'basic', premium: true }),
    member: await createMember(db, { premium: true }),
    // Members whose partner has a reduced price, or pays it all.
    discounted: await createMember(db, {
      premium: true,
      registrationProcess: { reason: 'healthinsurance', partner: { id: mutual.id } },
    }),
    covered: await createMember(db, {
      premium: true,
      registrationProcess: { reason: 'employer', partner: { id: employer.id } },
    }),
  };
  for (const [name, person] of Object.entries(people) as [Person, { id: number }][]) {
    sessions[name] = await signIn(db, person);
    ids[name] = person.id;
  }
});
afterAll(() => t?.close());

const pay = (as: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/etransactions', headers: sessions[as], payload });
const periodsOf = (userId: number) =>
  t.database.db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(memberships.start);

/** Moves the user's running membership to end in `days` days. */
async function endMembershipIn(userId: number, days: number): Promise<Date> {
  const end = new Date(Math.floor((Date.now() + days * day) / 1000) * 1000);
  await t.database.db.update(memberships).set({ end }).where(eq(memberships.userId, userId));
  return end;
}

/** The member pays a membership through /payment/subscription in the sandbox; the latest period. */
async function renewInSandbox(as: Person, userId: number) {
  const response = await pay(as, {
    user_id: userId,
    redirect_url: '/payment/subscription',
    subscription: true,
    donation: 0,
    discounted: false,
  });
  expect(response.statusCode).toBe(200);
  expect((await decideInSandbox(t.app, response.json(), 'pay')).statusCode).toBe(303);
  return (await periodsOf(userId)).at(-1)!;
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
    await endMembershipIn(ids['pro']!, 30);
    const response = await pay('pro', resubscription(ids['pro']!));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });

  it('P1-PAY-13 P1-PAY-45 P1-PAY-46 a pro renews within 15 days at the pro amount; the new period starts at the previous end', async () => {
    const proId = ids['pro']!;
    const previousEnd = await endMembershipIn(proId, 10);
    const response = await pay('pro', resubscription(proId));
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

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/user', headers: sessions.pro })).json();
    expect(data.types).toContain('premium');
    expect(data.premium_dates.end).toBe(expectedEnd.toISOString());
  });

  it('once renewed, a new renewal waits for the next window', async () => {
    const response = await pay('pro', resubscription(ids['pro']!));
    expect(response.statusCode).toBe(422);
  });

  it('P1-PAY-44 a member renews through /payment/subscription from 15 days before the end', async () => {
    const memberId = ids['member']!;
    const previousEnd = await endMembershipIn(memberId, 3);
    const renewal = await renewInSandbox('member', memberId);
    expect(renewal.start.toISOString()).toBe(previousEnd.toISOString());
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, renewal.paymentId!));
    expect(paid).toMatchObject({ status: 'paid', subscriptionCents: 2000 });
  });

  it('after the end, a renewal starts now', async () => {
    const memberId = ids['member']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    await t.database.db.insert(memberships).values({
      userId: memberId,
      start: new Date(Date.now() - 400 * day),
      end: new Date(Date.now() - 35 * day),
      source: 'admin',
    });
    const renewal = await renewInSandbox('member', memberId);
    expect(Math.abs(renewal.start.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('subscription amounts (P1 §6, §9)', () => {
  it('P1-PAY-12 P1-PAY-48 a member whose partner has a reduced price pays it when asking for the discount', async () => {
    const memberId = ids['discounted']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    const ask = (discounted: boolean) =>
      pay('discounted', {
        user_id: memberId,
        redirect_url: '/payment/subscription',
        subscription: true,
        donation: 0,
        discounted,
      });
    const full: PaymentForm = (await ask(false)).json();
    expect(full.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('2000');
    const reduced: PaymentForm = (await ask(true)).json();
    expect(reduced.datas.find((d) => d.key === 'PBX_TOTAL')?.value).toBe('1000');
    const ref = reduced.datas.find((d) => d.key === 'PBX_CMD')!.value;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.ref, ref));
    expect(payment).toMatchObject({ subscriptionCents: 1000, discounted: true, status: 'pending' });
  });

  it('P1-PAY-37 a member whose partner pays it all is sent to the free adhesion, not the card', async () => {
    const memberId = ids['covered']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, memberId));
    const ask = (overrides: object) =>
      pay('covered', {
        user_id: memberId,
        redirect_url: '/payment/subscription',
        subscription: true,
        donation: 0,
        discounted: true,
        ...overrides,
      });
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
