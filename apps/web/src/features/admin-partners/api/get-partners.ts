import type { PartnerAdmin } from '@plateforme/shared/admin/partners-admin.schemas';
import type { AdminListMeta } from '@plateforme/shared/admin/admin-list.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PartnersPage = { data: PartnerAdmin[]; meta: AdminListMeta };

/** GET /api/admin/partners: one page, with the list's filters. */
export function getPartners(query: Record<string, string | number>, signal?: AbortSignal) {
  return apiClient.get<PartnersPage>('/api/admin/partners', { query, signal });
}

export const partnersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['admin', 'partners', 'list', query] as const,
    queryFn: ({ signal }) => getPartners(query, signal),
    placeholderData: keepPreviousData,
    // The table shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function usePartners(query: Record<string, string | number>) {
  return useQuery(partnersQueryOptions(query));
}
