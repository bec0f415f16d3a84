import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/meetings/{id} as a member reads it: the session, its workshop and her own pivot
 * (her rank, the place held for her). Under ['meetings'], so it follows every subscription change.
 */
export function getOfferedMeeting(meetingId: number) {
  return apiClient.get<{ data: MeetingItem }>(`/api/meetings/${meetingId}`);
}

export function useOfferedMeeting(meetingId: number | null, viewerId: number | null) {
  return useQuery({
    queryKey: ['meetings', 'offer', meetingId ?? 0, viewerId ?? 'visitor'] as const,
    queryFn: () => getOfferedMeeting(meetingId!),
    enabled: meetingId !== null,
    retry: false,
    staleTime: 0,
    meta: { silentErrors: true },
  });
}
