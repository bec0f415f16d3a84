import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/workshops/{id} with its substitutions: the edit form's values and who runs it. */
export function getWorkshop(id: number, signal?: AbortSignal) {
  return apiClient.get<{ data: WorkshopListItem }>(`/api/workshops/${id}`, {
    query: { with: ['next_substitutions'] },
    signal,
  });
}

export const workshopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['workshops', 'detail', id, 'edit'] as const,
    queryFn: ({ signal }) => getWorkshop(id, signal),
    meta: { silentErrors: true },
  });

export function useWorkshop(id: number) {
  return useQuery({ ...workshopQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
