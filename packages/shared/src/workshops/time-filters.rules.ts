/**
 * The workshop search's time-of-day and day filters (P2 §9), on the Paris clock. The
 * catalogue holds their labels (messages.workshops.timeSlots, messages.workshops.weekdays).
 */
import { getWallClock } from '../format/paris-time.ts';

/** Ranges as the spec gives them; the ':01' ends let a session ending on the hour match. */
export const timeSlots = {
  morning: { from: '06:00', to: '13:01' },
  midday: { from: '12:00', to: '14:01' },
  afternoon: { from: '13:00', to: '17:01' },
  lateAfternoon: { from: '16:30', to: '20:01' },
} as const;

export type TimeSlot = keyof typeof timeSlots;

/** Monday to Sunday are 1 to 7 on the wire (P2 §9). */
export const weekdayValues = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekdayValue = (typeof weekdayValues)[number];

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function getParisMinutes(date: Date): number {
  const { hour, minute } = getWallClock(date);
  return hour * 60 + minute;
}

/** A session matches a slot when it starts and ends within it, in Paris time. */
export function isMeetingInTimeSlot(meeting: { start: Date; end: Date }, slot: TimeSlot): boolean {
  const { from, to } = timeSlots[slot];
  return getParisMinutes(meeting.start) >= toMinutes(from) && getParisMinutes(meeting.end) <= toMinutes(to);
}

/** The day filter value of a session: its weekday in Paris, Monday 1 … Sunday 7. */
export function getWeekdayValue(date: Date): WeekdayValue {
  return getWallClock(date).weekday as WeekdayValue;
}
