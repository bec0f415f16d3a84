import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardCheckSchema, type CardCheck } from '@plateforme/shared/membership/card.schemas';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** GET /api/membership-cards/{token} (issue #38): valid or expired, and until when; 404 for an unknown card. */
export async function checkMemberCard(token: string): Promise<CardCheck> {
  const answer = await apiClient.get<unknown>(`/api/membership-cards/${encodeURIComponent(token)}`, {
    anonymous: true,
  });
  return cardCheckSchema.parse(answer).data;
}

export const memberCardCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['membership-cards', token],
    queryFn: () => checkMemberCard(token),
    // An unknown card, or too many checks, will not change by asking again at once.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    staleTime: 0,
    meta: { silentErrors: true },
  });

export function useMemberCardCheck(token: string) {
  return useQuery(memberCardCheckQueryOptions(token));
}
