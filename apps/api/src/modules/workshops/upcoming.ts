import { gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { meetings } from '../../db/schema/index.ts';

/**
 * When a session still counts as coming: for members and visitors until it starts (P2 §4),
 * for the pros and the staff until it ends, so a session under way stays in their view.
 */
export type Upcoming = { until: 'start' | 'end'; now: Date };

export function isUpcoming(upcoming: Upcoming): SQL {
  return isComing(upcoming.until, upcoming.now);
}

/** The same with `now` as a value or a prepared statement's parameter. */
export function isComing(until: Upcoming['until'], now: Date | SQLWrapper): SQL {
  return gt(until === 'start' ? meetings.start : meetings.end, now);
}

/**
 * Places taken in a session: its counter, kept by a trigger on meeting_subscriptions (ADR 027).
 * The session is named by its table (or alias), always qualified: in a select list drizzle
 * writes a single table's columns bare, and a bare column could mean another table's here.
 */
export function takenPlaces(meetingTable: string): SQL<number> {
  return sql<number>`${sql.identifier(meetingTable)}.${sql.identifier('taken_places')}`.mapWith(Number);
}
