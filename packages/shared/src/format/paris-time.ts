/**
 * Calendar parts of an instant in a given zone (Europe/Paris by default), whatever the
 * machine's zone: ages, dates and times shown to members are all Paris wall-clock values.
 */

export const PARIS_TIME_ZONE = 'Europe/Paris';

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday, the numbering of the day filter (P2 §9). */
  weekday: number;
};

const weekdayNumbers: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight UTC of the last Sunday of a month (0-based). */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

/**
 * Paris's offset from UTC at an instant by the EU rule in force since 1996: summer time
 * (UTC+2) from the last Sunday of March to the last Sunday of October, both at 01:00 UTC.
 * Undefined outside the years a test checks against the time-zone database. Why not Intl:
 * a browser's first formatter with a time zone loads its zone data in a 15–20 ms task on
 * the first screen (ADR 016); this is arithmetic.
 */
function parisOffset(time: number): number | undefined {
  const year = new Date(time).getUTCFullYear();
  if (year < 1996 || year > 2037) return undefined;
  const summer = time >= lastSunday(year, 2) + HOUR && time < lastSunday(year, 9) + HOUR;
  return summer ? 2 * HOUR : HOUR;
}

/** The wall clock read from the time-zone database: other zones and years, and the rule's tests. */
export function wallClockFromZoneData(date: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of getFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdayNumbers[parts.weekday ?? ''] ?? 0,
  };
}

export function getWallClock(date: Date, timeZone = PARIS_TIME_ZONE): WallClock {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  const offset = timeZone === PARIS_TIME_ZONE ? parisOffset(time) : undefined;
  if (offset === undefined) return wallClockFromZoneData(date, timeZone);
  const local = new Date(time + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay() || 7,
  };
}

/** The Paris calendar day of an instant, as YYYY-MM-DD. */
export function getParisDay(date: Date): string {
  const { year, month, day } = getWallClock(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant of a Paris wall-clock time on a YYYY-MM-DD day (Paris is UTC+1 or UTC+2, so
 * the offset is read at the instant itself; two corrections settle it across a change).
 */
export function parisTimeToInstant(day: string, hour = 0, minute = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = Date.UTC(year, month - 1, date, hour, minute);
  let guess = target;
  for (let step = 0; step < 2; step += 1) {
    const clock = getWallClock(new Date(guess));
    guess -= Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - target;
  }
  return new Date(guess);
}

/** A YYYY-MM-DD calendar day moved by whole days. */
export function addCalendarDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
