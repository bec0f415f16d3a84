import { and, asc, count, desc, eq, exists, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { Conditions, param, preparedQuery, preparedShapes } from '../../../db/prepared.ts';
import { pivotFields, sessionColumns } from './participants.repository.ts';
import type { MeetingSortColumn } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import { attachments, meetings, meetingSubscriptions, partners, users, workshops } from '../../../db/schema/index.ts';

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
  /** Sessions not ended at `now` (`coming`), or ended (`past`): the two parts of « Mes séances ». */
  when?: { part: 'coming' | 'past'; now: Date };
  /** Sessions this person holds a place or a waiting entry in. */
  heldBy?: number;
  isAja?: boolean;
  /** Active workshops only, or active ones and these (the ones a pro runs). */
  activeOr?: number[];
};

export type MeetingOrder = { column: MeetingSortColumn; direction: 'asc' | 'desc' };

const isActive = and(eq(meetingSubscriptions.meetingId, meetings.id), isNull(meetingSubscriptions.unsubscribedAt));

/** The filter as conditions with parameters (ADR 055): one prepared statement per set of filters. */
function conditions(db: Db, filter: MeetingFilter): Conditions {
  const where = new Conditions()
    .add('ids', filter.ids, () => sql`${meetings.id} = any(${param('ids')})`)
    .add('workshopId', filter.workshopId, () => eq(meetings.workshopId, param('workshopId')))
    .add('partnerId', filter.partnerId, () => eq(workshops.partnerId, param('partnerId')))
    .add('from', filter.from, () => gte(meetings.start, param('from')))
    .add('to', filter.to, () => lt(meetings.start, param('to')))
    .add('type', filter.type, () => eq(meetings.type, param('type')))
    .add('heldBy', filter.heldBy, () =>
      exists(
        db
          .select({ one: sql`1` })
          .from(meetingSubscriptions)
          .where(and(isActive, eq(meetingSubscriptions.userId, param('heldBy')))),
      ),
    )
    .add('isAja', filter.isAja, () => eq(workshops.isAja, param('isAja')))
    .add('activeOr', filter.activeOr, () =>
      or(eq(workshops.active, true), sql`${workshops.id} = any(${param('activeOr')})`),
    );
  if (filter.upcoming) {
    const column = filter.upcoming.until === 'start' ? meetings.start : meetings.end;
    where.always(`upcoming_${filter.upcoming.until}`, gt(column, param('now')));
    where.value('now', filter.upcoming.now);
  }
  if (filter.when) {
    const { part, now } = filter.when;
    where.always(`when_${part}`, part === 'coming' ? gt(meetings.end, param('now')) : lte(meetings.end, param('now')));
    where.value('now', now);
  }
  return where;
}

const meetingCount = preparedShapes('meetings_count', (db, where: SQL | undefined) =>
  db.select({ value: count() }).from(meetings).innerJoin(workshops, eq(workshops.id, meetings.workshopId)).where(where),
);

export async function countMeetings(db: Db, filter: MeetingFilter): Promise<number> {
  const where = conditions(db, filter);
  const [row] = await meetingCount(db, where.shape, where.where, where.values);
  return row?.value ?? 0;
}

type PersonalSubscription = Omit<SubscriptionRow, 'createdAt' | 'offeredUntil'> & {
  createdAt: string;
  offeredUntil: string | null;
};

/** A hold running on `ms` (ADR 073): offered until later than now, neither closed nor left. */
const holdRuns = (alias: string) =>
  sql.raw(`${alias}.offered_until > now() and ${alias}.offer_closed_at is null and ${alias}.unsubscribed_at is null`);

/**
 * The active subscriptions of `param('personalIds')` in a session, by arrival, as one JSON
 * value per row: a member's own place or waiting entry comes with the page, not in a
 * statement of its own. A waiting entry carries its rank on the list (entries before it by
 * arrival, then id) and the end of its hold while one runs.
 */
const personalSubscriptions = sql<SubscriptionRow[] | null>`(
  select json_agg(json_build_object('id', ms.id, 'meetingId', ms.meeting_id, 'userId', ms.user_id, 'status', ms.status,
    'attendance', ms.attendance, 'createdAt', ms.created_at, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email,
    'position', case when ms.status = 'waiting' then (select count(*) from ${meetingSubscriptions} w
      where w.meeting_id = ms.meeting_id and w.status = 'waiting' and w.unsubscribed_at is null
      and (w.created_at, w.id) <= (ms.created_at, ms.id)) end,
    'offeredUntil', case when ${holdRuns('ms')} then ms.offered_until end)
    order by ms.created_at, ms.id)
  from ${meetingSubscriptions} ms join ${users} u on u.id = ms.user_id
  where ms.meeting_id = ${meetings.id} and ms.unsubscribed_at is null and ms.user_id = any(${param('personalIds')})
)`.mapWith((rows: PersonalSubscription[]) =>
  rows.map((row) => ({
    ...row,
    position: row.position === null ? null : Number(row.position),
    createdAt: new Date(row.createdAt),
    offeredUntil: row.offeredUntil === null ? null : new Date(row.offeredUntil),
  })),
);

const sortable = { start: meetings.start, sequence: meetings.sequence, id: meetings.id };

type PageArgs = { where: SQL | undefined; order: MeetingOrder; counted: boolean };

