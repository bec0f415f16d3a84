import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The carer of an AJA young person, as the user record carries it (P2 §3 User). */
export type AjaAssistant = { id?: number; firstname: string; lastname: string; email: string };

/** A user as GET /api/users/{id} answers it (P2 §3 User): what the profile screens show. */
export type User = {
  id: number;
  firstname: string;
  lastname: string;
  complete_name?: string;
  email: string;
  phone?: string | null;
  zip?: string | null;
  city?: string | null;
  street?: string | null;
  birthdate?: string | null;
  role: 'user' | 'pro' | 'admin';
  role_name?: string;
  types?: string[];
  is_aja?: boolean;
  aja_role?: 'aja_young' | 'aja_assistant' | null;
  aja_assistant?: AjaAssistant | null;
  premium_dates?: { start: string; end: string } | null;
  code?: string | null;
  member_code?: string | null;
};

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
