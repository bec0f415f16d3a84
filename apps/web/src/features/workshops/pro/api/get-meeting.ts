import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export const meetingQueryKey = (id: number) => ['meetings', 'detail', id] as const;

/** GET /api/meetings/{id}: the session with its participants and waiting list (for its pros). */
export function getMeeting(id: number) {
  return apiClient.get<{ data: MeetingItem }>(`/api/meetings/${id}`);
}

export function useMeeting(id: number, enabled: boolean) {
  return useQuery({
    queryKey: meetingQueryKey(id),
    queryFn: () => getMeeting(id),
    enabled,
    retry: false,
    // Always read again: someone may have subscribed since.
    staleTime: 0,
    meta: { silentErrors: true },
  });
}
