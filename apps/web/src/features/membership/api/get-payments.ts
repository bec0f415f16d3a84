import type { paymentSchema } from '@plateforme/shared/membership/payment.schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** A payment as GET /api/users/{id}?with[]=payments gives it (P1 §3 Payment); amounts in cents. */
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsQueryKey = (userId: number) => ['users', userId, 'payments'] as const;

/** The person's payments, newest first (P1-HIST-04, P1-HIST-14). */
export async function getPayments(userId: number): Promise<Payment[]> {
  const response = await apiClient.get<{ data: { payments?: Payment[] } }>(`/api/users/${userId}`, {
    query: { with: ['payments'] },
  });
  const payments = response?.data?.payments ?? [];
  return [...payments].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());
}

export function usePayments(userId: number | undefined) {
  return useQuery({
    queryKey: paymentsQueryKey(userId ?? 0),
    queryFn: () => getPayments(userId ?? 0),
    enabled: userId !== undefined,
    meta: { silentErrors: true },
  });
}
