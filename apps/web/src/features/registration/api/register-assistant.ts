import type { RegisterAssistantInput } from '@plateforme/shared/registration/registration.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/register-assistant: the carer of the signed-in AJA young person (P1 §3 Assistant, §7). */
export async function registerAssistant(input: RegisterAssistantInput): Promise<unknown> {
  const response = await apiClient.post<{ data: unknown }>('/api/register-assistant', { body: input });
  return response.data;
}

export function useRegisterAssistant() {
  return useMutation({ mutationFn: registerAssistant, meta: { silentErrors: true } });
}
