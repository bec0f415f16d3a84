import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { computeHmac } from '../../src/modules/membership/paybox.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  decideInSandbox,
  extractPdfText,
  formBody,
  getSandboxKey,
  getUserId,
  openSandbox,
  signedIpnQuery,
  type PaymentForm,
} from './membership-helpers.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};
const publicUrl = 'http://localhost:3000';
const testHmacKey = '0123456789ABCDEF'.repeat(8);

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of ['admin@demo.fr', 'membre@demo.fr', 'nonmembre@demo.fr', 'jeune@demo.fr', 'aidant@demo.fr']) {
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
const get = (as: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]!) });
const ipn = (query: string) => t.app.inject({ method: 'GET', url: `/api/etransactions/ipn?${query}` });
const field = (form: PaymentForm, key: string) => form.datas.find((d) => d.key === key)?.value;
const findPayment = async (ref: string) => (await t.database.db.select().from(payments).where(eq(payments.ref, ref)))[0]!;

/** A fresh pending donation of `euros` by membre@demo.fr (who may donate at any time). */
async function pendingDonation(euros: number): Promise<PaymentForm> {
  const response = await pay('membre@demo.fr', {
    user_id: ids['membre@demo.fr'],
    redirect_url: '/payment/donation',
    subscription: false,
    donation: euros,
    discounted: false,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the sandbox journey (DESIGN Payment protocol)', () => {
  let form: PaymentForm;
  let location: string;

  it('P1-PAY-25 P1-PAY-26 POST /api/etransactions answers the signed form of a subscription with a 50 € donation', async () => {
    const response = await pay('nonmembre@demo.fr', {
      user_id: ids['nonmembre@demo.fr'],
      redirect_url: `${publicUrl}/payment/subscription?donation=50`,
      subscription: true,
      donation: 50,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    form = response.json();
    expect(form.url).toBe(`${publicUrl}/api/etransactions/sandbox`);
    expect(form.datas.map((d) => d.key)).toEqual([
      'PBX_SITE', 'PBX_RANG', 'PBX_IDENTIFIANT', 'PBX_TOTAL', 'PBX_DEVISE', 'PBX_CMD', 'PBX_PORTEUR', 'PBX_RETOUR',
      'PBX_HASH', 'PBX_TIME', 'PBX_EFFECTUE', 'PBX_REFUSE', 'PBX_ANNULE', 'PBX_REPONDRE_A',
    ]);
    expect(Object.fromEntries(form.datas.map((d) => [d.key, d.value]))).toMatchObject({
      PBX_SITE: '1999888',
      PBX_RANG: '32',
      PBX_IDENTIFIANT: '107904482',
      PBX_TOTAL: '7000',
      PBX_DEVISE: '978',
      PBX_PORTEUR: 'nonmembre@demo.fr',
      PBX_RETOUR: 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K',
      PBX_HASH: 'SHA512',
      PBX_EFFECTUE: `${publicUrl}/payment/subscription?donation=50&code=00000`,
      PBX_REFUSE: `${publicUrl}/payment/subscription?donation=50`,
      PBX_ANNULE: `${publicUrl}/payment/subscription?donation=50&code=00001`,
      PBX_REPONDRE_A: `${publicUrl}/api/etransactions/ipn`,
    });
    expect(field(form, 'PBX_TIME')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(form.hmac).toBe(computeHmac(form.datas, testHmacKey));
    expect(form.hmac).toMatch(/^[0-9A-F]{128}$/);

    const payment = await findPayment(field(form, 'PBX_CMD')!);
    expect(payment).toMatchObject({ status: 'pending', subscriptionCents: 2000, donationCents: 5000, totalCents: 7000 });
  });

  it('P1-PAY-27 the sandbox page receives the hidden form and shows the amount and three buttons', async () => {
    const page = await openSandbox(t.app, form);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('70,00');
    for (const label of ['Payer', 'Refuser', 'Annuler']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('the sandbox refuses a form whose amount was changed after signing', async () => {
    const tampered = formBody({ ...form, datas: form.datas.map((d) => (d.key === 'PBX_TOTAL' ? { ...d, value: '100' } : d)) });
    const page = await openSandbox(t.app, form, tampered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Formulaire de paiement invalide');
  });

  it('P1-PAY-28 "Payer" plays the IPN and sends the browser back with code 00000', async () => {
    const response = await decideInSandbox(t.app, form, 'pay');
    expect(response.statusCode).toBe(303);
    location = response.headers.location as string;
    expect(location.startsWith(`${publicUrl}/payment/subscription?donation=50&code=00000&`)).toBe(true);
    const query = new URL(location).searchParams;
    expect(query.get('code')).toBe('00000');
    expect(query.get('Erreur')).toBe('00000');
    expect(query.get('Mt')).toBe('7000');
    expect(query.get('Ref')).toBe(field(form, 'PBX_CMD'));
    expect(query.get('Auto')).toMatch(/^\d{6}$/);
    expect(query.get('Sign')).toBeTruthy();

    const payment = await findPayment(field(form, 'PBX_CMD')!);
    expect(payment).toMatchObject({ status: 'paid', code: '00000', authorization: query.get('Auto') });
    expect(payment.ipnPayload).toMatchObject({ Mt: '7000', Ref: payment.ref, Erreur: '00000' });
    expect(payment.receiptYear).toBeGreaterThan(2000);
  });

  it('P1-PAY-43 GET /api/user then shows premium for one year', async () => {
    const { data } = (await get('nonmembre@demo.fr', '/api/user')).json();
    expect(data.types).toContain('premium');
    const start = new Date(data.premium_dates.start);
    const end = new Date(data.premium_dates.end);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(end.toISOString()).toBe(expectedEnd.toISOString());
  });

  it('P1-HIST-14 P1-PAY-48 GET /api/users/{id}?with[]=payments lists it paid, amounts in cents', async () => {
    const { data } = (await get('nonmembre@demo.fr', `/api/users/${ids['nonmembre@demo.fr']}?with[]=payments`)).json();
    const listed = data.payments.find((p: { ref: string }) => p.ref === field(form, 'PBX_CMD'));
    expect(listed).toMatchObject({
      code: '00000',
      status: 'paid',
      type: 'subscription_donation',
      amount: { subscription: 2000, donation: 5000, pro_status_amount: 0, total: 7000 },
      discounted: false,
      receipt_number: expect.stringMatching(/^\d{4}-\d{5}$/),
    });
  });

  it('P1-HIST-09 P1-HIST-10 the tax receipt is a PDF with the donor, the amount in figures and words and its number', async () => {
    const payment = await findPayment(field(form, 'PBX_CMD')!);
    const response = await get('nonmembre@demo.fr', `/api/payments/${payment.id}/print/donation`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = `${payment.receiptYear}-${String(payment.receiptNumber).padStart(5, '0')}`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="recu-fiscal-${number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(response.rawPayload).replace(/\u00a0/g, ' ');
    for (const expected of [
      'Paul Girard',
      '7 rue Sainte-Catherine, 69001 Lyon',
      '50,00 €',
      'cinquante euros',
      number,
      'don manuel',
      'numéraire',
      'carte bancaire',
      'Association Cognition après Cancer',
      'Hélène Marchand',
      'Présidente',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('article 200 du code général des impôts');

    const again = await get('admin@demo.fr', `/api/payments/${payment.id}/print/donation`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('the receipt of someone else’s payment is refused (403)', async () => {
    const payment = await findPayment(field(form, 'PBX_CMD')!);
    const response = await get('membre@demo.fr', `/api/payments/${payment.id}/print/donation`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
  });

  it('a second "Payer" on the same form changes nothing', async () => {
    const page = await openSandbox(t.app, form);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Formulaire de paiement invalide');
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, ids['nonmembre@demo.fr']!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'card_payment', ref: field(form, 'PBX_CMD') });
  });
});

describe('IPN (GET /api/etransactions/ipn)', () => {
  it('two IPNs for one reference, at the same time, give one payment and one membership', async () => {
    const response = await pay('aidant@demo.fr', {
      user_id: ids['aidant@demo.fr'],
      redirect_url: '/payment/donation',
      subscription: false,
      donation: 15,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    const form: PaymentForm = response.json();
    const ref = field(form, 'PBX_CMD')!;
    const query = signedIpnQuery({ Mt: '1500', Ref: ref, Auto: '123456', Erreur: '00000' }, await getSandboxKey(t.database));
    const answers = await Promise.all([ipn(query), ipn(query), ipn(query)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result).sort()).toEqual(['already_processed', 'already_processed', 'paid']);
    const payment = await findPayment(ref);
    expect(payment.status).toBe('paid');
    const numbered = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.receiptYear, payment.receiptYear!), eq(payments.receiptNumber, payment.receiptNumber!)));
    expect(numbered).toHaveLength(1);
  });

  it('two IPNs for a subscription at the same time create one membership', async () => {
    const nonmembre = ids['nonmembre@demo.fr']!;
    // Open the renewal window so a second subscription may be asked for.
    await t.database.db
      .update(memberships)
      .set({ end: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(eq(memberships.userId, nonmembre));
    const response = await pay('nonmembre@demo.fr', {
      user_id: nonmembre,
      redirect_url: '/payment/subscription',
      subscription: true,
      donation: 0,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    const ref = field(response.json(), 'PBX_CMD')!;
    const query = signedIpnQuery({ Mt: '2000', Ref: ref, Auto: '654321', Erreur: '00000' }, await getSandboxKey(t.database));
    await Promise.all([ipn(query), ipn(query)]);
    const created = await t.database.db.select().from(memberships).where(eq(memberships.ref, ref));
    expect(created).toHaveLength(1);
  });

  it('a replayed success IPN after the payment is paid changes nothing', async () => {
    const form = await pendingDonation(20);
    const ref = field(form, 'PBX_CMD')!;
    const key = await getSandboxKey(t.database);
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
    const query = signedIpnQuery({ Mt: '100', Ref: ref, Auto: '222222', Erreur: '00000' }, await getSandboxKey(t.database));
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
    const genuineRefusal = signedIpnQuery({ Mt: '3000', Ref: ref, Auto: '', Erreur: '00105' }, await getSandboxKey(t.database));
    const tampered = genuineRefusal.replace('Erreur=00105', 'Erreur=00000').replace('Auto=&', 'Auto=999999&');
    expect((await ipn(tampered)).statusCode).toBe(400);
    expect((await ipn(`Mt=3000&Ref=${ref}&Auto=1&Erreur=00000`)).statusCode).toBe(400);
    expect((await ipn(`Mt[]=3000&Ref=${ref}&Auto=1&Erreur=00000&Sign=abc`)).statusCode).toBe(400);
    expect(await findPayment(ref)).toMatchObject({ status: 'pending', code: null });
  });

  it('a refused payment ("Refuser") is failed with its code and the browser goes to PBX_REFUSE', async () => {
    const form = await pendingDonation(35);
    const response = await decideInSandbox(t.app, form, 'refuse');
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/payment/donation');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('Erreur')).toBe('00105');
    expect(await findPayment(field(form, 'PBX_CMD')!)).toMatchObject({ status: 'failed', code: '00105', paidAt: null });
  });

  it('P1-PAY-33 "Annuler" cancels with code 00001 and returns to PBX_ANNULE', async () => {
    const form = await pendingDonation(40);
    const response = await decideInSandbox(t.app, form, 'cancel');
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('code')).toBe('00001');
    expect(location.searchParams.get('Erreur')).toBe('00001');
    expect(await findPayment(field(form, 'PBX_CMD')!)).toMatchObject({ status: 'cancelled', code: '00001' });
  });

  it('P1-HIST-07 P1-HIST-08 P1-HIST-14 the history lists refused and cancelled payments with their code, not forms left pending', async () => {
    const donate = async (euros: number) => {
      const response = await pay('aidant@demo.fr', {
        user_id: ids['aidant@demo.fr'],
        redirect_url: '/payment/donation',
        subscription: false,
        donation: euros,
        discounted: false,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as PaymentForm;
    };
    const abandoned = await donate(11);
    const refused = await donate(12);
    const cancelled = await donate(13);
    expect((await decideInSandbox(t.app, refused, 'refuse')).statusCode).toBe(303);
    expect((await decideInSandbox(t.app, cancelled, 'cancel')).statusCode).toBe(303);

    const { data } = (await get('aidant@demo.fr', `/api/users/${ids['aidant@demo.fr']}?with[]=payments`)).json();
    const listed = new Map(data.payments.map((p: { ref: string }) => [p.ref, p]));
    expect(listed.has(field(abandoned, 'PBX_CMD')!)).toBe(false);
    expect(await findPayment(field(abandoned, 'PBX_CMD')!)).toMatchObject({ status: 'pending' });
    expect(listed.get(field(refused, 'PBX_CMD')!)).toMatchObject({ status: 'failed', code: '00105', receipt_number: null });
    expect(listed.get(field(cancelled, 'PBX_CMD')!)).toMatchObject({ status: 'cancelled', code: '00001', receipt_number: null });
    expect(data.payments.every((p: { status: string }) => p.status !== 'pending')).toBe(true);
    // The staff read the same history.
    const asStaff = (await get('admin@demo.fr', `/api/users/${ids['aidant@demo.fr']}?with[]=payments`)).json().data.payments;
    expect(asStaff.map((p: { ref: string }) => p.ref)).toEqual(data.payments.map((p: { ref: string }) => p.ref));
  });
});

describe('POST /api/etransactions rules', () => {
  const request = (userId: number, overrides: object = {}) => ({
    user_id: userId,
    redirect_url: '/payment/subscription',
    subscription: true,
    donation: 0,
    discounted: false,
    ...overrides,
  });

  it('requires a signed-in person', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/etransactions', payload: request(1) });
    expect(response.statusCode).toBe(401);
  });

  it('a member cannot pay for another user_id (403)', async () => {
    const response = await pay('membre@demo.fr', request(ids['nonmembre@demo.fr']!, { subscription: false, donation: 10 }));
    expect(response.statusCode).toBe(403);
  });

  it('a redirect_url outside the platform is refused (422)', async () => {
    for (const redirect_url of ['https://evil.example/payment', '//evil.example/payment', 'javascript:alert(1)', 'http://localhost:4000/payment']) {
      const response = await pay('membre@demo.fr', request(ids['membre@demo.fr']!, { subscription: false, donation: 10, redirect_url }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.redirect_url).toEqual(["L'adresse de retour doit être une page de la plateforme."]);
    }
  });

  it('P1-PAY-44 a premium member outside the renewal window cannot subscribe again', async () => {
    const response = await pay('membre@demo.fr', request(ids['membre@demo.fr']!));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });

  it('P1-PAY-03 a non-pro cannot use the resubscription (403)', async () => {
    const response = await pay('membre@demo.fr', request(ids['membre@demo.fr']!, { redirect_url: '/payment/resubscription' }));
    expect(response.statusCode).toBe(403);
  });

  it('P1-PAY-19 a total below 1 € is refused', async () => {
    const response = await pay('membre@demo.fr', request(ids['membre@demo.fr']!, { subscription: false, donation: 0.5 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.donation).toEqual(['Le montant minimum est de 1 €.']);
  });

  it('P1-PAY-18 a negative donation is refused with a French message', async () => {
    const response = await pay('membre@demo.fr', request(ids['membre@demo.fr']!, { subscription: false, donation: -5 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.donation).toEqual(['Le don ne peut pas être négatif.']);
  });

  it('P1-PAY-36 P1-PAY-47 AJA young people never pay; AJA carers do not pay a subscription but may donate', async () => {
    const young = await pay('jeune@demo.fr', request(ids['jeune@demo.fr']!, { subscription: false, donation: 10 }));
    expect(young.statusCode).toBe(403);
    const carer = await pay('aidant@demo.fr', request(ids['aidant@demo.fr']!));
    expect(carer.statusCode).toBe(422);
    expect(carer.json().errors.subscription).toEqual(["L'adhésion AJA est gratuite : aucun paiement n'est nécessaire."]);
  });

  it('ignores amounts sent by the client: the subscription comes from the settings', async () => {
    const response = await pay('admin@demo.fr', request(ids['admin@demo.fr']!, { subscription: true, donation: 0, total: 1, amount: 1 }));
    expect(response.statusCode).toBe(200);
    expect(field(response.json(), 'PBX_TOTAL')).toBe('2000');
  });
});
