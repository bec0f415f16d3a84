import type { UpdateMeetingInput } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refreshAfterMeetingSaved } from './create-meeting.ts';

export type UpdateMeetingVariables = { id: number; input: UpdateMeetingInput };

/** PUT /api/meetings/{id} (P2 §7): the sent fields change, the sent lists replace the current ones. */
export async function updateMeeting({ id, input }: UpdateMeetingVariables): Promise<MeetingItem> {
  return (await apiClient.put<{ data: MeetingItem }>(`/api/meetings/${id}`, { body: input })).data;
}

export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeeting,
    meta: { silentErrors: true },
    onSuccess: () => refreshAfterMeetingSaved(queryClient),
  });
}
