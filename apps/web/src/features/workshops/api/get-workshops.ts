import type { WorkshopList, WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { toWorkshopsQuery, type ListSort } from '../hooks/workshop-filters.ts';

/** GET /api/workshops, one page of the member lists (P2 §2, §7). */
export function getWorkshops(search: WorkshopSearchInput, sort: ListSort, page: number, signal?: AbortSignal) {
  return apiClient.get<WorkshopList>('/api/workshops', { query: toWorkshopsQuery(search, sort, page), signal });
}

/** Pages of 24 (P2 §9), the next one asked for while one is left. */
export const workshopsQueryOptions = (search: WorkshopSearchInput, sort: ListSort) =>
  infiniteQueryOptions({
    queryKey: ['workshops', 'list', search, sort] as const,
    queryFn: ({ pageParam, signal }) => getWorkshops(search, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    meta: { silentErrors: true },
  });

export function useWorkshops(search: WorkshopSearchInput, sort: ListSort) {
  return useInfiniteQuery(workshopsQueryOptions(search, sort));
}
