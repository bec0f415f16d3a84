import type { paymentStateSchema } from '@plateforme/shared/membership/payment.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/payments/by-ref/{ref}: what the signed notification said, if it came. */
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** How often, and how long, the return screen asks before saying the confirmation is late. */
export const PAYMENT_STATE_POLL_MS = 2000;
export const PAYMENT_STATE_WAIT_MS = 60_000;

const waiting = (state: PaymentState | undefined) =>
  !state || state.status === 'pending' || state.status === 'superseded';

export async function getPaymentState(ref: string): Promise<PaymentState> {
  const response = await apiClient.get<{ data: PaymentState }>(`/api/payments/by-ref/${encodeURIComponent(ref)}`);
  return response.data;
}

/**
 * Asks again every 2 s while the notification has not come, for a minute at most; then `late`.
 * `checkAgain` gives it another minute.
 */
export function usePaymentState(ref: string | null) {
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_STATE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const query = useQuery({
    queryKey: ['payments', 'by-ref', ref],
    queryFn: () => getPaymentState(ref ?? ''),
    enabled: ref !== null,
    refetchInterval: (current) => (waiting(current.state.data) && !timedOut ? PAYMENT_STATE_POLL_MS : false),
    meta: { silentErrors: true },
  });
  const checkAgain = () => {
    setRound((value) => value + 1);
    void query.refetch();
  };
  return { ...query, late: timedOut && waiting(query.data), checkAgain };
}
