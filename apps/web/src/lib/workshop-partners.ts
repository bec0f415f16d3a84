import type { Partner } from '@plateforme/shared/registration/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE_URL, apiClient } from './api-client.ts';

/**
 * GET /api/partners with their logos, the active health centres, all on one page (P2 §7):
 * the partner filter and the logo carousel read the same answer.
 */
export function getWorkshopPartners() {
  return apiClient.get<{ data: Partner[] }>('/api/partners', {
    query: { search: { support_type: 'healthcenter', active: 1 }, with: ['logo'], per_page: 0 },
  });
}

export const workshopPartnersQueryOptions = queryOptions({
  queryKey: ['workshops', 'partners'] as const,
  queryFn: getWorkshopPartners,
  staleTime: 10 * 60_000,
  meta: { silentErrors: true },
});

export function useWorkshopPartners() {
  return useQuery(workshopPartnersQueryOptions);
}

/** The logo's address: the API serves each partner's logo on its own path. */
export function partnerLogoUrl(partnerId: number): string {
  return `${API_BASE_URL}/api/partners/${partnerId}/logo`;
}
