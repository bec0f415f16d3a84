import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/workshops/{id}: the workshop a session is added to (its name, type and programme). */
export function getWorkshop(id: number) {
  return apiClient.get<{ data: WorkshopListItem }>(`/api/workshops/${id}`);
}

export function useWorkshop(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['workshops', 'detail', id, 'meeting-form'] as const,
    queryFn: () => getWorkshop(id),
    enabled,
    retry: false,
    meta: { silentErrors: true },
  });
}
