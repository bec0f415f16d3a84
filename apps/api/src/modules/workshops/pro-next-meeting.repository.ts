import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings, meetingSubscriptions, users, workshops } from '../../db/schema/index.ts';

/** Of these workshops, the session under way or the next one (not ended at `now`), earliest first. */
export async function findNextSession(db: Db, workshopIds: number[], now: Date) {
  if (workshopIds.length === 0) return undefined;
  const [row] = await db
    .select({
      id: meetings.id,
      workshopId: meetings.workshopId,
      workshopName: workshops.name,
      start: meetings.start,
      end: meetings.end,
      type: meetings.type,
      address: meetings.address,
      link: meetings.link,
      places: meetings.places,
      street: workshops.street,
      zip: workshops.zip,
      city: workshops.city,
      infoAddress: workshops.infoAddress,
    })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(and(inArray(meetings.workshopId, workshopIds), gt(meetings.end, now)))
    .orderBy(asc(meetings.start), asc(meetings.id))
    .limit(1);
  return row;
}

export type NextSessionRow = NonNullable<Awaited<ReturnType<typeof findNextSession>>>;

/** The session's places and waiting entries not left, validated ones by name. */
export function findSessionPeople(db: Db, meetingId: number) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      status: meetingSubscriptions.status,
      attendance: meetingSubscriptions.attendance,
    })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}
