import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type {
  AdminPayment,
  ManualPaymentInput,
  RefundDoneInput,
  TaxReceiptSummary,
} from '@plateforme/shared/membership/admin.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

type Page<Item> = { data: Item[]; meta: AdminListMeta };

export function useTaxReceiptSummary(year: number) {
  return useQuery({
    queryKey: ['admin', 'tax-receipts', 'summary', year] as const,
    queryFn: ({ signal }) =>
      apiClient.get<{ data: TaxReceiptSummary }>('/api/admin/tax-receipts/summary', { query: { year }, signal }),
    meta: { silentErrors: true },
  });
}

/**
 * The partners for the list's partner filter: the first 100 by name, inactive ones included
 * (their payments remain). A partner past them still shows when it is in the address.
 */
export function usePartnerChoices() {
  return useQuery({
    queryKey: ['admin', 'partners', 'list', { per_page: 100, sort: 'name' }] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Page<{ id: number; name: string }>>('/api/admin/partners', {
        query: { per_page: 100, sort: 'name' },
        signal,
      }),
    select: (page) => page.data.map((partner) => ({ value: String(partner.id), label: partner.name })),
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
}

/** Every list of the section may change after a payment or a refund is recorded. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function useRecordManualPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ManualPaymentInput) =>
      apiClient.post<{ data: AdminPayment }>('/api/admin/payments/manual', { body }),
    onSuccess: refresh,
  });
}

export function useMarkRefundDone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundDoneInput }) =>
      apiClient.post(`/api/admin/payments/${id}/refund-done`, { body }),
    onSuccess: refresh,
  });
}
