import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { meetingQueryKey } from './get-meeting.ts';

/** DELETE /api/meetings/{id} (ADR 072): a session that has not started is cancelled, its people told by e-mail. */
export async function cancelMeeting(id: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/meetings/${id}`);
}

export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    meta: { silentErrors: true },
    // The lists change; the cancelled session itself is not read again while its page closes.
    onSuccess: (_answer, id) => {
      const gone = meetingQueryKey(id);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['meetings'],
          predicate: (query) => gone.some((part, index) => query.queryKey[index] !== part),
        }),
        queryClient.invalidateQueries({ queryKey: ['workshops'] }),
      ]);
    },
  });
}
