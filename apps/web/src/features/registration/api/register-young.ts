import type { RegisterYoungInput } from '@plateforme/shared/registration/registration.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/register-young: the child of the signed-in AJA carer (P1 §3 Young, §7). */
export async function registerYoung(input: RegisterYoungInput): Promise<unknown> {
  const response = await apiClient.post<{ data: unknown }>('/api/register-young', { body: input });
  return response.data;
}

export function useRegisterYoung() {
  return useMutation({ mutationFn: registerYoung, meta: { silentErrors: true } });
}
