import type { CreateMeetingInput } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** POST /api/meetings (P2 §7): a new session with its lists. */
export async function createMeeting(input: CreateMeetingInput): Promise<MeetingItem> {
  return (await apiClient.post<{ data: MeetingItem }>('/api/meetings', { body: input })).data;
}

/** A session saved: the workshop's sessions and its next sessions in the lists change. */
export function refreshAfterMeetingSaved(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['meetings'] }),
    queryClient.invalidateQueries({ queryKey: ['workshops'] }),
  ]);
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    meta: { silentErrors: true },
    onSuccess: () => refreshAfterMeetingSaved(queryClient),
  });
}
