import type { WorkshopList } from '@plateforme/shared/workshops/workshops.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { toSearch, type ProWorkshopFilters } from '../hooks/pro-workshop-filters.ts';

/** GET /api/workshops with search.user_id: the workshops this pro runs (P2 §2 « Mes ateliers », §7). */
export function getProWorkshops(userId: number, filters: ProWorkshopFilters, signal?: AbortSignal) {
  return apiClient.get<WorkshopList>('/api/workshops', {
    query: {
      search: toSearch(userId, filters),
      with: ['user', 'secondary_pro', 'partner', 'three_next_meetings'],
      sort: filters.sort,
      direction: 'asc',
      per_page: filters.perPage,
      page: filters.page,
    },
    signal,
  });
}

export const proWorkshopsQueryOptions = (userId: number, filters: ProWorkshopFilters) =>
  queryOptions({
    queryKey: ['workshops', 'pro', userId, filters] as const,
    queryFn: ({ signal }) => getProWorkshops(userId, filters, signal),
    // The cards stay while the next page or filter loads; the screen shows its own error.
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });

export function useProWorkshops(userId: number | undefined, filters: ProWorkshopFilters) {
  return useQuery({ ...proWorkshopsQueryOptions(userId ?? 0, filters), enabled: userId !== undefined });
}
