import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/users/email-confirmation/resend: a new link to the signed-in person's address (429 past 5 an hour). */
export async function resendEmailConfirmation(): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/users/email-confirmation/resend');
}

export function useResendEmailConfirmation() {
  // The banner shows the answer, or the refusal, itself.
  return useMutation({ mutationFn: resendEmailConfirmation, meta: { silentErrors: true } });
}
