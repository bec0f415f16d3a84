import type { AdminPlanningAnswer, UpdatePlanningInput } from '@plateforme/shared/workshops/planning.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** PUT /api/admin/planning: the changed weeks (null clears one). */
export function updatePlanning(data: UpdatePlanningInput) {
  return apiClient.put<AdminPlanningAnswer>('/api/admin/planning', { body: data });
}

export function useUpdatePlanning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanning,
    // The screen shows its own errors beside the weeks.
    meta: { silentErrors: true },
    onSuccess: (answer) =>
      queryClient.setQueryData(['admin', 'planning', answer.data.programme, answer.data.year], answer),
  });
}
