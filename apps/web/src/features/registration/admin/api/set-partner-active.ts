import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { partnerQueryKey, partnersListKey } from './get-partner.ts';

/** PUT /api/admin/partners/{id}/active: deactivate or reactivate. */
export async function setPartnerActive({ id, active }: { id: number; active: boolean }) {
  return (await apiClient.put<{ data: PartnerAdmin }>(`/api/admin/partners/${id}/active`, { body: { active } })).data;
}

export function useSetPartnerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerActive,
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerQueryKey(partner.id), partner);
      void queryClient.invalidateQueries({ queryKey: partnersListKey });
    },
  });
}
