import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, settings, taxReceipts, users } from '../../src/db/schema/index.ts';
import { takeReceiptNumber } from '../../src/modules/membership/membership.repository.ts';
import { migrationsFolder } from '../../src/paths.ts';
import { createAdmin, createMember, createPayment, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, extractPdfText, type PaymentForm } from './membership-helpers.ts';
import { formField, openPaymentForm, testMerchant } from './provider-helpers.ts';

const merchant = testMerchant();
const donate = (t: TestApp, member: { id: number }, euros: number) => openPaymentForm(t, member, { donation: euros });
const refOf = (form: PaymentForm) => formField(form, 'PBX_CMD');
const printAs = async (t: TestApp, member: { id: number }, paymentId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/${paymentId}/print/donation`,
    headers: await signIn(t.database.db, member),
  });
const pdfText = async (pdf: Buffer) => (await extractPdfText(pdf)).replace(/\u00a0/g, ' ');

describe('with the real provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(merchant.env);
  });
  afterAll(() => t?.close());

  it('P1-HIST-10 a receipt never changes once issued: a renamed donor reprints the same bytes under the same identity', async () => {
    const donor = await createMember(t.database.db, {
      firstname: 'Jeanne',
      lastname: 'Roux',
      street: '3 rue des Lilas',
      zip: '35000',
      city: 'Rennes',
    });
    const form = await donate(t, donor, 40);
    const ref = refOf(form);
    expect((await merchant.notifyPaid(t, form)).json()).toEqual({ result: 'paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.ref, ref));

    const first = await printAs(t, donor, payment!.id);
    expect(first.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, payment!.id));
    expect(stored).toMatchObject({
      sandbox: false,
      donorName: 'Jeanne Roux',
      donorAddress: '3 rue des Lilas, 35000 Rennes',
      amountCents: 4000,
    });
    expect(stored!.number).toMatch(/^\d{4}-\d{5}$/);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain(`Reçu n° ${stored!.number}`);
    expect(text).not.toContain('SPÉCIMEN');

    await t.database.db
      .update(users)
      .set({ firstname: 'Autre', lastname: 'Personne', city: 'Brest' })
      .where(eq(users.id, donor.id));
    const reprint = await printAs(t, donor, payment!.id);
    expect(reprint.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await pdfText(reprint.rawPayload)).toContain('Jeanne Roux');
  });

  it('P1-HIST-10 a receipt issued before a crash is drawn later with the identities of its issue, not today’s settings', async () => {
    const donor = await createMember(t.database.db, { firstname: 'Paul', lastname: 'Issu' });
    const form = await donate(t, donor, 20);
    await merchant.notifyPaid(t, form);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.ref, refOf(form)));
    const [issued] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, payment!.id));
    expect(issued!.pdf).not.toBeNull();
    expect(issued!.issuer?.association.name).toBeTruthy();
    // The process stopped between the commit that issued the receipt and its drawing.
    await t.database.db.update(taxReceipts).set({ pdf: null }).where(eq(taxReceipts.paymentId, payment!.id));
    const [{ value: formerName } = { value: '' }] = await t.database.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'association_name'));
    await t.database.db
      .update(settings)
      .set({ value: 'Association renommée depuis' })
      .where(eq(settings.key, 'association_name'));
    await t.database.db.update(users).set({ lastname: 'Renommé' }).where(eq(users.id, donor.id));
    try {
      const text = await pdfText((await printAs(t, donor, payment!.id)).rawPayload);
      expect(text).toContain('Paul Issu');
      expect(text).toContain(issued!.issuer!.association.name);
      expect(text).not.toContain('Association renommée depuis');
      expect((await printAs(t, donor, payment!.id)).rawPayload.equals(issued!.pdf!)).toBe(true);
    } finally {
      await t.database.db.update(settings).set({ value: formerName }).where(eq(settings.key, 'association_name'));
    }
  });

  it('a donor’s name prints whatever letters it holds (accents, ligatures, Ł, Greek)', async () => {
    const donor = await createMember(t.database.db, {
      firstname: 'Łucja Œdipe',
      lastname: 'Παπαδοπούλου-Brûlé',
      city: 'Strasbourg',
      zip: '67000',
    });
    const form = await donate(t, donor, 15);
    const ref = refOf(form);
    await merchant.notifyPaid(t, form);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.ref, ref));
    const text = await pdfText((await printAs(t, donor, payment!.id)).rawPayload);
    expect(text).toContain('Łucja Œdipe Παπαδοπούλου-Brûlé');
  });

  it('a donation numbered before receipts were stored is stored at its first print, with its number', async () => {
    const donor = await createMember(t.database.db, { firstname: 'Ancien', lastname: 'Donateur' });
    const payment = await createPayment(t.database.db, donor, { donationEuros: 25 });
    await t.database.db
      .update(payments)
      .set({ receiptYear: 2024, receiptNumber: 812 })
      .where(eq(payments.id, payment.id));
    const [first, concurrent] = await Promise.all([printAs(t, donor, payment.id), printAs(t, donor, payment.id)]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('attachment; filename="recu-fiscal-2024-00812.pdf"');
    await t.database.db.update(users).set({ lastname: 'Renommé' }).where(eq(users.id, donor.id));
    const later = await printAs(t, donor, payment.id);
    expect(concurrent.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await pdfText(later.rawPayload)).toContain('Ancien Donateur');
  });
});

describe('the migration that stores the receipts numbered before receipts were stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(merchant.env);
  });
  afterAll(() => t?.close());

  /** Migration 0023 as the migrator runs it; it may run again on a database it already went over. */
  const storeNumberedReceipts = async () => {
    const file = await readFile(path.join(migrationsFolder, '0023_store_numbered_tax_receipts.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
  };

  it('P1-HIST-10 stores each one once, as issued, in the register and the yearly figures, with its real mode', async () => {
    const staff = await signIn(t.database.db, await createAdmin(t.database.db));
    const summary = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/tax-receipts/summary?year=2023', headers: staff })).json()
        .data;
    const before = await summary();
    const donor = await createMember(t.database.db, {
      firstname: 'Avant',
      lastname: 'Registre',
      street: '2 rue Basse',
      zip: '29200',
      city: 'Brest',
    });
    const card = await createPayment(t.database.db, donor, {
      donationEuros: 25,
      now: new Date('2023-05-10T10:00:00Z'),
    });
    const cheque = await createPayment(t.database.db, donor, {
      donationEuros: 40,
      now: new Date('2023-06-01T10:00:00Z'),
    });
    await t.database.db.update(payments).set({ receiptYear: 2023, receiptNumber: 901 }).where(eq(payments.id, card.id));
    await t.database.db
      .update(payments)
      .set({
        receiptYear: 2023,
        receiptNumber: 902,
        ref: `MANUEL-${crypto.randomUUID()}`,
        ipnPayload: { method: 'transfer', reference: 'VIR-1', received_on: '2023-06-01' },
      })
      .where(eq(payments.id, cheque.id));

    await storeNumberedReceipts();
    await storeNumberedReceipts();

    const stored = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donorName, 'Avant Registre'));
    expect(stored.map((receipt) => [receipt.number, receipt.amountCents, receipt.paymentMethod]).sort()).toEqual([
      ['2023-00901', 2500, 'card'],
      ['2023-00902', 4000, 'transfer'],
    ]);
    expect(stored[0]).toMatchObject({ donorAddress: '2 rue Basse, 29200 Brest', sandbox: false });
    expect(stored[0]!.issuer?.association.name).toBeTruthy();
    expect(await summary()).toEqual({
      year: 2023,
      receipts_count: before.receipts_count + 2,
      amount_cents: before.amount_cents + 6500,
    });
    const register = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/tax-receipts?q=${encodeURIComponent('Avant Registre')}`,
        headers: staff,
      })
    ).json();
    expect(register.data.map((row: { number: string }) => row.number)).toEqual(['2023-00901', '2023-00902']);

    // Printed later, after a change of name: the receipt as it was stored.
    await t.database.db.update(users).set({ lastname: 'Renommée' }).where(eq(users.id, donor.id));
    const text = await pdfText((await printAs(t, donor, cheque.id)).rawPayload);
    expect(text).toContain('Avant Registre');
    expect(text).toContain('Mode de versement : virement');
  });
});

describe('with the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('every receipt is a specimen, numbered apart from real receipts', async () => {
    const donor = await createMember(t.database.db);
    const form = await donate(t, donor, 30);
    expect((await decideInSandbox(t.app, form, 'pay')).statusCode).toBe(303);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.ref, refOf(form)));
    expect(payment).toMatchObject({ status: 'paid', sandbox: true, receiptNumber: 1 });
    const response = await printAs(t, donor, payment!.id);
    expect(response.headers['content-disposition']).toMatch(/filename="recu-fiscal-SPECIMEN-\d{4}-00001\.pdf"/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('SPÉCIMEN – sans valeur fiscale');
    expect(text).toMatch(/Reçu n° SPECIMEN-\d{4}-00001/);
    // The real series of the same year has not moved.
    const year = payment!.receiptYear!;
    expect(await t.database.db.transaction((tx) => takeReceiptNumber(tx, year, false))).toBe(1);
  });
});
