import type { AdminWorkshopSaved } from '@plateforme/shared/workshops/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { workshopQueryKey } from './get-workshop.ts';

/** What the form sends: the staff's fields; a coordinate typed wrong goes as text so the server names it. */
export type WorkshopBody = Record<string, unknown>;
export type SaveWorkshopVariables = { id: number | null; body: WorkshopBody };

/** POST /api/workshops (new) or PUT /api/workshops/{id}: the answer carries the geocoding outcome. */
export function saveAdminWorkshop({ id, body }: SaveWorkshopVariables) {
  return id === null
    ? apiClient.post<AdminWorkshopSaved>('/api/workshops', { body })
    : apiClient.put<AdminWorkshopSaved>(`/api/workshops/${id}`, { body });
}

export function useSaveAdminWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminWorkshop,
    // The form places field messages itself.
    meta: { silentErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(workshopQueryKey(saved.data.id), saved.data);
      void queryClient.invalidateQueries({ queryKey: ['admin-workshops'] });
    },
  });
}
