import type { ProNextMeetingAnswer } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/pro/next-meeting: the session under way or the next one of the pro's workshops (issue #37). */
export function getProNextMeeting() {
  return apiClient.get<ProNextMeetingAnswer>('/api/pro/next-meeting');
}

export const proNextMeetingKey = ['meetings', 'pro-next'] as const;

export function useProNextMeeting() {
  return useQuery({
    queryKey: proNextMeetingKey,
    queryFn: getProNextMeeting,
    // A session that starts or ends moves the card on: read again every few minutes.
    refetchInterval: 5 * 60_000,
    meta: { silentErrors: true },
  });
}
