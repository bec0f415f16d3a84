import type { AdminUserDetail, AdminUserUpdate } from '@plateforme/shared/accounts/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { adminUserKey } from './get-admin-user.ts';

/** PUT /api/admin/users/{id}: names, e-mail, phone and role. */
export function updateAdminUser(id: number, body: AdminUserUpdate) {
  return apiClient.put<AdminUserDetail>(`/api/admin/users/${id}`, { body });
}

export function useUpdateAdminUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdate) => updateAdminUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] });
    },
  });
}
