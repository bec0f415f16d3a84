import type { CreateMeetingInput } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/meetings (P2 §7): a new session with its lists. */
export async function createMeeting(input: CreateMeetingInput): Promise<MeetingItem> {
  return (await apiClient.post<{ data: MeetingItem }>('/api/meetings', { body: input })).data;
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    meta: { silentErrors: true },
    // The workshop's sessions and its next sessions in the lists change.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['meetings'] }), queryClient.invalidateQueries({ queryKey: ['workshops'] })]),
  });
}
