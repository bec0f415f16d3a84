import type { AdminWorkshop } from '@plateforme/shared/workshops/admin.schemas';
import { useAdminRecord } from '../../../../components/admin/use-admin-record.ts';
import { apiClient } from '../../../../lib/api-client.ts';

export const workshopQueryKey = (id: number) => ['admin-workshops', 'one', id] as const;

/** GET /api/admin/workshops/{id}: every field of one workshop. */
export async function getAdminWorkshop(id: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: AdminWorkshop }>(`/api/admin/workshops/${id}`, { signal })).data;
}

export function useAdminWorkshop(id: number | null) {
  return useAdminRecord(workshopQueryKey, id, getAdminWorkshop);
}
