import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, settings } from '../../src/db/schema/index.ts';
import { computeHmac } from '../../src/modules/membership/paybox.ts';
import { createMember } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formBody, signedIpnQuery, type PaymentForm } from './membership-helpers.ts';
import { openPaymentForm, testMerchant } from './provider-helpers.ts';

// A stand-in for the provider: its key pair signs the IPNs, its public key is configured.
const { env: merchant, privateKey } = testMerchant();

let t: TestApp;
let member: { id: number };

beforeAll(async () => {
  t = await createTestApp(merchant);
  member = await createMember(t.database.db, { premium: true });
});
afterAll(() => t?.close());

describe('with a real E-transactions merchant configured', () => {
  let form: PaymentForm;

  it('the form goes to the provider with the merchant’s credentials and HMAC key', async () => {
    form = await openPaymentForm(t, member, { donation: 30 });
    expect(form.url).toBe(merchant.ETRANSACTIONS_URL);
    const datas = Object.fromEntries(form.datas.map((d) => [d.key, d.value]));
    expect(datas).toMatchObject({
      PBX_SITE: '1234567',
      PBX_RANG: '001',
      PBX_IDENTIFIANT: '987654321',
      PBX_TOTAL: '3000',
      PBX_REPONDRE_A: 'https://adherents.example.org/api/etransactions/ipn',
    });
    expect(form.hmac).toBe(computeHmac(form.datas, merchant.ETRANSACTIONS_HMAC_KEY));
  });

  it('the sandbox is not there (404) and no sandbox key is made', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/etransactions/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(form),
    });
    expect(response.statusCode).toBe(404);
    const keys = await t.database.db.select().from(settings).where(eq(settings.key, 'sandbox_private_key'));
    expect(keys).toHaveLength(0);
  });

  it('an IPN signed by the provider’s key marks the payment paid; a tampered one is refused', async () => {
    const ref = form.datas.find((d) => d.key === 'PBX_CMD')!.value;
    const query = signedIpnQuery({ Mt: '3000', Ref: ref, Auto: 'XXXXXX', Erreur: '00000' }, privateKey);
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/etransactions/ipn?${query.replace('Mt=3000', 'Mt=300')}`,
    });
    expect(tampered.statusCode).toBe(400);
    const genuine = await t.app.inject({ method: 'GET', url: `/api/etransactions/ipn?${query}` });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ result: 'paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.ref, ref));
    expect(payment).toMatchObject({ status: 'paid', authorization: 'XXXXXX', donationCents: 3000 });
  });
});
