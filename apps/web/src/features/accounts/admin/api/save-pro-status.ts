import type { ProStatusInput, ProStatusItem } from '@plateforme/shared/accounts/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { adminUserKey } from './get-admin-user.ts';

/** POST (new) or PUT (existing) /api/admin/users/{id}/pro-statuses. */
export function saveProStatus(userId: number, statusId: number | null, body: ProStatusInput) {
  const path = `/api/admin/users/${userId}/pro-statuses`;
  return statusId === null
    ? apiClient.post<ProStatusItem>(path, { body })
    : apiClient.put<ProStatusItem>(`${path}/${statusId}`, { body });
}

export function deleteProStatus(userId: number, statusId: number) {
  return apiClient.delete<null>(`/api/admin/users/${userId}/pro-statuses/${statusId}`);
}

export function useSaveProStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statusId, body }: { statusId: number | null; body: ProStatusInput }) =>
      saveProStatus(userId, statusId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(userId) }),
  });
}

export function useDeleteProStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statusId: number) => deleteProStatus(userId, statusId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey(userId) }),
  });
}
