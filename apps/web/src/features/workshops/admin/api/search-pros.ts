import type { ProChoice } from '@plateforme/shared/workshops/admin.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/workshops/pros?q=: the pros for a picker, asked from the second letter on. */
export function useProSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['admin-workshops', 'pros', text],
    queryFn: ({ signal }) =>
      apiClient.get<{ data: ProChoice[] }>('/api/admin/workshops/pros', { query: { q: text }, signal }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
  });
}
