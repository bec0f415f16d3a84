import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  calendarFeeds,
  meetings,
  meetingSubscriptions,
  sessionMailPreferences,
  users,
  workshops,
} from '../../../db/schema/index.ts';
import type { CalendarSession } from './calendar-event.ts';
import { calendarSessionColumns } from './calendar-session.columns.ts';

export async function findCalendarSession(db: Db, meetingId: number): Promise<CalendarSession | undefined> {
  const [row] = await db
    .select(calendarSessionColumns)
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetings.id, meetingId));
  return row;
}

/** Whether the person holds a place (not a waiting entry) in the session, not given up. */
export async function hasValidatedPlace(db: Db, meetingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingSubscriptions.id })
    .from(meetingSubscriptions)
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.userId, userId),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The sessions where the person holds a place and which end after `since`, by start. */
export function findPlacesEndingAfter(db: Db, userId: number, since: Date): Promise<CalendarSession[]> {
  return db
    .select(calendarSessionColumns)
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(
      and(
        eq(meetingSubscriptions.userId, userId),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
        gte(meetings.end, since),
      ),
    )
    .orderBy(asc(meetings.start), asc(meetings.id));
}

/** The owner of a calendar address by its token's hash, when she is not archived. */
export async function findFeedOwner(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isArchived, false)));
  return row?.userId;
}

export async function findFeed(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Creates her address, or replaces its token: the old one stops answering at once. */
export async function upsertFeed(db: Db, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export function findMailPreferenceRows(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: sessionMailPreferences.userId,
      reminders: sessionMailPreferences.reminders,
      skippedReminderHours: sessionMailPreferences.skippedReminderHours,
      offers: sessionMailPreferences.offers,
      participantLists: sessionMailPreferences.participantLists,
    })
    .from(sessionMailPreferences)
    .where(inArray(sessionMailPreferences.userId, [...userIds]));
}

export async function upsertMailPreferences(
  db: Db,
  userId: number,
  values: {
    reminders: boolean;
    skippedReminderHours: number[];
    offers: boolean;
    participantLists: boolean;
  },
): Promise<void> {
  await db
    .insert(sessionMailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sessionMailPreferences.userId, set: { ...values, updatedAt: new Date() } });
}
