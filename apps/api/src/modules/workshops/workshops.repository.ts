import { and, asc, count, eq, exists, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, meetings, partners, substitutions, users, workshops } from '../../db/schema/index.ts';
import type { WorkshopSortColumn } from '@plateforme/shared/workshops/workshops.schemas';
import type { TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { startsOnWeekday, withinTimeSlot } from './session-filters.ts';
import { runPrepared } from './prepared.ts';
import { runBy } from './workshop-pros.repository.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

/**
 * When a session still counts as coming: for members and visitors until it starts (P2 §4),
 * for the pros and the staff until it ends, so a session under way stays in their view.
 */
export type Upcoming = { until: 'start' | 'end'; now: Date };

/** The workshops a list may show, already narrowed to what the caller may see (the service decides). */
export type WorkshopFilter = {
  upcoming: Upcoming;
  isAja?: boolean;
  active?: boolean;
  /** Inactive workshops are shown only when this pro runs them (owner or secondary pro). */
  activeOrRunBy?: number;
  runBy?: number;
  zipPrefix?: string;
  city?: string;
  department?: string;
  partnerIds?: number[];
  /** Sessions starting in [from, to). */
  meetingsFrom?: Date;
  meetingsTo?: Date;
  workshopType?: 'cognitive' | 'oncommence';
  type?: 'onsite' | 'remote';
  nameContains?: string;
  sequence?: number;
  availablePlaces?: boolean;
  /** Paris weekdays, Monday 1 … Sunday 7, of an upcoming session. */
  days?: number[];
  /** Time slots an upcoming session fits in (P2 §9). */
  timeSlots?: TimeSlot[];
};

export type WorkshopOrder = { column: WorkshopSortColumn; direction: 'asc' | 'desc' };

const ACCENTED = 'ÀÂÄÁÃÉÈÊËÎÏÍÌÔÖÓÒÕÙÛÜÚÇŸàâäáãéèêëîïíìôöóòõùûüúçÿ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCYaaaaaeeeeiiiiooooouuuucy';

/**
 * A name in French order, the same on PGlite and PostgreSQL: accents and case ignored
 * (« Été » between « Atelier » and « Zen »), then byte order ("C"), whose result does
 * not depend on the server's locale. Ties fall to the exact name, then the id.
 */
function frenchOrder(column: SQL | typeof workshops.name): SQL {
  const folded = sql`lower(replace(replace(translate(${column}, ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'Œ', 'oe'))`;
  return sql`${folded} collate "C"`;
}

function isUpcoming(upcoming: Upcoming): SQL {
  return gt(upcoming.until === 'start' ? meetings.start : meetings.end, upcoming.now);
}

/**
 * Places taken in a session: its counter, kept by a trigger on meeting_subscriptions (ADR 027).
 * The session is named by its table (or alias), always qualified: in a select list drizzle
 * writes a single table's columns bare, and a bare column could mean another table's here.
 */
function takenPlaces(meetingTable: string): SQL<number> {
  return sql<number>`${sql.identifier(meetingTable)}.${sql.identifier('taken_places')}`.mapWith(Number);
}

/** The workshop has a session meeting every condition given. */
function hasMeeting(db: Db, ...where: (SQL | undefined)[]): SQL {
  return exists(db.select({ one: sql`1` }).from(meetings).where(and(eq(meetings.workshopId, workshops.id), ...where)));
}

/**
 * The session filters, all met by ONE session: "sequence 3, a free place, on Monday
 * mornings" asks for a session that is all of that, not three sessions that are one each.
 * Any of sequence, free place, day or slot asks for an upcoming session; dates alone keep
 * reading past sessions too (a pro looking back at a period).
 */
function sessionCondition(db: Db, filter: WorkshopFilter): SQL | undefined {
  const upcomingOnly =
    filter.sequence !== undefined || filter.availablePlaces || filter.days !== undefined || filter.timeSlots !== undefined;
  const dated = filter.meetingsFrom !== undefined || filter.meetingsTo !== undefined;
  if (!upcomingOnly && !dated) return undefined;
  return hasMeeting(
    db,
    upcomingOnly ? isUpcoming(filter.upcoming) : undefined,
    filter.meetingsFrom ? gte(meetings.start, filter.meetingsFrom) : undefined,
    filter.meetingsTo ? lt(meetings.start, filter.meetingsTo) : undefined,
    filter.sequence !== undefined ? eq(meetings.sequence, filter.sequence) : undefined,
    filter.availablePlaces ? sql`${meetings.places} > ${takenPlaces('meetings')}` : undefined,
    filter.days !== undefined ? startsOnWeekday(filter.days) : undefined,
    filter.timeSlots !== undefined ? withinTimeSlot(filter.timeSlots) : undefined,
  );
}

function conditions(db: Db, filter: WorkshopFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (filter.isAja !== undefined) list.push(eq(workshops.isAja, filter.isAja));
  if (filter.active !== undefined) list.push(eq(workshops.active, filter.active));
  if (filter.activeOrRunBy !== undefined) {
    list.push(
      or(eq(workshops.active, true), eq(workshops.userId, filter.activeOrRunBy), eq(workshops.secondaryProId, filter.activeOrRunBy)),
    );
  }
  if (filter.runBy !== undefined) list.push(runBy(db, filter.runBy, filter.upcoming.now));
  if (filter.zipPrefix !== undefined) list.push(ilike(workshops.zip, `${escapeLike(filter.zipPrefix)}%`));
  if (filter.city !== undefined) list.push(sql`lower(${workshops.city}) = lower(${filter.city})`);
  if (filter.department !== undefined) list.push(sql`upper(${workshops.department}) = upper(${filter.department})`);
  if (filter.partnerIds !== undefined) list.push(inArray(workshops.partnerId, filter.partnerIds));
  if (filter.workshopType !== undefined) list.push(eq(workshops.workshopType, filter.workshopType));
  if (filter.type !== undefined) list.push(eq(workshops.type, filter.type));
  if (filter.nameContains !== undefined) list.push(ilike(workshops.name, `%${escapeLike(filter.nameContains)}%`));
  list.push(sessionCondition(db, filter));
  return and(...list);
}

export async function countWorkshops(db: Db, filter: WorkshopFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(workshops).where(conditions(db, filter));
  return row?.value ?? 0;
}

/**
 * One page of workshops. Sorting on the next session orders by a subquery correlated to each
 * workshop (an index probe on meetings_workshop_start); sorting on the places taken joins
 * one grouped sum of the coming sessions' taken_places (a hash join beats a probe per workshop
 * there). Other sorts touch no session at all. The page's computed fields come next, from
 * findComputedFields. `total` counts every workshop the filter keeps; undefined when the page
 * is empty (past the last page: countWorkshops tells).
 */
export function findWorkshopPage(db: Db, filter: WorkshopFilter, order: WorkshopOrder, limit: number | undefined, offset: number) {
  const upcoming = isUpcoming(filter.upcoming);
  const taken = db
    .select({
      workshopId: meetings.workshopId,
      places: sql<number>`sum(${takenPlaces('meetings')})`.mapWith(Number).as('taken_places'),
    })
    .from(meetings)
    .where(upcoming)
    .groupBy(meetings.workshopId)
    .as('taken');
  const sortable: Record<WorkshopSortColumn, SQL> = {
    id: sql`${workshops.id}`,
    name: frenchOrder(workshops.name),
    zip: sql`${workshops.zip}`,
    city: sql`${workshops.city}`,
    created_at: sql`${workshops.createdAt}`,
    start: sql`${workshops.start}`,
    next_meeting_start: sql`(${db
      .select({ value: sql`min(${meetings.start})` })
      .from(meetings)
      .where(and(eq(meetings.workshopId, workshops.id), upcoming))})`,
    subscriptions_count: sql`coalesce(${taken.places}, 0)`,
  };
  const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
  // The total rides along the page (a window over the filtered rows): one statement less.
  const query = db
    .select({ workshop: workshops, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(workshops)
    .$dynamic();
  if (order.column === 'subscriptions_count') query.leftJoin(taken, eq(taken.workshopId, workshops.id));
  // Workshops without a value (no coming session, no postal code) come last either way.
  query.where(conditions(db, filter));
  if (order.column === 'name') query.orderBy(sql`${sortable.name} ${direction}`, sql`${workshops.name} collate "C" ${direction}`, asc(workshops.id));
  else query.orderBy(sql`${sortable[order.column]} ${direction} nulls last`, asc(workshops.id));
  // No limit: all of a pro's workshops at once (per_page 0, « Tous »).
  if (limit !== undefined) query.limit(limit);
  return runPrepared(query.offset(offset)).then((rows) => ({ rows: rows.map((row) => row.workshop), total: rows[0]?.total }));
}

/**
 * The computed fields of these workshops in one statement over their coming sessions: the
 * next start, the next onsite start, and the places taken (counted per session on the
 * meeting_subscriptions_meeting_status index).
 */
export function findComputedFields(db: Db, workshopIds: number[], upcoming: Upcoming) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  const coming = db
    .select({
      workshopId: meetings.workshopId,
      start: meetings.start,
      type: meetings.type,
      taken: takenPlaces('meetings').as('taken'),
    })
    .from(meetings)
    .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
    .as('coming');
  return runPrepared(
    db
      .select({
        workshopId: coming.workshopId,
        nextMeetingStart: sql<Date>`min(${coming.start})`.mapWith(meetings.start),
        nextOnsiteMeetingStart: sql<Date | null>`min(${coming.start}) filter (where ${coming.type} = 'onsite')`.mapWith(meetings.start),
        subscriptionsCount: sql<number>`sum(${coming.taken})`.mapWith(Number),
      })
      .from(coming)
      .groupBy(coming.workshopId),
  );
}

export type ComputedFieldsRow = Awaited<ReturnType<typeof findComputedFields>>[number];


const comingFields = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  start: meetings.start,
  end: meetings.end,
  type: meetings.type,
  address: meetings.address,
  sequence: meetings.sequence,
  places: meetings.places,
};

/**
 * The coming sessions of these workshops, at most `perWorkshop` each (all when undefined),
 * in order, with the places taken. With a limit, each workshop reads its next sessions
 * alone (LATERAL … LIMIT on meetings_workshop_start_idx): the cost does not grow with the
 * number of sessions to come.
 */
export function findComingMeetings(db: Db, workshopIds: number[], upcoming: Upcoming, perWorkshop?: number) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  if (perWorkshop === undefined) {
    return db
      .select({ ...comingFields, validatedCount: takenPlaces('meetings') })
      .from(meetings)
      .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
      .orderBy(asc(meetings.workshopId), asc(meetings.start), asc(meetings.id));
  }
  const next = db
    .select({ ...comingFields, takenPlaces: meetings.takenPlaces })
    .from(meetings)
    .where(and(eq(meetings.workshopId, workshops.id), isUpcoming(upcoming)))
    .orderBy(asc(meetings.start), asc(meetings.id))
    .limit(perWorkshop)
    .as('next');
  return runPrepared(
    db
      .select({
        id: next.id,
        workshopId: next.workshopId,
        start: next.start,
        end: next.end,
        type: next.type,
        address: next.address,
        sequence: next.sequence,
        places: next.places,
        validatedCount: sql<number>`${next.takenPlaces}`.mapWith(Number),
      })
      .from(workshops)
      .crossJoinLateral(next)
      .where(inArray(workshops.id, workshopIds))
      .orderBy(asc(workshops.id), asc(next.start), asc(next.id)),
  );
}


export type ComingMeetingRow = Awaited<ReturnType<typeof findComingMeetings>>[number];

export function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return runPrepared(
    db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, ids)),
  );
}

/** Partners with their logo attachment (if any). */
export function findPartnersWithLogo(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return runPrepared(
    db
      .select({
        id: partners.id,
        name: partners.name,
        supportType: partners.supportType,
        street: partners.street,
        zip: partners.zip,
        city: partners.city,
        active: partners.active,
        logoId: attachments.id,
        logoPath: attachments.path,
      })
      .from(partners)
      .leftJoin(
        attachments,
        and(eq(attachments.attachableType, 'partner'), eq(attachments.attachableId, partners.id), eq(attachments.role, 'logo')),
      )
      .where(inArray(partners.id, ids)),
  );
}

/** Substitutions not over yet, in order, with the substitute's name. */
export function findNextSubstitutions(db: Db, workshopIds: number[], now: Date) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      workshopId: substitutions.workshopId,
      userId: substitutions.userId,
      start: substitutions.start,
      end: substitutions.end,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.userId))
    .where(and(inArray(substitutions.workshopId, workshopIds), gt(substitutions.end, now)))
    .orderBy(asc(substitutions.start), asc(substitutions.id));
}