/** A page's columns, `total` given by the statement's form. */
const pageColumns = (total: SQL<number | null>) => ({
  ...sessionColumns,
  places: meetings.places,
  takenPlaces: meetings.takenPlaces,
  // Waiting entries, counted on the page's rows only (meeting_subscriptions_meeting_status index).
  waiting:
    sql<number>`(select count(*) from ${meetingSubscriptions} where ${meetingSubscriptions.meetingId} = ${meetings.id}
    and ${meetingSubscriptions.status} = 'waiting' and ${meetingSubscriptions.unsubscribedAt} is null)`.mapWith(Number),
  // Holds running, on the partial index of running holds (meeting_subscriptions_offered_idx).
  held: sql<number>`(select count(*) from ${meetingSubscriptions} h where h.meeting_id = ${meetings.id}
    and ${holdRuns('h')})`.mapWith(Number),
  personal: personalSubscriptions,
  total: total.mapWith(Number),
  workshop: {
    id: workshops.id,
    name: workshops.name,
    type: workshops.type,
    workshopType: workshops.workshopType,
    isAja: workshops.isAja,
    active: workshops.active,
    partnerId: workshops.partnerId,
  },
});

const meetingPage = preparedShapes('meetings_page', (db, { where, order, counted }: PageArgs) => {
  const direction = order.direction === 'asc' ? asc : desc;
  const byOrder = [direction(sortable[order.column]), direction(meetings.id)];
  if (!counted) {
    return db
      .select(pageColumns(sql`null`))
      .from(meetings)
      .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
      .where(where)
      .orderBy(...byOrder)
      .limit(param('limit'))
      .offset(param('offset'));
  }
  // Counted: the page is chosen first from narrow rows (id, sort key, the total as a window
  // over the filtered rows); the columns and counts are then read for its rows only.
  const page = db
    .select({
      id: meetings.id,
      sortKey: sql`${sortable[order.column]}`.as('sort_key'),
      total: sql`count(*) over ()`.as('total'),
    })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(where)
    .orderBy(...byOrder)
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  return db
    .select(pageColumns(sql`${page.total}`))
    .from(page)
    .innerJoin(meetings, eq(meetings.id, page.id))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .orderBy(direction(sql`${page.sortKey}`), direction(page.id));
});

/**
 * One page of sessions with their workshop, ties broken by id; `personalIds`: the people
 * whose own subscriptions come with each row (`personal`, null when none). A person's own
 * sessions (`heldBy`) carry `total`, the count of every session the filter keeps, on each
 * row: a window over a few dozen rows costs less than a count of its own. Over a workshop's
 * sessions or all of them the window would read every row before the page, where the index
 * gives the page at once: `total` is null there.
 */
export function findMeetingPage(
  db: Db,
  filter: MeetingFilter,
  order: MeetingOrder,
  limit: number,
  offset: number,
  personalIds: number[] = [],
) {
  const where = conditions(db, filter);
  const counted = filter.heldBy !== undefined;
  const shape = `${where.shape}|${order.column} ${order.direction}|${counted ? 'counted' : ''}`;
  return meetingPage(
    db,
    shape,
    { where: where.where, order, counted },
    { ...where.values, limit, offset, personalIds },
  );
}

export type MeetingRow = Awaited<ReturnType<typeof findMeetingPage>>[number];

const oneOfMeetings = sql`${meetingSubscriptions.meetingId} = any(${param('meetingIds')})`;

const everyoneSubscribed = preparedQuery('meetings_subscriptions', (db) =>
  db
    .select({
      ...pivotFields,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      // The waiting list's rank, over the active rows of each session the statement reads.
      position: sql<number | null>`case when ${meetingSubscriptions.status} = 'waiting' then row_number() over (
        partition by ${meetingSubscriptions.meetingId}, ${meetingSubscriptions.status}
        order by ${meetingSubscriptions.createdAt}, ${meetingSubscriptions.id}) end`.mapWith(
        (value: string | number): number | null => Number(value),
      ),
      offeredUntil: sql<Date | null>`case when ${meetingSubscriptions.offeredUntil} > now()
        and ${meetingSubscriptions.offerClosedAt} is null then ${meetingSubscriptions.offeredUntil} end`.mapWith(
        (value: string | Date): Date | null => new Date(value),
      ),
    })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(and(oneOfMeetings, isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id)),
);

/** Active subscriptions of these sessions, by arrival, with the person. */
export function findSubscriptions(db: Db, meetingIds: number[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return everyoneSubscribed(db, { meetingIds });
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptions>>[number];

const partnersWithLogo = preparedQuery('meetings_partners', (db) =>
  db
    .select({ id: partners.id, name: partners.name, logoId: attachments.id })
    .from(partners)
    .leftJoin(
      attachments,
      and(
        eq(attachments.attachableType, 'partner'),
        eq(attachments.attachableId, partners.id),
        eq(attachments.role, 'logo'),
      ),
    )
    .where(sql`${partners.id} = any(${param('ids')})`),
);

/** Partners with their logo's id. */
export function findPartners(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return partnersWithLogo(db, { ids });
}

/** Starts of the sessions the user attended, oldest first. */
const attendedMeetingStarts = preparedQuery('profile_attended_meeting_starts', (db) =>
  db
    .select({ start: meetings.start })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .where(and(eq(meetingSubscriptions.userId, param('userId')), eq(meetingSubscriptions.attendance, 1)))
    .orderBy(meetings.start),
);

export async function findAttendedMeetingStarts(db: Db, userId: number): Promise<Date[]> {
  const rows = await attendedMeetingStarts(db, { userId });
  return rows.map((row) => row.start);
}
