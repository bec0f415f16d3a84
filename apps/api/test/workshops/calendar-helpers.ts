import ICAL from 'ical.js';

/** A calendar file read back by Mozilla's parser, as calendar apps read it. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: vevent.getFirstPropertyValue('url') as string | null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    name: calendar.getFirstPropertyValue('x-wr-calname') as string | null,
    refresh: String(calendar.getFirstPropertyValue('refresh-interval') ?? ''),
    events,
  };
}

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24/10/2026 10:00": the day and time a person in Paris sees. */
export const parisTime = (date: Date) => parisClock.format(date).replace(',', '');

/** The instant of a Paris wall-clock time ("2026-10-24T10:00"), whatever the offset that day. */
export function parisInstant(local: string): Date {
  const guess = new Date(`${local}:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(guess.getTime() - offsetHours * 3_600_000);
    const [day, time] = local.split('T');
    const [y, m, d] = day!.split('-');
    if (parisTime(candidate) === `${d}/${m}/${y} ${time}`) return candidate;
  }
  throw new Error(`no Paris instant for ${local}`);
}

/** The next change of clocks in Paris (last Sunday of March or October) at least two days ahead. */
export function nextClockChange(now: Date): Date {
  const lastSunday = (year: number, month: number) => {
    const day = new Date(Date.UTC(year, month + 1, 0));
    day.setUTCDate(day.getUTCDate() - day.getUTCDay());
    return day;
  };
  for (let year = now.getUTCFullYear(); ; year++) {
    for (const month of [2, 9]) {
      const change = lastSunday(year, month);
      if (change.getTime() > now.getTime() + 2 * 86_400_000) return change;
    }
  }
}

/** "2026-10-24": a UTC day as the Paris wall-clock helpers take it. */
export const dayOf = (date: Date, shiftDays = 0) =>
  new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10);
