import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, settings, taxReceipts } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { extractPdfText } from '../membership/membership-helpers.ts';
import { formField, openPaymentForm, testMerchant } from '../membership/provider-helpers.ts';

const merchant = testMerchant();

describe('/api/admin/settings', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(merchant.env);
    admin = await signIn(t.database.db, await createAdmin(t.database.db));
  });
  afterAll(() => t?.close());

  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().data;
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload });
  const stored = async (key: string) => (await t.database.db.select().from(settings).where(eq(settings.key, key)))[0];

  it('reads the editable settings, amounts in euros, and never a secret kept in the same table', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'slideshow_link_key', value: 'secret-a-ne-pas-montrer' })
      .onConflictDoNothing();
    const values = await read();
    expect(values).toMatchObject({
      subscription_amount: '20.00',
      pro_subscription_amount: '50.00',
      payment_contact_mail: 'adhesions@association.local',
      association_registration: '',
    });
    expect(Object.keys(values)).not.toContain('slideshow_link_key');
    expect(JSON.stringify(values)).not.toContain('secret-a-ne-pas-montrer');
  });

  it('P1-PAY-12 P1-PAY-14 saves in the stored format, serves the public settings at once and audits before/after per field', async () => {
    const before = await read();
    const response = await save({
      ...before,
      subscription_amount: '25,5',
      payment_contact_mail: 'tresorerie@association.local',
      oncogitiel_url: 'https://compagnon.exemple.fr/',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      subscription_amount: '25.50',
      payment_contact_mail: 'tresorerie@association.local',
    });
    expect(await stored('subscription_amount')).toMatchObject({ value: '2550', isPublic: true });
    const publicAmount = await t.app.inject({ method: 'GET', url: '/api/settings/subscription_amount' });
    expect(publicAmount.json()).toEqual({ data: { key: 'subscription_amount', value: '2550' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/payment_contact_mail' })).json().data.value).toBe(
      'tresorerie@association.local',
    );

    const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'update', label: 'Paramètres' });
    expect(lines[0]!.changes).toEqual({
      subscription_amount: { before: '20.00', after: '25.50' },
      payment_contact_mail: { before: 'adhesions@association.local', after: 'tresorerie@association.local' },
      oncogitiel_url: { before: 'https://oncogitiel.association.local/', after: 'https://compagnon.exemple.fr/' },
    });

    // The same values again, written differently: nothing changes, no line.
    expect((await save({ ...(await read()), subscription_amount: '25.5' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'))).toHaveLength(1);
  });

  it('refuses each bad field with its French message, writing nothing', async () => {
    const before = await read();
    const response = await save({
      ...before,
      subscription_amount: '-3',
      pro_subscription_amount: '12.345',
      payment_contact_mail: 'pas-un-mail',
      oncogitiel_url: 'http://compagnon.exemple.fr',
      association_registration: 'W12345',
      association_name: '   ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      subscription_amount: ['Indiquez un montant positif en euros, avec au plus 2 décimales (par exemple 20,00)'],
      pro_subscription_amount: ['Indiquez un montant positif en euros, avec au plus 2 décimales (par exemple 20,00)'],
      payment_contact_mail: ['E-mail invalide'],
      oncogitiel_url: ['Indiquez une adresse complète commençant par https://'],
      association_registration: ['Indiquez un numéro RNA (W suivi de 9 chiffres) ou SIREN (9 chiffres)'],
      association_name: ['Champ requis'],
    });
    expect((await save({ ...before, subscription_amount: '0' })).statusCode).toBe(422);
    expect((await save({ ...before, subscription_amount: '10000.01' })).json().errors).toEqual({
      subscription_amount: ['Le montant ne peut dépasser 10 000,00 €'],
    });
    expect(await read()).toEqual(before);
  });

  it('P1-HIST-10 a receipt issued after the edit carries the new identity, RNA included', async () => {
    const before = await read();
    const saved = await save({
      ...before,
      association_name: 'Association Mémoire et Cancer',
      association_registration: 'w 123 456 789',
      receipt_signatory: 'Claire Dupin',
    });
    expect(saved.json().data.association_registration).toBe('W123456789');

    const donor = await createMember(t.database.db, { firstname: 'Léa', lastname: 'Donatrice' });
    const form = await openPaymentForm(t, donor, { donation: 30 });
    expect((await merchant.notifyPaid(t, form)).json()).toEqual({ result: 'paid' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.ref, formField(form, 'PBX_CMD')));
    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, payment!.id));
    expect(receipt!.issuer).toMatchObject({
      association: { name: 'Association Mémoire et Cancer', registration: 'W123456789' },
      signatory: { name: 'Claire Dupin' },
    });
    const print = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment!.id}/print/donation`,
      headers: await signIn(t.database.db, donor),
    });
    const text = (await extractPdfText(print.rawPayload)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Association Mémoire et Cancer');
    expect(text).toContain('W123456789');
  });
});
