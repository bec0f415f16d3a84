import type { professionalsNamesAnswerSchema } from '@plateforme/shared/workshops/meetings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type ProfessionalName = z.infer<typeof professionalsNamesAnswerSchema>['data'][number];

/** GET /api/professionals-names: the pros running an active workshop, for the pro filter (P2 §7). */
export function getProfessionalsNames() {
  return apiClient.get<{ data: ProfessionalName[] }>('/api/professionals-names');
}

export const professionalsNamesQueryOptions = queryOptions({
  queryKey: ['workshops', 'professionals-names'] as const,
  queryFn: getProfessionalsNames,
  staleTime: 5 * 60_000,
  meta: { silentErrors: true },
});

export function useProfessionalsNames() {
  return useQuery(professionalsNamesQueryOptions);
}
