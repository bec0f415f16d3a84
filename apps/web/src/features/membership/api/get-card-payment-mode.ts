import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type CardPaymentMode = 'production' | 'sandbox' | 'off';

/** GET /api/etransactions/mode: off in production without a merchant, a test sandbox elsewhere (ADR 019). */
export function useCardPaymentMode() {
  return useQuery({
    queryKey: ['etransactions', 'mode'],
    queryFn: async () =>
      (await apiClient.get<{ data: { mode: CardPaymentMode } }>('/api/etransactions/mode')).data.mode,
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
}
