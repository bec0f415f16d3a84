import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/workshops/{id} with its pros, partner logo and coming substitutions (P2 §2 Pro workshops, P2-PRO-11). */
export function getProWorkshop(id: number) {
  return apiClient.get<{ data: WorkshopListItem }>(`/api/workshops/${id}`, {
    query: { with: ['user', 'secondary_pro', 'partner.logo', 'next_substitutions'] },
  });
}

export function useProWorkshop(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['workshops', 'pro-detail', id] as const,
      queryFn: () => getProWorkshop(id),
      enabled,
      retry: false,
      meta: { silentErrors: true },
    }),
  );
}
