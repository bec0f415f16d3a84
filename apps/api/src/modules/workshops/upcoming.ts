import { gt, sql, type SQL } from 'drizzle-orm';
import { meetings } from '../../db/schema/index.ts';

/**
 * When a session still counts as coming: for members and visitors until it starts (P2 §4),
 * for the pros and the staff until it ends, so a session under way stays in their view.
 */
export type Upcoming = { until: 'start' | 'end'; now: Date };

export function isUpcoming(upcoming: Upcoming): SQL {
  return gt(upcoming.until === 'start' ? meetings.start : meetings.end, upcoming.now);
}

/**
 * Places taken in a session: its counter, kept by a trigger on meeting_subscriptions (ADR 027).
 * The session is named by its table (or alias), always qualified: in a select list drizzle
 * writes a single table's columns bare, and a bare column could mean another table's here.
 */
export function takenPlaces(meetingTable: string): SQL<number> {
  return sql<number>`${sql.identifier(meetingTable)}.${sql.identifier('taken_places')}`.mapWith(Number);
}
