import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { takeArrivedBody, takeEarlyAnswer } from '../../../lib/early-requests.ts';
import { CARD_PAYMENT_MODE_PATH } from './payment-requests.ts';

export type CardPaymentMode = 'production' | 'sandbox' | 'off';

type ModeAnswer = { data?: { mode?: CardPaymentMode } } | null;

const modeOf = (answer: ModeAnswer) => answer?.data?.mode;

async function getCardPaymentMode(): Promise<CardPaymentMode> {
  // Asked by the page's first script on a payment address (ADR 105); anything but a readable success is asked again.
  const early = await takeEarlyAnswer(CARD_PAYMENT_MODE_PATH);
  const earlyMode = early?.ok ? modeOf(early.body as ModeAnswer) : undefined;
  if (earlyMode) return earlyMode;
  return (await apiClient.get<{ data: { mode: CardPaymentMode } }>(CARD_PAYMENT_MODE_PATH)).data.mode;
}

/** GET /api/etransactions/mode: off in production without a merchant, a test sandbox elsewhere (ADR 019). */
export function useCardPaymentMode() {
  return useQuery({
    queryKey: ['etransactions', 'mode'],
    queryFn: getCardPaymentMode,
    // An early answer already there: the form draws with its notice at once.
    initialData: () => modeOf(takeArrivedBody(CARD_PAYMENT_MODE_PATH) as ModeAnswer),
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
}
