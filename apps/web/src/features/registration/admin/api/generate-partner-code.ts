import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { partnerQueryKey, partnersListKey } from './get-partner.ts';

/** POST /api/admin/partners/{id}/code: the new code, answered this once. */
export async function generatePartnerCode(id: number) {
  return (await apiClient.post<{ data: { code: string; partner: PartnerAdmin } }>(`/api/admin/partners/${id}/code`))
    .data;
}

export function useGeneratePartnerCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePartnerCode,
    meta: { silentErrors: true },
    onSuccess: ({ partner }) => {
      queryClient.setQueryData(partnerQueryKey(partner.id), partner);
      void queryClient.invalidateQueries({ queryKey: partnersListKey });
    },
  });
}
