/**
 * What the workshops forget of a member who deletes her account (issue #38, ADR 077): her places
 * and waiting entries in sessions to come are given up, each freed place offered to the waiting
 * list; her e-mail preferences and personal calendar address go. Past places stay, nameless
 * once her account is erased, for the sessions' attendance figures.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  calendarFeeds,
  meetings,
  meetingSubscriptions,
  sessionMailPreferences,
  workshops,
} from '../../../db/schema/index.ts';
import { enqueuePlaceOffers } from './offers.service.ts';
import * as repository from './subscriptions.repository.ts';

/** Gives up her coming places and entries; answers how many places were freed. */
export async function forgetMemberInWorkshops(tx: Db, userId: number, now: Date): Promise<number> {
  const coming = await tx
    .select({
      id: meetingSubscriptions.id,
      meetingId: meetingSubscriptions.meetingId,
      status: meetingSubscriptions.status,
    })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .where(
      and(
        eq(meetingSubscriptions.userId, userId),
        isNull(meetingSubscriptions.unsubscribedAt),
        gt(meetings.start, now),
      ),
    );
  if (coming.length > 0) {
    await repository.lockSessions(tx, [...new Set(coming.map((row) => row.meetingId))]);
    await repository.leave(
      tx,
      coming.map((row) => row.id),
      now,
    );
  }
  const freed = coming.filter((row) => row.status === 'validated');
  for (const place of freed) await enqueuePlaceOffers(tx, place.meetingId, now);
  await tx.delete(sessionMailPreferences).where(eq(sessionMailPreferences.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return freed.length;
}

/** Whether she runs a workshop (owner or second pro): it must be handed over before she goes. */
export async function runsWorkshops(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(or(eq(workshops.userId, userId), eq(workshops.secondaryProId, userId)))
    .limit(1);
  return row !== undefined;
}
