import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEETINGS_MAX_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import type { WorkshopMeetingsPageSize } from '../../../components/meetings/meetings-page-size.tsx';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/workshops/{id} with its pros and partner logo (P2 §7 "Workshop"). */
export function getWorkshop(id: number) {
  return apiClient.get<{ data: WorkshopListItem }>(`/api/workshops/${id}`, {
    query: { with: ['user', 'secondary_pro', 'partner.logo', 'next_substitutions'] },
  });
}

/** Keyed by the viewer: the programme check (AJA or not) depends on who asks. */
export function useWorkshop(id: number, viewerId: number | null, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['workshops', 'detail', id, viewerId ?? 'visitor'] as const,
      queryFn: () => getWorkshop(id),
      enabled,
      // A 403 (wrong programme) and a 404 are answers, not failures to retry.
      retry: false,
      meta: { silentErrors: true },
    }),
  );
}

/**
 * The workshop's own pro reads every session, newest first (P2 §9). Members and visitors read
 * the sessions not started yet, the next first: past ones would fill the first pages as the
 * workshop's history grows (ADR 030).
 */
export type WorkshopMeetingsPage = { page: number; pageSize: WorkshopMeetingsPageSize; ownPro: boolean };

/** GET /api/meetings for one workshop by start; each item's pivot is the viewer's own. */
export function getWorkshopMeetings(workshopId: number, { page, pageSize, ownPro }: WorkshopMeetingsPage) {
  return apiClient.get<MeetingList>('/api/meetings', {
    query: {
      search: ownPro ? { workshop_id: workshopId } : { workshop_id: workshopId, upcoming: 1 },
      per_page: pageSize === 'all' ? MEETINGS_MAX_PER_PAGE : pageSize,
      page,
      sort: 'start',
      direction: ownPro ? 'desc' : 'asc',
      with: ['workshop'],
    },
  });
}

export function useWorkshopMeetings(workshopId: number, view: WorkshopMeetingsPage, viewerId: number | null) {
  return useQuery({
    queryKey: ['meetings', 'workshop', workshopId, view, viewerId ?? 'visitor'] as const,
    queryFn: () => getWorkshopMeetings(workshopId, view),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
