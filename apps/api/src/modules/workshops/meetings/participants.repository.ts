import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetings, meetingSubscriptions, users, workshops } from '../../../db/schema/index.ts';

/** A session's own facts, as its page and the tools around it show them. */
export const sessionColumns = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  start: meetings.start,
  end: meetings.end,
  type: meetings.type,
  address: meetings.address,
  link: meetings.link,
  sequence: meetings.sequence,
};

/**
 * A session with what the tools around it read: its workshop (the rights), its start and end,
 * its sequence and programme (the supports' windows) and the sheet's title (the export).
 */
export async function findSessionWithWorkshop(db: Db, meetingId: number) {
  const [row] = await db
    .select({
      ...sessionColumns,
      workshopName: workshops.name,
      workshopType: workshops.workshopType,
      isAja: workshops.isAja,
    })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetings.id, meetingId));
  return row;
}

export type SessionWithWorkshop = NonNullable<Awaited<ReturnType<typeof findSessionWithWorkshop>>>;

/** The person's place (not a waiting entry) in the session, not given up. */
function validatedPlace(meetingId: number, userId: number): SQL | undefined {
  return and(
    eq(meetingSubscriptions.meetingId, meetingId),
    eq(meetingSubscriptions.userId, userId),
    eq(meetingSubscriptions.status, 'validated'),
    isNull(meetingSubscriptions.unsubscribedAt),
  );
}

export async function hasValidatedPlace(db: Db, meetingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingSubscriptions.id })
    .from(meetingSubscriptions)
    .where(validatedPlace(meetingId, userId))
    .limit(1);
  return row !== undefined;
}

/** A subscription as the sessions' pivot and participants show it. */
export const pivotFields = {
  id: meetingSubscriptions.id,
  meetingId: meetingSubscriptions.meetingId,
  userId: meetingSubscriptions.userId,
  status: meetingSubscriptions.status,
  attendance: meetingSubscriptions.attendance,
  createdAt: meetingSubscriptions.createdAt,
};

/**
 * Sets a validated participant's attendance in one statement: the row is locked while it is
 * written, and a place left or still waiting is not touched (no row comes back).
 */
/** The attendance of a validated place as it stands, under the row's lock; undefined without such a place. */
export async function lockAttendance(tx: Db, meetingId: number, userId: number): Promise<0 | 1 | null | undefined> {
  const [row] = await tx
    .select({ attendance: meetingSubscriptions.attendance })
    .from(meetingSubscriptions)
    .where(validatedPlace(meetingId, userId))
    .for('update');
  return row ? (row.attendance as 0 | 1 | null) : undefined;
}

export async function updateAttendance(db: Db, meetingId: number, userId: number, attendance: 0 | 1 | null) {
  const [row] = await db
    .update(meetingSubscriptions)
    .set({ attendance })
    .where(validatedPlace(meetingId, userId))
    .returning(pivotFields);
  return row;
}

/** The validated places of a session with their attendance, under the rows' lock, by person. */
export function lockSessionAttendance(tx: Db, meetingId: number) {
  return tx
    .select({ userId: meetingSubscriptions.userId, attendance: meetingSubscriptions.attendance })
    .from(meetingSubscriptions)
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(asc(meetingSubscriptions.userId))
    .for('update');
}

/** Every validated place of the session marked present, in one statement; the number of places. */
export async function markAllPresent(tx: Db, meetingId: number): Promise<number> {
  const rows = await tx
    .update(meetingSubscriptions)
    .set({ attendance: 1 })
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    )
    .returning({ id: meetingSubscriptions.id });
  return rows.length;
}

/** The session's places and waiting entries not left, by arrival, with each person's contact. */
export function findParticipants(db: Db, meetingId: number) {
  return db
    .select({
      status: meetingSubscriptions.status,
      attendance: meetingSubscriptions.attendance,
      lastname: users.lastname,
      firstname: users.firstname,
      email: users.email,
      phone: users.phone,
    })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id));
}

export type Participant = Awaited<ReturnType<typeof findParticipants>>[number];
