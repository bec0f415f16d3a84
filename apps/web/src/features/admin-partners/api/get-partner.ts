import type { PartnerAdmin } from '@plateforme/shared/admin/partners-admin.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const partnerQueryKey = (id: number) => ['admin', 'partners', 'one', id] as const;
export const partnersListKey = ['admin', 'partners', 'list'] as const;

/** GET /api/admin/partners/{id}. */
export async function getPartner(id: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: PartnerAdmin }>(`/api/admin/partners/${id}`, { signal })).data;
}

export function usePartner(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: partnerQueryKey(id ?? 0), queryFn: ({ signal }) => getPartner(id ?? 0, signal), meta: { silentErrors: true } }),
    enabled: id !== null,
  });
}
