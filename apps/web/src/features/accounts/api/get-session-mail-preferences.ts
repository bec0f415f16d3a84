import type { SessionMailPreferencesAnswer } from '@plateforme/shared/workshops/calendar.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const sessionMailPreferencesQueryKey = ['user', 'session-mail-preferences'] as const;

/** GET /api/user/session-mail-preferences: her choices and the staff's reminder delays. */
export async function getSessionMailPreferences(): Promise<SessionMailPreferencesAnswer> {
  return (await apiClient.get<{ data: SessionMailPreferencesAnswer }>('/api/user/session-mail-preferences')).data;
}

export const sessionMailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: sessionMailPreferencesQueryKey,
    queryFn: getSessionMailPreferences,
    // The section shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function useSessionMailPreferences() {
  return useQuery(sessionMailPreferencesQueryOptions());
}
