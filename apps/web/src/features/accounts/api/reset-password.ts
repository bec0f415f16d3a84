import type { PasswordResetInput } from '@plateforme/shared/accounts/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/password/reset (P1-PWD-12): e-mail, token from the link, the new password twice. */
export async function resetPassword(input: PasswordResetInput): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/password/reset', { body: input, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silentErrors: true } });
}
