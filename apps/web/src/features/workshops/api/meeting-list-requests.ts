import { getAccessState, isPremium, isPro, type AccessProfile } from '@plateforme/shared/accounts/access.rules';
import { MEETINGS_DEFAULT_PER_PAGE } from '@plateforme/shared/workshops/meeting-fields';
import { profileOf } from '../../../lib/profile-request.ts';
import { peekEarlyAnswer, prefetchRequests } from '../../../lib/early-requests.ts';
import { listPath } from '../../../lib/query-string.ts';
import { readMeetingFilters, toListParams, type MeetingListParams } from '../hooks/meeting-filters.ts';

/**
 * The addresses of « Mes séances »' lists, kept apart from the queries (no library imported)
 * so the page's first script asks for the same ones early (ADR 107).
 */

export type { MeetingListParams };

/**
 * Whose sessions « Mes séances » lists: a member's own come from their subscriptions
 * (GET /api/users/{id}/subscribitions, P2 §7), a pro's own and a pro's view of a member
 * from GET /api/meetings filtered on the member.
 */
export type MeetingListSource = { kind: 'subscriptions' | 'meetings'; userId: number };

/** The address of one page of a list of sessions. */
export function meetingListPath(
  source: MeetingListSource,
  params: MeetingListParams,
  perPage = MEETINGS_DEFAULT_PER_PAGE,
): string {
  const query = {
    page: params.page,
    per_page: perPage,
    sort: params.sort,
    direction: params.direction,
    with: ['workshop.partner'],
  };
  if (source.kind === 'subscriptions')
    return listPath(`/api/users/${source.userId}/subscribitions`, { ...query, search: params.search });
  return listPath('/api/meetings', { ...query, search: { ...params.search, user_id: source.userId } });
}

/** How many coming sessions are read to find the next place: waiting entries may come first. */
const NEXT_PLACE_LOOKAHEAD = 5;

/** The viewer's next sessions, whatever the table's sort and page. */
export const nextPlacePath = (source: MeetingListSource) =>
  meetingListPath(source, { search: { upcoming: 1 }, page: 1, sort: 'start', direction: 'asc' }, NEXT_PLACE_LOOKAHEAD);

/** Whose sessions the viewer's own « Mes séances » lists; null for the members-only card. */
export function ownMeetingsSource(profile: (AccessProfile & { id: number }) | null): MeetingListSource | null {
  const state = getAccessState(profile);
  if (!profile || !isPremium(state)) return null;
  return { kind: isPro(state) ? 'meetings' : 'subscriptions', userId: profile.id };
}

/**
 * What /meetings asks first for the signed-in person, from the address and their profile:
 * the next place and the coming sessions' page with the address's filters (the partner
 * filter is a pro's view of a member only). Elsewhere, or without the right, nothing.
 */
export function ownMeetingsRequests(
  pathname: string,
  search: string,
  profile: (AccessProfile & { id: number }) | null,
  now = new Date(),
): string[] {
  if (pathname.replace(/\/+$/, '') !== '/meetings') return [];
  const source = ownMeetingsSource(profile);
  if (!source) return [];
  const filters = { ...readMeetingFilters(new URLSearchParams(search)), partner: null };
  return [nextPlacePath(source), meetingListPath(source, toListParams(filters, now, 'coming'))];
}

/**
 * On /meetings, asks for the lists as soon as the profile asked by the page's first script
 * (`apps/web/src/lib/profile-request.ts`) has arrived, before the app takes it: they need its id
 * and rights (ADR 107). Without an early profile, nothing.
 */
export function prefetchOwnMeetings(pathname: string, search: string): void {
  if (pathname.replace(/\/+$/, '') !== '/meetings') return;
  void peekEarlyAnswer('/api/user')?.then((answer) => {
    const profile = answer.ok ? profileOf(answer.body) : undefined;
    if (profile) prefetchRequests(ownMeetingsRequests(pathname, search, profile));
  });
}
