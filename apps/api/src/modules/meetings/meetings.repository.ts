import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MeetingSortColumn } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../db/client.ts';
import { attachments, meetings, meetingSubscriptions, partners, users, workshops } from '../../db/schema/index.ts';

/** The sessions a list may show, already narrowed to what the caller may see (the service decides). */
export type MeetingFilter = {
  ids?: number[];
  workshopId?: number;
  partnerId?: number;
  /** Sessions starting in [from, to). */
  from?: Date;
  to?: Date;
  type?: 'onsite' | 'remote';
  /** Sessions not started (members) or not ended (pros and staff) at `now`. */
  upcoming?: { until: 'start' | 'end'; now: Date };
  /** Sessions this person holds a place or a waiting entry in. */
  heldBy?: number;
  isAja?: boolean;
  /** Active workshops only, or active ones and these (the ones a pro runs). */
  activeOr?: number[];
};

export type MeetingOrder = { column: MeetingSortColumn; direction: 'asc' | 'desc' };

const isActive = and(eq(meetingSubscriptions.meetingId, meetings.id), isNull(meetingSubscriptions.unsubscribedAt));

function conditions(db: Db, filter: MeetingFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (filter.ids !== undefined) list.push(inArray(meetings.id, filter.ids));
  if (filter.workshopId !== undefined) list.push(eq(meetings.workshopId, filter.workshopId));
  if (filter.partnerId !== undefined) list.push(eq(workshops.partnerId, filter.partnerId));
  if (filter.from !== undefined) list.push(gte(meetings.start, filter.from));
  if (filter.to !== undefined) list.push(lt(meetings.start, filter.to));
  if (filter.type !== undefined) list.push(eq(meetings.type, filter.type));
  if (filter.upcoming !== undefined) {
    list.push(gt(filter.upcoming.until === 'start' ? meetings.start : meetings.end, filter.upcoming.now));
  }
  if (filter.heldBy !== undefined) {
    list.push(exists(db.select({ one: sql`1` }).from(meetingSubscriptions).where(and(isActive, eq(meetingSubscriptions.userId, filter.heldBy)))));
  }
  if (filter.isAja !== undefined) list.push(eq(workshops.isAja, filter.isAja));
  if (filter.activeOr !== undefined) {
    list.push(filter.activeOr.length ? or(eq(workshops.active, true), inArray(workshops.id, filter.activeOr)) : eq(workshops.active, true));
  }
  return and(...list);
}

export async function countMeetings(db: Db, filter: MeetingFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(conditions(db, filter));
  return row?.value ?? 0;
}

/** One page of sessions with their workshop, ties broken by id. */
export function findMeetingPage(db: Db, filter: MeetingFilter, order: MeetingOrder, limit: number, offset: number) {
  const direction = order.direction === 'asc' ? asc : desc;
  const column = { start: meetings.start, sequence: meetings.sequence, id: meetings.id }[order.column];
  return db
    .select({
      id: meetings.id,
      workshopId: meetings.workshopId,
      start: meetings.start,
      end: meetings.end,
      type: meetings.type,
      address: meetings.address,
      link: meetings.link,
      sequence: meetings.sequence,
      places: meetings.places,
      takenPlaces: meetings.takenPlaces,
      workshop: {
        id: workshops.id,
        name: workshops.name,
        type: workshops.type,
        workshopType: workshops.workshopType,
        isAja: workshops.isAja,
        active: workshops.active,
        partnerId: workshops.partnerId,
      },
    })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(conditions(db, filter))
    .orderBy(direction(column), direction(meetings.id))
    .limit(limit)
    .offset(offset);
}

export type MeetingRow = Awaited<ReturnType<typeof findMeetingPage>>[number];

/** Waiting entries per session, for the page's sessions. */
export function countWaiting(db: Db, meetingIds: number[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ meetingId: meetingSubscriptions.meetingId, waiting: count() })
    .from(meetingSubscriptions)
    .where(and(inArray(meetingSubscriptions.meetingId, meetingIds), eq(meetingSubscriptions.status, 'waiting'), isNull(meetingSubscriptions.unsubscribedAt)))
    .groupBy(meetingSubscriptions.meetingId);
}

/** Active subscriptions of these sessions, by arrival, with the person; only `userIds` when given. */
export function findSubscriptions(db: Db, meetingIds: number[], userIds?: number[]) {
  if (meetingIds.length === 0 || userIds?.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: meetingSubscriptions.id,
      meetingId: meetingSubscriptions.meetingId,
      userId: meetingSubscriptions.userId,
      status: meetingSubscriptions.status,
      attendance: meetingSubscriptions.attendance,
      createdAt: meetingSubscriptions.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(
      and(
        inArray(meetingSubscriptions.meetingId, meetingIds),
        isNull(meetingSubscriptions.unsubscribedAt),
        userIds ? inArray(meetingSubscriptions.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id));
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptions>>[number];

/** Partners with their logo's id. */
export function findPartners(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: partners.id, name: partners.name, logoId: attachments.id })
    .from(partners)
    .leftJoin(attachments, and(eq(attachments.attachableType, 'partner'), eq(attachments.attachableId, partners.id), eq(attachments.role, 'logo')))
    .where(inArray(partners.id, ids));
}
