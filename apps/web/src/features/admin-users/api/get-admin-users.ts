import type { AdminUserItem } from '@plateforme/shared/admin/admin-users.schemas';
import type { AdminListMeta } from '@plateforme/shared/admin/admin-list.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type AdminUsersQuery = Record<string, string | number>;

/** GET /api/admin/users: a page of accounts, filtered and sorted on the server. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return apiClient.get<{ data: AdminUserItem[]; meta: AdminListMeta }>('/api/admin/users', { query, signal });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: ['admin', 'users', 'list', query] as const,
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
