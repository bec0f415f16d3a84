import type { AttendanceAnswer, AttendanceInput } from '@plateforme/shared/workshops/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { proNextMeetingKey } from './get-next-meeting.ts';
import { workshopSessionsKey } from './get-workshop-meetings.ts';

export type SetAttendanceInput = { meetingId: number; userId: number } & AttendanceInput;

/** PUT /api/meetings/{id}/attendance/{user_id} (P2 §7). */
export function setAttendance({ meetingId, userId, attendance }: SetAttendanceInput) {
  return apiClient.put<AttendanceAnswer>(`/api/meetings/${meetingId}/attendance/${userId}`, { body: { attendance } });
}

export function useSetAttendance(workshopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAttendance,
    // The control says what failed itself.
    meta: { silentErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopSessionsKey(workshopId) }),
        queryClient.invalidateQueries({ queryKey: proNextMeetingKey }),
      ]),
  });
}
