import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '../../../lib/profile.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/** The profile type and its fetcher live in lib/ (registration signs in too). */
export type { Profile } from '../../../lib/profile.ts';

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getProfile,
  staleTime: 5 * 60_000,
  meta: { silentErrors: true },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
