import { DEFAULT_SUBSCRIPTION_CENTS } from '@plateforme/shared/format/money';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { takeArrivedBody, takeEarlyAnswer } from '../../../lib/early-requests.ts';
import { settingPath, type SubscriptionSettingKey } from './payment-requests.ts';

export type { SubscriptionSettingKey };

type SettingAnswer = { data?: { key: string; value: string | number | null } } | null;

/** The price in cents of a setting's answer; the default when it is unset or unreadable. */
function centsOf(answer: SettingAnswer): number {
  const cents = Number(answer?.data?.value);
  return Number.isFinite(cents) && answer?.data?.value !== null ? cents : DEFAULT_SUBSCRIPTION_CENTS;
}

/** GET /api/settings/{key} (P1-PAY-12, P1-PAY-13): the membership price in cents. */
export async function getSubscriptionAmount(key: SubscriptionSettingKey): Promise<number> {
  // Asked by the page's first script on a payment address (ADR 105); anything but a success is asked again.
  const early = await takeEarlyAnswer(settingPath(key));
  if (early?.ok) return centsOf(early.body as SettingAnswer);
  return centsOf(await apiClient.get<SettingAnswer>(settingPath(key)));
}

export function useSubscriptionAmount(key: SubscriptionSettingKey) {
  return useQuery({
    queryKey: ['settings', key],
    queryFn: () => getSubscriptionAmount(key),
    // An early answer already there: the form draws with its price at once.
    initialData: () => {
      const body = takeArrivedBody(settingPath(key));
      return body === undefined ? undefined : centsOf(body as SettingAnswer);
    },
    staleTime: 5 * 60_000,
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });
}
