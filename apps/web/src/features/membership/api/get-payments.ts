import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A payment as GET /api/users/{id}?with[]=payments gives it (P1 §3 Payment); amounts in cents. */
export type Payment = {
  id: number;
  ref: string;
  created_at: string;
  type?: string | null;
  amount: { subscription: number; donation: number; pro_status_amount?: number; total: number };
  code: string | null;
  status?: string | null;
  discounted?: boolean;
  receipt_number?: string | null;
  /** The partner of a reduced price or of a free adhesion. */
  partner?: { id: number; name: string } | null;
  /** A subscription paid twice for the same period: given back (ADR 019). */
  refund?: { amount: number; refunded_at: string | null } | null;
};

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
