import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '../../../lib/auth-storage.ts';
import { getProfile } from '../../../lib/profile.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/** The profile type and its fetcher live in lib/ (registration signs in too). */
export type { Profile } from '../../../lib/profile.ts';

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
