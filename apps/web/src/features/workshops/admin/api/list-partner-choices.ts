import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type PartnerChoice = { id: number; name: string };

/** GET /api/partners: every partner centre (one page), for the workshop's partner select. */
export function usePartnerChoices() {
  return useQuery({
    queryKey: ['admin-workshops', 'partners'],
    queryFn: ({ signal }) => apiClient.get<{ data: PartnerChoice[] }>('/api/partners', { signal }),
    select: (answer) => answer.data.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });
}
