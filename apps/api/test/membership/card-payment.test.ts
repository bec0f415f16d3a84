import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.ts';
import { computeHmac } from '../../src/modules/membership/paybox.ts';
import { decideInSandbox, extractPdfText, formBody, openSandbox, type PaymentForm } from './membership-helpers.ts';
import { field, paymentTestApp } from './payment-test-app.ts';

const { fixture, pay, get, findPayment } = paymentTestApp();
const publicUrl = 'http://localhost:3000';
const testHmacKey = '0123456789ABCDEF'.repeat(8);

describe('the sandbox journey (DESIGN Payment protocol)', () => {
  let form: PaymentForm;
  let location: string;

  it('P1-PAY-25 P1-PAY-26 POST /api/etransactions answers the signed form of a subscription with a 50 € donation', async () => {
    const response = await pay('nonMember', {
      user_id: fixture.ids.nonMember,
      redirect_url: `${publicUrl}/payment/subscription?donation=50`,
      subscription: true,
      donation: 50,
      discounted: false,
    });
    expect(response.statusCode).toBe(200);
    form = response.json();
    expect(form.url).toBe(`${publicUrl}/api/etransactions/sandbox`);
    expect(form.datas.map((d) => d.key)).toEqual([
      'PBX_SITE',
      'PBX_RANG',
      'PBX_IDENTIFIANT',
      'PBX_TOTAL',
      'PBX_DEVISE',
      'PBX_CMD',
      'PBX_PORTEUR',
      'PBX_RETOUR',
      'PBX_HASH',
      'PBX_TIME',
      'PBX_EFFECTUE',
      'PBX_REFUSE',
      'PBX_ANNULE',
      'PBX_REPONDRE_A',
    ]);
    expect(Object.fromEntries(form.datas.map((d) => [d.key, d.value]))).toMatchObject({
      PBX_SITE: '1999888',
      PBX_RANG: '32',
      PBX_IDENTIFIANT: '107904482',
      PBX_TOTAL: '7000',
      PBX_DEVISE: '978',
      PBX_PORTEUR: fixture.emails.nonMember,
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
    expect(payment).toMatchObject({
      status: 'pending',
      subscriptionCents: 2000,
      donationCents: 5000,
      totalCents: 7000,
    });
  });

  it('P1-PAY-27 the sandbox page receives the hidden form and shows the amount and three buttons', async () => {
    const page = await openSandbox(fixture.t.app, form);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('70,00');
    for (const label of ['Payer', 'Refuser', 'Annuler']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('the sandbox refuses a form whose amount was changed after signing', async () => {
    const tampered = formBody({
      ...form,
      datas: form.datas.map((d) => (d.key === 'PBX_TOTAL' ? { ...d, value: '100' } : d)),
    });
    const page = await openSandbox(fixture.t.app, form, tampered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Formulaire de paiement invalide');
  });

  it('P1-PAY-28 "Payer" plays the IPN and sends the browser back with code 00000', async () => {
    const response = await decideInSandbox(fixture.t.app, form, 'pay');
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
    const { data } = (await get('nonMember', '/api/user')).json();
    expect(data.types).toContain('premium');
    const start = new Date(data.premium_dates.start);
    const end = new Date(data.premium_dates.end);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(end.toISOString()).toBe(expectedEnd.toISOString());
  });

  it('P1-HIST-14 P1-PAY-48 GET /api/users/{id}?with[]=payments lists it paid, amounts in cents', async () => {
    const { data } = (await get('nonMember', `/api/users/${fixture.ids.nonMember}?with[]=payments`)).json();
    const listed = data.payments.find((p: { ref: string }) => p.ref === field(form, 'PBX_CMD'));
    expect(listed).toMatchObject({
      code: '00000',
      status: 'paid',
      type: 'subscription_donation',
      amount: { subscription: 2000, donation: 5000, pro_status_amount: 0, total: 7000 },
      discounted: false,
      receipt_number: expect.stringMatching(/^SPECIMEN-\d{4}-\d{5}$/),
    });
  });

  it('P1-HIST-09 P1-HIST-10 the tax receipt is a PDF with the donor, the amount in figures and words and its number', async () => {
    const payment = await findPayment(field(form, 'PBX_CMD')!);
    const response = await get('nonMember', `/api/payments/${payment.id}/print/donation`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = `SPECIMEN-${payment.receiptYear}-${String(payment.receiptNumber).padStart(5, '0')}`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="recu-fiscal-${number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractPdfText(response.rawPayload)).replace(/\u00a0/g, ' ');
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
      'SPÉCIMEN – sans valeur fiscale',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('article 200 du code général des impôts');

    const again = await get('admin', `/api/payments/${payment.id}/print/donation`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('the receipt of someone else’s payment is refused (403)', async () => {
    const payment = await findPayment(field(form, 'PBX_CMD')!);
    const response = await get('member', `/api/payments/${payment.id}/print/donation`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
  });

  it('a second "Payer" on the same form changes nothing', async () => {
    const page = await openSandbox(fixture.t.app, form);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Formulaire de paiement invalide');
    const rows = await fixture.t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, fixture.ids.nonMember));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'card_payment', ref: field(form, 'PBX_CMD') });
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
    const response = await fixture.t.app.inject({ method: 'POST', url: '/api/etransactions', payload: request(1) });
    expect(response.statusCode).toBe(401);
  });

  it('a member cannot pay for another user_id (403)', async () => {
    const response = await pay('member', request(fixture.ids.nonMember, { subscription: false, donation: 10 }));
    expect(response.statusCode).toBe(403);
  });

  it('a redirect_url outside the platform is refused (422)', async () => {
    for (const redirect_url of [
      'https://evil.example/payment',
      '//evil.example/payment',
      'javascript:alert(1)',
      'http://localhost:4000/payment',
    ]) {
      const response = await pay(
        'member',
        request(fixture.ids.member, { subscription: false, donation: 10, redirect_url }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.redirect_url).toEqual(["L'adresse de retour doit être une page de la plateforme."]);
    }
  });

  it('P1-PAY-44 a premium member outside the renewal window cannot subscribe again', async () => {
    const response = await pay('member', request(fixture.ids.member));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });

  it('P1-PAY-03 a non-pro cannot use the resubscription (403)', async () => {
    const response = await pay('member', request(fixture.ids.member, { redirect_url: '/payment/resubscription' }));
    expect(response.statusCode).toBe(403);
  });

  it('P1-PAY-19 a total below 1 € is refused', async () => {
    const response = await pay('member', request(fixture.ids.member, { subscription: false, donation: 0.5 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.donation).toEqual(['Le montant minimum est de 1 €.']);
  });

  it('P1-PAY-18 a negative donation is refused with a French message', async () => {
    const response = await pay('member', request(fixture.ids.member, { subscription: false, donation: -5 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.donation).toEqual(['Le don ne peut pas être négatif.']);
  });

  it('P1-PAY-36 P1-PAY-47 AJA young people never pay; AJA carers do not pay a subscription but may donate', async () => {
    const young = await pay('young', request(fixture.ids.young, { subscription: false, donation: 10 }));
    expect(young.statusCode).toBe(403);
    const carer = await pay('carer', request(fixture.ids.carer));
    expect(carer.statusCode).toBe(422);
    expect(carer.json().errors.subscription).toEqual([
      "L'adhésion AJA est gratuite : aucun paiement n'est nécessaire.",
    ]);
  });

  it('ignores amounts sent by the client: the subscription comes from the settings', async () => {
    const response = await pay(
      'admin',
      request(fixture.ids.admin, { subscription: true, donation: 0, total: 1, amount: 1 }),
    );
    expect(response.statusCode).toBe(200);
    expect(field(response.json(), 'PBX_TOTAL')).toBe('2000');
  });
});
