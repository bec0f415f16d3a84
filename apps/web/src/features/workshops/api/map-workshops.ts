import type { WorkshopList, WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { WORKSHOPS_MAX_PER_PAGE } from '@plateforme/shared/workshops/workshop-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Stops a runaway paging (an API answering a wrong last_page): 50 pages are 5,000 workshops. */
const MAX_PAGES = 50;

function getMapWorkshopsPage(page: number, signal?: AbortSignal) {
  return apiClient.get<WorkshopList>('/api/workshops', {
    signal,
    query: {
      search: { active: 1 },
      with: ['user', 'secondary_pro'],
      select: ['name', 'type', 'workshop_type', 'is_aja', 'lat', 'lng', 'city', 'zip'],
      without: ['subscriptions_count', 'next_meeting_start'],
      sort: 'name',
      direction: 'asc',
      per_page: WORKSHOPS_MAX_PER_PAGE,
      page,
    },
  });
}

/**
 * Every active workshop the person may see (GET /api/workshops narrows a member to their
 * programme), page after page: the map shows them all at once.
 */
export async function getMapWorkshops({ signal }: { signal?: AbortSignal } = {}): Promise<WorkshopListItem[]> {
  const first = await getMapWorkshopsPage(1, signal);
  const workshops = [...first.data];
  const lastPage = Math.min(first.meta.last_page, MAX_PAGES);
  for (let page = 2; page <= lastPage; page += 1) {
    const next = await getMapWorkshopsPage(page, signal);
    workshops.push(...next.data);
  }
  return workshops;
}

/** Keyed by the person, so a sign-in or sign-out never shows someone else's programme. */
export const mapWorkshopsQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: ['workshops', 'map', viewerId ?? 'visitor'] as const,
    queryFn: getMapWorkshops,
    staleTime: 60_000,
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function useMapWorkshops(viewerId: number | null) {
  return useQuery(mapWorkshopsQueryOptions(viewerId));
}
