import type { MeetingCycleAnswer, MeetingCycleValues } from '@plateforme/shared/workshops/meeting-cycle.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

type CycleCall = { workshopId: number; input: MeetingCycleValues };

/** POST /api/workshops/{id}/meetings/cycle: the dates (`preview`) or every session saved at once. */
export function saveMeetingCycle({ workshopId, input }: CycleCall): Promise<MeetingCycleAnswer> {
  return apiClient.post<MeetingCycleAnswer>(`/api/workshops/${workshopId}/meetings/cycle`, { body: input });
}

export function useSaveMeetingCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingCycle,
    meta: { silentErrors: true },
    onSuccess: async (answer) => {
      if (!answer.data.saved) return;
      // The workshop's sessions and its next sessions in the lists change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['meetings'] }),
        queryClient.invalidateQueries({ queryKey: ['workshops'] }),
      ]);
    },
  });
}
