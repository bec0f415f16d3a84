import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/**
 * POST /api/users/email-confirmation/confirm: the token of the link in the welcome e-mail.
 * No session needed; the API answers 422 on `token` with the reason a link is refused.
 */
export async function confirmEmail(token: string): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/users/email-confirmation/confirm', {
    body: { token },
    anonymous: true,
  });
}

/** Confirms, then reloads the signed-in profile so the banner goes. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The page shows the outcome itself.
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
