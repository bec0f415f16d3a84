import type { ProfileUpdateInput } from '@plateforme/shared/accounts/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { userQueryKey, type User } from './get-user.ts';

export type UpdateUserVariables = { id: number; data: ProfileUpdateInput };

export type UpdateUserResult = { user: User; pendingEmail: string | null };

/**
 * PUT /api/users/{id} (P2-PROF-16): the profile form's payload. A new e-mail waits for its
 * confirmation link: `pending_email` names where it was sent (ADR 021).
 */
export async function updateUser({ id, data }: UpdateUserVariables): Promise<UpdateUserResult> {
  const response = await apiClient.put<{ data: User; pending_email?: string }>(`/api/users/${id}`, { body: data });
  return { user: response.data, pendingEmail: response.pending_email ?? null };
}

/** Saves, then refreshes the signed-in profile and the user record (P2 §2 Profile edit). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The form shows field errors itself and the other ones in the message bar.
    meta: { silentErrors: true },
    onSuccess: async ({ user }, { id }) => {
      if (user) queryClient.setQueryData(userQueryKey(id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
      ]);
    },
  });
}
