import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, openSandbox, type PaymentForm } from './membership-helpers.ts';
import { formField, openPaymentForm, testMerchant } from './provider-helpers.ts';

// Two membership forms opened one after the other (two tabs, the back button) must never
// become two years paid for one (ADR 019).
const merchant = testMerchant();
const openMembershipForm = (t: TestApp, member: { id: number }, donation = 0) =>
  openPaymentForm(t, member, { subscription: true, donation });
const refOf = (form: PaymentForm) => formField(form, 'PBX_CMD');
const paymentOf = async (t: TestApp, form: PaymentForm) =>
  (
    await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.ref, refOf(form)))
  )[0]!;
const membershipsOf = (t: TestApp, member: { id: number }) =>
  t.database.db.select().from(memberships).where(eq(memberships.userId, member.id));
const history = async (t: TestApp, member: { id: number }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}?with[]=payments`,
      headers: await signIn(t.database.db, member),
    })
  ).json().data.payments as {
    ref: string;
    status: string;
    refund: { amount: number; refunded_at: string | null } | null;
  }[];

describe('with the real provider', () => {
  let t: TestApp;
  const notify = (form: PaymentForm) => merchant.notifyPaid(t, form);
  beforeAll(async () => {
    t = await createTestApp(merchant.env);
  });
  afterAll(() => t?.close());

  it('opening a second membership form supersedes the first one still pending', async () => {
    const member = await createMember(t.database.db);
    const first = await openMembershipForm(t, member);
    const second = await openMembershipForm(t, member);
    expect((await paymentOf(t, first)).status).toBe('superseded');
    expect((await paymentOf(t, second)).status).toBe('pending');
  });

  it('both forms paid: one year of membership, the second subscription flagged for refund and shown in the history', async () => {
    const member = await createMember(t.database.db);
    const first = await openMembershipForm(t, member);
    const second = await openMembershipForm(t, member, 10);
    expect((await notify(second)).json()).toEqual({ result: 'paid' });
    expect((await notify(first)).json()).toEqual({ result: 'paid' });

    const periods = await membershipsOf(t, member);
    expect(periods).toHaveLength(1);
    expect(periods[0]!.paymentId).toBe((await paymentOf(t, second)).id);
    expect(await paymentOf(t, first)).toMatchObject({ status: 'paid', refundDueCents: 2000, refundedAt: null });
    expect(await paymentOf(t, second)).toMatchObject({
      status: 'paid',
      refundDueCents: 0,
      receiptNumber: expect.any(Number),
    });

    const lines = await history(t, member);
    expect(lines.find((line) => line.ref === refOf(first))).toMatchObject({
      status: 'paid',
      refund: { amount: 2000, refunded_at: null },
    });
    expect(lines.find((line) => line.ref === refOf(second))).toMatchObject({ status: 'paid', refund: null });
  });

  it('a superseded form paid alone still makes the person a member (the money was taken once)', async () => {
    const member = await createMember(t.database.db);
    const first = await openMembershipForm(t, member);
    const second = await openMembershipForm(t, member);
    expect((await notify(first)).json()).toEqual({ result: 'paid' });
    expect(await membershipsOf(t, member)).toHaveLength(1);
    expect(await paymentOf(t, first)).toMatchObject({ status: 'paid', refundDueCents: 0 });
    const lines = await history(t, member);
    expect(lines.map((line) => line.ref)).toEqual([refOf(first)]);
    expect(lines.some((line) => line.ref === refOf(second))).toBe(false);
  });

  it('two notifications of two forms at the same time still give one year', async () => {
    const member = await createMember(t.database.db);
    const first = await openMembershipForm(t, member);
    const second = await openMembershipForm(t, member);
    await Promise.all([notify(first), notify(second)]);
    expect(await membershipsOf(t, member)).toHaveLength(1);
    const flagged = [await paymentOf(t, first), await paymentOf(t, second)].filter(
      (payment) => payment.refundDueCents > 0,
    );
    expect(flagged).toHaveLength(1);
  });
});

describe('with the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the older of two forms can no longer be paid; the newer one can', async () => {
    const member = await createMember(t.database.db);
    const first = await openMembershipForm(t, member);
    const second = await openMembershipForm(t, member);
    const stale = await openSandbox(t.app, first);
    expect(stale.statusCode).toBe(400);
    expect((await decideInSandbox(t.app, second, 'pay')).statusCode).toBe(303);
    expect(await membershipsOf(t, member)).toHaveLength(1);
  });
});
