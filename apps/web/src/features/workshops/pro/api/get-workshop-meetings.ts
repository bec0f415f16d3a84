import { MEETINGS_MAX_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkshopMeetingsPageSize } from '../../../../components/meetings/meetings-page-size.tsx';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * Which sessions of the workshop: `coming` (not ended, the one under way first, then the next
 * ones by date) or `past` (ended, the latest first). The current or next session opens the
 * pro's page, even on a phone (issue #37).
 */
export type SessionsPart = 'coming' | 'past';

/** GET /api/meetings of one workshop with its participants and waiting list (P2 §7, §9). */
export function getWorkshopSessions(
  workshopId: number,
  part: SessionsPart,
  page: number,
  pageSize: WorkshopMeetingsPageSize,
) {
  return apiClient.get<MeetingList>('/api/meetings', {
    query: {
      search: { workshop_id: workshopId, when: part },
      with: ['workshop', 'subscribers', 'queued'],
      per_page: pageSize === 'all' ? MEETINGS_MAX_PER_PAGE : pageSize,
      page,
      sort: 'start',
      direction: part === 'coming' ? 'asc' : 'desc',
    },
  });
}

export const workshopSessionsKey = (workshopId: number) => ['meetings', 'pro-workshop', workshopId] as const;

export function useWorkshopSessions(
  workshopId: number,
  part: SessionsPart,
  page: number,
  pageSize: WorkshopMeetingsPageSize,
) {
  return useQuery({
    queryKey: [...workshopSessionsKey(workshopId), part, page, pageSize] as const,
    queryFn: () => getWorkshopSessions(workshopId, part, page, pageSize),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
