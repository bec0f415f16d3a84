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
