import type { PartnerAdmin, PartnerAdminInput } from '@plateforme/shared/registration/admin.schemas';
import { useAdminSave } from '../../../../components/admin/use-admin-save.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { partnerQueryKey, partnersListKey } from './get-partner.ts';

export type SavePartnerVariables = { id: number | null; input: PartnerAdminInput };

/** POST /api/admin/partners (new) or PUT /api/admin/partners/{id} (the whole partner). */
export async function savePartner({ id, input }: SavePartnerVariables) {
  const answer =
    id === null
      ? await apiClient.post<{ data: PartnerAdmin }>('/api/admin/partners', { body: input })
      : await apiClient.put<{ data: PartnerAdmin }>(`/api/admin/partners/${id}`, { body: input });
  return answer.data;
}

export function useSavePartner() {
  return useAdminSave(savePartner, { recordKey: partnerQueryKey, listKey: partnersListKey });
}
