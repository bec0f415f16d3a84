/**
 * The days of a cycle of sessions (issue #37) and the French public holidays it may skip,
 * computed here (Easter by the Gregorian computus), with no calendar service to call.
 */
import { addCalendarDays } from '../format/paris-time.ts';
import { meetingCycleMessages } from '../messages/workshops-cycle.ts';

/** A cycle holds at most a year of weeks. */
export const MEETING_CYCLE_MAX_WEEKS = 52;

type HolidayKey = keyof typeof meetingCycleMessages.holidays;

/** Easter Sunday of a Gregorian year, as YYYY-MM-DD (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The eleven public holidays of metropolitan France in a year: day → name. */
export function frenchHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const names = meetingCycleMessages.holidays;
  const days: [string, HolidayKey][] = [
    [`${year}-01-01`, 'newYear'],
    [addCalendarDays(easter, 1), 'easterMonday'],
    [`${year}-05-01`, 'labourDay'],
    [`${year}-05-08`, 'victoryDay'],
    [addCalendarDays(easter, 39), 'ascension'],
    [addCalendarDays(easter, 50), 'whitMonday'],
    [`${year}-07-14`, 'bastilleDay'],
    [`${year}-08-15`, 'assumption'],
    [`${year}-11-01`, 'allSaints'],
    [`${year}-11-11`, 'armistice'],
    [`${year}-12-25`, 'christmas'],
  ];
  return new Map(days.map(([day, key]) => [day, names[key]]));
}

/** The holiday's name on a YYYY-MM-DD day, or null. */
export function findFrenchHoliday(day: string): string | null {
  return frenchHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}

/** 1 = Monday … 7 = Sunday of a YYYY-MM-DD day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

export type CycleDaysInput = {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The first day the cycle may hold a session on. */
  firstDay: string;
  /** How many weeks the cycle runs (a skipped holiday still counts as a week)… */
  count?: number | null;
  /** …or the last day it may hold a session on. */
  until?: string | null;
  skipHolidays: boolean;
};

export type CycleDays = { days: string[]; skipped: { day: string; holiday: string }[] };

/**
 * The cycle's days: its weekday each week from the first day, for `count` weeks or up to
 * `until`, never past MEETING_CYCLE_MAX_WEEKS; holidays set aside when asked.
 */
export function findCycleDays(input: CycleDaysInput): CycleDays {
  const first = addCalendarDays(input.firstDay, (input.weekday - weekdayOf(input.firstDay) + 7) % 7);
  const result: CycleDays = { days: [], skipped: [] };
  for (let week = 0; week < MEETING_CYCLE_MAX_WEEKS; week += 1) {
    if (input.count && week >= input.count) break;
    const day = addCalendarDays(first, 7 * week);
    if (input.until && day > input.until) break;
    const holiday = input.skipHolidays ? findFrenchHoliday(day) : null;
    if (holiday) result.skipped.push({ day, holiday });
    else result.days.push(day);
  }
  return result;
}

/** The web form: strings as typed, and a choice between a number of weeks and an end date. */
export type MeetingCycleFormValues = {
  weekday: string;
  first_day: string;
  repeat: 'count' | 'until';
  count: string;
  until: string;
  start_time: string;
  end_time: string;
  type: 'onsite' | 'remote';
  address: string;
  link: string;
  places: string;
  sequence: string;
  skip_holidays: boolean;
};

/** The form's values as the API's body: only the chosen one of the count and the end date. */
export function toMeetingCycleInput(values: MeetingCycleFormValues) {
  const { repeat, ...rest } = values;
  return {
    ...rest,
    count: repeat === 'count' ? values.count : null,
    until: repeat === 'until' ? values.until : null,
    address: values.type === 'onsite' ? values.address : null,
    link: values.type === 'remote' ? values.link : null,
    sequence: values.sequence === '' ? null : values.sequence,
  };
}
