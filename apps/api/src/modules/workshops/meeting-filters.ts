import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { timeSlots, type TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { meetings } from '../../db/schema/index.ts';

/**
 * The day and time-of-day conditions on a session (P2 §9), read on the Paris clock by the
 * database itself, so a session at 00:30 in Paris is on the Paris day whatever the season.
 */
const inParis = (column: typeof meetings.start | typeof meetings.end) => sql`(${column} at time zone 'Europe/Paris')`;

/** The session starts on one of these weekdays (Monday 1 … Sunday 7, ISO numbering): an array of them. */
export function startsOnWeekday(days: SQLWrapper): SQL {
  return sql`extract(isodow from ${inParis(meetings.start)})::int = any(${days})`;
}

/** The session starts and ends inside one of these slots, on the same Paris day. */
export function withinTimeSlot(slots: TimeSlot[]): SQL {
  const each = slots.map((slot) => {
    const { from, to } = timeSlots[slot];
    return sql`(${inParis(meetings.start)}::time >= ${from}::time and ${inParis(meetings.end)}::time <= ${to}::time)`;
  });
  return sql`(${inParis(meetings.start)}::date = ${inParis(meetings.end)}::date and (${sql.join(each, sql` or `)}))`;
}
