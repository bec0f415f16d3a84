import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { AuthTokens } from '../../lib/auth-storage.ts';

/** The companion application's address is a public setting the staff can change. */
export const oncogitielUrlQuery = queryOptions({
  queryKey: ['settings', 'oncogitiel_url'],
  queryFn: async () =>
    (await apiClient.get<{ data: { value: string } }>('/api/settings/oncogitiel_url', { anonymous: true })).data.value,
  staleTime: 60 * 60 * 1000,
});

/**
 * The companion application's address (P1-HOME-23/24): signed-in people take their access
 * token and its expiry (milliseconds since the epoch) along, so they arrive signed in.
 */
export function buildOncogitielUrl(
  base: string,
  tokens: Pick<AuthTokens, 'access_token' | 'expires_at'> | null,
): string {
  if (!tokens) return base;
  const url = new URL(base, window.location.origin);
  url.searchParams.set('access_token', tokens.access_token);
  url.searchParams.set('expires_at', String(tokens.expires_at));
  return /^https?:\/\//.test(base) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
