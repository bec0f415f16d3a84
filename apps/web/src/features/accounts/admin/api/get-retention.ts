import type { RetentionAnswer } from '@plateforme/shared/accounts/retention.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/retention: the next pass's plan (nothing is changed) and the past passes (ADR 078). */
export function useRetention() {
  return useQuery({
    queryKey: ['admin', 'retention'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<RetentionAnswer>('/api/admin/retention', { signal })).data,
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });
}
