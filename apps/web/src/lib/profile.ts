import type { Profile } from '@plateforme/shared/accounts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { hasSession } from './auth-storage.ts';
import { takeArrivedBody, takeEarlyAnswer } from './early-requests.ts';
import { PROFILE_PATH, profileOf } from './profile-request.ts';
import { endSession, profileQueryKey } from './session.ts';

export type { Profile };

/**
 * Null when nobody is signed in. A profile the API refuses to give ends the session
 * (P1 §4: "a failed profile load logs the user out"); a network failure does not, it is
 * shown as an error with a retry, so a member is not signed out by a flaky connection.
 */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSession()) return null;
  // Asked by the page's first script (ADR 098): taken once, for the same token.
  const early = await takeEarlyAnswer(PROFILE_PATH);
  const earlyProfile = early?.ok ? profileOf(early.body) : undefined;
  if (earlyProfile) return earlyProfile;
  try {
    const response = await apiClient.get<{ data: Profile }>(PROFILE_PATH);
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
  // With one, the profile asked by the page's first script is used if it has already arrived,
  // taken once: the first render draws the screen rather than the guard's loader (ADR 105).
  initialData: () => (hasSession() ? profileOf(takeArrivedBody(PROFILE_PATH)) : null),
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
