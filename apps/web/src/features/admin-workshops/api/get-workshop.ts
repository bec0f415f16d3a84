import type { AdminWorkshop } from '@plateforme/shared/admin/admin-workshops.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const workshopQueryKey = (id: number) => ['admin-workshops', 'one', id] as const;

/** GET /api/admin/workshops/{id}: every field of one workshop. */
export async function getAdminWorkshop(id: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: AdminWorkshop }>(`/api/admin/workshops/${id}`, { signal })).data;
}

export function useAdminWorkshop(id: number | null) {
  return useQuery({
    queryKey: workshopQueryKey(id ?? 0),
    queryFn: ({ signal }) => getAdminWorkshop(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentErrors: true },
  });
}
