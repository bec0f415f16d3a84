import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boundStatement, param, rowReader } from '../../../db/prepared.ts';
import { meetings, meetingSubscriptions, workshopMembers, workshops } from '../../../db/schema/index.ts';

const sessionFields = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  start: meetings.start,
  sequence: meetings.sequence,
  places: meetings.places,
  takenPlaces: meetings.takenPlaces,
  isAja: workshops.isAja,
  active: workshops.active,
};

/** A session and the workshop facts its rules read, without a lock. */
export async function findSession(db: Db, meetingId: number) {
  const [row] = await db
    .select(sessionFields)
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetings.id, meetingId));
  return row;
}

export type Session = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Locks these sessions' rows until the transaction ends, in id order so that two callers
 * locking several never wait on each other in a circle, and reads their counters.
 */
export function lockSessions(tx: Db, meetingIds: number[]): Promise<Session[]> {
  return lockedSessions(tx, { ids: meetingIds });
}

// Built once: these statements run in transactions, each on a handle of its own.
const lockedSessions = boundStatement(
  'subscriptions_lock_sessions',
  (db) =>
    db
      .select(sessionFields)
      .from(meetings)
      .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
      .where(sql`${meetings.id} = any(${param('ids')})`)
      .orderBy(asc(meetings.id))
      .for('update', { of: meetings })
      .getSQL(),
  rowReader<Session>(sessionFields),
);

const activeSubscriptionFields = { id: meetingSubscriptions.id, status: meetingSubscriptions.status };
const activeSubscription = boundStatement(
  'subscriptions_active',
  (db) =>
    db
      .select(activeSubscriptionFields)
      .from(meetingSubscriptions)
      .where(
        and(
          eq(meetingSubscriptions.meetingId, param('meetingId')),
          eq(meetingSubscriptions.userId, param('userId')),
          isNull(meetingSubscriptions.unsubscribedAt),
        ),
      )
      .getSQL(),
  rowReader<{ id: number; status: 'validated' | 'waiting' }>(activeSubscriptionFields),
);

/** The member's place or waiting entry in the session, if not left. */
export async function findActiveSubscription(db: Db, meetingId: number, userId: number) {
  const [row] = await activeSubscription(db, { meetingId, userId });
  return row;
}

/**
 * A new place or waiting entry, made by the member (`bookedBy` null) or by someone else for her
 * (ADR 058). clock_timestamp(), not the transaction's start: the waiting list follows the order
 * in which callers got the session's lock.
 */
export async function insertSubscription(
  tx: Db,
  meetingId: number,
  userId: number,
  status: 'validated' | 'waiting',
  bookedBy: number | null,
): Promise<number> {
  const [row] = await newSubscription(tx, { meetingId, userId, status, bookedBy });
  return row!.id;
}

const newSubscription = boundStatement<{ id: number }>('subscriptions_insert', (db) =>
  db
    .insert(meetingSubscriptions)
    .values({
      meetingId: param('meetingId'),
      userId: param('userId'),
      status: param('status'),
      bookedBy: param('bookedBy'),
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: meetingSubscriptions.id })
    .getSQL(),
);

/**
 * Whether the member took part in the workshop by her own doing or the staff's: a row of
 * workshop_members, which a subscription made by a pro does not create (ADR 036, 058).
 */
export async function isWorkshopMember(db: Db, workshopId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: workshopMembers.userId })
    .from(workshopMembers)
    .where(and(eq(workshopMembers.workshopId, workshopId), eq(workshopMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Of these people, those who took part in the workshop by their own doing or the staff's. */
export async function findWorkshopMemberIds(db: Db, workshopId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: workshopMembers.userId })
    .from(workshopMembers)
    .where(and(eq(workshopMembers.workshopId, workshopId), inArray(workshopMembers.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** Sessions as the notice names them: the workshop, the day and the hours. */
export function findSessionsNamed(db: Db, meetingIds: number[]) {
  return db
    .select({ id: meetings.id, start: meetings.start, end: meetings.end, workshopName: workshops.name })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(inArray(meetings.id, meetingIds))
    .orderBy(asc(meetings.start), asc(meetings.id));
}

/** Leaving keeps the row, with the moment it was left (cancellations are counted). */
export async function leave(tx: Db, subscriptionIds: number[], now: Date) {
  if (subscriptionIds.length === 0) return;
  // updated_at as drizzle's $onUpdate sets it, the moment of the call: a value, the text being built once.
  await left(tx, { ids: subscriptionIds, now: now.toISOString(), updatedAt: new Date().toISOString() });
}

const left = boundStatement('subscriptions_leave', (db) =>
  db
    .update(meetingSubscriptions)
    .set({ unsubscribedAt: sql`${param('now')}`, updatedAt: sql`${param('updatedAt')}` })
    .where(sql`${meetingSubscriptions.id} = any(${param('ids')})`)
    .getSQL(),
);

export async function validate(tx: Db, subscriptionId: number) {
  await tx.update(meetingSubscriptions).set({ status: 'validated' }).where(eq(meetingSubscriptions.id, subscriptionId));
}

/**
 * The member's other active subscriptions in sessions of the same sequence and programme
 * (AJA or not) that have not started: what taking a place leaves (P2 §4).
 */
export function findSameSequenceHeld(db: Db, session: Session, userId: number, now: Date) {
  return db
    .select({
      id: meetingSubscriptions.id,
      meetingId: meetingSubscriptions.meetingId,
      status: meetingSubscriptions.status,
    })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(
      and(
        eq(meetingSubscriptions.userId, userId),
        isNull(meetingSubscriptions.unsubscribedAt),
        ne(meetings.id, session.id),
        eq(meetings.sequence, session.sequence),
        eq(workshops.isAja, session.isAja),
        gt(meetings.start, now),
      ),
    );
}
