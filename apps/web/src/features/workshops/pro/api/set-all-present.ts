import type { AllPresentAnswer } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { proNextMeetingKey } from './get-next-meeting.ts';
import { workshopSessionsKey } from './get-workshop-meetings.ts';

/** PUT /api/meetings/{id}/attendance: « Tous présents », every validated participant present (issue #37). */
export function setAllPresent({ meetingId }: { meetingId: number }) {
  return apiClient.put<AllPresentAnswer>(`/api/meetings/${meetingId}/attendance`, { body: { all_present: true } });
}

export function useSetAllPresent(workshopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAllPresent,
    // The button says what failed itself.
    meta: { silentErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopSessionsKey(workshopId) }),
        queryClient.invalidateQueries({ queryKey: proNextMeetingKey }),
      ]),
  });
}
