import type { OutboxItem } from '@plateforme/shared/platform/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** POST /api/admin/outbox/{id}/resend: the mail goes back in the queue. */
export async function resendMail(id: number): Promise<OutboxItem> {
  return (await apiClient.post<{ data: OutboxItem }>(`/api/admin/outbox/${id}/resend`)).data;
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // The screen says what went wrong itself.
    meta: { silentErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
