import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import { isAdminDay } from '@plateforme/shared/membership/admin-day.rules';
import type { DiscountedPayment } from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import type { AdminListParams } from '../../../../components/admin/use-admin-list-params.ts';

const errors = adminPaymentsMessages.errors;

/** The period a reconciliation opens on: the calendar year of `today` (a Paris day). */
export function yearPeriod(today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The period's fields' messages, as the API would answer them, so no doomed request is sent. */
export function periodErrors(from: string, to: string): { from?: string; to?: string } {
  const check = (day: string): string | undefined =>
    day === '' ? errors.dayRequired : isAdminDay(day) ? undefined : errors.invalidDay;
  const found: { from?: string; to?: string } = { from: check(from), to: check(to) };
  if (!found.from && !found.to && from > to) found.to = errors.periodReversed;
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as { from?: string; to?: string };
}

export const DISCOUNTED_SORTS = ['paid_at', 'member', 'total'] as const;

const sortValue: Record<(typeof DISCOUNTED_SORTS)[number], (payment: DiscountedPayment) => string | number> = {
  paid_at: (payment) => payment.paid_at ?? '',
  member: (payment) => `${payment.member.lastname} ${payment.member.firstname}`.toLocaleLowerCase('fr'),
  total: (payment) => payment.total_cents,
};

/**
 * One page of a partner's payments, sorted: the API answers the whole period at once (a
 * partner's year is at most a few hundred rows), so paging happens here, with the same
 * `{ data, meta }` as the server-paged lists (ADR 049).
 */
export function pageDiscountedPayments(
  payments: readonly DiscountedPayment[],
  params: Pick<AdminListParams, 'page' | 'perPage' | 'sort' | 'direction'>,
): { data: DiscountedPayment[]; meta: AdminListMeta } {
  const value = sortValue[params.sort as keyof typeof sortValue] ?? sortValue.paid_at;
  const sign = params.direction === 'desc' ? -1 : 1;
  const sorted = [...payments].sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'fr');
    return order * sign || a.ref.localeCompare(b.ref);
  });
  const lastPage = Math.max(1, Math.ceil(sorted.length / params.perPage));
  const page = Math.min(params.page, lastPage);
  return {
    data: sorted.slice((page - 1) * params.perPage, page * params.perPage),
    meta: { total: sorted.length, page, per_page: params.perPage, last_page: lastPage },
  };
}
