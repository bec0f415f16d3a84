import type { registerInputSchema } from '@plateforme/shared/registration/registration.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** registration_process travels as its JSON string (P1 §3). */
export type RegisterPayload = z.input<typeof registerInputSchema> & { registration_process: string };

export type RegisteredUser = { id: number; email: string };

/** POST /api/register: the form, the solved captcha and the process of step 1 (P1 §7). */
export async function registerUser(input: RegisterPayload): Promise<RegisteredUser> {
  const response = await apiClient.post<{ data: RegisteredUser }>('/api/register', { body: input });
  return response.data;
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser, meta: { silentErrors: true } });
}
