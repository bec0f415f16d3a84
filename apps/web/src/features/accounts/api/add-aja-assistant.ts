import type { AjaAssistantInput } from '@plateforme/shared/accounts/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { userQueryKey, type AjaAssistant } from './get-user.ts';

export type AddAjaAssistantVariables = { userId: number; assistant: AjaAssistantInput };

/** POST /api/users/{id}/aja-assistant (P2-PROF-20): answers the carer. */
export async function addAjaAssistant({ userId, assistant }: AddAjaAssistantVariables): Promise<AjaAssistant> {
  const response = await apiClient.post<{ data: AjaAssistant }>(`/api/users/${userId}/aja-assistant`, {
    body: assistant,
  });
  return response.data;
}

export function useAddAjaAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAjaAssistant,
    meta: { silentErrors: true },
    onSuccess: async (_assistant, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
