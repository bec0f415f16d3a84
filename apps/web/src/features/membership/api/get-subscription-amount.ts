import { DEFAULT_SUBSCRIPTION_CENTS } from '@plateforme/shared/format/money';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SubscriptionSettingKey = 'subscription_amount' | 'pro_subscription_amount';

/** GET /api/settings/{key} (P1-PAY-12, P1-PAY-13): the membership price in cents. */
export async function getSubscriptionAmount(key: SubscriptionSettingKey): Promise<number> {
  const response = await apiClient.get<{ data: { key: string; value: string | number | null } }>(
    `/api/settings/${key}`,
  );
  const cents = Number(response?.data?.value);
  return Number.isFinite(cents) && response?.data?.value !== null ? cents : DEFAULT_SUBSCRIPTION_CENTS;
}

export function useSubscriptionAmount(key: SubscriptionSettingKey) {
  return useQuery({
    queryKey: ['settings', key],
    queryFn: () => getSubscriptionAmount(key),
    staleTime: 5 * 60_000,
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });
}
