import type { WorkshopList, WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-storage.ts';
import { takeArrivedBody, takeEarlyAnswer } from '../../../lib/early-requests.ts';
import type { ListSort } from '../hooks/workshop-filters.ts';
import { workshopsListPath } from './workshops-requests.ts';

/**
 * GET /api/workshops, one page of the member lists (P2 §2, §7). /workshops' first page is
 * asked by the page's first script (ADR 107): the same address's answer, for the same token
 * or as the same visitor, is taken once; anything but a success is asked again.
 */
export async function getWorkshops(search: WorkshopSearchInput, sort: ListSort, page: number, signal?: AbortSignal) {
  const path = workshopsListPath(search, sort, page);
  const early = await takeEarlyAnswer(path, getAccessToken());
  if (early?.ok) return early.body as WorkshopList;
  return apiClient.get<WorkshopList>(path, { signal });
}

/** An early first page already there: the cards draw with it at once. */
function arrivedFirstPage(search: WorkshopSearchInput, sort: ListSort): InfiniteData<WorkshopList, number> | undefined {
  const body = takeArrivedBody(workshopsListPath(search, sort, 1), getAccessToken()) as WorkshopList | undefined;
  return body === undefined ? undefined : { pages: [body], pageParams: [1] };
}

/** Pages of 24 (P2 §9), the next one asked for while one is left. */
export const workshopsQueryOptions = (search: WorkshopSearchInput, sort: ListSort) =>
  infiniteQueryOptions({
    queryKey: ['workshops', 'list', search, sort] as const,
    queryFn: ({ pageParam, signal }) => getWorkshops(search, sort, pageParam, signal),
    initialPageParam: 1,
    initialData: () => arrivedFirstPage(search, sort),
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    meta: { silentErrors: true },
  });

export function useWorkshops(search: WorkshopSearchInput, sort: ListSort) {
  return useInfiniteQuery(workshopsQueryOptions(search, sort));
}
