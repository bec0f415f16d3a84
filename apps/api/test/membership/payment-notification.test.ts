import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { decideInSandbox, getSandboxKey, signedIpnQuery, type PaymentForm } from './membership-helpers.ts';
import { field, paymentTestApp } from './payment-test-app.ts';

/** The provider's signed notification (DESIGN Payment protocol): the only source of a paid payment. */
const { fixture, pay, get, ipn, findPayment, pendingDonation } = paymentTestApp();

// The sandbox makes its signing key on first use: a cancelled payment makes it, so these
// tests can sign notifications as the provider does.
beforeAll(async () => {
  await decideInSandbox(fixture.t.app, await pendingDonation(5), 'cancel');
});

describe('IPN (GET /api/etransactions/ipn)', () => {
  it('two IPNs for one reference, at the same time, give one payment and one membership', async () => {
    const response = await pay('carer', {
      user_id: fixture.ids.carer,
      redirect_url: '/payment/donation',
      subscription: false,
      donation: 15,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    const form: PaymentForm = response.json();
    const ref = field(form, 'PBX_CMD')!;
    const query = signedIpnQuery(
      { Mt: '1500', Ref: ref, Auto: '123456', Erreur: '00000' },
      await getSandboxKey(fixture.t.database),
    );
    const answers = await Promise.all([ipn(query), ipn(query), ipn(query)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result).sort()).toEqual(['already_processed', 'already_processed', 'paid']);
    const payment = await findPayment(ref);
    expect(payment.status).toBe('paid');
    const numbered = await fixture.t.database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.sandbox, payment.sandbox),
          eq(payments.receiptYear, payment.receiptYear!),
          eq(payments.receiptNumber, payment.receiptNumber!),
        ),
      );
    expect(numbered).toHaveLength(1);
  });

  it('two IPNs for a subscription at the same time create one membership', async () => {
    const nonMember = fixture.ids.nonMember;
    // Open the renewal window so a second subscription may be asked for.
    await fixture.t.database.db
      .update(memberships)
      .set({ end: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(eq(memberships.userId, nonMember));
    const response = await pay('nonMember', {
      user_id: nonMember,
      redirect_url: '/payment/subscription',
      subscription: true,
      donation: 0,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    const ref = field(response.json(), 'PBX_CMD')!;
    const query = signedIpnQuery(
      { Mt: '2000', Ref: ref, Auto: '654321', Erreur: '00000' },
      await getSandboxKey(fixture.t.database),
    );
    await Promise.all([ipn(query), ipn(query)]);
    const created = await fixture.t.database.db.select().from(memberships).where(eq(memberships.ref, ref));
    expect(created).toHaveLength(1);
  });

  it('a replayed success IPN after the payment is paid changes nothing', async () => {
    const form = await pendingDonation(20);
    const ref = field(form, 'PBX_CMD')!;
    const key = await getSandboxKey(fixture.t.database);
    const success = signedIpnQuery({ Mt: '2000', Ref: ref, Auto: '111111', Erreur: '00000' }, key);
    expect((await ipn(success)).json()).toEqual({ result: 'paid' });
    const before = await findPayment(ref);
    const failure = signedIpnQuery({ Mt: '2000', Ref: ref, Auto: '', Erreur: '00105' }, key);
    expect((await ipn(failure)).json()).toEqual({ result: 'already_processed' });
    expect((await ipn(success)).json()).toEqual({ result: 'already_processed' });
    expect(await findPayment(ref)).toEqual(before);
  });

  it('an IPN whose amount differs from the payment is refused and changes nothing', async () => {
    const form = await pendingDonation(25);
    const ref = field(form, 'PBX_CMD')!;
    const query = signedIpnQuery(
      { Mt: '100', Ref: ref, Auto: '222222', Erreur: '00000' },
      await getSandboxKey(fixture.t.database),
    );
    const response = await ipn(query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'ignored' });
    expect(await findPayment(ref)).toMatchObject({ status: 'pending', code: null, paidAt: null, receiptNumber: null });
  });

  it('a forged IPN (another key) or a tampered one is rejected with 400 and changes nothing', async () => {
    const form = await pendingDonation(30);
    const ref = field(form, 'PBX_CMD')!;
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signedIpnQuery({ Mt: '3000', Ref: ref, Auto: '333333', Erreur: '00000' }, otherKey);
    expect((await ipn(forged)).statusCode).toBe(400);
    const genuineRefusal = signedIpnQuery(
      { Mt: '3000', Ref: ref, Auto: '', Erreur: '00105' },
      await getSandboxKey(fixture.t.database),
    );
    const tampered = genuineRefusal.replace('Erreur=00105', 'Erreur=00000').replace('Auto=&', 'Auto=999999&');
    expect((await ipn(tampered)).statusCode).toBe(400);
    expect((await ipn(`Mt=3000&Ref=${ref}&Auto=1&Erreur=00000`)).statusCode).toBe(400);
    expect((await ipn(`Mt[]=3000&Ref=${ref}&Auto=1&Erreur=00000&Sign=abc`)).statusCode).toBe(400);
    expect(await findPayment(ref)).toMatchObject({ status: 'pending', code: null });
  });

  it('a refused payment ("Refuser") is failed with its code and the browser goes to PBX_REFUSE', async () => {
    const form = await pendingDonation(35);
    const response = await decideInSandbox(fixture.t.app, form, 'refuse');
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/payment/donation');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('Erreur')).toBe('00105');
    expect(await findPayment(field(form, 'PBX_CMD')!)).toMatchObject({ status: 'failed', code: '00105', paidAt: null });
  });

  it('P1-PAY-33 "Annuler" cancels with code 00001 and returns to PBX_ANNULE', async () => {
    const form = await pendingDonation(40);
    const response = await decideInSandbox(fixture.t.app, form, 'cancel');
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('code')).toBe('00001');
    expect(location.searchParams.get('Erreur')).toBe('00001');
    expect(await findPayment(field(form, 'PBX_CMD')!)).toMatchObject({ status: 'cancelled', code: '00001' });
  });

  it('P1-HIST-07 P1-HIST-08 P1-HIST-14 the history lists refused and cancelled payments with their code, not forms left pending', async () => {
    const donate = (euros: number) => pendingDonation(euros, 'carer');
    const abandoned = await donate(11);
    const refused = await donate(12);
    const cancelled = await donate(13);
    expect((await decideInSandbox(fixture.t.app, refused, 'refuse')).statusCode).toBe(303);
    expect((await decideInSandbox(fixture.t.app, cancelled, 'cancel')).statusCode).toBe(303);

    const { data } = (await get('carer', `/api/users/${fixture.ids.carer}?with[]=payments`)).json();
    const listed = new Map(data.payments.map((p: { ref: string }) => [p.ref, p]));
    expect(listed.has(field(abandoned, 'PBX_CMD')!)).toBe(false);
    expect(await findPayment(field(abandoned, 'PBX_CMD')!)).toMatchObject({ status: 'pending' });
    expect(listed.get(field(refused, 'PBX_CMD')!)).toMatchObject({
      status: 'failed',
      code: '00105',
      receipt_number: null,
    });
    expect(listed.get(field(cancelled, 'PBX_CMD')!)).toMatchObject({
      status: 'cancelled',
      code: '00001',
      receipt_number: null,
    });
    expect(data.payments.every((p: { status: string }) => p.status !== 'pending')).toBe(true);
    // The staff read the same history.
    const asStaff = (await get('admin', `/api/users/${fixture.ids.carer}?with[]=payments`)).json().data.payments;
    expect(asStaff.map((p: { ref: string }) => p.ref)).toEqual(data.payments.map((p: { ref: string }) => p.ref));
  });
});
