import { MEETINGS_DEFAULT_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import type { MeetingList, MeetingSearchInput, MeetingSortColumn } from '@plateforme/shared/workshops/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type MeetingListParams = {
  search: MeetingSearchInput;
  page: number;
  sort: MeetingSortColumn;
  direction: 'asc' | 'desc';
};

/**
 * Whose sessions « Mes séances » lists: a member's own come from their subscriptions
 * (GET /api/users/{id}/subscribitions, P2 §7), a pro's own and a pro's view of a member
 * from GET /api/meetings filtered on the member.
 */
export type MeetingListSource = { kind: 'subscriptions' | 'meetings'; userId: number };

export function getMeetingList(
  source: MeetingListSource,
  params: MeetingListParams,
  perPage = MEETINGS_DEFAULT_PER_PAGE,
) {
  const query = {
    page: params.page,
    per_page: perPage,
    sort: params.sort,
    direction: params.direction,
    with: ['workshop.partner'],
  };
  if (source.kind === 'subscriptions') {
    return apiClient.get<MeetingList>(`/api/users/${source.userId}/subscribitions`, {
      query: { ...query, search: params.search },
    });
  }
  return apiClient.get<MeetingList>('/api/meetings', {
    query: { ...query, search: { ...params.search, user_id: source.userId } },
  });
}

export function useMeetingList(source: MeetingListSource | null, params: MeetingListParams) {
  return useQuery({
    queryKey: ['meetings', 'list', source, params] as const,
    queryFn: () => getMeetingList(source!, params),
    enabled: source !== null,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

/** How many coming sessions are read to find the next place: waiting entries may come first. */
const NEXT_PLACE_LOOKAHEAD = 5;

/** The viewer's next session with a place (validated, not started), whatever the table's sort and page. */
export function useNextPlace(source: MeetingListSource | null) {
  return useQuery({
    queryKey: ['meetings', 'next-place', source] as const,
    queryFn: () =>
      getMeetingList(
        source!,
        { search: { upcoming: 1 }, page: 1, sort: 'start', direction: 'asc' },
        NEXT_PLACE_LOOKAHEAD,
      ),
    enabled: source !== null,
    select: (list) => list.data.find((meeting) => meeting.pivot?.status === 'validated') ?? null,
    meta: { silentErrors: true },
  });
}

type Member = { id: number; firstname: string; lastname: string };

/** The member a pro is looking at, for the header « Liste des séances de {name} ». */
export function useMember(userId: number | null) {
  return useQuery({
    queryKey: ['users', 'detail', userId] as const,
    queryFn: () => apiClient.get<{ data: Member }>(`/api/users/${userId}`),
    enabled: userId !== null,
    meta: { silentErrors: true },
  });
}

type PartnerOption = { id: number; name: string };

/** The active partners, for the pro view's partner filter. */
export function usePartnerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['partners', 'active-options'] as const,
    queryFn: () =>
      apiClient.get<{ data: PartnerOption[] }>('/api/partners', { query: { search: { active: 1 }, per_page: 0 } }),
    enabled,
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
}
