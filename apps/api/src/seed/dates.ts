// Calendar helpers for the demo; Paris wall-clock conversions live in shared/format/paris-time.

import { addCalendarDays } from '@plateforme/shared/format/paris-time';

const DAY_MS = 86_400_000;

export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}

export function addMonths(at: Date, months: number): Date {
  const copy = new Date(at);
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
}

/** Monday of the ISO week holding the day. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addCalendarDays(day, -weekday);
}

/** ISO 8601 week-numbering year and week of a day. */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = addCalendarDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addCalendarDays(mondayOf(`${year}-01-04`), 3);
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * DAY_MS));
  return { year, week };
}

/** A birthdate giving the age in whole years on the given day. */
export function birthdateForAge(today: string, age: number, dayOffset = 0): string {
  const year = Number(today.slice(0, 4)) - age;
  return addCalendarDays(`${year}${today.slice(4)}`.replace('-02-29', '-02-28'), -dayOffset);
}
