import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/**
 * POST /api/users/email-change/confirm (ADR 021): the token of the link sent to the new
 * address. No session needed; the API answers 422 on `token` for a spent or expired link.
 */
export async function confirmEmailChange(token: string): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/users/email-change/confirm', { body: { token }, anonymous: true });
}

/** Confirms, then reloads the signed-in profile so the new address shows everywhere. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // The page shows the outcome itself.
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
