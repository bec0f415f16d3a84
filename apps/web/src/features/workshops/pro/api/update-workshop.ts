import type { WorkshopEditInput } from '@plateforme/shared/workshops/workshop-edit.schemas';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** PUT /api/workshops/{id} (P2 §7 Workshop edit): the pro's fields only. */
export function updateWorkshop(id: number, data: WorkshopEditInput) {
  return apiClient.put<{ data: WorkshopListItem }>(`/api/workshops/${id}`, { body: data });
}

export function useUpdateWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: WorkshopEditInput }) => updateWorkshop(id, data),
    // The form shows its own errors under the fields; a 403 leads to /unauthorized.
    meta: { silentErrors: true },
    // Every workshops list and detail may show what changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workshops'] }),
  });
}
