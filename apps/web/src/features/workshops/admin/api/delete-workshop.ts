import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** DELETE /api/workshops/{id}: refused (409) once anyone took part. */
export function deleteAdminWorkshop(id: number) {
  return apiClient.delete<{ message: string }>(`/api/workshops/${id}`);
}

export function useDeleteAdminWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminWorkshop,
    // The screen shows the refusal beside the button.
    meta: { silentErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-workshops'] }),
  });
}
