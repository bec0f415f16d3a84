import { and, asc, eq, gt, inArray, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boundStatement, param, rowReader } from '../../../db/prepared.ts';
import { meetings, meetingSubscriptions, sessionMailPreferences } from '../../../db/schema/index.ts';

/** A hold still running at `now`: offered, not declined nor lapsed, the member still waiting. */
export const runningHold = (now: Date | Placeholder) =>
  and(
    gt(meetingSubscriptions.offeredUntil, now),
    isNull(meetingSubscriptions.offerClosedAt),
    isNull(meetingSubscriptions.unsubscribedAt),
    eq(meetingSubscriptions.status, 'waiting'),
  );

const holdFields = {
  id: meetingSubscriptions.id,
  userId: meetingSubscriptions.userId,
  offeredUntil: meetingSubscriptions.offeredUntil,
};
// Built once: every subscribe reads it in its transaction, on a handle of its own.
const runningHolds = boundStatement(
  'offers_running_holds',
  (db) =>
    db
      .select(holdFields)
      .from(meetingSubscriptions)
      .where(and(eq(meetingSubscriptions.meetingId, param('meetingId')), runningHold(param('now'))))
      .getSQL(),
  rowReader<{ id: number; userId: number; offeredUntil: Date | null }>(holdFields),
);

/** The session's places held at `now`, with whom they are held for. */
export function findRunningHolds(db: Db, meetingId: number, now: Date) {
  return runningHolds(db, { meetingId, now: now.toISOString() });
}

/**
 * The first `count` waiting members never offered a place in this session, who did not turn
 * offers off, in the list's order.
 */
export function findNextInLine(db: Db, meetingId: number, count: number) {
  return db
    .select({ id: meetingSubscriptions.id, userId: meetingSubscriptions.userId })
    .from(meetingSubscriptions)
    .leftJoin(sessionMailPreferences, eq(sessionMailPreferences.userId, meetingSubscriptions.userId))
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.status, 'waiting'),
        isNull(meetingSubscriptions.unsubscribedAt),
        isNull(meetingSubscriptions.offeredUntil),
        sql`coalesce(${sessionMailPreferences.offers}, true)`,
      ),
    )
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id))
    .limit(count);
}

export async function hold(tx: Db, subscriptionIds: number[], until: Date): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx
    .update(meetingSubscriptions)
    .set({ offeredUntil: until })
    .where(inArray(meetingSubscriptions.id, subscriptionIds));
}

/** Ends the running holds given (declined) or lapsed at `now`; answers the sessions they were in. */
export async function closeHolds(tx: Db, where: { subscriptionId?: number; lapsedAt?: Date }, now: Date) {
  const condition = where.subscriptionId
    ? and(eq(meetingSubscriptions.id, where.subscriptionId), runningHold(now))
    : and(
        lte(meetingSubscriptions.offeredUntil, where.lapsedAt ?? now),
        isNull(meetingSubscriptions.offerClosedAt),
        isNull(meetingSubscriptions.unsubscribedAt),
        eq(meetingSubscriptions.status, 'waiting'),
      );
  return tx
    .update(meetingSubscriptions)
    .set({ offerClosedAt: now })
    .where(condition)
    .returning({ id: meetingSubscriptions.id, meetingId: meetingSubscriptions.meetingId });
}

/**
 * Coming sessions with a place neither taken nor held and someone waiting who could be
 * offered it: what the sweep looks at.
 */
export async function findSessionsToOffer(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        gt(meetings.start, now),
        sql`${meetings.takenPlaces} < ${meetings.places}`,
        sql`exists (select 1 from ${meetingSubscriptions} s where s.meeting_id = ${meetings.id}
          and s.status = 'waiting' and s.unsubscribed_at is null and s.offered_until is null)`,
      ),
    )
    .orderBy(asc(meetings.start));
  return rows.map((row) => row.id);
}
