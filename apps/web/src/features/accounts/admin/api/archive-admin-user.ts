import type { AdminUserDetail } from '@plateforme/shared/accounts/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { adminUserKey } from './get-admin-user.ts';

/** POST /api/admin/users/{id}/archive or /unarchive. */
export function setAdminUserArchived(id: number, archived: boolean) {
  return apiClient.post<AdminUserDetail>(`/api/admin/users/${id}/${archived ? 'archive' : 'unarchive'}`);
}

export function useSetAdminUserArchived(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setAdminUserArchived(id, archived),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] });
    },
  });
}
