import type { AccessProfile } from '@plateforme/shared/accounts/access.rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { hasSession } from '../../../lib/auth-storage.ts';
import { endSession, profileQueryKey } from '../../../lib/session.ts';

/** The signed-in user as GET /api/user answers it (P1 §3 User / profile, P2 §3 User). */
export type Profile = AccessProfile & {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  aja_role?: 'aja_young' | 'aja_assistant' | null;
  phone?: string | null;
  zip?: string | null;
  city?: string | null;
  street?: string | null;
  birthdate?: string | null;
  aja_assistant?: { firstname: string; lastname: string; email: string } | null;
  premium_dates?: { start: string | null; end: string | null } | null;
  qr_info_alert?: boolean | number | null;
  qsat_alert?: boolean | number | null;
  cog_alert?: boolean | number | null;
  show_oncommence_menu?: boolean | null;
};

/**
 * Null when nobody is signed in. A profile the API refuses to give ends the session
 * (P1 §4: "a failed profile load logs the user out"); a network failure does not, it is
 * shown as an error with a retry, so a member is not signed out by a flaky connection.
 */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSession()) return null;
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
  initialData: () => (hasSession() ? undefined : null),
  staleTime: 5 * 60_000,
  meta: { silentErrors: true },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
