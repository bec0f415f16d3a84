import type { InvitationState } from '@plateforme/shared/accounts/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/registration/invitation (ADR 068): whether the link still works, and its address. */
export async function getInvitation(token: string): Promise<InvitationState> {
  const response = await apiClient.get<{ data: InvitationState }>('/api/registration/invitation', {
    query: { token },
    anonymous: true,
  });
  return response.data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    staleTime: Infinity,
    // The page says what it knows; when the read fails, the form still opens (the API checks on submit).
    meta: { silentErrors: true },
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
