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

export function getWallClock(date: Date, timeZone = PARIS_TIME_ZONE): WallClock {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
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
