import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { userQueryKey } from './get-user.ts';

/** DELETE /api/users/{id}/aja-assistant (P2-PROF-22). */
export async function deleteAjaAssistant(userId: number): Promise<void> {
  await apiClient.delete(`/api/users/${userId}/aja-assistant`);
}

export function useDeleteAjaAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAjaAssistant,
    onSuccess: async (_answer, userId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
