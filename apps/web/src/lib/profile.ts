import type { Profile } from '@plateforme/shared/accounts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { getAccessToken, hasSession } from './auth-storage.ts';
import { profileOf, takeArrivedProfile, takePrefetchedProfile } from './early-profile.ts';
import { endSession, profileQueryKey } from './session.ts';

export type { Profile };

/**
 * Null when nobody is signed in. A profile the API refuses to give ends the session
 * (P1 §4: "a failed profile load logs the user out"); a network failure does not, it is
 * shown as an error with a retry, so a member is not signed out by a flaky connection.
 */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSession()) return null;
  const early = await takePrefetchedProfile(getAccessToken());
  const earlyProfile = early?.ok ? profileOf(early.body) : undefined;
  if (earlyProfile) return earlyProfile;
  try {
    const response = await apiClient.get<{ data: Profile }>('/api/user');
    return response?.data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status !== 0) {
      endSession();
      return null;
    }
    throw error;
  }
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getProfile,
  // Without a session the answer is known: a visitor's first page renders without a loader.
  // With one, the profile asked by the page's first script is used if it has already arrived.
  initialData: () => (hasSession() ? takeArrivedProfile(getAccessToken()) : null),
  staleTime: 5 * 60_000,
  meta: { silentErrors: true },
});

/**
 * The signed-in person (data null for a visitor), the one way every screen reads them: the
 * route guard loads it, screens re-render when it changes (after a payment, a questionnaire).
 */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
