import type {
  PartnerReconciliation,
  ReconciliationSummary,
} from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListParams } from '../../../../components/admin/use-admin-list-params.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { pageDiscountedPayments } from '../components/reconciliation.ts';

export type ReconciliationPeriod = { from: string; to: string };

/** GET /api/admin/discounted-payments/summary: one row per partner over the period (ADR 024). */
export function useReconciliationSummary(period: ReconciliationPeriod, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'discounted-payments', 'summary', period] as const,
    queryFn: ({ signal }) =>
      apiClient.get<{ data: ReconciliationSummary }>('/api/admin/discounted-payments/summary', {
        query: period,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silentErrors: true },
  });
}

/**
 * GET /api/admin/partners/{id}/discounted-payments: the period's payments, answered whole;
 * `select` sorts and pages them so the screen reads them as the other admin lists.
 */
export function usePartnerDiscountedPayments(
  partnerId: number,
  period: ReconciliationPeriod,
  params: AdminListParams,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['admin', 'discounted-payments', 'partner', partnerId, period] as const,
    queryFn: ({ signal }) =>
      apiClient.get<{ data: PartnerReconciliation }>(`/api/admin/partners/${partnerId}/discounted-payments`, {
        query: period,
        signal,
      }),
    select: ({ data }) => ({
      ...pageDiscountedPayments(data.payments, params),
      partner: data.partner,
      totals: data.totals,
    }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silentErrors: true },
  });
}
