import type { OutboxMail } from '@plateforme/shared/platform/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/outbox/{id}: the e-mail's text (personal links masked) and its attachments' names. */
export async function getOutboxMail(id: number, signal?: AbortSignal): Promise<OutboxMail> {
  return (await apiClient.get<{ data: OutboxMail }>(`/api/admin/outbox/${id}`, { signal })).data;
}

/** Fetched when the dialog opens (`id` set), not for every row of the list. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'outbox', 'one', id],
    queryFn: ({ signal }) => getOutboxMail(id!, signal),
    enabled: id !== null,
    meta: { silentErrors: true },
  });
}
