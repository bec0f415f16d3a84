import { MEETINGS_MAX_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkshopMeetingsPageSize } from '../../../../components/meetings/meetings-page-size.tsx';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/meetings of one workshop with its participants and waiting list, newest first (P2 §7, §9). */
export function getWorkshopSessions(workshopId: number, page: number, pageSize: WorkshopMeetingsPageSize) {
  return apiClient.get<MeetingList>('/api/meetings', {
    query: {
      search: { workshop_id: workshopId },
      with: ['workshop', 'subscribers', 'queued'],
      per_page: pageSize === 'all' ? MEETINGS_MAX_PER_PAGE : pageSize,
      page,
      sort: 'start',
      direction: 'desc',
    },
  });
}

export const workshopSessionsKey = (workshopId: number) => ['meetings', 'pro-workshop', workshopId] as const;

export function useWorkshopSessions(workshopId: number, page: number, pageSize: WorkshopMeetingsPageSize) {
  return useQuery({
    queryKey: [...workshopSessionsKey(workshopId), page, pageSize] as const,
    queryFn: () => getWorkshopSessions(workshopId, page, pageSize),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
