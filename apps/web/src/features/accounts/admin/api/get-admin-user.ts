import type { AdminUserDetail } from '@plateforme/shared/accounts/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export const adminUserKey = (id: number) => ['admin', 'users', 'one', id] as const;

/** GET /api/admin/users/{id}: the account, its memberships, pro statuses and activity. */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return apiClient.get<AdminUserDetail>(`/api/admin/users/${id}`, { signal });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silentErrors: true },
  });
}
