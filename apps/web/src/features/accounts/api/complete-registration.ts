import type { CompleteRegistrationInput } from '@plateforme/shared/accounts/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/registration/complete (P1-PWD-22): the invitation token, the account's password, the captcha. */
export async function completeRegistration(input: CompleteRegistrationInput): Promise<{ message?: string }> {
  return apiClient.post<{ message?: string }>('/api/registration/complete', {
    body: { ...input, from_complete_registration: true },
    anonymous: true,
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration, meta: { silentErrors: true } });
}
