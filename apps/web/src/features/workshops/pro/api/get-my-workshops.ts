import { WORKSHOPS_MAX_PER_PAGE } from '@plateforme/shared/workshops/workshop-fields';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type WorkshopOption = { id: number; name: string };

/** The workshops the pro runs, for the workshop filter: GET /api/workshops with search {user_id} (P2 §7). */
export function getMyWorkshops(userId: number) {
  return apiClient.get<{ data: WorkshopOption[] }>('/api/workshops', {
    query: { search: { user_id: userId }, select: ['name'], sort: 'name', per_page: WORKSHOPS_MAX_PER_PAGE },
  });
}

export function useMyWorkshops(userId: number | undefined) {
  return useQuery({
    queryKey: ['workshops', 'mine', userId] as const,
    queryFn: () => getMyWorkshops(userId!),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
}
