import type { Partner } from '@plateforme/shared/registration/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { Partner } from '@plateforme/shared/registration/registration.schemas';
export type PartnerSupportType = Exclude<Partner['support_type'], 'healthcenter'>;

/** GET /api/partners with the search JSON on support_type, active ones, with their logo (P1 §7). */
export async function getPartners(supportType: PartnerSupportType): Promise<Partner[]> {
  const response = await apiClient.get<{ data: Partner[] }>('/api/partners', {
    query: { search: { support_type: supportType, active: 1 }, with: ['logo'] },
  });
  return response.data;
}

export const partnersQueryOptions = (supportType: PartnerSupportType) =>
  queryOptions({
    queryKey: ['partners', supportType],
    queryFn: () => getPartners(supportType),
    staleTime: 10 * 60_000,
    // The screen says 'Une erreur est survenue lors de la récupération des partenaires' itself,
    // with a button to try again.
    retry: false,
    meta: { silentErrors: true },
  });

export function usePartners(supportType: PartnerSupportType) {
  return useQuery(partnersQueryOptions(supportType));
}
