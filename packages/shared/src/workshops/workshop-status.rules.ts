/**
 * What a workshop button or card says about the coming sessions (P1 §2 AJA home, P2 §2
 * Workshops list): nothing planned, only waiting lists, or nothing to say; and the next
 * session as a weekday and a time slot on the Paris clock ('mardi 14h00-15h30').
 */
import { formatTime } from '../format/dates.ts';
import { getWallClock } from '../format/paris-time.ts';

export type MeetingPlaces = { places: number; validated_subscribers_count: number };

/** How many coming sessions the waiting-list status looks at. */
export const STATUS_MEETINGS = 3;

export function hasFreePlace(meeting: MeetingPlaces): boolean {
  return meeting.validated_subscribers_count < meeting.places;
}

export type WorkshopStatus = 'no_meetings' | 'waiting_list' | null;

/**
 * 'no_meetings' without an upcoming session; 'waiting_list' when none of the next three has
 * a free place; otherwise null (no status shown).
 */
export function getWorkshopStatus(nextMeetings: readonly MeetingPlaces[]): WorkshopStatus {
  if (nextMeetings.length === 0) return 'no_meetings';
  return nextMeetings.slice(0, STATUS_MEETINGS).some(hasFreePlace) ? null : 'waiting_list';
}

const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** → 'mardi 14h00-15h30' (weekday of the start, HHhmm times, Paris). */
export function formatMeetingSlot(start: string | Date, end: string | Date): string {
  const startDate = new Date(start);
  const weekday = weekdayNames[getWallClock(startDate).weekday - 1] ?? '';
  return `${weekday} ${formatTime(startDate)}-${formatTime(new Date(end))}`;
}
