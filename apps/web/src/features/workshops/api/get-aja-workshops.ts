import type { WorkshopList } from '@plateforme/shared/workshops/workshops.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Enough for the home: the full list is one button away (/aja-workshops). */
export const AJA_HOME_WORKSHOPS = 24;

/**
 * GET /api/workshops for the AJA home (P2 §7): the active AJA workshops by name, each with
 * its three next sessions, which give the next one and the status.
 */
export function getAjaWorkshops() {
  return apiClient.get<WorkshopList>('/api/workshops', {
    query: {
      search: { is_aja: 1, active: 1 },
      with: ['three_next_meetings'],
      select: ['name', 'aja_ref', 'is_aja'],
      without: ['subscriptions_count', 'next_meeting_start', 'next_onsite_meeting_start'],
      sort: 'name',
      direction: 'asc',
      per_page: AJA_HOME_WORKSHOPS,
    },
  });
}

/** Keyed by the person, so a sign-in or sign-out never shows someone else's answer. */
export const ajaWorkshopsQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: ['workshops', 'aja-home', viewerId ?? 'visitor'] as const,
    queryFn: getAjaWorkshops,
    meta: { silentErrors: true },
  });

export function useAjaWorkshops(viewerId: number | null) {
  return useQuery(ajaWorkshopsQueryOptions(viewerId));
}
