import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { takeArrivedBody, takeEarlyAnswer } from '../../../lib/early-requests.ts';
import {
  meetingListPath,
  nextPlacePath,
  type MeetingListParams,
  type MeetingListSource,
} from './meeting-list-requests.ts';

export type { MeetingListParams, MeetingListSource };

/**
 * One page of sessions at `path`. « Mes séances »' first lists are asked by the page's first
 * script (ADR 107): the same address's answer is taken once; anything but a success is asked again.
 */
async function getMeetingPage(path: string): Promise<MeetingList> {
  const early = await takeEarlyAnswer(path);
  if (early?.ok) return early.body as MeetingList;
  return apiClient.get<MeetingList>(path);
}

/** An early answer already there: the list draws with it at once. */
const arrivedPage = (path: string | null) =>
  path === null ? undefined : (takeArrivedBody(path) as MeetingList | undefined);

export function getMeetingList(source: MeetingListSource, params: MeetingListParams) {
  return getMeetingPage(meetingListPath(source, params));
}

export function useMeetingList(source: MeetingListSource | null, params: MeetingListParams) {
  return useQuery({
    queryKey: ['meetings', 'list', source, params] as const,
    queryFn: () => getMeetingList(source!, params),
    initialData: () => arrivedPage(source && meetingListPath(source, params)),
    enabled: source !== null,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

/** The viewer's next session with a place (validated, not started), whatever the table's sort and page. */
export function useNextPlace(source: MeetingListSource | null) {
  return useQuery({
    queryKey: ['meetings', 'next-place', source] as const,
    queryFn: () => getMeetingPage(nextPlacePath(source!)),
    initialData: () => arrivedPage(source && nextPlacePath(source)),
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
