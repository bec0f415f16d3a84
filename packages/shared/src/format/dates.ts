/**
 * Dates and times as members read them (P2 §1, §2 Meetings screen): DD/MM/YYYY, HHhmm,
 * always on the Paris clock, whatever the zone of the server or the browser.
 */
import { getWallClock, PARIS_TIME_ZONE } from './paris-time.ts';

const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** The months as French writes them, lower case (dates written out, the birth-date selects). */
export const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** A calendar day: a date-only string (a birthdate) is that day, never shifted by a zone. */
function getCalendarDay(value: string | Date): { year: number; month: number; day: number; weekday: number } {
  const match = typeof value === 'string' ? isoDatePattern.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
    if (noonUtc.getUTCDate() !== day) throw new RangeError(`Invalid date: ${value}`);
    return { year, month, day, weekday: ((noonUtc.getUTCDay() + 6) % 7) + 1 };
  }
  return getWallClock(toDate(value), PARIS_TIME_ZONE);
}

/** '2026-11-23' or an instant → '23/11/2026' (the day in Paris). */
export function formatDate(value: string | Date): string {
  const { year, month, day } = getCalendarDay(value);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** The Paris day as YYYY-MM-DD, the wire format of date-only fields. */
export function formatIsoDate(value: string | Date): string {
  const { year, month, day } = getCalendarDay(value);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** → '09h30', '14h00'. */
export function formatTime(value: string | Date): string {
  const { hour, minute } = getWallClock(toDate(value), PARIS_TIME_ZONE);
  return `${pad(hour)}h${pad(minute)}`;
}

/** → '14h00 - 15h30'. */
export function formatTimeRange(start: string | Date, end: string | Date): string {
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/** → 'lundi 23/11/2026'. */
export function formatWeekdayDate(value: string | Date): string {
  const day = getCalendarDay(value);
  return `${weekdayNames[day.weekday - 1]} ${formatDate(value)}`;
}

/** → 'mardi 1er décembre' (the day in Paris, as said aloud; e-mails and notices). */
export function formatSpokenDate(value: string | Date): string {
  const day = getCalendarDay(value);
  return `${weekdayNames[day.weekday - 1]} ${day.day === 1 ? '1er' : day.day} ${monthNames[day.month - 1]}`;
}

/** → '10 h', '11 h 30'. */
export function formatSpokenTime(value: string | Date): string {
  const { hour, minute } = getWallClock(toDate(value), PARIS_TIME_ZONE);
  return minute === 0 ? `${hour} h` : `${hour} h ${pad(minute)}`;
}

/** → 'mardi 1er décembre, 10 h – 11 h 30'. */
export function formatSpokenSession(start: string | Date, end: string | Date): string {
  return `${formatSpokenDate(start)}, ${formatSpokenTime(start)} – ${formatSpokenTime(end)}`;
}
