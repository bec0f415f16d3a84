/**
 * The meeting form's bounds and conversions that need no schema library (ADR 095): the
 * browser uses them before zod loads; meeting-form.schemas.ts builds the checks on them.
 */
import { addCalendarDays, getParisDay, parisTimeToInstant } from '../format/paris-time.ts';
import type { MeetingFormOutput } from './meeting-form.schemas.ts';

/** More participants than a room or a visio ever holds: a bound for the lists. */
export const MEETING_MAX_PARTICIPANTS = 500;
/** The participant search of the form returns 5 (P2 §5, §7). */
export const PARTICIPANT_SEARCH_PER_PAGE = 5;
/** A session lasts 15 minutes to 8 hours, and holds 1 to 100 places (ADR 071). */
export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 8 * 60;
export const MEETING_MAX_PLACES = 100;

/** The first day a session may be on: tomorrow in Paris (P2 §5). */
export function firstMeetingDay(now = new Date()): string {
  return addCalendarDays(getParisDay(now), 1);
}

const toMinutes = (time: string) => time.split(':').map(Number) as [number, number];

/** The form's values as the API's body (Paris wall clock to instants). */
export function toMeetingInput(values: MeetingFormOutput) {
  const [startHour, startMinute] = toMinutes(values.start_time);
  const [endHour, endMinute] = toMinutes(values.end_time);
  return {
    start: parisTimeToInstant(values.date, startHour, startMinute).toISOString(),
    end: parisTimeToInstant(values.date, endHour, endMinute).toISOString(),
    type: values.type,
    address: values.type === 'onsite' ? values.address : null,
    link: values.type === 'remote' ? values.link : null,
    sequence: values.sequence,
    places: values.places,
    subscribers: values.subscribers,
    queued: values.queued,
  };
}

/** ISO 8601 week-numbering year and week of a YYYY-MM-DD day: the planning's key (P2 §7). */
export function isoWeekOf(day: string): { year: number; week: number } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addCalendarDays(day, 3 - weekday);
  const year = Number(thursday.slice(0, 4));
  const januaryFourth = `${year}-01-04`;
  const firstThursday = addCalendarDays(
    januaryFourth,
    3 - ((new Date(`${januaryFourth}T00:00:00Z`).getUTCDay() + 6) % 7),
  );
  return { year, week: 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000)) };
}
