import { MEETINGS_MAX_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkshopMeetingsPageSize } from '../../../../components/meetings/meetings-page-size.tsx';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/meetings of one workshop for the staff's workshop screen: the latest first. */
export function getAdminWorkshopMeetings(workshopId: number, page: number, pageSize: WorkshopMeetingsPageSize) {
  return apiClient.get<MeetingList>('/api/meetings', {
    query: {
      search: { workshop_id: workshopId },
      per_page: pageSize === 'all' ? MEETINGS_MAX_PER_PAGE : pageSize,
      page,
      sort: 'start',
      direction: 'desc',
    },
  });
}

export function useAdminWorkshopMeetings(workshopId: number, page: number, pageSize: WorkshopMeetingsPageSize) {
  return useQuery({
    // Under ['meetings']: a saved session or cycle refreshes it.
    queryKey: ['meetings', 'admin-workshop', workshopId, page, pageSize] as const,
    queryFn: () => getAdminWorkshopMeetings(workshopId, page, pageSize),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
