import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { useAdminRecord } from '../../../../components/admin/use-admin-record.ts';
import { apiClient } from '../../../../lib/api-client.ts';

export const partnerQueryKey = (id: number) => ['admin', 'partners', 'one', id] as const;
export const partnersListKey = ['admin', 'partners', 'list'] as const;

/** GET /api/admin/partners/{id}. */
export async function getPartner(id: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: PartnerAdmin }>(`/api/admin/partners/${id}`, { signal })).data;
}

export function usePartner(id: number | null) {
  return useAdminRecord(partnerQueryKey, id, getPartner);
}
