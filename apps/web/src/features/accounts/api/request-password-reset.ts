import type { PasswordEmailInput } from '@plateforme/shared/accounts/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/password/email (P1-PWD-06): the same answer whether the address is known or not. */
export async function requestPasswordReset(input: PasswordEmailInput): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/password/email', { body: input, anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silentErrors: true } });
}
