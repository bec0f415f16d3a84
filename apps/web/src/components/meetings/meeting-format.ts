import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import { openPlaces } from '@plateforme/shared/workshops/waiting-list.rules';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';

/** The info menu (address or visio link) stays this long after a session ends (P2 §9). */
export const INFO_AFTER_END_MS = 10 * 60_000;

type Timed = Pick<MeetingItem, 'start' | 'end'>;

export const meetingDate = (meeting: Timed) => formatWeekdayDate(meeting.start);
export const meetingTime = (meeting: Timed) => formatTimeRange(meeting.start, meeting.end);

export function meetingPlaces(meeting: Pick<MeetingItem, 'places' | 'validated_subscribers_count'>): string {
  return meetingsMessages.places(Math.max(0, meeting.places - meeting.validated_subscribers_count), meeting.places);
}

/** As members read it (ADR 073): « 3 places restantes », « 1 place restante », « Complet »; held places count as taken. */
export function meetingPlacesLeft(
  meeting: Pick<MeetingItem, 'places' | 'validated_subscribers_count' | 'held_places_count'>,
): string {
  return waitingListMessages.placesLeft(openPlaces(meeting));
}

export function hasStarted(meeting: Timed, now: number): boolean {
  return new Date(meeting.start).getTime() <= now;
}

/** A past row: the session has ended. */
export function hasEnded(meeting: Timed, now: number): boolean {
  return new Date(meeting.end).getTime() <= now;
}

export function showsInfo(meeting: Timed, now: number): boolean {
  return new Date(meeting.end).getTime() + INFO_AFTER_END_MS > now;
}

/** What « Infos » holds: the address onsite or the visio link, and the booklet for a validated place. */
export function meetingInfo(meeting: Pick<MeetingItem, 'type' | 'address' | 'link' | 'pivot'>) {
  const onsite = meeting.type === 'onsite';
  return { onsite, content: onsite ? meeting.address : meeting.link, validated: meeting.pivot?.status === 'validated' };
}
