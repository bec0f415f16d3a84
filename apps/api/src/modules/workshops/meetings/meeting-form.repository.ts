import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { MeetingValues } from './meeting-values.ts';
import { meetings, meetingSubscriptions, planningWeeks, users, workshops } from '../../../db/schema/index.ts';

/** The workshop facts the meeting form's rules read (its type and programme). */
export async function findWorkshopFacts(db: Db, workshopId: number) {
  const [row] = await db
    .select({ id: workshops.id, type: workshops.type, isAja: workshops.isAja })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  return row;
}

export type WorkshopFacts = NonNullable<Awaited<ReturnType<typeof findWorkshopFacts>>>;

/**
 * The same facts, with the workshop's row held until the transaction ends: two saves of its
 * sessions take turns, so they cannot both find a slot free (ADR 064). `no key update` leaves
 * other tables' foreign-key checks on the workshop free.
 */
export async function lockWorkshopFacts(tx: Db, workshopId: number) {
  const [row] = await tx
    .select({ id: workshops.id, type: workshops.type, isAja: workshops.isAja })
    .from(workshops)
    .where(eq(workshops.id, workshopId))
    .for('no key update');
  return row;
}

/** The workshop's first other session sharing part of [start, end), if any (back to back is not sharing). */
export async function findOverlappingMeeting(
  tx: Db,
  workshopId: number,
  start: Date,
  end: Date,
  exceptMeetingId?: number,
) {
  const [row] = await tx
    .select({ start: meetings.start, end: meetings.end })
    .from(meetings)
    .where(
      and(
        eq(meetings.workshopId, workshopId),
        lt(meetings.start, end),
        gt(meetings.end, start),
        exceptMeetingId === undefined ? undefined : ne(meetings.id, exceptMeetingId),
      ),
    )
    .orderBy(asc(meetings.start))
    .limit(1);
  return row;
}

/** A session without a lock: which workshop it belongs to, before the rights are checked. */
export async function findMeetingWorkshopId(db: Db, meetingId: number) {
  const [row] = await db.select({ workshopId: meetings.workshopId }).from(meetings).where(eq(meetings.id, meetingId));
  return row?.workshopId;
}

/**
 * Locks the session's row until the transaction ends, as subscribing does (ADR 027): a
 * subscription waits for the edit and reads its new places and counter.
 */
export async function lockMeeting(tx: Db, meetingId: number) {
  const [row] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
  return row;
}

export type LockedMeeting = NonNullable<Awaited<ReturnType<typeof lockMeeting>>>;

/** Places and waiting entries not left, read under the session's lock. */
export function findActiveSubscriptions(tx: Db, meetingId: number) {
  return tx
    .select({ id: meetingSubscriptions.id, userId: meetingSubscriptions.userId, status: meetingSubscriptions.status })
    .from(meetingSubscriptions)
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)));
}

export async function insertMeeting(tx: Db, workshopId: number, values: MeetingValues): Promise<number> {
  const [row] = await tx
    .insert(meetings)
    .values({ workshopId, ...values })
    .returning({ id: meetings.id });
  if (!row) throw new Error('meeting not inserted');
  return row.id;
}

export async function updateMeeting(tx: Db, meetingId: number, values: MeetingValues): Promise<void> {
  await tx.update(meetings).set(values).where(eq(meetings.id, meetingId));
}

export async function setStatus(tx: Db, subscriptionIds: number[], status: 'validated' | 'waiting'): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx.update(meetingSubscriptions).set({ status }).where(inArray(meetingSubscriptions.id, subscriptionIds));
}

/** Leaving keeps the row, with the moment it was left (ADR 027). */
export async function leave(tx: Db, subscriptionIds: number[], now: Date): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx
    .update(meetingSubscriptions)
    .set({ unsubscribedAt: now })
    .where(inArray(meetingSubscriptions.id, subscriptionIds));
}

/**
 * New places or waiting entries, in the order given (clock_timestamp: the waiting list's order),
 * made by `bookedBy` for the people (ADR 058).
 */
export async function insertSubscriptions(
  tx: Db,
  meetingId: number,
  userIds: number[],
  status: 'validated' | 'waiting',
  bookedBy: number,
): Promise<void> {
  for (const userId of userIds) {
    await tx
      .insert(meetingSubscriptions)
      .values({ meetingId, userId, status, bookedBy, createdAt: sql`clock_timestamp()` });
  }
}

/** The sequence taught that ISO week in the programme (AJA or not), if planned. */
export async function findPlannedSequence(
  db: Db,
  isAja: boolean,
  year: number,
  weekNumber: number,
): Promise<number | null> {
  const [row] = await db
    .select({ sequence: planningWeeks.sequence })
    .from(planningWeeks)
    .where(and(eq(planningWeeks.isAja, isAja), eq(planningWeeks.year, year), eq(planningWeeks.weekNumber, weekNumber)));
  return row?.sequence ?? null;
}

/** Names of the people put on a session's lists, for the messages about them. */
export function findNames(tx: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** One more calendar revision for the session (ADR 072); answers the new one. */
export async function bumpRevision(tx: Db, meetingId: number): Promise<number> {
  const [row] = await tx
    .update(meetings)
    .set({ revision: sql`${meetings.revision} + 1` })
    .where(eq(meetings.id, meetingId))
    .returning({ revision: meetings.revision });
  return row!.revision;
}

/** Its lists go with it (foreign keys cascade). */
export async function deleteMeeting(tx: Db, meetingId: number): Promise<void> {
  await tx.delete(meetings).where(eq(meetings.id, meetingId));
}
