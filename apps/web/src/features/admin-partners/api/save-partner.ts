import type { PartnerAdmin, PartnerAdminInput } from '@plateforme/shared/admin/partners-admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { partnerQueryKey } from './get-partner.ts';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePartner,
    // The form places field messages itself.
    meta: { silentErrors: true },
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerQueryKey(partner.id), partner);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'partners', 'list'] });
    },
  });
}
