import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPartner, createPayment, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { readSheetRows } from '../helpers/xlsx.ts';

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
let pro: { authorization: string };
const partner = {} as Record<'mutual' | 'employer' | 'ligue', { id: number }>;
const refs = {} as Record<'march' | 'sandbox' | 'aprilInParis' | 'ligue', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  partner.mutual = await createPartner(db, { name: 'Mutuelle Santé', supportType: 'healthinsurance', price: 1000 });
  partner.employer = await createPartner(db, { name: 'Employeur Solidaire', supportType: 'employer', price: 0 });
  partner.ligue = await createPartner(db, { name: 'Ligue du Rhône', supportType: 'ligue', price: 500 });
  const person = (firstname: string, lastname: string, email: string) =>
    createMember(db, { firstname, lastname, email });
  const alice = await person('Alice', 'Martin', 'alice.martin@exemple.test');
  const bruno = await person('Bruno', 'Petit', 'bruno.petit@exemple.test');
  const chloe = await person('Chloé', 'Roux', 'chloe.roux@exemple.test');
  const david = await person('David', 'Leroy', 'david.leroy@exemple.test');

  const discounted = (
    partnerId: number,
    now: string,
    extra: { sandbox?: boolean; status?: 'paid' | 'pending' } = {},
  ) => ({
    subscriptionEuros: 10,
    donationEuros: 0,
    now: new Date(now),
    partnerId,
    discounted: true,
    ...extra,
  });
  refs.march = (
    await createPayment(db, alice, { ...discounted(partner.mutual.id, '2025-03-10T09:00:00Z'), donationEuros: 5 })
  ).ref;
  refs.sandbox = (
    await createPayment(db, bruno, discounted(partner.mutual.id, '2025-03-11T09:00:00Z', { sandbox: true }))
  ).ref;
  // 22:30 UTC on 31 March is already 1 April in Paris (summer time).
  refs.aprilInParis = (await createPayment(db, chloe, discounted(partner.mutual.id, '2025-03-31T22:30:00Z'))).ref;
  await createPayment(db, chloe, discounted(partner.mutual.id, '2025-03-12T09:00:00Z', { status: 'pending' }));
  // The full price, without a partner: not the partner's business.
  await createPayment(db, david, { subscriptionEuros: 20, donationEuros: 0, now: new Date('2025-03-12T09:00:00Z') });
  const ligue = await createPayment(db, david, {
    ...discounted(partner.ligue.id, '2025-03-15T09:00:00Z'),
    subscriptionEuros: 5,
  });
  refs.ligue = ligue.ref;
  await db.update(payments).set({ refundDueCents: 500 }).where(eq(payments.id, ligue.id));
  // The employer pays David's and Bruno's memberships in full: free adhesions, one in March.
  const freeAdhesion = (userId: number, createdAt: string) => ({
    userId,
    partnerId: partner.employer.id,
    source: 'free_adhesion' as const,
    ref: `ADH-FREE-${userId}`,
    start: new Date(createdAt),
    end: new Date(new Date(createdAt).getTime() + 365 * 86_400_000),
    createdAt: new Date(createdAt),
  });
  await db
    .insert(memberships)
    .values([freeAdhesion(bruno.id, '2025-03-20T10:00:00Z'), freeAdhesion(alice.id, '2025-05-02T10:00:00Z')]);

  admin = await signIn(db, await createAdmin(db));
  member = await signIn(db, await createMember(db, { premium: true }));
  pro = await signIn(db, await createPro(db, { status: 'licence', premium: true }));
});
afterAll(() => t?.close());

