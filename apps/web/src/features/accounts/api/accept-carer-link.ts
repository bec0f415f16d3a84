import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/**
 * POST /api/users/carer-link/accept (ADR 021): the signed-in carer accepts the link the
 * young person asked for. 422 on `token` when the link is spent, expired or for another account.
 */
export async function acceptCarerLink(token: string): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/users/carer-link/accept', { body: { token } });
}

/** Accepts, then reloads the signed-in profile (it now counts the young person). */
export function useAcceptCarerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCarerLink,
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
