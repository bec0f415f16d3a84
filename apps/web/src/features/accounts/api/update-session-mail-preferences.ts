import type {
  SessionMailPreferencesAnswer,
  SessionMailPreferencesInput,
} from '@plateforme/shared/workshops/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { sessionMailPreferencesQueryKey } from './get-session-mail-preferences.ts';

/** PUT /api/user/session-mail-preferences: every choice at once. */
export async function updateSessionMailPreferences(
  input: SessionMailPreferencesInput,
): Promise<SessionMailPreferencesAnswer> {
  const response = await apiClient.put<{ data: SessionMailPreferencesAnswer }>('/api/user/session-mail-preferences', {
    body: input,
  });
  return response.data;
}

export function useUpdateSessionMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSessionMailPreferences,
    // The section says what failed itself.
    meta: { silentErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(sessionMailPreferencesQueryKey, answer),
  });
}
