import type { profileSchema } from '@plateforme/shared/accounts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** The carer of an AJA young person, as the user record carries it (P2 §3 User). */
export type AjaAssistant = { id?: number; firstname: string; lastname: string; email: string };

/** A user as GET /api/users/{id} answers it (P2 §3 User): what the profile screens show. */
export type User = z.infer<typeof profileSchema>;

/** Relations the API can add to the user (P2-PROF-24). */
export type UserRelation = 'aja_assistant' | 'payments' | 'subscriptions.workshop';

export const userQueryKey = (id: number) => ['users', id] as const;

export async function getUser(id: number, relations: readonly UserRelation[] = ['aja_assistant']): Promise<User> {
  const response = await apiClient.get<{ data: User }>(`/api/users/${id}`, { query: { with: relations } });
  return response.data;
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: () => getUser(id),
    // The screens show their own error state with a retry.
    meta: { silentErrors: true },
  });

export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}
