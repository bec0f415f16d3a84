import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The partner fields the payment screen reads (P1 §3 Partner); price in cents, null when none. */
export type PaymentPartner = {
  id: number;
  name: string;
  price: number | null;
  active: boolean | null;
  supportType: string | null;
};

/** GET /api/partners/{id} (P1 §7 "partner with price"): what the member's partner pays. */
export async function getPartner(partnerId: number): Promise<PaymentPartner> {
  const response = await apiClient.get<{ data: Record<string, unknown> }>(`/api/partners/${partnerId}`);
  const partner = response?.data ?? {};
  const price = partner.price === null || partner.price === undefined ? null : Number(partner.price);
  return {
    id: partnerId,
    name: typeof partner.name === 'string' ? partner.name : '',
    price: price !== null && Number.isFinite(price) ? price : null,
    active: typeof partner.active === 'boolean' ? partner.active : null,
    supportType: typeof partner.support_type === 'string' ? partner.support_type : null,
  };
}

export function usePartner(partnerId: number | null) {
  return useQuery({
    queryKey: ['partners', partnerId],
    queryFn: () => getPartner(partnerId ?? 0),
    enabled: partnerId !== null,
    staleTime: 5 * 60_000,
    // The payment screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });
}