const get = (url: string, headers: object = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const march = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/admin/partners/{id}/discounted-payments (ADR 024)', () => {
  it('lists the partner’s reduced-price payments paid in the period (Paris days), with the member and totals', async () => {
    const response = await get(`/api/admin/partners/${partner.mutual.id}/discounted-payments?${march}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      partner: { id: partner.mutual.id, name: 'Mutuelle Santé', support_type: 'healthinsurance' },
      period: { from: '2025-03-01', to: '2025-03-31', sandbox: false },
      payments: [
        {
          ref: refs.march,
          paid_at: '2025-03-10T09:00:00.000Z',
          member: { firstname: 'Alice', lastname: 'Martin', email: 'alice.martin@exemple.test' },
          subscription_cents: 1000,
          donation_cents: 500,
          total_cents: 1500,
          sandbox: false,
          refund_due_cents: 0,
          refunded_at: null,
        },
      ],
      totals: { payments_count: 1, subscription_cents: 1000, refund_due_cents: 0, free_adhesions_count: 0 },
    });

    const april = await get(
      `/api/admin/partners/${partner.mutual.id}/discounted-payments?from=2025-04-01&to=2025-04-01`,
    );
    expect(april.json().data.payments.map((row: { ref: string }) => row.ref)).toEqual([refs.aprilInParis]);
  });

  it('adds the test payments with sandbox=true', async () => {
    const response = await get(`/api/admin/partners/${partner.mutual.id}/discounted-payments?${march}&sandbox=true`);
    expect(
      response.json().data.payments.map((row: { ref: string; sandbox: boolean }) => [row.ref, row.sandbox]),
    ).toEqual([
      [refs.march, false],
      [refs.sandbox, true],
    ]);
    expect(response.json().data.totals).toMatchObject({ payments_count: 2, subscription_cents: 2000 });
  });

  it('shows a refund due, and counts the partner’s free adhesions of the period', async () => {
    const ligue = (await get(`/api/admin/partners/${partner.ligue.id}/discounted-payments?${march}`)).json().data;
    expect(ligue.payments).toMatchObject([
      { ref: refs.ligue, subscription_cents: 500, refund_due_cents: 500, refunded_at: null },
    ]);
    expect(ligue.totals).toEqual({
      payments_count: 1,
      subscription_cents: 500,
      refund_due_cents: 500,
      free_adhesions_count: 0,
    });
    const employer = (await get(`/api/admin/partners/${partner.employer.id}/discounted-payments?${march}`)).json().data;
    expect(employer.payments).toEqual([]);
    expect(employer.totals).toEqual({
      payments_count: 0,
      subscription_cents: 0,
      refund_due_cents: 0,
      free_adhesions_count: 1,
    });
  });

  it('refuses a reversed period, a date that does not exist, a missing date and a bad id (422), an unknown partner (404)', async () => {
    const reversed = await get(
      `/api/admin/partners/${partner.mutual.id}/discounted-payments?from=2025-04-01&to=2025-03-01`,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['La date de fin ne peut pas précéder la date de début.'] });
    const badDay = await get(
      `/api/admin/partners/${partner.mutual.id}/discounted-payments?from=2025-02-30&to=31/03/2025`,
    );
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().errors).toEqual({
      from: ['Date invalide : attendu AAAA-MM-JJ.'],
      to: ['Date invalide : attendu AAAA-MM-JJ.'],
    });
    const missing = await get(`/api/admin/partners/${partner.mutual.id}/discounted-payments?from=2025-03-01`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ to: ['Champ requis'] });
    expect((await get(`/api/admin/partners/abc/discounted-payments?${march}`)).statusCode).toBe(422);
    expect((await get(`/api/admin/partners/999999/discounted-payments?${march}`)).statusCode).toBe(404);
  });

  it('is for the staff: a member and a pro get 403, a visitor 401', async () => {
    const url = `/api/admin/partners/${partner.mutual.id}/discounted-payments?${march}`;
    expect((await get(url, member)).statusCode).toBe(403);
    expect((await get(url, pro)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/partners/{id}/discounted-payments/export (ADR 049)', () => {
  it('writes the list’s payments of the period as xlsx, euros and Paris days, for the partner’s invoice', async () => {
    const response = await get(
      `/api/admin/partners/${partner.mutual.id}/discounted-payments/export?from=2025-03-01&to=2025-04-30`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      `tarif-reduit-partenaire-${partner.mutual.id}-2025-03-01-2025-04-30.xlsx`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const rows = await readSheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Payé le',
      'Référence',
      'Nom',
      'Prénom',
      'E-mail',
      'Adhésion (€)',
      'Don (€)',
      'Total (€)',
      'Test',
      'À rembourser (€)',
      'Remboursé le',
    ]);
    expect(rows.slice(1)).toEqual([
      ['10/03/2025', refs.march, 'Martin', 'Alice', 'alice.martin@exemple.test', 10, 5, 15, 'Non', 0, ''],
      ['01/04/2025', refs.aprilInParis, 'Roux', 'Chloé', 'chloe.roux@exemple.test', 10, 0, 10, 'Non', 0, ''],
    ]);
    // A refund still due is written with its amount, as the list sums it apart.
    const ligue = await readSheetRows(
      (await get(`/api/admin/partners/${partner.ligue.id}/discounted-payments/export?${march}`)).rawPayload,
    );
    expect(ligue.slice(1)).toEqual([
      ['15/03/2025', refs.ligue, 'Leroy', 'David', 'david.leroy@exemple.test', 5, 0, 5, 'Non', 5, ''],
    ]);
  });

  it('refuses what the list refuses: a reversed period (422), an unknown partner (404), anyone but the staff', async () => {
    const url = (id: number, query = march) => `/api/admin/partners/${id}/discounted-payments/export?${query}`;
    const reversed = await get(url(partner.mutual.id, 'from=2025-04-01&to=2025-03-01'));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['La date de fin ne peut pas précéder la date de début.'] });
    expect((await get(url(999999))).statusCode).toBe(404);
    expect((await get(url(partner.mutual.id), member)).statusCode).toBe(403);
    expect((await get(url(partner.mutual.id), {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/discounted-payments/summary (ADR 024)', () => {
  it('gives one row per partner with its reduced-price payments and free adhesions of the period', async () => {
    const response = await get(`/api/admin/discounted-payments/summary?${march}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      period: { from: '2025-03-01', to: '2025-03-31', sandbox: false },
      partners: [
        {
          partner: { id: partner.employer.id, name: 'Employeur Solidaire', support_type: 'employer' },
          payments_count: 0,
          subscription_cents: 0,
          free_adhesions_count: 1,
        },
        {
          partner: { id: partner.ligue.id, name: 'Ligue du Rhône', support_type: 'ligue' },
          payments_count: 1,
          subscription_cents: 500,
          free_adhesions_count: 0,
        },
        {
          partner: { id: partner.mutual.id, name: 'Mutuelle Santé', support_type: 'healthinsurance' },
          payments_count: 1,
          subscription_cents: 1000,
          free_adhesions_count: 0,
        },
      ],
      totals: { payments_count: 2, subscription_cents: 1500, free_adhesions_count: 1 },
    });
    const withSandbox = (await get(`/api/admin/discounted-payments/summary?${march}&sandbox=true`)).json().data;
    expect(withSandbox.totals).toEqual({ payments_count: 3, subscription_cents: 2500, free_adhesions_count: 1 });
  });

  it('refuses a reversed period (422) and anyone but the staff', async () => {
    const reversed = await get('/api/admin/discounted-payments/summary?from=2025-04-01&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['La date de fin ne peut pas précéder la date de début.']);
    expect((await get(`/api/admin/discounted-payments/summary?${march}`, member)).statusCode).toBe(403);
    expect((await get(`/api/admin/discounted-payments/summary?${march}`, pro)).statusCode).toBe(403);
    expect((await get(`/api/admin/discounted-payments/summary?${march}`, {})).statusCode).toBe(401);
  });
});
