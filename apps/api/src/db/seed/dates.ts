// Calendar helpers for the demo: sessions are planned in Paris local time, stored as instants.

const DAY_MS = 86_400_000;

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function parisFields(at: Date) {
  const parts = Object.fromEntries(parisParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The Paris calendar day of an instant, as YYYY-MM-DD. */
export function parisDay(at: Date): string {
  const { year, month, day } = parisFields(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant of a Paris wall-clock time (the offset is +1 h or +2 h depending on the date). */
export function parisTime(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date, hour, minute);
  const guess = new Date(wallClock - 3_600_000);
  const fields = parisFields(guess);
  const offset = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute) - guess.getTime();
  return new Date(wallClock - offset);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
  return addDays(day, -weekday);
}

/** ISO 8601 week-numbering year and week of a day. */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * DAY_MS));
  return { year, week };
}

/** A birthdate giving the age in whole years on the given day. */
export function birthdateForAge(today: string, age: number, dayOffset = 0): string {
  const year = Number(today.slice(0, 4)) - age;
  return addDays(`${year}${today.slice(4)}`.replace('-02-29', '-02-28'), -dayOffset);
}
