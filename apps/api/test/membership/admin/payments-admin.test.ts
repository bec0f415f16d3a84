import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@plateforme/shared/format/dates';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { auditLog, memberships, payments, taxReceipts } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPartner, createPayment, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { readSheetRows } from '../../helpers/xlsx.ts';
import { extractPdfText } from '../membership-helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
const today = getParisDay(new Date());
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createAdmin(t.database.db);
  adminId = staff.id;
  admin = await signIn(t.database.db, staff);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const manual = (values: Record<string, unknown>) =>
  post('/api/admin/payments/manual', {
    type: 'donation',
    amount_cents: 5000,
    received_on: today,
    method: 'cheque',
    reference: 'CHQ-1',
    idempotency_key: crypto.randomUUID(),
    ...values,
  });

describe('payments in the back office', () => {
  it('P1-PAY a cheque donation is paid, takes the next receipt number and a real PDF, and is audited', async () => {
    const donor = await createMember(t.database.db, {
      firstname: 'Claire',
      lastname: 'Chèque',
      street: '1 rue Haute',
      zip: '35000',
      city: 'Rennes',
    });
    const before = (await get(`/api/admin/tax-receipts/summary?year=${year}`)).json().data;
    const response = await manual({ payer_email: donor.email, reference: 'CHQ-4512' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'paid',
      method: 'cheque',
      donation_cents: 5000,
      subscription_cents: 0,
      payer: { id: donor.id },
    });
    expect(data.receipt_number).toBe(`${year}-${String(before.receipts_count + 1).padStart(5, '0')}`);

    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, data.id));
    expect(receipt).toMatchObject({ donorName: 'Claire Chèque', amountCents: 5000, sandbox: false });
    expect(receipt!.pdf).not.toBeNull();
    const text = (await extractPdfText(receipt!.pdf!)).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Reçu n° ${data.receipt_number}`);
    expect(text).toContain('Claire Chèque');

    const after = (await get(`/api/admin/tax-receipts/summary?year=${year}`)).json().data;
    expect(after).toEqual({
      year,
      receipts_count: before.receipts_count + 1,
      amount_cents: before.amount_cents + 5000,
    });

    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, data.id)));
    expect(line).toMatchObject({ actorId: adminId, action: 'create' });
    expect(line!.changes).toMatchObject({
      method: { after: 'cheque' },
      reference: { after: 'CHQ-4512' },
      amount_cents: { after: 5000 },
    });

    const register = (await get(`/api/admin/tax-receipts?q=${encodeURIComponent('Claire Chèque')}`)).json();
    expect(register.data).toEqual([
      expect.objectContaining({
        number: data.receipt_number,
        donor_name: 'Claire Chèque',
        amount_cents: 5000,
        payment_id: data.id,
      }),
    ]);
  });

  it('P1-PAY the receipt of a cheque or a transfer states its real mode of payment (CERFA 11580), not a card', async () => {
    const donor = await createMember(t.database.db, { firstname: 'Mode', lastname: 'Versement' });
    for (const [method, label] of [
      ['cheque', 'chèque'],
      ['transfer', 'virement'],
    ] as const) {
      const { data } = (await manual({ payer_email: donor.email, method, reference: `REF-${method}` })).json();
      const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, data.id));
      expect(receipt!.paymentMethod).toBe(method);
      const text = (await extractPdfText(receipt!.pdf!)).replace(/\u00a0/g, ' ');
      expect(text).toContain(`Mode de versement : ${label}`);
      expect(text).not.toContain('carte bancaire');
    }
  });

  it('a form sent twice, even at once, makes one payment and one receipt', async () => {
    const donor = await createMember(t.database.db);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      manual({ payer_email: donor.email, idempotency_key: key }),
      manual({ payer_email: donor.email, idempotency_key: key }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    const third = await manual({ payer_email: donor.email, idempotency_key: key });
    expect(third.statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, donor.id))).toHaveLength(1);
    const reused = await manual({ payer_email: donor.email, idempotency_key: key, amount_cents: 9900 });
    expect(reused.statusCode).toBe(409);
  });

  it('two manual donations recorded at once never share a receipt number', async () => {
    const donors = await Promise.all([1, 2, 3, 4].map(() => createMember(t.database.db)));
    const answers = await Promise.all(donors.map((donor) => manual({ payer_email: donor.email })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = answers.map((answer) => answer.json().data.receipt_number as string);
    expect(new Set(numbers).size).toBe(4);
  });

  it('P1-PAY-46 a transfer for a subscription opens the membership period', async () => {
    const member = await createMember(t.database.db);
    const response = await manual({
      payer_email: member.email,
      type: 'subscription',
      amount_cents: 3000,
      method: 'transfer',
      reference: 'VIR 2025 DUPONT',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      method: 'transfer',
      subscription_cents: 3000,
      donation_cents: 0,
      receipt_number: null,
    });
    const periods = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.id));
    expect(periods).toHaveLength(1);
    expect(periods[0]!.paymentId).toBe(data.id);
    expect(periods[0]!.end.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);

    const again = await manual({ payer_email: member.email, type: 'subscription', amount_cents: 3000 });
    expect(again.statusCode).toBe(422);
    // The staff's wording, not the member's « Votre adhésion est déjà en cours. ».
    expect(again.json().errors.payer_email).toEqual([
      `${member.firstname} ${member.lastname} a déjà une adhésion en cours jusqu’au ${formatDate(periods[0]!.end)} : une nouvelle adhésion ne peut être enregistrée que dans les 15 jours avant cette date.`,
    ]);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
  });

  it('refuses in French, on the field, without writing anything', async () => {
    const count = async () => (await t.database.db.select({ id: payments.id }).from(payments)).length;
    const before = await count();
    const unknown = await manual({ payer_email: 'personne@inconnu.test' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.payer_email).toEqual(['Aucun compte avec cette adresse e-mail.']);
    const member = await createMember(t.database.db);
    const future = await manual({ payer_email: member.email, received_on: `${year + 1}-12-31` });
    expect(future.json().errors.received_on).toEqual(['La date de réception ne peut pas être dans le futur.']);
    const badAmount = await manual({ payer_email: member.email, amount_cents: 0 });
    expect(badAmount.statusCode).toBe(422);
    expect(badAmount.json().errors).toHaveProperty('amount_cents');
    expect(await count()).toBe(before);
  });

  it('marks a flagged refund done once, with its date and note in the audit log', async () => {
    const member = await createMember(t.database.db);
    const paid = await createPayment(t.database.db, member, { donationEuros: 0, subscriptionEuros: 30 });
    const notFlagged = await post(`/api/admin/payments/${paid.id}/refund-done`, { refunded_on: today });
    expect(notFlagged.statusCode).toBe(409);
    await t.database.db.update(payments).set({ refundDueCents: 3000 }).where(eq(payments.id, paid.id));

    const due = (await get(`/api/admin/payments?refund=due&q=${encodeURIComponent(member.email)}`)).json();
    expect(due.data.map((row: { id: number }) => row.id)).toEqual([paid.id]);

    const done = await post(`/api/admin/payments/${paid.id}/refund-done`, {
      refunded_on: today,
      note: 'virement du 12',
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(getParisDay(row!.refundedAt!)).toBe(today);
    expect((await post(`/api/admin/payments/${paid.id}/refund-done`, { refunded_on: today })).statusCode).toBe(409);
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_done'), eq(auditLog.entityId, paid.id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.changes).toMatchObject({ refund_note: { after: 'virement du 12' } });
    expect((await get(`/api/admin/payments?refund=done&q=${encodeURIComponent(member.email)}`)).json().meta.total).toBe(
      1,
    );
  });

  it('filters by state, type, partner, reduced price and period, sorts by amount, and exports the same rows', async () => {
    const member = await createMember(t.database.db, { lastname: 'Filtrée' });
    const partner = await createPartner(t.database.db);
    await createPayment(t.database.db, member, { donationEuros: 10 });
    await createPayment(t.database.db, member, {
      donationEuros: 0,
      subscriptionEuros: 20,
      partnerId: partner.id,
      discounted: true,
    });
    await createPayment(t.database.db, member, { donationEuros: 40, status: 'failed' });
    const q = `q=${encodeURIComponent(member.email)}`;
    const list = async (query: string) => (await get(`/api/admin/payments?${q}&${query}`)).json();

    expect((await list('state=paid')).meta.total).toBe(2);
    expect((await list('type=donation')).meta.total).toBe(2);
    expect((await list('type=subscription')).data).toEqual([
      expect.objectContaining({ partner: { id: partner.id, name: partner.name }, discounted: true }),
    ]);
    expect((await list(`partner_id=${partner.id}`)).meta.total).toBe(1);
    expect((await list('discounted=no')).meta.total).toBe(2);
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(3);
    expect((await list('from=2001-01-01&to=2001-12-31')).meta.total).toBe(0);
    expect(
      (await list('sort=amount&direction=desc')).data.map((row: { total_cents: number }) => row.total_cents),
    ).toEqual([4000, 2000, 1000]);
    expect((await list('per_page=20&page=2')).data).toEqual([]);
    expect((await get('/api/admin/payments?state=nope')).statusCode).toBe(422);

    const file = await get(`/api/admin/payments/export?${q}&sort=amount&direction=desc`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheetRows(file.rawPayload);
    expect(rows[0]).toContain('Référence');
    expect(rows.slice(1).map((row) => row[12])).toEqual([40, 20, 10]);
  });

  it('exports the receipt register with its numbers', async () => {
    const donor = await createMember(t.database.db, { firstname: 'Export', lastname: 'Registre' });
    const { data } = (await manual({ payer_email: donor.email, amount_cents: 1234 })).json();
    const file = await get(`/api/admin/tax-receipts/export?q=${encodeURIComponent('Export Registre')}`);
    expect(file.statusCode).toBe(200);
    const rows = await readSheetRows(file.rawPayload);
    expect(rows[0]![0]).toBe('Numéro');
    expect(rows.slice(1)).toEqual([expect.arrayContaining([data.receipt_number, 'Export Registre', 12.34])]);
    expect((await get('/api/admin/tax-receipts/summary?year=1999')).statusCode).toBe(422);
  });
});
