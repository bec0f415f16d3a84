import { describe, expect, it } from 'vitest';
import type { DiscountedPayment } from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { pageDiscountedPayments, periodErrors, yearPeriod } from './reconciliation.ts';

const payment = (ref: string, lastname: string, paidAt: string, total: number): DiscountedPayment => ({
  ref,
  paid_at: paidAt,
  member: { firstname: 'A', lastname, email: `${ref}@exemple.fr` },
  subscription_cents: total,
  donation_cents: 0,
  total_cents: total,
  sandbox: false,
  refund_due_cents: 0,
  refunded_at: null,
});

const rows = [
  payment('P1', 'Émile', '2025-03-02T10:00:00.000Z', 1000),
  payment('P2', 'Bernard', '2025-01-15T10:00:00.000Z', 500),
  payment('P3', 'Zola', '2025-02-01T10:00:00.000Z', 1500),
];

describe('the partner reconciliation helpers', () => {
  it('opens on the calendar year of the Paris day', () => {
    expect(yearPeriod('2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('ties each period problem to its field, as the API would', () => {
    expect(periodErrors('2025-01-01', '2025-12-31')).toEqual({});
    expect(periodErrors('2025-04-01', '2025-03-01')).toEqual({ to: 'La date de fin doit suivre la date de début.' });
    expect(periodErrors('', '2025-02-30')).toEqual({ from: 'Indiquez une date.', to: 'Date invalide (AAAA-MM-JJ).' });
  });

  it('sorts by day, member (French order) or amount, both ways, and pages', () => {
    const refs = (sort: string, direction: 'asc' | 'desc') =>
      pageDiscountedPayments(rows, { page: 1, perPage: 20, sort, direction }).data.map((row) => row.ref);
    expect(refs('paid_at', 'asc')).toEqual(['P2', 'P3', 'P1']);
    expect(refs('paid_at', 'desc')).toEqual(['P1', 'P3', 'P2']);
    expect(refs('member', 'asc')).toEqual(['P2', 'P1', 'P3']);
    expect(refs('total', 'desc')).toEqual(['P3', 'P1', 'P2']);

    const many = Array.from({ length: 45 }, (_, index) =>
      payment(
        `R${String(index).padStart(2, '0')}`,
        'Nom',
        `2025-01-01T10:${String(index).padStart(2, '0')}:00.000Z`,
        100,
      ),
    );
    const third = pageDiscountedPayments(many, { page: 3, perPage: 20, sort: 'paid_at', direction: 'asc' });
    expect(third.meta).toEqual({ total: 45, page: 3, per_page: 20, last_page: 3 });
    expect(third.data.map((row) => row.ref)).toEqual(['R40', 'R41', 'R42', 'R43', 'R44']);
    // A page beyond the end (an old address) shows the last one.
    expect(pageDiscountedPayments(many, { page: 9, perPage: 50, sort: 'paid_at', direction: 'asc' }).meta).toEqual({
      total: 45,
      page: 1,
      per_page: 50,
      last_page: 1,
    });
  });
});
