import type { AdminWorkshop } from '@plateforme/shared/workshops/admin.schemas';
import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/workshops: a page of the list (ADR 040). */
export function useAdminWorkshops(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin-workshops', query],
    queryFn: () => apiClient.get<{ data: AdminWorkshop[]; meta: AdminListMeta }>('/api/admin/workshops', { query }),
    placeholderData: keepPreviousData,
  });
}
